import { AuthLayout } from '../../components/layout/auth-layout.tsx';

export function VerifyEmailRoute() {
  return <AuthLayout title="Verifica tu correo">{null}</AuthLayout>;
}
