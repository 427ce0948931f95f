import { ArrowRight, FlaskConical, RotateCw } from 'lucide-react';
import type { ProgramaUpdate, Simulacion } from '@tarjeto/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSimulacion } from '../api/simular-programa.ts';
import { conSigno, fechaCorta, formatEntero } from '../lib/format.ts';
import { NIVEL_SOLIDO, NIVEL_SUAVE } from '../lib/niveles-ui.ts';

export const ERROR_SIMULAR = 'No se pudo calcular la simulación';
export const CORRIGE_PARA_SIMULAR = 'Corrige las visitas marcadas para ver la simulación.';

interface SimuladorProps {
  negocioID: string;
  /** The debounced body to simulate; null until there is one. */
  body: ProgramaUpdate | null;
  /** The thresholds typed now are not valid: only that is said, no result of other ones. */
  invalido: boolean;
  /** The owner is still typing: a newer body is on its way. */
  esperando: boolean;
  /** Row names, 0 (no level) … 4. */
  nombres: readonly string[];
}

/**
 * The level simulator: before saving, how the business's customers of today would be spread over
 * the levels being typed — today (faded) against the simulation (solid), with the difference.
 */
export function SimuladorNiveles({
  negocioID,
  body,
  invalido,
  esperando,
  nombres,
}: SimuladorProps) {
  const sim = useSimulacion(negocioID, invalido ? null : body);
  const data = sim.data;
  const calculando = !invalido && (esperando || sim.isFetching);
  return (
    <Card className="overflow-hidden">
      <div className="flex items-start gap-3 border-b border-stone-100 px-5 py-4">
        <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-marigold-100 text-marigold-800">
          <FlaskConical className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-bold text-stone-900">Simulador de niveles</h2>
          <p className="text-sm text-stone-600">
            Cómo quedarían tus clientes de hoy con estos niveles, antes de guardar.
          </p>
        </div>
        {/* Drawn only while it calculates: a hidden ring would go on turning, and a cheap phone
            would go on painting it. Its place stays, so the heading does not move. */}
        <span className="mt-1 min-h-4 min-w-4 text-rubi-700">
          {calculando ? <Spinner size="sm" label="Calculando…" /> : null}
        </span>
      </div>

      <div className="flex flex-col gap-5 px-5 py-4">
        {/* Invalid thresholds: the note alone. A result of the last valid ones would read as this one's. */}
        {invalido ? (
          <p
            role="status"
            className="rounded-xl bg-marigold-50 px-3 py-2 text-sm text-marigold-900 ring-1 ring-marigold-200"
          >
            {CORRIGE_PARA_SIMULAR}
          </p>
        ) : !data ? (
          sim.isError ? (
            <ErrorSim error={sim.error} onRetry={() => void sim.refetch()} />
          ) : (
            <p className="flex items-center gap-2 py-8 text-sm text-stone-600">
              <Spinner size="sm" label="" className="text-rubi-700" />
              Calculando la distribución…
            </p>
          )
        ) : (
          <div
            className={cn(
              'flex flex-col gap-5 transition-opacity',
              sim.isPlaceholderData && calculando && 'opacity-60',
            )}
          >
            <Resumen data={data} nombres={nombres} />
            <Distribuciones data={data} nombres={nombres} />
            <Filas data={data} nombres={nombres} />
            <Pie data={data} />
            {sim.isError ? <ErrorSim error={sim.error} onRetry={() => void sim.refetch()} /> : null}
          </div>
        )}
      </div>
    </Card>
  );
}

function ErrorSim({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-start gap-2">
      <p role="alert" className="text-sm font-medium text-red-700">
        {errorMessage(error, ERROR_SIMULAR)}
      </p>
      <Button
        variant="secondary"
        size="sm"
        className="min-h-11"
        onClick={onRetry}
        icon={<RotateCw className="size-4" aria-hidden="true" />}
      >
        Reintentar
      </Button>
    </div>
  );
}

const diferencias = (d: Simulacion) => d.simulada.map((s, i) => s - (d.actual[i] ?? 0));

const cambiosTexto = (data: Simulacion, nombres: readonly string[]) => {
  const cambios = diferencias(data)
    .map((d, i) => ({ d, nombre: nombres[i] ?? '' }))
    .filter((x) => x.d !== 0);
  return cambios.length === 0
    ? null
    : cambios.map((c) => `${c.nombre} ${conSigno(c.d)}`).join(', ');
};

/**
 * The simulation in one line, for the save bar on narrow screens where the simulator itself is
 * further down: the owner sees the effect while typing and can jump to the bars. It is not a live
 * region — the simulator's own summary already is.
 */
export function SimulacionEnUnaLinea({
  negocioID,
  body,
  nombres,
  destino,
  className,
}: {
  negocioID: string;
  body: ProgramaUpdate | null;
  nombres: readonly string[];
  /** id of the simulator, to scroll to. */
  destino: string;
  className?: string;
}) {
  // Same query as the simulator: one request serves both.
  const sim = useSimulacion(negocioID, body);
  if (!sim.data || body === null) return null;
  const texto = cambiosTexto(sim.data, nombres);
  return (
    <p className={cn('flex items-center gap-2 text-xs text-stone-700', className)}>
      <FlaskConical className="size-4 shrink-0 text-marigold-700" aria-hidden="true" />
      <span className="min-w-0 flex-1 truncate">
        {texto ? `Simulación: ${texto}` : 'Simulación: tus clientes quedan igual'}
      </span>
      <a
        href={`#${destino}`}
        className="-my-2 inline-flex min-h-11 shrink-0 items-center px-2 font-semibold text-rubi-800 underline-offset-2 hover:underline"
      >
        Ver
      </a>
    </p>
  );
}

