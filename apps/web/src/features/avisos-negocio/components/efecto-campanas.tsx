import { useId } from 'react';
import { FlaskConical } from 'lucide-react';
import {
  DATOS_INSUFICIENTES,
  MINIMO_POR_GRUPO,
  type Comparacion,
  type Efecto,
} from '@tarjeto/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatoFecha } from '../../../lib/formato-fecha.ts';
import { useEfectos } from '../api/efecto.ts';
import {
  AVISOS_PATH,
  ERROR_CARGAR_EFECTO,
  EXPLICACION_EFECTO,
  formatEntero,
  porcentaje,
  puntos,
  SIN_EFECTOS,
  SIN_MENSAJES_EN_PLAZO,
} from '../lib/copy.ts';
import { BloquesCargando, CargaErrorDe } from '../../../components/ui/carga.tsx';

const diaMes = (iso: string, zona: string) =>
  formatoFecha(zona, { day: 'numeric', month: 'short' }).format(new Date(iso)).replace('.', '');

/**
 * Estadísticas → Campañas (issue 28 part E): for each automation and campaign, who came back
 * within 7 and 14 days with the message and without it (the control group), and the difference
 * with its 95 % interval — 'Todavía no hay datos suficientes' while either group is small.
 */
export function EfectoCampanas({ zonaHoraria }: { zonaHoraria: string }) {
  const q = useEfectos();
  return (
    <div className="flex flex-col gap-4">
      <p className="flex max-w-3xl items-start gap-2 rounded-2xl bg-marigold-50 p-4 text-sm leading-6 text-stone-800 ring-1 ring-marigold-200">
        <FlaskConical className="mt-0.5 size-4 shrink-0 text-marigold-700" aria-hidden="true" />
        {EXPLICACION_EFECTO}
      </p>
      {q.isPending ? (
        <BloquesCargando bloques={['h-40', 'h-40']} className="flex flex-col gap-3" />
      ) : q.isError ? (
        <CargaErrorDe query={q} fallback={ERROR_CARGAR_EFECTO} />
      ) : q.data.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-4 py-8 text-center">
          <p className="max-w-md text-sm font-semibold text-stone-700">{SIN_EFECTOS}</p>
          <ButtonLink to={AVISOS_PATH} size="sm">
            Enciende tus avisos
          </ButtonLink>
        </Card>
      ) : (
        <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {q.data.map((e) => (
            <li key={`${e.origen}:${e.campanaID ?? ''}`}>
              <EfectoCard efecto={e} zona={zonaHoraria} escala={escalaDe(q.data)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** How far the whiskers reach on every card alike (at least ±20 points), so cards compare. */
function escalaDe(efectos: readonly Efecto[]) {
  let m = 0.2;
  for (const e of efectos)
    for (const c of [e.dias7, e.dias14])
      if (c.suficiente && c.ic95) m = Math.max(m, Math.abs(c.ic95.bajo), Math.abs(c.ic95.alto));
  return Math.min(1, Math.ceil(m * 10) / 10);
}

function EfectoCard({ efecto: e, zona, escala }: { efecto: Efecto; zona: string; escala: number }) {
  const id = useId();
  return (
    <Card className="flex h-full flex-col">
      <section aria-labelledby={id} className="flex flex-col gap-4 p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={id} className="font-bold break-words text-stone-900">
              {e.nombre}
            </h3>
            <p className="text-xs text-stone-600">
              {e.origen === 'campana' ? 'Campaña' : 'Automatización'} ·{' '}
              {diaMes(e.desde, zona) === diaMes(e.hasta, zona)
                ? `el ${diaMes(e.desde, zona)}`
                : `del ${diaMes(e.desde, zona)} al ${diaMes(e.hasta, zona)}`}
            </p>
          </div>
        </div>
        <FilaComparacion titulo="En 7 días" c={e.dias7} escala={escala} />
        <FilaComparacion titulo="En 14 días" c={e.dias14} escala={escala} />
      </section>
    </Card>
  );
}

const tasa = (t: number | null) => (t === null ? '—' : porcentaje(t));

/** One window: both groups' return, then the difference with its interval, or not enough data. */
export function FilaComparacion({
  titulo,
  c,
  escala = 0.2,
}: {
  titulo: string;
  c: Comparacion;
  escala?: number;
}) {
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200">
      <p className="text-xs font-bold tracking-wide text-stone-600 uppercase">{titulo}</p>
      {c.mensaje.n + c.control.n === 0 ? (
        <p className="text-sm text-stone-700">{SIN_MENSAJES_EN_PLAZO}</p>
      ) : (
        <FilaConDatos c={c} escala={escala} />
      )}
    </div>
  );
}

function FilaConDatos({ c, escala }: { c: Comparacion; escala: number }) {
  return (
    <>
      <p className="text-sm leading-6 text-stone-800">
        <span className="font-semibold">Con mensaje:</span> {tasa(c.tasaMensaje)} regresó (n=
        {formatEntero(c.mensaje.n)}) · <span className="font-semibold">Sin mensaje:</span>{' '}
        {tasa(c.tasaControl)} (n={formatEntero(c.control.n)})
      </p>
      {c.suficiente && c.diferencia !== null ? (
        <>
          <p className="text-sm text-stone-800">
            <span className="font-semibold">Diferencia:</span>{' '}
            <span
              className={cn(
                'text-base font-extrabold tabular-nums',
                c.ic95 && c.ic95.bajo > 0
                  ? 'text-emerald-800'
                  : c.ic95 && c.ic95.alto < 0
                    ? 'text-red-700'
                    : 'text-stone-900',
              )}
            >
              {puntos(c.diferencia)}{' '}
              {Math.abs(Math.round(c.diferencia * 100)) === 1 ? 'punto' : 'puntos'}
            </span>
            {c.ic95 ? (
              <span className="text-stone-600">
                {' '}
                (
                <abbr title="Intervalo de confianza del 95 %: entre estos valores está, casi seguro, el efecto real">
                  IC 95 %
                </abbr>
                : {puntos(c.ic95.bajo)} a {puntos(c.ic95.alto)})
              </span>
            ) : null}
          </p>
          {c.ic95 ? <Bigote d={c.diferencia} ic={c.ic95} escala={escala} /> : null}
          {c.ic95 && c.ic95.bajo <= 0 && c.ic95.alto >= 0 ? (
            <p className="text-xs text-stone-600">
              El intervalo incluye el cero: todavía no se distingue del azar.
            </p>
          ) : null}
        </>
      ) : (
        <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
          <Badge tone="neutral">{DATOS_INSUFICIENTES}</Badge>
          <span className="text-xs text-stone-600">
            Hacen falta {MINIMO_POR_GRUPO} clientes en cada grupo.
          </span>
        </p>
      )}
    </>
  );
}

/** The difference as a dot on its 95 % interval, around a zero line; the text above says it. */
function Bigote({
  d,
  ic,
  escala,
}: {
  d: number;
  ic: { bajo: number; alto: number };
  escala: number;
}) {
  const x = (v: number) =>
    `${((Math.max(-escala, Math.min(escala, v)) + escala) / (2 * escala)) * 100}%`;
  return (
    <div aria-hidden="true" className="relative mt-1 mb-3 h-6">
      <div className="absolute inset-x-0 top-1/2 h-px bg-stone-300" />
      <div className="absolute top-0 bottom-0 left-1/2 w-px bg-stone-500" />
      <div
        className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-rubi-300"
        style={{ left: x(ic.bajo), width: `calc(${x(ic.alto)} - ${x(ic.bajo)})` }}
      />
      <div
        className="absolute top-1/2 size-3 -translate-x-1/2 -translate-y-1/2 rounded-full bg-rubi-700 ring-2 ring-white"
        style={{ left: x(d) }}
      />
      <span className="absolute -bottom-3 left-0 text-[10px] text-stone-600">
        {puntos(-escala)}
      </span>
      <span className="absolute -bottom-3 left-1/2 -translate-x-1/2 text-[10px] text-stone-600">
        0
      </span>
      <span className="absolute right-0 -bottom-3 text-[10px] text-stone-600">
        {puntos(escala)}
      </span>
    </div>
  );
}
