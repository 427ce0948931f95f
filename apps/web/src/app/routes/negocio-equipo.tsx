import { useEffect } from 'react';
import { APP_NAME } from '@tarjeto/shared';
import { EquipoScreen } from '../../features/equipo/components/equipo-screen.tsx';
import { ConNegocio } from '../con-negocio.tsx';

/** /negocio-dashboard/ajustes/equipo — the owner's team (issue 25 part B). */
export function NegocioEquipoRoute() {
  useEffect(() => {
    document.title = `Equipo · ${APP_NAME}`;
  }, []);
  return (
    <ConNegocio
      cargando={
        <div role="status" aria-label="Cargando" className="flex flex-col gap-4">
          <div className="h-20 w-2/3 animate-pulse rounded-2xl bg-stone-200/70" />
          <div className="h-72 animate-pulse rounded-2xl bg-stone-200/70" />
        </div>
      }
    >
      {(negocio) => (
        <EquipoScreen
          nombreComercial={negocio.nombreComercial}
          lugares={negocio.establecimientos.map((e) => ({
            establecimientoID: e.establecimientoID,
            nombre: e.nombre,
          }))}
        />
      )}
    </ConNegocio>
  );
}
