import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { CalendarRange, Footprints, Gift, UserPlus, Users, type LucideIcon } from 'lucide-react';
import {
  PERIODO_POR_DEFECTO,
  PERIODOS_ESTADISTICAS,
  type NegocioPerfil,
  type PeriodoEstadisticas,
} from '@tarjeto/shared';
import { Card } from '../../../components/ui/card.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { cn } from '../../../lib/cn.ts';
import { useResumenPeriodo } from '../api/estadisticas.ts';
import { CARGANDO_ESTADISTICAS, ERROR_CARGAR_ESTADISTICAS } from '../lib/copy.ts';
import { fechaDiaMes, formatEntero, porcentaje } from '../lib/format.ts';
import {
  ClientesPorNivelPanel,
  HorasPicoPanel,
  RetencionPanel,
  UsoPromocionesPanel,
  VisitasPorSemanaPanel,
} from './paneles.tsx';
import { PorPersonaPanel } from './por-persona-panel.tsx';
import { CargaErrorDe } from '../../../components/ui/carga.tsx';

type Negocio = Pick<NegocioPerfil, 'publicID'>;

const leerPeriodo = (v: string | null): PeriodoEstadisticas =>
  (PERIODOS_ESTADISTICAS as readonly number[]).includes(Number(v))
    ? (Number(v) as PeriodoEstadisticas)
    : PERIODO_POR_DEFECTO;

/**
 * Estadísticas (SPEC §2): the period at a glance, then 'Visitas por semana', 'Clientes por nivel',
 * 'Horas pico', 'Uso de promociones', retention and, with a team, 'Por persona' — each loading and
 * failing on its own. The
 * period (7, 30 or 90 days) lives in the address (?periodo=30), so a view can be shared. With
 * `campanas` (issue 28), a second tab, 'Campañas' (?vista=campanas), shows whether messages worked.
 */
export function EstadisticasScreen({
  negocio,
  campanas,
}: {
  negocio: Negocio;
  /** Estadísticas → Campañas, handed in by the app (it lives in the avisos feature). */
  campanas?: ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const periodo = leerPeriodo(params.get('periodo'));
  const vista: Vista = campanas && params.get('vista') === 'campanas' ? 'campanas' : 'general';
  const elegir = (p: PeriodoEstadisticas) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('periodo', String(p));
        return next;
      },
      { replace: true },
    );
  const elegirVista = (v: Vista) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (v === 'campanas') next.set('vista', 'campanas');
        else next.delete('vista');
        return next;
      },
      { replace: true },
    );
  const general = (
    <div className="flex flex-col gap-6">
      <ResumenDelPeriodo negocio={negocio} periodo={periodo} />

      <div className="grid gap-6 lg:grid-cols-2">
        <VisitasPorSemanaPanel negocio={negocio} />
        <ClientesPorNivelPanel negocio={negocio} periodo={periodo} />
        <HorasPicoPanel negocio={negocio} periodo={periodo} className="lg:col-span-2" />
        <UsoPromocionesPanel negocio={negocio} periodo={periodo} />
        <RetencionPanel negocio={negocio} />
        <PorPersonaPanel negocio={negocio} periodo={periodo} className="lg:col-span-2" />
      </div>
    </div>
  );
  return (
    <div className="flex flex-col gap-6">
      {/* Its own heading, not EncabezadoPantalla's: that file would be a 21st request for this
          screen (bundle-budget.test.ts). */}
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold text-rubi-700">Tu negocio en números</p>
          <h1 className="text-3xl font-extrabold tracking-tight text-stone-900">Estadísticas</h1>
          <p className="mt-1 max-w-2xl text-stone-600">
            Quién viene, cuándo y qué ofertas funcionan. Las horas y los días son los de tu negocio.
          </p>
        </div>
        {vista === 'general' ? <SelectorPeriodo periodo={periodo} onChange={elegir} /> : null}
      </header>

      {campanas ? (
        <Tabs label="Vista de estadísticas" tabs={VISTAS} value={vista} onChange={elegirVista}>
          {vista === 'campanas' ? campanas : general}
        </Tabs>
      ) : (
        general
      )}
    </div>
  );
}

type Vista = 'general' | 'campanas';
const VISTAS: ReadonlyArray<{ id: Vista; label: string }> = [
  { id: 'general', label: 'Visitas y clientes' },
  { id: 'campanas', label: 'Campañas' },
];

function SelectorPeriodo({
  periodo,
  onChange,
}: {
  periodo: PeriodoEstadisticas;
  onChange: (p: PeriodoEstadisticas) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Periodo"
      className="inline-flex self-start rounded-xl bg-stone-100 p-1"
    >
      {PERIODOS_ESTADISTICAS.map((p) => (
        <button
          key={p}
          type="button"
          aria-pressed={p === periodo}
          onClick={() => onChange(p)}
          className={cn(
            'min-h-10 rounded-lg px-4 text-sm font-semibold transition-colors',
            p === periodo
              ? 'bg-white text-rubi-800 shadow-sm'
              : 'text-stone-600 hover:text-stone-900',
          )}
        >
          {p} días
        </button>
      ))}
    </div>
  );
}

function Cifra({
  icon: Icon,
  titulo,
  valor,
  detalle,
}: {
  icon: LucideIcon;
  titulo: string;
  valor: string;
  detalle?: string;
}) {
  return (
    <Card className="flex items-start gap-3 p-4">
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-rubi-50 text-rubi-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-stone-600">{titulo}</p>
        <p className="text-2xl font-extrabold text-stone-900 tabular-nums">{valor}</p>
        {detalle ? <p className="text-xs text-stone-600">{detalle}</p> : null}
      </div>
    </Card>
  );
}

/** The period at a glance: visits, customers, first-timers and canjes. */
function ResumenDelPeriodo({
  negocio,
  periodo,
}: {
  negocio: Negocio;
  periodo: PeriodoEstadisticas;
}) {
  const q = useResumenPeriodo(negocio.publicID, periodo);
  if (q.isPending)
    return (
      <div role="status" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <span className="sr-only">{CARGANDO_ESTADISTICAS}</span>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-24 animate-pulse rounded-2xl bg-stone-200/70" />
        ))}
      </div>
    );
  if (q.isError)
    return <CargaErrorDe query={q} fallback={ERROR_CARGAR_ESTADISTICAS} forma="barra" />;
  const r = q.data;
  return (
    <section aria-label={`Resumen de los últimos ${periodo} días`}>
      <p className="mb-2 inline-flex items-center gap-1.5 text-sm text-stone-600">
        <CalendarRange className="size-4" aria-hidden="true" />
        Del {fechaDiaMes(r.desde)} al {fechaDiaMes(r.hasta)}
      </p>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Cifra
          icon={Footprints}
          titulo="Visitas"
          valor={formatEntero(r.visitas)}
          detalle={
            r.visitas > 0
              ? `${porcentaje(Math.round((r.anonimas / r.visitas) * 100))} anónimas`
              : undefined
          }
        />
        <Cifra
          icon={Users}
          titulo="Clientes"
          valor={formatEntero(r.clientes)}
          detalle="con al menos una visita"
        />
        <Cifra
          icon={UserPlus}
          titulo="Clientes nuevos"
          valor={formatEntero(r.clientesNuevos)}
          detalle="su primera visita"
        />
        <Cifra
          icon={Gift}
          titulo="Canjes"
          valor={formatEntero(r.canjes)}
          detalle="ofertas canjeadas"
        />
      </div>
    </section>
  );
}
