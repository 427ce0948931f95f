import { AccountHome } from '../../features/auth/components/account-home.tsx';

/** /negocio-dashboard — a first home for businesses until the dashboard is built out. */
export function NegocioDashboardRoute() {
  return <AccountHome tipo="Negocio" />;
}
