import { AccountHomeContent } from '../../features/auth/components/account-home.tsx';
import { InicioOfertas } from '../../features/promociones/components/inicio-ofertas.tsx';
import { ConNegocio } from '../con-negocio.tsx';

/**
 * /negocio-dashboard (index): Inicio — the greeting and the way to the Nexo, and at its side the
 * quick tiles and 'Ofertas Activas' (SPEC §2 "Right pane").
 */
export function NegocioInicioRoute() {
  return (
    <AccountHomeContent
      tipo="Negocio"
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