/** One sentence of what changes, read out politely as it changes. */
function Resumen({ data, nombres }: { data: Simulacion; nombres: readonly string[] }) {
  const texto = cambiosTexto(data, nombres);
  return (
    <p aria-live="polite" aria-atomic="true" className="text-sm font-semibold text-stone-800">
      {texto
        ? `Con estos niveles: ${texto}.`
        : 'Con estos niveles, tus clientes quedan igual que hoy.'}
    </p>
  );
}

function Barra({
  valores,
  suave,
  etiqueta,
}: {
  valores: number[];
  suave: boolean;
  etiqueta: string;
}) {
  const total = valores.reduce((s, v) => s + v, 0);
  return (
    <div className="flex items-center gap-3">
      <span className="w-24 shrink-0 text-xs font-semibold text-stone-700">{etiqueta}</span>
      <div className="flex h-4 flex-1 overflow-hidden rounded-full bg-stone-100">
        {total > 0
          ? valores.map((v, i) =>
              v > 0 ? (
                <span
                  key={i}
                  className={cn(
                    'h-full transition-[width] duration-300',
                    (suave ? NIVEL_SUAVE : NIVEL_SOLIDO)[i],
                  )}
                  style={{ width: `${(v / total) * 100}%` }}
                />
              ) : null,
            )
          : null}
      </div>
    </div>
  );
}

/** Today and with the changes, as two stacked bars in the level colours. */
function Distribuciones({ data, nombres }: { data: Simulacion; nombres: readonly string[] }) {
  return (
    <div aria-hidden="true" className="flex flex-col gap-2">
      <Barra valores={data.actual} suave etiqueta="Hoy" />
      <Barra valores={data.simulada} suave={false} etiqueta="Con tus cambios" />
      <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-stone-700">
        {nombres.map((n, i) => (
          <li key={i} className="inline-flex items-center gap-1.5">
            <span className={cn('size-2.5 rounded-full', NIVEL_SOLIDO[i])} />
            {n}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Per level: today → simulated, the difference, and a pair of bars on one scale. */
function Filas({ data, nombres }: { data: Simulacion; nombres: readonly string[] }) {
  const max = Math.max(1, ...data.actual, ...data.simulada);
  const dif = diferencias(data);
  return (
    <table className="w-full border-separate border-spacing-y-2 text-sm">
      <caption className="sr-only">Clientes por nivel: hoy y con tus cambios</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Nivel</th>
          <th scope="col">Hoy y con tus cambios</th>
          <th scope="col">Diferencia</th>
        </tr>
      </thead>
      <tbody>
        {nombres.map((nombre, i) => {
          const hoy = data.actual[i] ?? 0;
          const sim = data.simulada[i] ?? 0;
          const d = dif[i] ?? 0;
          return (
            <tr key={i} className="align-middle">
              <th scope="row" className="w-24 pr-2 text-left text-xs font-semibold text-stone-800">
                <span className="flex items-center gap-1.5">
                  <span
                    aria-hidden="true"
                    className={cn('size-2.5 shrink-0 rounded-full', NIVEL_SOLIDO[i])}
                  />
                  <span className="truncate">{nombre}</span>
                </span>
              </th>
              <td>
                <div aria-hidden="true" className="flex flex-col gap-0.5">
                  <span className="h-1.5 rounded-full bg-stone-100">
                    <span
                      className={cn(
                        'block h-full rounded-full transition-[width] duration-300',
                        NIVEL_SUAVE[i],
                      )}
                      style={{ width: `${(hoy / max) * 100}%` }}
                    />
                  </span>
                  <span className="h-1.5 rounded-full bg-stone-100">
                    <span
                      className={cn(
                        'block h-full rounded-full transition-[width] duration-300',
                        NIVEL_SOLIDO[i],
                      )}
                      style={{ width: `${(sim / max) * 100}%` }}
                    />
                  </span>
                </div>
                <span className="mt-0.5 flex items-center gap-1 text-xs text-stone-700 tabular-nums">
                  {formatEntero(hoy)}
                  <ArrowRight className="size-3" aria-hidden="true" />
                  <span className="sr-only">pasaría a</span>
                  <strong className="font-bold text-stone-900">{formatEntero(sim)}</strong>
                </span>
              </td>
              <td className="w-14 text-right">
                <span
                  className={cn(
                    'inline-block min-w-11 rounded-full px-2 py-0.5 text-center text-xs font-bold tabular-nums',
                    d > 0
                      ? 'bg-emerald-50 text-emerald-800'
                      : d < 0
                        ? 'bg-red-50 text-red-800'
                        : 'bg-stone-100 text-stone-700',
                  )}
                >
                  {conSigno(d)}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function Pie({ data }: { data: Simulacion }) {
  return (
    <div className="flex flex-col gap-1 border-t border-stone-100 pt-3 text-xs text-stone-600">
      <p>
        {formatEntero(data.clientes)} clientes con tarjeta · {formatEntero(data.visitas)} visitas
        suyas en la temporada simulada (las anónimas no suben nivel)
      </p>
      <p>
        Temporada simulada: {fechaCorta(data.temporada.fechaInicio)} –{' '}
        {fechaCorta(data.temporada.fechaFin)}
      </p>
      <p className="mt-1 text-stone-600">
        Hoy es el nivel de cada tarjeta ahora: un nivel no baja a mitad de temporada, así que quien
        ya lo ganó lo conserva hasta el cierre.
      </p>
    </div>
  );
}
