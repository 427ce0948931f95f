import { useId, type ReactNode } from 'react';
import { BarChart3 } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { NegocioPerfil, PeriodoEstadisticas } from '@tarjeto/shared';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatEntero } from '../lib/format.ts';
import { CARGANDO_ESTADISTICAS, ERROR_CARGAR_ESTADISTICAS, SIN_DATOS } from '../lib/copy.ts';
import { CargaErrorDe } from '../../../components/ui/carga.tsx';

/** What a panel of the period is given: the business, the period on screen, where it sits. */
export interface PanelDelPeriodoProps {
  negocio: Pick<NegocioPerfil, 'publicID'>;
  periodo: PeriodoEstadisticas;
  className?: string;
}

interface PanelProps<T> {
  titulo: string;
  descripcion?: ReactNode;
  /** What sits at the header's right (a total, a legend). */
  extra?: (data: T) => ReactNode;
  query: UseQueryResult<T>;
  /** No figure to show: 'No hay datos disponibles' (SPEC §2). */
  vacio: (data: T) => boolean;
  children: (data: T) => ReactNode;
  className?: string;
  /** Height of the loading placeholder, like the chart it stands for. */
  alto?: string;
}

/**
 * One statistics panel with its own states (SPEC §2 Estadísticas): 'Cargando estadísticas...'
 * while it loads, the server's message (else 'Error al cargar las estadísticas') with a
 * 'Reintentar' that asks again, 'No hay datos disponibles' when there is nothing to show.
 */
export function Panel<T>({
  titulo,
  descripcion,
  extra,
  query,
  vacio,
  children,
  className,
  alto = 'h-48',
}: PanelProps<T>) {
  const id = useId();
  return (
    <Card className={cn('flex min-w-0 flex-col', className)}>
      <section aria-labelledby={id} className="flex flex-1 flex-col">
        <div className="flex items-start justify-between gap-4 border-b border-stone-100 px-5 py-4">
          <div>
            <h2 id={id} className="text-base font-bold text-stone-900">
              {titulo}
            </h2>
            {descripcion ? <p className="mt-0.5 text-sm text-stone-600">{descripcion}</p> : null}
          </div>
          {query.data !== undefined && extra && !vacio(query.data) ? extra(query.data) : null}
        </div>
        <div className="flex flex-1 flex-col p-5">
          {query.isPending ? (
            <div role="status" className="flex flex-1 flex-col gap-3">
              <span className="text-sm font-medium text-stone-600">{CARGANDO_ESTADISTICAS}</span>
              <div className={cn('animate-pulse rounded-xl bg-stone-200/70', alto)} />
            </div>
          ) : query.isError ? (
            <CargaErrorDe
              query={query}
              fallback={ERROR_CARGAR_ESTADISTICAS}
              forma="compacta"
              className="flex-1"
            />
          ) : vacio(query.data) ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-2 py-8 text-center">
              <span className="grid size-11 place-items-center rounded-2xl bg-stone-100 text-stone-500">
                <BarChart3 className="size-5" aria-hidden="true" />
              </span>
              <p className="text-sm font-semibold text-stone-700">{SIN_DATOS}</p>
            </div>
          ) : (
            children(query.data)
          )}
        </div>
      </section>
    </Card>
  );
}

/** A table only screen readers read: the chart's figures, in order. */
export function TablaAccesible({
  caption,
  encabezados,
  filas,
}: {
  caption: string;
  encabezados: string[];
  filas: Array<Array<string | number>>;
}) {
  return (
    // The wrapper is what hides it: a table grows to its content whatever width it is given.
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {encabezados.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {filas.map((f, i) => (
            <tr key={i}>
              {f.map((c, j) =>
                j === 0 ? (
                  <th key={j} scope="row">
                    {c}
                  </th>
                ) : (
                  <td key={j}>{c}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A panel's headline figure, at its top right: the number, and under it what it counts. */
export function TotalDelPanel({ valor, etiqueta }: { valor: number; etiqueta: string }) {
  return (
    <p className="text-right">
      <span className="block text-2xl font-extrabold text-stone-900 tabular-nums">
        {formatEntero(valor)}
      </span>
      <span className="block text-xs leading-4 font-medium whitespace-nowrap text-stone-600">
        {etiqueta}
      </span>
    </p>
  );
}
