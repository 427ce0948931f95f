import { AuthLayout } from '../../components/layout/auth-layout.tsx';

export function SetupProfileRoute() {
  return <AuthLayout title="Configura tu perfil">{null}</AuthLayout>;
}
