import { useEffect } from 'react';
import { APP_NAME } from '@tarjeto/shared';
import { CLIENTE_LUGARES_PATH, NEGOCIO_PUBLICO_PATH } from '../../features/lugares/lib/lugar.ts';
import { OfertasScreen } from '../../features/ofertas-cliente/components/ofertas-screen.tsx';

/** /cliente-dashboard/ofertas — the customer's offers across their businesses (issue 11). */
export function ClienteOfertasRoute() {
  useEffect(() => {
    document.title = `Ofertas · ${APP_NAME}`;
  }, []);
  return <OfertasScreen negocioPath={NEGOCIO_PUBLICO_PATH} lugaresPath={CLIENTE_LUGARES_PATH} />;
}
