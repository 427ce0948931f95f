import { useState } from 'react';
import {
  DIAS_LUNES_PRIMERO,
  DIAS_SEMANA,
  type NegocioPerfil,
  type PeriodoEstadisticas,
  CLASE_PROMO_NOMBRE,
  motivoSinTasa,
  tasaDeUso,
} from '@tarjeto/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import {
  useClientesPorNivel,
  useHorasPico,
  useRetencion,
  useUsoPromociones,
  useVisitasSemanales,
} from '../api/estadisticas.ts';
import {
  plural,
  fechaDiaMes,
  formatEntero,
  hora,
  mesAbreviado,
  nombreMes,
  porcentaje,
  rangoSemana,
} from '../lib/format.ts';
import { Barras } from './barras.tsx';
import { Panel, TablaAccesible, TotalDelPanel, type PanelDelPeriodoProps } from './panel.tsx';

type Negocio = Pick<NegocioPerfil, 'publicID'>;

/** 'Visitas por semana' (SPEC §2): 12 ISO weeks, customers' visits and anonymous ones stacked. */
export function VisitasPorSemanaPanel({ negocio }: { negocio: Negocio }) {
  const query = useVisitasSemanales(negocio.publicID);
  return (
    <Panel
      titulo="Visitas por semana"
      descripcion="Últimas 12 semanas, de lunes a domingo"
      query={query}
      vacio={(d) => d.total === 0}
      extra={(d) => (
        <TotalDelPanel
          valor={d.total}
          etiqueta={d.total === 1 ? 'visita en total' : 'visitas en total'}
        />
      )}
      alto="h-52"
    >
      {(d) => (
        <>
          <Barras
            barras={d.semanas.map((s) => ({
              clave: s.semana,
              etiqueta: s.enCurso ? 'Hoy' : fechaDiaMes(s.desde),
              destacada: s.enCurso,
              partes: [
                { valor: s.visitas - s.anonimas, clase: 'fill-rubi-700' },
                { valor: s.anonimas, clase: 'fill-rubi-300' },
              ],
            }))}
          />
          <Leyenda
            items={[
              ['bg-rubi-700', 'Clientes con tarjeta'],
              ['bg-rubi-300', 'Visitas anónimas'],
            ]}
          />
          <TablaAccesible
            caption="Visitas por semana"
            encabezados={['Semana', 'Visitas', 'De clientes con tarjeta', 'Anónimas']}
            filas={d.semanas.map((s) => [
              `${rangoSemana(s)}${s.enCurso ? ' (en curso)' : ''}`,
              s.visitas,
              s.visitas - s.anonimas,
              s.anonimas,
            ])}
          />
        </>
      )}
    </Panel>
  );
}

function Leyenda({ items }: { items: Array<[string, string]> }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-600" aria-hidden="true">
      {items.map(([clase, texto]) => (
        <li key={texto} className="inline-flex items-center gap-1.5">
          <span className={cn('size-2.5 rounded-sm', clase)} />
          {texto}
        </li>
      ))}
    </ul>
  );
}

const NIVEL_BG: Record<number, string> = {
  0: 'bg-nivel-todos',
  1: 'bg-nivel-bronce',
  2: 'bg-nivel-plata',
  3: 'bg-nivel-oro',
  4: 'bg-nivel-rubi',
};

