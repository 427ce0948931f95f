import { lazy, Suspense, useEffect } from 'react';
import { APP_NAME } from '@tarjeto/shared';
import { EstadisticasScreen } from '../../features/estadisticas/components/estadisticas-screen.tsx';
import { ConNegocio } from '../con-negocio.tsx';

// Estadísticas → Campañas (issue 28) comes with the avisos feature, and only when opened: the
// figures' first screen stays within its budget and free of the message contracts.
const EfectoCampanas = lazy(async () => ({
  default: (await import('../../features/avisos-negocio/components/efecto-campanas.tsx'))
    .EfectoCampanas,
}));

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
      {(negocio) => (
        <EstadisticasScreen
          negocio={negocio}
          campanas={
            <Suspense
              fallback={
                <div role="status" aria-label="Cargando" className="flex flex-col gap-3">
                  <div className="h-40 animate-pulse rounded-2xl bg-stone-200/70" />
                </div>
              }
            >
              <EfectoCampanas zonaHoraria={negocio.zonaHoraria} />
            </Suspense>
          }
        />
      )}
    </ConNegocio>
  );
}
