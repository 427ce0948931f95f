import { lazy, Suspense } from 'react';
import { EstadisticasScreen } from '../../features/estadisticas/components/estadisticas-screen.tsx';
import { ConNegocio } from '../con-negocio.tsx';
import { useTitulo } from '../../lib/titulo.ts';
import { BloquesCargando } from '../../components/ui/carga.tsx';

// Estadísticas → Campañas (issue 28) comes with the avisos feature, and only when opened: the
// figures' first screen stays within its budget and free of the message contracts.
const EfectoCampanas = lazy(async () => ({
  default: (await import('../../features/avisos-negocio/components/efecto-campanas.tsx'))
    .EfectoCampanas,
}));

/** /negocio-dashboard/estadisticas — the business's figures: visits, levels, hours, offers. */
export function NegocioEstadisticasRoute() {
  useTitulo('Estadísticas');
  return (
    <ConNegocio>
      {(negocio) => (
        <EstadisticasScreen
          negocio={negocio}
          campanas={
            <Suspense
              fallback={<BloquesCargando bloques={['h-40']} className="flex flex-col gap-3" />}
            >
              <EfectoCampanas zonaHoraria={negocio.zonaHoraria} />
            </Suspense>
          }
        />
      )}
    </ConNegocio>
  );
}
