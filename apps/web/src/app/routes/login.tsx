import { AuthLayout } from '../../components/layout/auth-layout.tsx';

export function LoginRoute() {
  return <AuthLayout title="Inicia sesión">{null}</AuthLayout>;
}
