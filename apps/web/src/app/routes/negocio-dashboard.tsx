import { AuthLayout } from '../../components/layout/auth-layout.tsx';

export function NegocioDashboardRoute() {
  return <AuthLayout title="Tu negocio">{null}</AuthLayout>;
}
