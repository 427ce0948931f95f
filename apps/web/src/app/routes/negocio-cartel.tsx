import { useEffect } from 'react';
import { APP_NAME } from '@tarjeto/shared';
import { FullPageSpinner } from '../../components/ui/spinner.tsx';
import { CartelScreen } from '../../features/ajustes/components/cartel-screen.tsx';
import { ConNegocio } from '../con-negocio.tsx';

/** /negocio-dashboard/ajustes/cartel — the printable counter poster, outside the dashboard frame. */
export function NegocioCartelRoute() {
  useEffect(() => {
    document.title = `Cartel para tu mostrador · ${APP_NAME}`;
  }, []);
  return (
    <ConNegocio cargando={<FullPageSpinner />}>
      {(negocio) => <CartelScreen negocio={negocio} origin={window.location.origin} />}
    </ConNegocio>
  );
}
