import { CLIENTE_LUGARES_PATH, NEGOCIO_PUBLICO_PATH } from '../../features/lugares/lib/lugar.ts';
import { OfertasScreen } from '../../features/ofertas-cliente/components/ofertas-screen.tsx';
import { useTitulo } from '../../lib/titulo.ts';

/** /cliente-dashboard/ofertas — the customer's offers across their businesses (issue 11). */
export function ClienteOfertasRoute() {
  useTitulo('Ofertas');
  return <OfertasScreen negocioPath={NEGOCIO_PUBLICO_PATH} lugaresPath={CLIENTE_LUGARES_PATH} />;
}
