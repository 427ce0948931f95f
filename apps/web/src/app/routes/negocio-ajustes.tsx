import { ActividadCard } from '../../features/actividad/components/actividad-card.tsx';
import { CodigoNegocioCard } from '../../features/ajustes/components/codigo-negocio-card.tsx';
import { EliminarCuentaCard } from '../../features/ajustes/components/eliminar-cuenta-card.tsx';
import { ExportarDatosCard } from '../../features/ajustes/components/exportar-datos-card.tsx';
import { SegundoFactorCard } from '../../features/ajustes/components/segundo-factor-card.tsx';
import { useSalirTrasEliminar } from '../../features/auth/api/logout.ts';
import { CuentaCard } from '../../features/auth/components/cuenta-card.tsx';
import { SesionCard } from '../../features/auth/components/sesion-card.tsx';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { EquipoCard } from '../../features/equipo/components/equipo-card.tsx';
import { PinCard } from '../../features/equipo/components/pin-card.tsx';
import { puede, usePapel } from '../../features/equipo/hooks/use-papel.ts';
import { ConNegocio } from '../con-negocio.tsx';
import { useTitulo } from '../../lib/titulo.ts';
import { EncabezadoPantalla } from '../../components/ui/encabezado-pantalla.tsx';
import { BloquesCargando } from '../../components/ui/carga.tsx';

const Cargando = () => <BloquesCargando bloques={['h-64', 'h-56']} className="space-y-6" />;

/**
 * /negocio-dashboard/ajustes — Ajustes (SPEC §2, DOMAIN §8): the account and its password, the
 * owner's second factor, the kiosk PIN, the business's code and poster, its data to download, the
 * way to its activity and its team, 'Cerrar sesión' and the account's deletion. Someone of the team (issue 25) sees their own
 * account, PIN and session only: the rest is the owner's.
 */
export function NegocioAjustesRoute({ origin = window.location.origin }: { origin?: string }) {
  const { usuario } = useAuth();
  const salir = useSalirTrasEliminar();
  const papel = usePapel();
  const delNegocio = puede(papel, 'ajustes');
  useTitulo('Ajustes');

  return (
    <div className="space-y-6">
      <EncabezadoPantalla
        seccion="Ajustes"
        titulo={delNegocio ? 'Tu cuenta y tu negocio' : 'Tu cuenta'}
      />

      <div className={delNegocio ? 'grid items-start gap-6 lg:grid-cols-2' : 'max-w-2xl'}>
        <div className="min-w-0 space-y-6">
          <CuentaCard email={usuario?.email ?? ''} />
          {puede(papel, 'cuenta') ? <SegundoFactorCard email={usuario?.email ?? ''} /> : null}
          {delNegocio ? null : <PinCard tienePin={papel.tienePin} />}
          <SesionCard descripcion="Cierra tu sesión en este dispositivo; tus datos se quedan como están." />
          {puede(papel, 'actividad') ? <ActividadCard /> : null}
        </div>
        {delNegocio ? (
          <div className="min-w-0 space-y-6">
            <ConNegocio cargando={<Cargando />}>
              {(negocio) => <CodigoNegocioCard negocio={negocio} origin={origin} />}
            </ConNegocio>
            {puede(papel, 'equipo') ? <EquipoCard /> : null}
            <PinCard tienePin={papel.tienePin} />
            {puede(papel, 'exportar') ? (
              <ConNegocio cargando={null}>
                {(negocio) => <ExportarDatosCard negocio={negocio} />}
              </ConNegocio>
            ) : null}
          </div>
        ) : null}
      </div>

      {puede(papel, 'cuenta') ? (
        <ConNegocio cargando={null}>
          {(negocio) => (
            <EliminarCuentaCard
              tipo="negocio"
              advertencia={`Esto no se puede deshacer. Se eliminarán ${negocio.nombreComercial} y todos sus datos, y tus Nexos dejarán de registrar visitas.`}
              onEliminada={salir}
            >
              <p>
                Se borran para siempre tu cuenta, el perfil de {negocio.nombreComercial}, sus
                sucursales, programa, temporadas y promociones, las tarjetas de tus clientes aquí,
                sus visitas y canjes. Tus Nexos se desvinculan y se cierran todas tus sesiones.
              </p>
              <p>
                Tus clientes conservan su cuenta de Tarjeto y sus tarjetas de otros negocios. Si
                quieres conservar tu información, descárgala antes.
              </p>
            </EliminarCuentaCard>
          )}
        </ConNegocio>
      ) : null}
    </div>
  );
}
