import {
  CalendarDays,
  History,
  Repeat2,
  TicketCheck,
  TrendingDown,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { fechaLocal, type Programa } from '@tarjeto/shared';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { diasEntre, fechaCorta, formatEntero, meses } from '../lib/format.ts';
import { NIVEL_SOLIDO } from '../lib/niveles-ui.ts';

function Cifra({ icon: Icon, titulo, valor }: { icon: LucideIcon; titulo: string; valor: number }) {
  return (
    // Only <dt> and <dd> inside a <dl>'s group (axe: definition-list): the icon sits in the <dt>.
    <div className="relative flex min-h-15 min-w-0 flex-col justify-center rounded-2xl bg-stone-50 py-3 pr-3 pl-15 ring-1 ring-stone-200">
      <dt className="text-xs font-semibold text-stone-600">
        <span className="absolute top-1/2 left-3 grid size-9 -translate-y-1/2 place-items-center rounded-xl bg-white text-rubi-700 ring-1 ring-stone-200">
          <Icon className="size-4" aria-hidden="true" />
        </span>
        {titulo}
      </dt>
      <dd className="text-xl font-extrabold text-stone-900 tabular-nums">{formatEntero(valor)}</dd>
    </div>
  );
}

/** The season running now: its dates, how far along it is, and its figures (DOMAIN §5). */
export function TemporadaActual({
  temporada,
  zonaHoraria,
}: {
  temporada: Programa['temporadaActual'];
  zonaHoraria: string;
}) {
  if (!temporada) {
    return (
      <Card className="p-5">
        <h2 className="text-base font-bold text-stone-900">Temporada actual</h2>
        <p className="mt-1 text-sm text-stone-600">
          No hay una temporada activa. La siguiente empieza con la próxima visita.
        </p>
      </Card>
    );
  }
  const hoy = fechaLocal(new Date(), zonaHoraria);
  const total = Math.max(1, diasEntre(temporada.fechaInicio, temporada.fechaFin) + 1);
  const dia = Math.min(total, Math.max(1, diasEntre(temporada.fechaInicio, hoy) + 1));
  const faltan = total - dia;
  const { visitasTotales, promocionesCanjeadas, clientes, subidas } = temporada.estadisticas;
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-base font-bold text-stone-900">Temporada actual</h2>
          <p className="mt-0.5 flex items-center gap-2 text-stone-700">
            <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
            {fechaCorta(temporada.fechaInicio)} – {fechaCorta(temporada.fechaFin)} ·{' '}
            {meses(temporada.duracionMeses)}
          </p>
        </div>
        <p className="text-sm font-semibold text-stone-700">
          {faltan === 0
            ? 'Termina hoy'
            : `Faltan ${formatEntero(faltan)} ${faltan === 1 ? 'día' : 'días'}`}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Avance de la temporada"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={dia}
        aria-valuetext={`Día ${dia} de ${total}`}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-stone-100"
      >
        <div
          className="h-full rounded-full bg-rubi-600"
          style={{ width: `${(dia / total) * 100}%` }}
        />
      </div>
      <p className="mt-1 text-xs text-stone-600">
        Día {formatEntero(dia)} de {formatEntero(total)}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Cifra icon={Repeat2} titulo="Visitas" valor={visitasTotales} />
        <Cifra icon={TicketCheck} titulo="Canjes" valor={promocionesCanjeadas} />
        <Cifra icon={Users} titulo="Clientes" valor={clientes} />
        <Cifra icon={TrendingUp} titulo="Subidas de nivel" valor={subidas} />
      </dl>
    </Card>
  );
}

/** Seasons already closed: their figures, the demotions at the close, and where cards ended. */
export function TemporadasAnteriores({
  temporadas,
  nombres,
}: {
  temporadas: Programa['temporadasAnteriores'];
  /** Row names 0 … 4. */
  nombres: readonly string[];
}) {
  return (
    <Card>
      <CardHeader
        title="Temporadas anteriores"
        description="Al cerrar cada temporada, cada cliente conserva su nivel o baja uno como máximo."
      />
      {temporadas.length === 0 ? (
        <p className="flex items-center gap-2 px-5 py-6 text-sm text-stone-600">
          <History className="size-4 shrink-0" aria-hidden="true" />
          Aún no ha cerrado ninguna temporada.
        </p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {[...temporadas]
            .sort((a, b) => b.fechaInicio.localeCompare(a.fechaInicio))
            .map((t) => {
              const total = t.distribucion.reduce((s, v) => s + v, 0);
              const e = t.estadisticas;
              return (
                <li key={t.fechaInicio} className="flex flex-col gap-3 px-5 py-4">
                  <p className="font-semibold text-stone-900">
                    {fechaCorta(t.fechaInicio)} – {fechaCorta(t.fechaFin)}{' '}
                    <span className="font-normal text-stone-600">· {meses(t.duracionMeses)}</span>
                  </p>
                  <dl className="grid grid-cols-3 gap-x-4 gap-y-2 text-sm sm:grid-cols-6">
                    {(
                      [
                        ['Visitas', e.visitasTotales],
                        ['Canjes', e.promocionesCanjeadas],
                        ['Clientes', e.clientes],
                        ['Subidas', e.subidas],
                        ['Bajadas', e.bajadas],
                      ] as const
                    ).map(([titulo, valor]) => (
                      <div key={titulo}>
                        <dt className="flex items-center gap-1 text-xs text-stone-600">
                          {titulo === 'Bajadas' ? (
                            <TrendingDown className="size-3.5" aria-hidden="true" />
                          ) : null}
                          {titulo}
                        </dt>
                        <dd className="font-bold text-stone-900 tabular-nums">
                          {formatEntero(valor)}
                        </dd>
                      </div>
                    ))}
                  </dl>
                  <div>
                    <p className="text-xs font-semibold text-stone-600">
                      Clientes por nivel al cerrar
                    </p>
                    <div
                      aria-hidden="true"
                      className="mt-1.5 flex h-3 overflow-hidden rounded-full bg-stone-100"
                    >
                      {total > 0
                        ? t.distribucion.map((v, i) =>
                            v > 0 ? (
                              <span
                                key={i}
                                className={cn('h-full', NIVEL_SOLIDO[i])}
                                style={{ width: `${(v / total) * 100}%` }}
                              />
                            ) : null,
                          )
                        : null}
                    </div>
                    <ul className="mt-1.5 flex flex-wrap gap-x-3 gap-y-1 text-xs text-stone-700">
                      {t.distribucion.map((v, i) => (
                        <li key={i} className="inline-flex items-center gap-1.5">
                          <span
                            aria-hidden="true"
                            className={cn('size-2.5 rounded-full', NIVEL_SOLIDO[i])}
                          />
                          {nombres[i]}: <strong className="font-bold">{formatEntero(v)}</strong>
                        </li>
                      ))}
                    </ul>
                  </div>
                </li>
              );
            })}
        </ul>
      )}
    </Card>
  );
}
