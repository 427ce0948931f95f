import { useId } from 'react';
import { Compass, Store } from 'lucide-react';
import { CATEGORIAS, type LugarDescubierto } from '@tarjeto/shared';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { CargaError, Skeleton } from '../../../components/ui/carga.tsx';
import { GRADIENT_CLASS } from '../../../components/ui/loyalty-card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useDescubrir, type FiltrosDescubrir } from '../api/lugares.ts';
import { nombreCategoria } from '../../../components/perfil-campos/format.ts';
import { NEGOCIO_PUBLICO_PATH, ofertasTexto } from '../lib/lugar.ts';
import { AgregarBoton, type AgregarACartera } from './agregar-boton.tsx';
import { CabezaDeLugar, DireccionLinea, HorarioHoy } from './lugar-partes.tsx';

export const ERROR_DESCUBRIR = 'No pudimos buscar lugares.';

const selectClass =
  'min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 focus:border-rubi-600';

function LugarDescubiertoCard({
  lugar,
  agregar,
}: {
  lugar: LugarDescubierto;
  agregar: AgregarACartera;
}) {
  const tituloId = `descubrir-${lugar.slug}`;
  return (
    <article
      aria-labelledby={tituloId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <div aria-hidden="true" className={cn('h-1.5', GRADIENT_CLASS[lugar.gradient])} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <CabezaDeLugar lugar={lugar} tituloId={tituloId} />
        <HorarioHoy horario={lugar.horario} className="text-sm" />
        <DireccionLinea lugar={lugar} />
        {lugar.ofertasActivas > 0 ? (
          <p className="text-sm font-semibold text-stone-800">
            {ofertasTexto(lugar.ofertasActivas)} para sus clientes
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
          <AgregarBoton
            codigo={lugar.codigo}
            nombre={lugar.nombreComercial}
            agregar={agregar}
            enCartera={lugar.enCartera}
            distinguir
          />
          <ButtonLink to={NEGOCIO_PUBLICO_PATH(lugar.slug)} variant="ghost">
            Ver página <span className="sr-only">de {lugar.nombreComercial}</span>
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}

/** The ways out of a search that found nothing new: every category, every city. */
function AmpliarBusqueda({
  filtros,
  ciudadValor,
  onFiltros,
  className,
}: {
  filtros: FiltrosDescubrir;
  ciudadValor: string;
  onFiltros: (f: FiltrosDescubrir) => void;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      {filtros.categoria !== 'todas' ? (
        <Button variant="secondary" onClick={() => onFiltros({ ...filtros, categoria: 'todas' })}>
          Ver todas las categorías
        </Button>
      ) : null}
      {ciudadValor !== '' ? (
        <Button variant="secondary" onClick={() => onFiltros({ ...filtros, ciudad: '' })}>
          Ver todas las ciudades
        </Button>
      ) : null}
    </div>
  );
}

/**
 * 'Descubre lugares': businesses by city and category — the customer's own city and favourite
 * categories to start with — a page at a time, the ones already in the wallet flagged.
 */
export function DescubrirLugares({
  filtros,
  onFiltros,
  agregar,
}: {
  filtros: FiltrosDescubrir;
  onFiltros: (f: FiltrosDescubrir) => void;
  agregar: AgregarACartera;
}) {
  const id = useId();
  const query = useDescubrir(filtros);
  const primera = query.data?.pages[0];
  const lugares = query.data?.pages.flatMap((p) => p.negocios) ?? [];
  const aplicados = primera?.filtros;
  const ciudades = aplicados
    ? [...new Set([aplicados.miCiudad, ...aplicados.ciudades])].sort((a, b) =>
        a.localeCompare(b, 'es'),
      )
    : [];
  const ciudadValor = filtros.ciudad ?? aplicados?.miCiudad ?? '';
  const favoritas = aplicados?.favoritas ?? [];

  const dondeTexto = aplicados?.ciudad ? ` en ${aplicados.ciudad}` : '';
  const queTexto =
    filtros.categoria === 'todas'
      ? ''
      : filtros.categoria === 'favoritas'
        ? ' de tus categorías favoritas'
        : ` de ${nombreCategoria(filtros.categoria).toLowerCase()}`;

  return (
    <div className="flex flex-col gap-5">
      <form
        role="search"
        aria-label="Buscar lugares"
        className="grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200 ring-inset sm:grid-cols-2"
        onSubmit={(e) => e.preventDefault()}
      >
        <div>
          <label
            htmlFor={`${id}-ciudad`}
            className="mb-1.5 block text-sm font-semibold text-stone-800"
          >
            Ciudad
          </label>
          <select
            id={`${id}-ciudad`}
            className={selectClass}
            value={ciudadValor}
            onChange={(e) => onFiltros({ ...filtros, ciudad: e.target.value })}
          >
            {ciudades.map((c) => (
              <option key={c} value={c}>
                {c === aplicados?.miCiudad ? `${c} (tu ciudad)` : c}
              </option>
            ))}
            <option value="">Todas las ciudades</option>
          </select>
        </div>
        <div>
          <label
            htmlFor={`${id}-categoria`}
            className="mb-1.5 block text-sm font-semibold text-stone-800"
          >
            Categoría
          </label>
          <select
            id={`${id}-categoria`}
            className={selectClass}
            value={filtros.categoria}
            onChange={(e) => onFiltros({ ...filtros, categoria: e.target.value })}
          >
            <option value="favoritas">
              {favoritas.length
                ? `Mis favoritas (${favoritas.map(nombreCategoria).join(', ')})`
                : 'Mis favoritas'}
            </option>
            <option value="todas">Todas las categorías</option>
            {CATEGORIAS.map((c) => (
              <option key={c.id} value={c.id}>
                {c.nombre}
              </option>
            ))}
          </select>
        </div>
      </form>

      {query.isPending ? (
        <div
          role="status"
          aria-label="Buscando lugares"
          className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-56" />
          ))}
        </div>
      ) : query.isError && lugares.length === 0 ? (
        <CargaError
          message={errorMessage(query.error, ERROR_DESCUBRIR)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : lugares.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-3xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
          <Compass className="size-8 text-rubi-700" aria-hidden="true" />
          <p className="max-w-md font-semibold text-stone-800">
            {`Todavía no hay lugares${queTexto}${dondeTexto} en Tarjeto.`}
          </p>
          <AmpliarBusqueda
            filtros={filtros}
            ciudadValor={ciudadValor}
            onFiltros={onFiltros}
            className="justify-center"
          />
        </div>
      ) : (
        <>
          <p aria-live="polite" className="text-sm font-semibold text-stone-700">
            <Store className="mr-1.5 inline size-4 align-[-2px]" aria-hidden="true" />
            {queTexto || dondeTexto ? `Lugares${queTexto}${dondeTexto}` : 'Todos los lugares'}
          </p>
          <ul
            className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
            aria-busy={query.isFetching}
          >
            {lugares.map((l) => (
              <li key={l.slug}>
                <LugarDescubiertoCard lugar={l} agregar={agregar} />
              </li>
            ))}
          </ul>
          {!query.hasNextPage &&
          lugares.every((l) => l.enCartera) &&
          (filtros.categoria !== 'todas' || ciudadValor !== '') ? (
            <div className="flex flex-col gap-3 rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200">
              <p className="text-sm font-semibold text-stone-800">
                {lugares.length === 1
                  ? 'Este lugar ya está en tu cartera.'
                  : 'Todos estos lugares ya están en tu cartera.'}{' '}
                Amplía la búsqueda para descubrir otros.
              </p>
              <AmpliarBusqueda filtros={filtros} ciudadValor={ciudadValor} onFiltros={onFiltros} />
            </div>
          ) : null}
          {query.hasNextPage ? (
            <Button
              variant="secondary"
              className="self-center"
              onClick={() => void query.fetchNextPage()}
              loading={query.isFetchingNextPage}
            >
              Ver más lugares
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
