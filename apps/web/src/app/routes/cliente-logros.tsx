import { LogrosScreen } from '../../features/cliente-dashboard/components/logros-screen.tsx';

/** /cliente-dashboard/logros — earned and next achievements (issue 11, DOMAIN §5). */
export function ClienteLogrosRoute() {
  return <LogrosScreen />;
}
