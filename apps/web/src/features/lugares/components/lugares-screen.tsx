import { useSearchParams } from 'react-router';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { CargaError, Skeleton } from '../../../components/ui/carga.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCarteraLugares, type FiltrosDescubrir } from '../api/lugares.ts';
import type { AgregarACartera } from './agregar-boton.tsx';
import { CarteraLugares, type AccionesLugar } from './cartera-lugares.tsx';
import { DescubrirLugares } from './descubrir-lugares.tsx';
import { NegocioPendienteAviso } from './negocio-pendiente-aviso.tsx';

export const ERROR_CARTERA = 'No pudimos cargar tu cartera.';

type Vista = 'cartera' | 'descubrir';
const VISTAS: ReadonlyArray<{ id: Vista; label: string }> = [
  { id: 'cartera', label: 'Mi cartera' },
  { id: 'descubrir', label: 'Descubrir' },
];

/**
 * 'Lugares' (issue 11): the wallet — each business with the customer's level and visits, the
 * last visit, today's hours, the address and its public page — and discovery by city and
 * category. The view and the filters live in the address (?vista=descubrir&ciudad=&categoria=),
 * so Back and a shared link keep them.
 */
export function LugaresScreen({
  agregar,
  ofertasPath,
  accionesLugar,
}: {
  agregar: AgregarACartera;
  ofertasPath: (slug: string) => string;
  /** What goes on each card of the wallet besides its links (the route's: the phone's wallet). */
  accionesLugar?: AccionesLugar;
}) {
  const [params, setParams] = useSearchParams();
  const vista: Vista = params.get('vista') === 'descubrir' ? 'descubrir' : 'cartera';
  const filtros: FiltrosDescubrir = {
    ciudad: params.has('ciudad') ? (params.get('ciudad') ?? '') : undefined,
    categoria: params.get('categoria') ?? 'favoritas',
  };
  const cartera = useCarteraLugares();

  const cambiar = (cambios: Record<string, string | undefined>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(cambios)) {
          if (v === undefined) next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-900">Lugares</h1>
        <p className="mt-1 max-w-xl text-stone-600">
          Tus lugares de siempre y otros por descubrir en tu ciudad.
        </p>
      </header>

      <NegocioPendienteAviso cartera={cartera.data} agregar={agregar} />

      <Tabs
        label="Lugares"
        tabs={VISTAS}
        value={vista}
        onChange={(v) => cambiar({ vista: v === 'descubrir' ? 'descubrir' : undefined })}
      >
        {vista === 'descubrir' ? (
          <DescubrirLugares
            filtros={filtros}
            onFiltros={(f) => cambiar({ ciudad: f.ciudad, categoria: f.categoria })}
            agregar={agregar}
          />
        ) : cartera.isPending ? (
          <div
            role="status"
            aria-label="Cargando tu cartera"
            className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
          >
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-64" />
            ))}
          </div>
        ) : cartera.isError ? (
          <CargaError
            message={errorMessage(cartera.error, ERROR_CARTERA)}
            onRetry={() => void cartera.refetch()}
            retrying={cartera.isFetching}
          />
        ) : (
          <CarteraLugares
            lugares={cartera.data}
            ofertasPath={ofertasPath}
            acciones={accionesLugar}
            onDescubrir={() => cambiar({ vista: 'descubrir' })}
          />
        )}
      </Tabs>
    </div>
  );
}
