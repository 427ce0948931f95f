import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { type NegocioPerfil } from '@tarjeto/shared';
import { FullPageSpinner } from '../../components/ui/spinner.tsx';
import { CartelScreen } from '../../features/ajustes/components/cartel-screen.tsx';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { puede, usePapelDeSesion } from '../../features/equipo/hooks/use-papel.ts';
import { useMarcarCartelImpreso } from '../../features/primeros-pasos/api/cartel-impreso.ts';
import { ConNegocio } from '../con-negocio.tsx';
import { useTitulo } from '../../lib/titulo.ts';

/**
 * The poster, and its printing kept for Inicio's start checklist (issue 26 B6): from its button or
 * from the browser's own Print (Ctrl+P), either way.
 */
function CartelImprimible({ negocio }: { negocio: NegocioPerfil }) {
  const { mutate: marcar } = useMarcarCartelImpreso();
  const yaImpreso = negocio.cartelImpresoAt !== null;
  useEffect(() => {
    if (yaImpreso) return;
    const alImprimir = () => marcar();
    window.addEventListener('beforeprint', alImprimir);
    return () => window.removeEventListener('beforeprint', alImprimir);
  }, [yaImpreso, marcar]);
  // The browser's print dialog fires 'beforeprint', which records it.
  return (
    <CartelScreen
      negocio={negocio}
      origin={window.location.origin}
      imprimir={() => window.print()}
    />
  );
}

/**
 * /negocio-dashboard/ajustes/cartel — the printable counter poster, outside the dashboard frame;
 * part of Ajustes, so a role without it goes to the dashboard instead.
 */
export function NegocioCartelRoute() {
  const { usuario, negocio } = useAuth();
  const papel = usePapelDeSesion({ usuario, negocio });
  useTitulo('Cartel para tu mostrador');
  if (papel.estado === 'cargando') return <FullPageSpinner />;
  if (papel.estado !== 'listo' || !puede(papel.papel, 'ajustes'))
    return <Navigate to="/negocio-dashboard" replace />;
  return (
    <ConNegocio cargando={<FullPageSpinner />}>
      {(negocio) => <CartelImprimible negocio={negocio} />}
    </ConNegocio>
  );
}
