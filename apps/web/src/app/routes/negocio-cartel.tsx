import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { APP_NAME } from '@tarjeto/shared';
import { FullPageSpinner } from '../../components/ui/spinner.tsx';
import { CartelScreen } from '../../features/ajustes/components/cartel-screen.tsx';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { puede, usePapelDeSesion } from '../../features/equipo/hooks/use-papel.ts';
import { ConNegocio } from '../con-negocio.tsx';

/**
 * /negocio-dashboard/ajustes/cartel — the printable counter poster, outside the dashboard frame;
 * part of Ajustes, so a role without it goes to the dashboard instead.
 */
export function NegocioCartelRoute() {
  const { usuario, negocio } = useAuth();
  const papel = usePapelDeSesion({ usuario, negocio });
  useEffect(() => {
    document.title = `Cartel para tu mostrador · ${APP_NAME}`;
  }, []);
  if (papel.estado === 'cargando') return <FullPageSpinner />;
  if (papel.estado !== 'listo' || !puede(papel.papel, 'ajustes'))
    return <Navigate to="/negocio-dashboard" replace />;
  return (
    <ConNegocio cargando={<FullPageSpinner />}>
      {(negocio) => <CartelScreen negocio={negocio} origin={window.location.origin} />}
    </ConNegocio>
  );
}
