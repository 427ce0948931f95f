import { AccountHomeContent } from '../../features/auth/components/account-home.tsx';
import { InicioClientes } from '../../features/clientes-negocio/components/inicio-clientes.tsx';
import { InicioEstadisticas } from '../../features/estadisticas/components/inicio-estadisticas.tsx';
import { InicioOfertas } from '../../features/promociones/components/inicio-ofertas.tsx';
import { ConNegocio } from '../con-negocio.tsx';

/**
 * /negocio-dashboard (index): Inicio — the greeting, the quick summary and 'Visitas de la semana',
 * 'Clientes recientes' and 'Próximos a subir de nivel', the way to the Nexo, and at its side the
 * quick tiles and 'Ofertas Activas' (SPEC §2).
 */
export function NegocioInicioRoute() {
  return (
    <AccountHomeContent
      principal={
        <ConNegocio cargando={null}>
          {(negocio) => (
            <>
              <InicioEstadisticas negocio={negocio} />
              <InicioClientes negocio={negocio} />
            </>
          )}
        </ConNegocio>
      }
      aside={
        <ConNegocio
          cargando={
            <div role="status" aria-label="Cargando" className="flex flex-col gap-4">
              <div className="h-52 animate-pulse rounded-2xl bg-stone-200/70" />
              <div className="h-64 animate-pulse rounded-2xl bg-stone-200/70" />
            </div>
          }
        >
          {(negocio) => <InicioOfertas negocio={negocio} />}
        </ConNegocio>
      }
    />
  );
}
