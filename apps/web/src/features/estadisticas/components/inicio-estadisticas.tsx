import {
  ArrowRight,
  CalendarCheck,
  Footprints,
  Gift,
  TicketPercent,
  type LucideIcon,
} from 'lucide-react';
import type { NegocioPerfil } from '@tarjeto/shared';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useEnTransicion } from '../../../lib/en-transicion.ts';
import { useEstadisticasInicio } from '../api/estadisticas.ts';
import {
  CARGANDO_ESTADISTICAS,
  ERROR_CARGAR_ESTADISTICAS,
  ESTADISTICAS_PATH,
} from '../lib/copy.ts';
import { fechaDiaMes, formatEntero, rangoSemana } from '../lib/format.ts';
import { Barras } from './barras.tsx';
import { TablaAccesible } from './panel.tsx';
import { CargaErrorDe } from '../../../components/ui/carga.tsx';

type Negocio = Pick<NegocioPerfil, 'publicID'>;

/**
 * Inicio's figures (SPEC §2): the quick summary — visits of the last 7 days, active offers,
 * canjes this season — and the card 'Visitas de la semana' with customers this week, frequent and
 * new ones (anonymous visits left out) and the last three weeks in bars. One call feeds both.
 */
export function InicioEstadisticas({ negocio }: { negocio: Negocio }) {
  const q = useEnTransicion(useEstadisticasInicio(negocio.publicID));
  if (q.isPending)
    return (
      <div role="status" className="flex flex-col gap-4">
        <span className="text-sm font-medium text-stone-600">{CARGANDO_ESTADISTICAS}</span>
        <div className="grid gap-4 sm:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-24 animate-pulse rounded-2xl bg-stone-200/70" />
          ))}
        </div>
        <div className="h-72 animate-pulse rounded-2xl bg-stone-200/70" />
      </div>
    );
  if (q.isError) return <CargaErrorDe query={q} fallback={ERROR_CARGAR_ESTADISTICAS} />;
  const { resumen, semana, semanas } = q.data;
  const cambio =
    resumen.visitasAnteriores > 0
      ? Math.round(
          ((resumen.visitas - resumen.visitasAnteriores) / resumen.visitasAnteriores) * 100,
        )
      : null;
  return (
    <div className="flex flex-col gap-4">
      <section aria-label="Resumen rápido" className="grid grid-cols-3 gap-2 sm:gap-4">
        <Dato
          icon={Footprints}
          titulo="Visitas"
          valor={resumen.visitas}
          detalle="últimos 7 días"
          nota={
            cambio === null
              ? undefined
              : `${cambio > 0 ? '+' : cambio < 0 ? '−' : ''}${Math.abs(cambio)} % vs. 7 días antes`
          }
        />
        <Dato
          icon={TicketPercent}
          titulo="Ofertas activas"
          valor={resumen.ofertasActivas}
          detalle="encendidas y vigentes"
        />
        <Dato
          icon={Gift}
          titulo="Canjes"
          valor={resumen.canjes}
          detalle={
            resumen.canjesDesde
              ? `esta temporada, desde el ${fechaDiaMes(resumen.canjesDesde)}`
              : 'esta temporada'
          }
        />
      </section>

      <Card>
        <section aria-labelledby="visitas-semana" className="p-5 sm:p-6">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h2 id="visitas-semana" className="text-lg font-bold text-stone-900">
                Visitas de la semana
              </h2>
              <p className="mt-0.5 inline-flex items-center gap-1.5 text-sm text-stone-600">
                <CalendarCheck className="size-4" aria-hidden="true" />
                {rangoSemana(semana)} · sin contar visitas anónimas
              </p>
            </div>
            <ButtonLink to={ESTADISTICAS_PATH} variant="ghost" size="sm">
              Ver estadísticas
              <ArrowRight className="size-4" aria-hidden="true" />
            </ButtonLink>
          </div>
          <dl className="mt-5 grid grid-cols-3 gap-3">
            <Figura
              titulo="Clientes esta semana"
              valor={semana.clientes}
              nota="con al menos una visita"
            />
            <Figura
              titulo="Frecuentes"
              valor={semana.frecuentes}
              nota="2 o más visitas en 30 días"
            />
            <Figura titulo="Nuevos" valor={semana.nuevos} nota="1 visita en 30 días, esta semana" />
          </dl>
          <div className="mt-6">
            <Barras
              alto={120}
              barras={semanas.map((s) => ({
                clave: s.semana,
                etiqueta: s.enCurso ? 'Esta semana' : `Del ${fechaDiaMes(s.desde)}`,
                destacada: s.enCurso,
                partes: [
                  { valor: s.visitas, clase: s.enCurso ? 'fill-rubi-700' : 'fill-rubi-300' },
                ],
              }))}
            />
            <TablaAccesible
              caption="Visitas de clientes en las últimas tres semanas"
              encabezados={['Semana', 'Visitas']}
              filas={semanas.map((s) => [
                `${rangoSemana(s)}${s.enCurso ? ' (esta semana)' : ''}`,
                s.visitas,
              ])}
            />
          </div>
        </section>
      </Card>
    </div>
  );
}

function Dato({
  icon: Icon,
  titulo,
  valor,
  detalle,
  nota,
}: {
  icon: LucideIcon;
  titulo: string;
  valor: number;
  detalle: string;
  /** A short comparison under the detail. */
  nota?: string | undefined;
}) {
  return (
    <Card className="p-3 sm:p-4">
      <p className="flex items-start justify-between gap-2 text-[13px] leading-5 font-semibold text-stone-700 sm:text-sm">
        {titulo}
        <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-rubi-50 text-rubi-700 max-sm:hidden">
          <Icon className="size-4" aria-hidden="true" />
        </span>
      </p>
      <p className="mt-1 text-2xl font-extrabold text-stone-900 tabular-nums sm:text-3xl">
        {formatEntero(valor)}
      </p>
      <p className="text-[11px] leading-4 text-stone-600 sm:text-xs">{detalle}</p>
      {nota ? (
        <p className="mt-1 text-[11px] leading-4 font-semibold text-stone-700 sm:text-xs">{nota}</p>
      ) : null}
    </Card>
  );
}

function Figura({ titulo, valor, nota }: { titulo: string; valor: number; nota: string }) {
  return (
    <div className="rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200">
      <dt className="text-xs font-semibold text-stone-700 sm:text-sm">{titulo}</dt>
      <dd className="mt-1 text-2xl font-extrabold text-stone-900 tabular-nums sm:text-3xl">
        {formatEntero(valor)}
      </dd>
      <dd className="mt-0.5 text-[11px] leading-4 text-stone-600 sm:text-xs">{nota}</dd>
    </div>
  );
}
