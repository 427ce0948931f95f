import { useParams } from 'react-router';
import { BajaAvisosPage } from '../../features/avisos-cliente/components/baja-avisos-page.tsx';

/** /avisos/baja/:mensajeID — public: an aviso's 'Dejar de recibir' (issue 28), no sign-in. */
export function AvisosBajaRoute() {
  const { mensajeID = '' } = useParams();
  return <BajaAvisosPage key={mensajeID} mensajeID={mensajeID.trim()} />;
}
