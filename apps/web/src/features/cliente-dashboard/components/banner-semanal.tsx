import { CalendarCheck, Flame, MapPin } from 'lucide-react';
import type { ResumenSemanal } from '@tarjeto/shared';
import { cn } from '../../../lib/cn.ts';
import { cuando, numeroSemana, semanas, visitas } from '../lib/formato.ts';

/**
 * The room the banner takes, on a phone and from `sm` up: its placeholder reserves the same, so
 * Inicio does not jump when the wallet arrives (issue 29: a 176-px placeholder replaced by the
 * 308-px banner pushed 'Mis tarjetas' down, a layout shift of 0.43). On a phone its text wraps
 * with the width — measured 358 px at 320–360 px wide, 328 at 390, 308 at 412; 214 px from `sm`
 * up — so it takes the most of those, and a banner with less to say spreads its rows over it.
 */
export const BANNER_SEMANAL_ALTO = 'min-h-[22.5rem] sm:min-h-[13.5rem]';

/** What stands in the banner's place while the wallet loads: its size, pulsing. */
export function BannerSemanalCargando() {
  return (
    <div
      data-testid="banner-semanal-cargando"
      className={cn(BANNER_SEMANAL_ALTO, 'animate-pulse rounded-3xl bg-stone-200/70')}
    />
  );
}

/** What the streak asks of the customer this week. */
function consejo({ racha, visitasSemana }: ResumenSemanal) {
  if (racha === 0) return 'Visita cualquiera de tus lugares esta semana y empieza una racha.';
  if (visitasSemana === 0) return 'Visita uno de tus lugares esta semana para no perder tu racha.';
  return '¡Vas muy bien! Esta semana ya cuenta para tu racha.';
}

/**
 * The weekly banner (SPEC §2, DOMAIN §5) from the customer's real visits: weeks in a row with a
 * visit anywhere, visits this week, and the latest visit with its place and time.
 */
export function BannerSemanal({ resumen, ahora }: { resumen: ResumenSemanal; ahora?: Date }) {
  const { racha, visitasSemana, ultimaVisita } = resumen;
  return (
    <section
      aria-labelledby="banner-semanal-titulo"
      className={cn(
        BANNER_SEMANAL_ALTO,
        'gradient-rubi relative isolate flex flex-col justify-between overflow-hidden rounded-3xl px-5 py-5 text-white shadow-md sm:px-7 sm:py-6',
      )}
    >
      <div
        aria-hidden="true"
        className="absolute -top-16 -right-10 -z-10 size-48 rounded-full bg-white/10"
      />
      <div className="flex items-start justify-between gap-4">
        <div className="flex items-center gap-3">
          <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-white/15 ring-1 ring-white/25">
            <Flame className="size-7 text-marigold-300" aria-hidden="true" />
          </span>
          <div>
            <p className="text-sm font-semibold text-white/85">Tu racha</p>
            <h2 id="banner-semanal-titulo" className="text-2xl leading-tight font-extrabold">
              {racha === 0
                ? 'Empieza tu racha'
                : racha === 1
                  ? 'Racha de 1 semana'
                  : `${semanas(racha)} seguidas`}
            </h2>
          </div>
        </div>
        <p className="shrink-0 rounded-full bg-white/15 px-3 py-1 text-xs font-bold tracking-wide uppercase ring-1 ring-white/25">
          Semana {numeroSemana(resumen.semana)}
        </p>
      </div>
      <div className="mt-5 grid gap-3 sm:grid-cols-2">
        <div className="flex items-center gap-2.5 rounded-2xl bg-black/15 px-3.5 py-2.5">
          <CalendarCheck className="size-5 shrink-0" aria-hidden="true" />
          <dl>
            <dt className="text-xs font-semibold text-white/80">Esta semana</dt>
            <dd className="font-bold">{visitas(visitasSemana)}</dd>
          </dl>
        </div>
        <div className="flex min-w-0 items-center gap-2.5 rounded-2xl bg-black/15 px-3.5 py-2.5">
          <MapPin className="size-5 shrink-0" aria-hidden="true" />
          <dl className="min-w-0">
            <dt className="text-xs font-semibold text-white/80">Última visita</dt>
            <dd className="truncate font-bold">
              {ultimaVisita
                ? `${ultimaVisita.negocio.nombre} · ${cuando(ultimaVisita.fecha, ahora)}`
                : 'Aún no registras visitas'}
            </dd>
          </dl>
        </div>
      </div>
      <p className="mt-4 text-sm text-white/90">{consejo(resumen)}</p>
    </section>
  );
}
