import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { primerNombre } from '../../features/auth/lib/session.ts';
import { MiCodigoScreen } from '../../features/mi-codigo/components/mi-codigo-screen.tsx';

/** /cliente-dashboard/mi-codigo — the customer's QR, full screen (DOMAIN §4). */
export function MiCodigoRoute() {
  const { usuario } = useAuth();
  return (
    <MiCodigoScreen
      nombre={primerNombre(usuario?.nombre) || undefined}
      backTo="/cliente-dashboard"
    />
  );
}
