import { AuthLayout } from '../../components/layout/auth-layout.tsx';

export function ClienteDashboardRoute() {
  return <AuthLayout title="Mis tarjetas">{null}</AuthLayout>;
}