/** 'Clientes por nivel' (SPEC §2): cards at each level now, in the level's fixed colour. */
export function ClientesPorNivelPanel({
  negocio,
  periodo,
}: {
  negocio: Negocio;
  periodo: PeriodoEstadisticas;
}) {
  const query = useClientesPorNivel(negocio.publicID, periodo);
  return (
    <Panel
      titulo="Clientes por nivel"
      descripcion="Tarjetas en cada nivel de esta temporada"
      query={query}
      vacio={(d) => d.total === 0}
      extra={(d) => <TotalDelPanel valor={d.total} etiqueta="clientes" />}
    >
      {(d) => {
        const max = Math.max(1, ...d.niveles.map((n) => n.clientes));
        return (
          <>
            <div className="flex h-3 overflow-hidden rounded-full bg-stone-100" aria-hidden="true">
              {d.niveles.map((n) =>
                n.clientes > 0 ? (
                  <span
                    key={n.nivel}
                    className={NIVEL_BG[n.nivel]}
                    style={{ width: `${(n.clientes / d.total) * 100}%` }}
                  />
                ) : null,
              )}
            </div>
            <ul className="mt-4 flex flex-col gap-3">
              {[...d.niveles].reverse().map((n) => (
                <li key={n.nivel} className="grid grid-cols-[6.5rem_1fr_auto] items-center gap-3">
                  <span className="inline-flex min-w-0 items-center gap-2 text-sm font-semibold text-stone-800">
                    <span className={cn('size-3 shrink-0 rounded-full', NIVEL_BG[n.nivel])} />
                    <span className="truncate">{n.nombre}</span>
                  </span>
                  <span
                    className="h-2.5 overflow-hidden rounded-full bg-stone-100"
                    aria-hidden="true"
                  >
                    <span
                      className={cn('block h-full rounded-full', NIVEL_BG[n.nivel])}
                      style={{ width: `${(n.clientes / max) * 100}%` }}
                    />
                  </span>
                  <span className="text-right text-sm text-stone-700 tabular-nums">
                    <span className="font-bold text-stone-900">{formatEntero(n.clientes)}</span>
                    <span className="ml-1 text-xs text-stone-500">
                      ({porcentaje(Math.round((n.clientes / d.total) * 100))})
                    </span>
                    <span className="block text-xs text-stone-600">
                      {plural(n.activos, 'vino', 'vinieron')}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
            <p className="mt-4 text-xs text-stone-600">
              “Vinieron”: con al menos una visita en los últimos {periodo} días.
            </p>
          </>
        );
      }}
    </Panel>
  );
}

/**
 * The heatmap's hours: from the first to the last hour with visits, read around the clock — a
 * place open from 13:00 to 2:00 shows 13 … 23, 0, 1, not the empty morning between.
 */
export function horasConVisitas(horas: number[]): number[] {
  const con = new Set(horas);
  if (con.size === 0) return [];
  // The longest run of hours without visits (around midnight too) is where the day "starts".
  let mejor = { inicio: 0, largo: -1 };
  for (let h = 0; h < 24; h++) {
    if (con.has(h) || !con.has((h + 23) % 24)) continue;
    let largo = 0;
    while (largo < 24 && !con.has((h + largo) % 24)) largo++;
    if (largo > mejor.largo) mejor = { inicio: h, largo };
  }
  const primera = mejor.largo < 0 ? 0 : (mejor.inicio + mejor.largo) % 24;
  const total = 24 - Math.max(0, mejor.largo);
  return Array.from({ length: total }, (_, i) => (primera + i) % 24);
}

/** The heatmap's colour: the brand's ruby, lighter for fewer visits. */
/**
 * A promotion's usage rate (issue 26 B2): the shared rule, never above 100 %; when the views do
 * not cover the canjes (a canje at the kiosk needs no view in the app) it says why instead.
 */
function TasaDeUso({ vistas, canjes }: { vistas: number; canjes: number }) {
  const tasa = tasaDeUso(vistas, canjes);
  return (
    <p className="shrink-0 text-right">
      {tasa === null ? (
        <span className="block max-w-32 text-sm font-bold text-stone-700">
          Sin tasa: {motivoSinTasa(vistas, canjes)}
        </span>
      ) : (
        <span className="block text-lg font-extrabold text-rubi-800 tabular-nums">
          {porcentaje(tasa)}
        </span>
      )}
      <span className="text-[11px] text-stone-600">tasa de uso</span>
    </p>
  );
}

const intensidad = (visitas: number, maximo: number) =>
  visitas === 0 ? undefined : `rgb(163 20 63 / ${(0.12 + 0.88 * (visitas / maximo)).toFixed(2)})`;

/** 'Horas pico' (SPEC §2): visits per weekday and hour of the business's clock. */
export function HorasPicoPanel({ negocio, periodo, className }: PanelDelPeriodoProps) {
  const query = useHorasPico(negocio.publicID, periodo);
  return (
    <Panel
      className={className}
      titulo="Horas pico"
      descripcion={`Visitas por día y hora en los últimos ${periodo} días`}
      query={query}
      vacio={(d) => d.total === 0}
      alto="h-56"
    >
      {(d) => {
        const columnas = horasConVisitas(d.celdas.map((c) => c.hora));
        const valor = (dia: number, h: number) =>
          d.celdas.find((c) => c.diaSemana === dia && c.hora === h)?.visitas ?? 0;
        const pico = d.celdas.reduce((a, c) => (c.visitas > a.visitas ? c : a), d.celdas[0]!);
        const porDia = DIAS_LUNES_PRIMERO.map((dia) => ({
          dia,
          total: d.celdas.filter((c) => c.diaSemana === dia).reduce((t, c) => t + c.visitas, 0),
        }));
        const diaFuerte = porDia.reduce((a, x) => (x.total > a.total ? x : a), porDia[0]!);
        return (
          <>
            <p className="mb-4 text-sm text-stone-700">
              Tu hora más concurrida es el{' '}
              <strong className="text-stone-900">
                {DIAS_SEMANA[pico.diaSemana]!.toLowerCase()} de {hora(pico.hora)} a{' '}
                {hora((pico.hora + 1) % 24)}
              </strong>{' '}
              ({plural(pico.visitas, 'visita', 'visitas')}); el día con más visitas es el{' '}
              <strong className="text-stone-900">
                {DIAS_SEMANA[diaFuerte.dia]!.toLowerCase()}
              </strong>
              .
            </p>
            <div className="overflow-x-auto" aria-hidden="true">
              <div
                className="grid min-w-max gap-[3px] [--celda:1.1rem] sm:min-w-0 sm:[--celda:0px]"
                style={{
                  gridTemplateColumns: `2.25rem repeat(${columnas.length}, minmax(var(--celda), 1fr))`,
                }}
              >
                <span />
                {columnas.map((h) => (
                  <span key={h} className="text-center text-[10px] text-stone-500 tabular-nums">
                    {columnas.length <= 12 || h % 2 === 0 ? h : ''}
                  </span>
                ))}
                {DIAS_LUNES_PRIMERO.map((dia) => (
                  <Fila key={dia} dia={dia} columnas={columnas} valor={valor} maximo={d.maximo} />
                ))}
              </div>
            </div>
            <div className="mt-3 flex items-center gap-2 text-xs text-stone-600" aria-hidden="true">
              Menos
              {[0.12, 0.34, 0.56, 0.78, 1].map((a) => (
                <span
                  key={a}
                  className="size-3 rounded-[3px]"
                  style={{ backgroundColor: `rgb(163 20 63 / ${a})` }}
                />
              ))}
              Más · hora de tu negocio
            </div>
            <TablaAccesible
              caption={`Visitas por día y hora (${d.zonaHoraria})`}
              encabezados={['Día', ...columnas.map(hora)]}
              filas={DIAS_LUNES_PRIMERO.map((dia) => [
                DIAS_SEMANA[dia]!,
                ...columnas.map((h) => valor(dia, h)),
              ])}
            />
          </>
        );
      }}
    </Panel>
  );
}

function Fila({
  dia,
  columnas,
  valor,
  maximo,
}: {
  dia: number;
  columnas: number[];
  valor: (dia: number, hora: number) => number;
  maximo: number;
}) {
  return (
    <>
      <span className="self-center text-xs font-medium text-stone-600">
        {DIAS_SEMANA[dia]!.slice(0, 3)}
      </span>
      {columnas.map((h) => {
        const v = valor(dia, h);
        return (
          <span
            key={h}
            title={`${DIAS_SEMANA[dia]} ${hora(h)}: ${formatEntero(v)} visitas`}
            className="h-6 rounded-[4px] bg-stone-100"
            style={{ backgroundColor: intensidad(v, maximo) }}
          />
        );
      })}
    </>
  );
}

const VISIBLES = 6;

/** 'Uso de promociones' (SPEC §2, §9): views, canjes and usage rate of each promotion. */
export function UsoPromocionesPanel({
  negocio,
  periodo,
}: {
  negocio: Negocio;
  periodo: PeriodoEstadisticas;
}) {
  const query = useUsoPromociones(negocio.publicID, periodo);
  const [todas, setTodas] = useState(false);
  return (
    <Panel
      titulo="Uso de promociones"
      descripcion={`Vistas y canjes en los últimos ${periodo} días`}
      query={query}
      vacio={(d) => d.promociones.every((p) => p.vistas === 0 && p.canjes === 0)}
      extra={(d) => (
        <TotalDelPanel valor={d.promociones.reduce((t, p) => t + p.canjes, 0)} etiqueta="canjes" />
      )}
    >
      {(d) => {
        const usadas = d.promociones.filter((p) => p.vistas > 0 || p.canjes > 0);
        const lista = todas ? usadas : usadas.slice(0, VISIBLES);
        const max = Math.max(1, ...usadas.map((p) => Math.max(p.vistas, p.canjes)));
        return (
          <>
            <ul className="flex flex-col divide-y divide-stone-100">
              {lista.map((p) => (
                <li key={p.publicID} className="py-3 first:pt-0 last:pb-0">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="truncate font-semibold text-stone-900" title={p.titulo}>
                        {p.titulo}
                      </p>
                      <p className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-stone-600">
                        <Badge>{CLASE_PROMO_NOMBRE[p.clase].singular}</Badge>
                        {p.status ? null : <Badge tone="red">Inactiva</Badge>}
                        <span className="tabular-nums">
                          {plural(p.vistas, 'vista', 'vistas')} ·{' '}
                          {plural(p.canjes, 'canje', 'canjes')}
                        </span>
                      </p>
                    </div>
                    <TasaDeUso vistas={p.vistas} canjes={p.canjes} />
                  </div>
                  <div className="mt-2 flex flex-col gap-1" aria-hidden="true">
                    <span className="h-1.5 rounded-full bg-stone-100">
                      <span
                        className="block h-full rounded-full bg-marigold-400"
                        style={{ width: `${(p.vistas / max) * 100}%` }}
                      />
                    </span>
                    <span className="h-1.5 rounded-full bg-stone-100">
                      <span
                        className="block h-full rounded-full bg-rubi-700"
                        style={{ width: `${(p.canjes / max) * 100}%` }}
                      />
                    </span>
                  </div>
                </li>
              ))}
            </ul>
            <Leyenda
              items={[
                ['bg-marigold-400', 'Vistas'],
                ['bg-rubi-700', 'Canjes'],
              ]}
            />
            {usadas.length > VISIBLES ? (
              <Button
                variant="ghost"
                size="sm"
                className="mt-2 self-start"
                aria-expanded={todas}
                onClick={() => setTodas((v) => !v)}
              >
                {todas ? 'Ver menos' : `Ver las ${usadas.length}`}
              </Button>
            ) : null}
            <p className="mt-3 text-xs text-stone-600">
              Tasa de uso: canjes entre vistas × 100. Una vista cuenta una vez por cliente al día.
            </p>
          </>
        );
      }}
    </Panel>
  );
}

/** Retention (DOMAIN §7): of last month's customers, the share who came back this month. */
export function RetencionPanel({ negocio }: { negocio: Negocio }) {
  const query = useRetencion(negocio.publicID);
  return (
    <Panel
      titulo="Retención"
      descripcion="Clientes de un mes que volvieron al siguiente"
      query={query}
      vacio={(d) => d.meses.every((m) => m.base === 0)}
    >
      {(d) => {
        const actual = d.meses[d.meses.length - 1]!;
        const anterior = d.meses[d.meses.length - 2];
        return (
          <>
            <div className="flex items-end gap-4">
              <p className="text-5xl font-extrabold tracking-tight text-rubi-800 tabular-nums">
                {actual.tasa === null ? '—' : porcentaje(actual.tasa)}
              </p>
              {anterior?.tasa != null && actual.tasa !== null ? (
                <Badge tone={actual.tasa >= anterior.tasa ? 'green' : 'neutral'} className="mb-2">
                  {nombreMes(anterior.mes)}: {porcentaje(anterior.tasa)}
                </Badge>
              ) : null}
            </div>
            <p className="mt-2 text-sm text-stone-700">
              {actual.base === 0
                ? `Nadie vino en ${nombreMes(mesAnterior(actual.mes))}: no hay a quién medir este mes.`
                : `De los ${formatEntero(actual.base)} clientes de ${nombreMes(mesAnterior(actual.mes))}, ${formatEntero(actual.volvieron)} ya volvieron en ${nombreMes(actual.mes)}.`}
              {actual.enCurso ? ' El mes sigue en curso.' : ''}
            </p>
            <div className="mt-5">
              <Barras
                alto={96}
                mostrarTotales={false}
                barras={d.meses.map((m) => ({
                  clave: m.mes,
                  etiqueta: mesAbreviado(m.mes),
                  detalle: m.tasa === null ? '—' : porcentaje(m.tasa),
                  destacada: m.enCurso,
                  partes: [
                    { valor: m.tasa ?? 0, clase: m.enCurso ? 'fill-rubi-700' : 'fill-rubi-400' },
                  ],
                }))}
              />
            </div>
            <TablaAccesible
              caption="Retención por mes"
              encabezados={['Mes', 'Clientes del mes anterior', 'Volvieron', 'Retención']}
              filas={d.meses.map((m) => [
                `${nombreMes(m.mes)}${m.enCurso ? ' (en curso)' : ''}`,
                m.base,
                m.volvieron,
                m.tasa === null ? 'sin datos' : porcentaje(m.tasa),
              ])}
            />
          </>
        );
      }}
    </Panel>
  );
}

const mesAnterior = (mes: string) => {
  const [y, m] = mes.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 2, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};
