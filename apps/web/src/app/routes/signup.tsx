import { AuthLayout } from '../../components/layout/auth-layout.tsx';

export function SignupRoute() {
  return <AuthLayout title="Crea tu cuenta">{null}</AuthLayout>;
}
