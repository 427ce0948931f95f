import { useState } from 'react';
import { esSinConexion } from '../../features/auth/api/check-auth.ts';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { primerNombre } from '../../features/auth/lib/session.ts';
import { MiCodigoScreen } from '../../features/mi-codigo/components/mi-codigo-screen.tsx';
import { leerLlave } from '../../lib/codigo-sin-conexion.ts';
import { RouteGuard } from '../route-guard.tsx';

const VOLVER = '/cliente-dashboard';

/**
 * /cliente-dashboard/mi-codigo — the customer's QR, full screen (DOMAIN §4). Signed in, as any
 * customer screen. Without a connection the session cannot be checked: if this device keeps a
 * customer's code key (it is dropped whenever a session ends here), the code is shown from it —
 * a shop with no signal inside is exactly where it is needed.
 */
export function MiCodigoRoute() {
  const { usuario, isCheckingAuth, error } = useAuth();
  const [guardada] = useState(() => leerLlave());
  const sinConexion = isCheckingAuth ? navigator.onLine === false : esSinConexion(error);
  if (!usuario && guardada && sinConexion) {
    return (
      <MiCodigoScreen
        usuarioId={guardada.usuarioId}
        nombre={guardada.nombre || undefined}
        backTo={VOLVER}
      />
    );
  }
  return (
    <RouteGuard access="cliente">
      {usuario ? (
        <MiCodigoScreen
          usuarioId={usuario._id}
          nombre={primerNombre(usuario.nombre) || undefined}
          backTo={VOLVER}
        />
      ) : null}
    </RouteGuard>
  );
}
