import { AvisosScreen } from '../../features/avisos-negocio/components/avisos-screen.tsx';
import { ConNegocio } from '../con-negocio.tsx';
import { useTitulo } from '../../lib/titulo.ts';

/** /negocio-dashboard/avisos — automations and campaigns that bring customers back (issue 28). */
export function NegocioAvisosRoute() {
  useTitulo('Avisos');
  return <ConNegocio>{(negocio) => <AvisosScreen negocio={negocio} />}</ConNegocio>;
}
