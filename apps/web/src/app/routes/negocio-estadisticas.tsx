import { useEffect } from 'react';
import { APP_NAME } from '@tarjeto/shared';
import { EstadisticasScreen } from '../../features/estadisticas/components/estadisticas-screen.tsx';
import { ConNegocio } from '../con-negocio.tsx';

/** /negocio-dashboard/estadisticas — the business's figures: visits, levels, hours, offers. */
export function NegocioEstadisticasRoute() {
  useEffect(() => {
    document.title = `Estadísticas · ${APP_NAME}`;
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
      {(negocio) => <EstadisticasScreen negocio={negocio} />}
    </ConNegocio>
  );
}
