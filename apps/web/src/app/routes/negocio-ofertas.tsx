import { OfertasScreen } from '../../features/promociones/components/ofertas-screen.tsx';
import { ConNegocio } from '../con-negocio.tsx';
import { useTitulo } from '../../lib/titulo.ts';

/** /negocio-dashboard/ofertas — Ofertas y Promociones (SPEC §2). */
export function NegocioOfertasRoute() {
  useTitulo('Ofertas');
  return <ConNegocio>{(negocio) => <OfertasScreen negocio={negocio} />}</ConNegocio>;
}
