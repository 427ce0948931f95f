import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { MapPin, TicketPercent } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { CargaError, Skeleton } from '../../../components/ui/carga.tsx';
import { Drawer } from '../../../components/ui/drawer.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { registrarVista, useOfertasCliente } from '../api/ofertas.ts';
import { SECCIONES } from '../lib/estado.ts';
import { OfertaDetalle } from './oferta-detalle.tsx';
import { OfertaTarjeta } from './oferta-tarjeta.tsx';

export const ERROR_CARGAR_OFERTAS = 'No pudimos cargar tus ofertas.';
/** The query parameters: the open offer, and the business the list is narrowed to. */
export const OFERTA_PARAM = 'oferta';
export const NEGOCIO_PARAM = 'negocio';

// Opening an offer counts a view (the server keeps one a day); asked once per offer per visit
// to the app, not at every re-render or reopen.
const vistas = new Set<string>();
function contarVista(publicID: string) {
  if (vistas.has(publicID)) return;
  vistas.add(publicID);
  registrarVista(publicID).catch(() => vistas.delete(publicID));
}

/**
 * 'Ofertas' (issue 11): every offer of the customer's businesses — usable now first, then what
 * opens again by itself, then what their visits unlock, then what is over — narrowed to one
 * business if they like. An offer opens in a sheet (from the bottom on phones), by its address
 * (?oferta=…), so Back closes it.
 */
export function OfertasScreen({
  negocioPath,
  lugaresPath,
}: {
  negocioPath: (slug: string) => string;
  lugaresPath: string;
}) {
  const [params, setParams] = useSearchParams();
  const abierta = params.get(OFERTA_PARAM);
  const filtro = params.get(NEGOCIO_PARAM);
  const query = useOfertasCliente({ abierta });
  const ofertas = useMemo(() => query.data ?? [], [query.data]);
  const seleccionada = abierta ? ofertas.find((o) => o.publicID === abierta) : undefined;

  useEffect(() => {
    if (seleccionada) contarVista(seleccionada.publicID);
  }, [seleccionada]);

  const negocios = useMemo(() => {
    const porSlug = new Map<string, { nombre: string; disponibles: number }>();
    for (const o of ofertas) {
      const n = porSlug.get(o.negocio.slug) ?? {
        nombre: o.negocio.nombreComercial,
        disponibles: 0,
      };
      if (o.estado === 'disponible') n.disponibles++;
      porSlug.set(o.negocio.slug, n);
    }
    return [...porSlug].sort((a, b) => a[1].nombre.localeCompare(b[1].nombre, 'es'));
  }, [ofertas]);

  // Opening an offer is a step Back undoes; closing it or narrowing the list is not.
  const cambiar = useCallback(
    (clave: string, valor: string | null) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (valor) next.set(clave, valor);
          else next.delete(clave);
          return next;
        },
        { replace: clave === NEGOCIO_PARAM || valor === null },
      ),
    [setParams],
  );
  // Stable, so the sheet keeps the focus where it is while the list refreshes behind it.
  const cerrar = useCallback(() => cambiar(OFERTA_PARAM, null), [cambiar]);
  const visibles = filtro ? ofertas.filter((o) => o.negocio.slug === filtro) : ofertas;
  const disponibles = visibles.filter((o) => o.estado === 'disponible').length;

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-900">Ofertas</h1>
        <p className="mt-1 max-w-xl text-stone-600">
          Lo que puedes usar hoy en tus lugares, y lo que se desbloquea con tus visitas.
        </p>
      </header>

      {query.isPending ? (
        <div
          role="status"
          aria-label="Cargando ofertas"
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-48" />
          ))}
        </div>
      ) : query.isError ? (
        <CargaError
          message={errorMessage(query.error, ERROR_CARGAR_OFERTAS)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : ofertas.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-3xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
          <span className="grid size-12 place-items-center rounded-2xl bg-rubi-50 text-rubi-700">
            <TicketPercent className="size-6" aria-hidden="true" />
          </span>
          <div>
            <p className="text-lg font-bold text-stone-900">Aún no tienes ofertas</p>
            <p className="mt-1 max-w-sm text-stone-600">
              Aquí verás las ofertas de los lugares de tu cartera. Agrega tu taquería o tu café
              favorito para empezar.
            </p>
          </div>
          <ButtonLink to={lugaresPath}>
            <MapPin className="size-5" aria-hidden="true" />
            Buscar lugares
          </ButtonLink>
        </div>
      ) : (
        <>
          {negocios.length > 1 ? (
            <div
              role="group"
              aria-label="Filtrar por negocio"
              className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
            >
              {[
                [
                  '',
                  {
                    nombre: 'Todos',
                    disponibles: ofertas.filter((o) => o.estado === 'disponible').length,
                  },
                ] as const,
                ...negocios,
              ].map(([slug, n]) => {
                const activo = (filtro ?? '') === slug;
                return (
                  <button
                    key={slug || 'todos'}
                    type="button"
                    aria-pressed={activo}
                    onClick={() => cambiar(NEGOCIO_PARAM, slug || null)}
                    className={cn(
                      'relative inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1 transition-colors ring-inset',
                      activo
                        ? 'bg-rubi-700 text-white ring-rubi-700'
                        : 'bg-white text-stone-800 ring-stone-300 hover:bg-stone-100',
                    )}
                  >
                    {n.nombre}
                    <span
                      className={cn(
                        'rounded-full px-2 text-xs font-bold',
                        activo ? 'bg-white/20 text-white' : 'bg-emerald-50 text-emerald-800',
                      )}
                    >
                      <span className="sr-only">, disponibles: </span>
                      {n.disponibles}
                    </span>
                  </button>
                );
              })}
            </div>
          ) : null}

          {SECCIONES.map((s) => {
            const lista = visibles.filter((o) => s.estados.includes(o.estado));
            if (lista.length === 0 && s.id !== 'ahora') return null;
            return (
              <section
                key={s.id}
                aria-labelledby={`seccion-${s.id}`}
                className="flex flex-col gap-3"
              >
                <h2 id={`seccion-${s.id}`} className="text-lg font-bold text-stone-900">
                  {s.titulo}
                  <span className="ml-2 text-sm font-semibold text-stone-600">
                    {s.id === 'ahora' ? disponibles : lista.length}
                  </span>
                </h2>
                {lista.length === 0 ? (
                  <p className="rounded-2xl bg-white p-4 text-stone-700 ring-1 ring-stone-200 ring-inset">
                    Ahora mismo no hay ofertas para usar. Abajo ves cuándo vuelven y qué desbloqueas
                    con tus visitas.
                  </p>
                ) : (
                  <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                    {lista.map((o) => (
                      <li key={o.publicID}>
                        <OfertaTarjeta oferta={o} onAbrir={(id) => cambiar(OFERTA_PARAM, id)} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </>
      )}

      <Drawer
        open={seleccionada !== undefined}
        onClose={cerrar}
        title={seleccionada?.titulo ?? ''}
        side="sheet"
        widthClass="sm:max-w-md"
      >
        {seleccionada ? (
          <OfertaDetalle
            key={seleccionada.publicID}
            oferta={seleccionada}
            recibidaEn={query.dataUpdatedAt}
            negocioPath={negocioPath(seleccionada.negocio.slug)}
          />
        ) : null}
      </Drawer>
    </div>
  );
}
