import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ERROR_MESSAGES, ETIQUETA_ROL } from '@tarjeto/shared';
import { NegocioLayout, NEGOCIO_DASHBOARD_PATH } from '../../components/layout/negocio-layout.tsx';
import { CargaError } from '../../components/ui/carga.tsx';
import { FullPageSpinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { LogoutButton } from '../../features/auth/components/logout-button.tsx';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { MarcoSimple } from '../../features/equipo/components/marco-simple.tsx';
import { PapelContext, usePapelDeSesion } from '../../features/equipo/hooks/use-papel.ts';
import { ERROR_CARGAR_ROL } from '../../features/equipo/lib/copy.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { inicioDelPapel, navDelPapel, puedeAbrir } from '../secciones-negocio.ts';

// A Cajero's page and the removed member's come apart from the owner's dashboard: they carry the
// account's forms (zod), which the dashboard's first screen keeps out (issue 12's budget).
const SinPanel = lazy(async () => ({
  default: (await import('./negocio-sin-panel.tsx')).SinPanel,
}));

/** Away from a section this role may not open, saying why. */
function Redirigir({ a }: { a: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    toast.error(ERROR_MESSAGES.ROL_SIN_PERMISO, { id: 1_000_025 });
    navigate(a, { replace: true });
  }, [a, navigate]);
  return null;
}

/**
 * /negocio-dashboard and its sections: the business frame (logo, the business, navigation,
 * 'Cerrar sesión') around the section the address names. Name and photo come with the session.
 * What the frame shows follows the person's role in the business (issue 25 part B): the owner sees
 * every section; an Encargado the ones their role allows (any other address takes them to their
 * first section); a Cajero, who has no sections, a page of their own about the Nexo and their PIN.
 */
export function NegocioDashboardRoute() {
  const { usuario, negocio } = useAuth();
  const papel = usePapelDeSesion({ usuario, negocio });
  const { pathname } = useLocation();

  if (papel.estado === 'cargando') return <FullPageSpinner label="Cargando tu panel…" />;
  if (papel.estado === 'error') {
    return (
      <MarcoSimple titulo="Tu panel" negocio={null} logout={<LogoutButton />}>
        <CargaError
          message={errorMessage(papel.error, ERROR_CARGAR_ROL)}
          onRetry={papel.reintentar}
          retrying={papel.reintentando}
        />
      </MarcoSimple>
    );
  }
  if (papel.estado === 'sin-negocio' || papel.papel.rol === 'cajero') {
    if (pathname !== NEGOCIO_DASHBOARD_PATH) return <Redirigir a={NEGOCIO_DASHBOARD_PATH} />;
    return (
      <Suspense fallback={<FullPageSpinner label="Cargando tu panel…" />}>
        <SinPanel papel={papel.estado === 'sin-negocio' ? null : papel.papel} />
      </Suspense>
    );
  }

  const { permisos, rol } = papel.papel;
  const dueno = rol === 'dueno';
  return (
    <PapelContext value={papel.papel}>
      <NegocioLayout
        nombre={
          negocio?.nombreComercial ?? papel.papel.nombreComercial ?? usuario?.nombre.trim() ?? ''
        }
        fotoUrl={negocio?.fotoPerfil}
        nav={navDelPapel(permisos)}
        tipo={
          dueno ? 'Cuenta de negocio' : `${ETIQUETA_ROL[rol]} · ${usuario?.nombre.trim() ?? ''}`
        }
        logout={<LogoutButton />}
      >
        {puedeAbrir(pathname, permisos) ? <Outlet /> : <Redirigir a={inicioDelPapel(permisos)} />}
      </NegocioLayout>
    </PapelContext>
  );
}
