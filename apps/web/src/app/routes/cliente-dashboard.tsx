import { AccountHome } from '../../features/auth/components/account-home.tsx';

/** /cliente-dashboard — a first home for customers until the dashboard is built out. */
export function ClienteDashboardRoute() {
  return <AccountHome tipo="Cliente" />;
}
