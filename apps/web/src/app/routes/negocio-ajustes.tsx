import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { APP_NAME } from '@tarjeto/shared';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { CodigoNegocioCard } from '../../features/ajustes/components/codigo-negocio-card.tsx';
import { EliminarCuentaCard } from '../../features/ajustes/components/eliminar-cuenta-card.tsx';
import { ExportarDatosCard } from '../../features/ajustes/components/exportar-datos-card.tsx';
import { useForgetSession } from '../../features/auth/api/logout.ts';
import { CuentaCard } from '../../features/auth/components/cuenta-card.tsx';
import { LogoutButton } from '../../features/auth/components/logout-button.tsx';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { ConNegocio } from '../con-negocio.tsx';

const Cargando = () => (
  <div role="status" aria-label="Cargando" className="space-y-6">
    <div className="h-64 animate-pulse rounded-2xl bg-stone-200/70" />
    <div className="h-56 animate-pulse rounded-2xl bg-stone-200/70" />
  </div>
);

/**
 * /negocio-dashboard/ajustes — Ajustes (SPEC §2, DOMAIN §8): the account and its password, the
 * business's code and poster, its data to download, 'Cerrar sesión' and the account's deletion.
 */
export function NegocioAjustesRoute({ origin = window.location.origin }: { origin?: string }) {
  const { usuario } = useAuth();
  const navigate = useNavigate();
  const forget = useForgetSession();
  useEffect(() => {
    document.title = `Ajustes · ${APP_NAME}`;
  }, []);

  return (
    <div className="space-y-6">
      <header>
        <p className="text-sm font-semibold text-rubi-700">Ajustes</p>
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-900">
          Tu cuenta y tu negocio
        </h1>
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="min-w-0 space-y-6">
          <CuentaCard email={usuario?.email ?? ''} />
          <Card>
            <CardHeader
              title="Sesión"
              description="Cierra tu sesión en este dispositivo; tus datos se quedan como están."
              action={<LogoutButton className="shrink-0 whitespace-nowrap" />}
            />
          </Card>
        </div>
        <div className="min-w-0 space-y-6">
          <ConNegocio cargando={<Cargando />}>
            {(negocio) => (
              <>
                <CodigoNegocioCard negocio={negocio} origin={origin} />
                <ExportarDatosCard negocio={negocio} />
              </>
            )}
          </ConNegocio>
        </div>
      </div>

      <ConNegocio cargando={null}>
        {(negocio) => (
          <EliminarCuentaCard
            nombreComercial={negocio.nombreComercial}
            onEliminada={() => {
              // As after 'Cerrar sesión' (SPEC §4): the session is forgotten and the user goes to
              // /login, where the dashboard's guard sends a signed-out user anyway.
              forget();
              navigate('/login', { replace: true });
            }}
          />
        )}
      </ConNegocio>
    </div>
  );
}
