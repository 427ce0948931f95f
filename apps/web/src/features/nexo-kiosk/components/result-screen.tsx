import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  ArrowRight,
  CheckCircle2,
  Clock,
  CloudOff,
  CloudUpload,
  PartyPopper,
  Sparkles,
  UserRound,
  XCircle,
} from 'lucide-react';
import {
  nombreNivel,
  type Canje,
  type PromocionEnMostrador,
  type VisitaResultado,
} from '@tarjeto/shared';
import { NIVEL_COLOR_CLASSES } from '../../../components/ui/badge.tsx';
import { BarraDeNivel } from '../../../components/ui/loyalty-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { CANJE_VENTANA_MS } from '../lib/canje-outcome.ts';
import {
  conPunto,
  cuandoCuentaTexto,
  progresoPorcentaje,
  progresoTexto,
  TITULO_RECHAZO,
  visitasTexto,
} from '../lib/result-copy.ts';
import type { ScanOutcome } from '../lib/scan-outcome.ts';
import { useZonaKiosk } from '../lib/zona-kiosk.ts';
import { ClienteFoto } from './cliente-foto.tsx';
import { PromocionesMostrador } from './promociones-mostrador.tsx';

/** How long a result stays before the counter is ready for the next customer. */
export const AUTO_RETURN_MS = 6000;
/** With promotions to redeem, staff needs time to offer them: longer, and reset by any touch. */
export const AUTO_RETURN_PROMOS_MS = 20_000;

/** What the result screen needs to offer redemptions. */
export interface CanjeEnResultado {
  /** What was redeemed on this screen, by promotion. */
  canjeados: Readonly<Record<string, Canje>>;
  onCanjear: (promo: PromocionEnMostrador) => void;
}

const TONES = {
  counted: {
    screen: 'bg-emerald-700 text-white',
    muted: 'text-emerald-50',
    bar: 'bg-white/80',
    footer: 'border-white/15',
    button: 'bg-white text-emerald-800 hover:bg-emerald-50',
  },
  cooldown: {
    screen: 'bg-amber-400 text-stone-950',
    muted: 'text-stone-800',
    bar: 'bg-stone-950/60',
    footer: 'border-stone-950/15',
    button: 'bg-stone-950 text-white hover:bg-stone-800',
  },
  refused: {
    screen: 'bg-red-700 text-white',
    muted: 'text-red-50',
    bar: 'bg-white/80',
    footer: 'border-white/15',
    button: 'bg-white text-red-800 hover:bg-red-50',
  },
  queued: {
    screen: 'bg-slate-700 text-white',
    muted: 'text-slate-100',
    bar: 'bg-white/80',
    footer: 'border-white/15',
    button: 'bg-white text-slate-800 hover:bg-slate-100',
  },
} as const;

/**
 * The full-screen answer to a scan, readable from a metre away: green for a counted visit, amber
 * when the customer was counted recently, red for a refusal, slate for a scan kept for later.
 * It returns to the scanner by itself after 6 s (20 s, restarted by any touch, while there are
 * promotions to redeem; never while a redemption is open on top of it); 'Siguiente cliente'
 * (focused) or Escape does it at once.
 */
export function ResultScreen({
  outcome,
  anonimo,
  pending,
  canje,
  covered = false,
  onDone,
}: {
  outcome: ScanOutcome;
  anonimo: boolean;
  pending: number;
  canje: CanjeEnResultado;
  /** A redemption screen is open on top: this one waits, hidden from keyboards and readers. */
  covered?: boolean;
  onDone: () => void;
}) {
  const tone = TONES[outcome.kind];
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const lastPromo = useRef<string | null>(null);
  const [activity, setActivity] = useState(0);

  const resultado =
    outcome.kind === 'counted' || outcome.kind === 'cooldown' ? outcome.resultado : null;
  const promociones = resultado?.promociones ?? [];
  // The token's few minutes count from when this answer arrived.
  const vencido = useVencido(resultado?.canjeToken ? CANJE_VENTANA_MS : null);
  const disponible = Boolean(resultado?.canjeToken) && !vencido;
  const conCanjes = promociones.length > 0 && disponible;
  const duration = conCanjes ? AUTO_RETURN_PROMOS_MS : AUTO_RETURN_MS;
  // Someone reading the offers or talking them over with the customer: the time starts again.
  const poke = () => {
    if (conCanjes) setActivity((n) => n + 1);
  };

  useEffect(() => {
    buttonRef.current?.focus({ preventScroll: true });
  }, []);

  // Back from a redemption: keyboard users land where they were.
  const wasCovered = useRef(covered);
  useEffect(() => {
    if (wasCovered.current && !covered) {
      const again = Array.from(
        sectionRef.current?.querySelectorAll<HTMLButtonElement>('[data-canjear]') ?? [],
      ).find((b) => b.dataset.canjear === lastPromo.current);
      (again ?? buttonRef.current)?.focus();
    }
    wasCovered.current = covered;
  }, [covered]);

  useEffect(() => {
    if (covered) return;
    const timer = setTimeout(onDone, duration);
    const bar = barRef.current;
    const animation = bar?.animate?.([{ transform: 'scaleX(1)' }, { transform: 'scaleX(0)' }], {
      duration,
      easing: 'linear',
      fill: 'forwards',
    });
    return () => {
      clearTimeout(timer);
      animation?.cancel();
    };
  }, [onDone, covered, duration, activity]);

  const onCanjear = (promo: PromocionEnMostrador) => {
    lastPromo.current = promo.publicID;
    canje.onCanjear(promo);
  };
  // A counted visit and one counted earlier today are told from the same answer.
  const Respuesta = outcome.kind === 'counted' ? Counted : Cooldown;
  const promos =
    promociones.length > 0 ? (
      <PromocionesMostrador
        promociones={promociones}
        canjeados={canje.canjeados}
        disponible={disponible}
        onCanjear={onCanjear}
      />
    ) : null;

  return (
    <section
      ref={sectionRef}
      aria-labelledby={titleId}
      inert={covered}
      data-result={outcome.kind}
      data-code={outcome.kind === 'refused' ? (outcome.code ?? undefined) : undefined}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          onDone();
        } else poke();
      }}
      onPointerDown={poke}
      className={cn('fixed inset-0 z-50 flex flex-col', tone.screen)}
    >
      <div className="h-2 shrink-0 bg-black/10" aria-hidden="true">
        <div ref={barRef} className={cn('h-full origin-left', tone.bar)} />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto" onScroll={poke}>
        <div className="mx-auto flex min-h-full w-full max-w-6xl flex-col justify-center gap-6 px-5 py-6 sm:gap-8 sm:px-8 lg:px-12 [@media(max-height:500px)]:py-3">
          {outcome.kind === 'counted' || outcome.kind === 'cooldown' ? (
            <Respuesta
              titleId={titleId}
              resultado={outcome.resultado}
              muted={tone.muted}
              promos={promos}
            />
          ) : outcome.kind === 'refused' ? (
            <Headline
              titleId={titleId}
              icon={<XCircle className="size-full" aria-hidden="true" />}
              title={TITULO_RECHAZO}
            >
              <p className="max-w-3xl text-xl font-semibold text-balance sm:text-3xl">
                {outcome.message}
              </p>
            </Headline>
          ) : (
            <Headline
              titleId={titleId}
              icon={
                outcome.reason === 'offline' ? (
                  <CloudOff className="size-full" aria-hidden="true" />
                ) : (
                  <CloudUpload className="size-full" aria-hidden="true" />
                )
              }
              title={outcome.reason === 'offline' ? 'Guardada sin conexión' : 'Visita guardada'}
            >
              <p className="text-xl font-semibold sm:text-3xl">
                {outcome.reason === 'offline'
                  ? 'Se enviará al volver la conexión.'
                  : 'Tarjeto no respondió. La enviaremos en un momento.'}
              </p>
              <p className={cn('mt-3 text-lg sm:text-xl', tone.muted)}>
                {anonimo
                  ? 'Visita sin cuenta.'
                  : 'El cliente verá la visita en su tarjeta en cuanto se envíe.'}{' '}
                {pending === 1 ? '1 visita por enviar.' : `${pending} visitas por enviar.`}
              </p>
            </Headline>
          )}
        </div>
      </div>
      <div
        className={cn(
          'flex shrink-0 justify-center border-t px-4 py-4 sm:py-6 [@media(max-height:500px)]:py-2',
          tone.footer,
        )}
      >
        <button
          ref={buttonRef}
          type="button"
          onClick={onDone}
          className={cn(
            'inline-flex min-h-16 w-full max-w-xl items-center justify-center gap-3 rounded-2xl px-6 text-2xl font-extrabold shadow-lg transition-colors sm:min-h-20 sm:text-3xl [@media(max-height:500px)]:min-h-13 [@media(max-height:500px)]:text-xl',
            tone.button,
          )}
        >
          Siguiente cliente
          <ArrowRight className="size-7" aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}

/** "Registrando visita…" (or "Canjeando…") while the server answers, normally well under a second. */
export function SendingScreen({
  titulo = 'Registrando visita…',
  detalle,
}: {
  titulo?: string;
  detalle: string;
}) {
  return (
    <div className="fixed inset-0 z-[60] grid place-items-center bg-stone-950/95 text-white">
      <div className="flex flex-col items-center gap-5 px-6 text-center">
        <Spinner size="lg" label="" className="text-marigold-300" />
        <p className="text-3xl font-extrabold sm:text-5xl">{titulo}</p>
        <p className="text-lg text-stone-300 sm:text-xl">{detalle}</p>
      </div>
    </div>
  );
}

/** True once `ms` have passed since the first render; never with null. */
function useVencido(ms: number | null): boolean {
  const [vencido, setVencido] = useState(false);
  const [desde] = useState(() => Date.now());
  useEffect(() => {
    if (ms === null) return;
    const timer = setTimeout(() => setVencido(true), Math.max(0, desde + ms - Date.now()));
    return () => clearTimeout(timer);
  }, [ms, desde]);
  return vencido;
}

function Headline({
  titleId,
  icon,
  title,
  children,
}: {
  titleId: string;
  icon: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-start gap-4 sm:gap-6 [@media(max-height:500px)]:gap-2">
      <span className="block size-16 shrink-0 sm:size-24 [@media(max-height:500px)]:size-10">
        {icon}
      </span>
      <h2
        id={titleId}
        className="text-4xl leading-[1.05] font-extrabold tracking-tight text-balance sm:text-6xl lg:text-7xl [@media(max-height:500px)]:text-3xl"
      >
        {title}
      </h2>
      {children ? <div>{children}</div> : null}
    </div>
  );
}

type Cliente = NonNullable<VisitaResultado['cliente']>;
type Tarjeta = NonNullable<VisitaResultado['tarjeta']>;

/** What the screen of a visit's answer (counted, or counted earlier today) is given. */
interface RespuestaProps {
  titleId: string;
  resultado: VisitaResultado;
  muted: string;
  promos: ReactNode;
}

function Counted({ titleId, resultado, muted, promos }: RespuestaProps) {
  const { cliente, tarjeta } = resultado;
  // With offers to redeem they are the next step: in landscape they take the wider column, and the
  // customer's side gets a little smaller.
  const compact = promos !== null;
  return (
    <div
      className={cn(
        'grid gap-6 sm:gap-8 lg:gap-12 [@media(max-height:500px)]:gap-4',
        compact
          ? 'landscape:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] landscape:items-start'
          : 'landscape:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] landscape:items-center',
      )}
    >
      <div className="flex flex-col gap-5 sm:gap-7 [@media(max-height:500px)]:gap-3">
        <div className="flex items-center gap-3 sm:gap-4">
          <CheckCircle2
            className="size-12 shrink-0 sm:size-16 [@media(max-height:500px)]:size-9"
            aria-hidden="true"
          />
          <h2
            id={titleId}
            className={cn(
              'text-3xl leading-tight font-extrabold tracking-tight [@media(max-height:500px)]:text-2xl',
              compact ? 'sm:text-4xl xl:text-5xl' : 'sm:text-5xl',
            )}
          >
            ¡Listo! Visita registrada
          </h2>
        </div>
        {cliente ? (
          <ClienteBlock cliente={cliente} tarjeta={tarjeta} compact={compact} />
        ) : (
          <div className="flex items-center gap-4">
            <span className="grid size-20 shrink-0 place-items-center rounded-full bg-white/15 ring-4 ring-white/70 sm:size-28">
              <UserRound className="size-10 sm:size-14" aria-hidden="true" />
            </span>
            <div>
              <p className="text-4xl font-extrabold sm:text-6xl">Visita sin cuenta</p>
              <p className={cn('mt-2 text-lg sm:text-2xl', muted)}>
                Invita a tu cliente a Tarjeto para juntar visitas y ganar premios.
              </p>
            </div>
          </div>
        )}
        {tarjeta?.subioDeNivel ? (
          <Banner
            className="bg-marigold-300 text-stone-950"
            icon={<PartyPopper className="size-8 shrink-0 sm:size-10" aria-hidden="true" />}
          >
            ¡Subiste a nivel {tarjeta.nombreNivel}!
          </Banner>
        ) : null}
        {tarjeta?.nueva ? (
          <Banner
            className="bg-white text-emerald-900"
            icon={<Sparkles className="size-8 shrink-0 sm:size-10" aria-hidden="true" />}
          >
            ¡Primera visita! Ya tiene su tarjeta
          </Banner>
        ) : null}
        {compact && tarjeta ? <Progreso tarjeta={tarjeta} muted={muted} compact /> : null}
      </div>
      {compact ? promos : tarjeta ? <Progreso tarjeta={tarjeta} muted={muted} /> : null}
    </div>
  );
}

function Cooldown({ titleId, resultado, muted, promos }: RespuestaProps) {
  const { cliente, tarjeta, siguienteVisitaDesde } = resultado;
  const nombre = cliente?.nombre ?? 'Este cliente';
  const zona = useZonaKiosk();
  const cuando = siguienteVisitaDesde
    ? cuandoCuentaTexto(siguienteVisitaDesde, new Date(), zona)
    : '';
  const info = (
    <div className="flex flex-col gap-5 sm:gap-7 [@media(max-height:500px)]:gap-2">
      <div className="flex items-center gap-4">
        {cliente ? (
          <ClienteFoto
            cliente={cliente}
            className="size-20 sm:size-28 [@media(max-height:500px)]:size-12"
            ring="ring-stone-950/80"
          />
        ) : null}
        <Clock
          className="size-12 shrink-0 sm:size-16 [@media(max-height:500px)]:size-9"
          aria-hidden="true"
        />
      </div>
      <h2
        id={titleId}
        className={cn(
          'text-4xl leading-[1.05] font-extrabold tracking-tight text-balance [@media(max-height:500px)]:text-3xl',
          promos ? 'sm:text-5xl' : 'sm:text-6xl lg:text-7xl',
        )}
      >
        {nombre} ya registró su visita hoy
      </h2>
      {cuando ? (
        <p className="text-2xl font-bold sm:text-4xl [@media(max-height:500px)]:text-xl">
          {conPunto(`Su siguiente visita cuenta ${cuando}`)}
        </p>
      ) : null}
      <p className={cn('text-lg sm:text-2xl', muted)}>
        Esta vez no se sumó a su tarjeta.
        {tarjeta?.siguienteNivel ? ` ${progresoTexto(tarjeta)}.` : ''}
      </p>
    </div>
  );
  if (!promos) return info;
  // A customer counted earlier today may still redeem: the offers sit beside (or below) the notice.
  return (
    <div className="grid gap-6 sm:gap-8 lg:gap-12 landscape:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] landscape:items-start [@media(max-height:500px)]:gap-4">
      {info}
      {promos}
    </div>
  );
}

function ClienteBlock({
  cliente,
  tarjeta,
  compact,
}: {
  cliente: Cliente;
  tarjeta: Tarjeta | null;
  compact: boolean;
}) {
  const nivel = tarjeta?.nivel ?? cliente.nivel;
  const colors = NIVEL_COLOR_CLASSES[nivel] ?? NIVEL_COLOR_CLASSES[0]!;
  return (
    <div className="flex items-center gap-4 sm:gap-6">
      <ClienteFoto
        cliente={cliente}
        className={cn(
          'size-20 [@media(max-height:500px)]:size-16',
          compact ? 'sm:size-24 xl:size-28' : 'sm:size-28 lg:size-32',
        )}
        ring="ring-white"
      />
      <div className="min-w-0">
        <p
          className={cn(
            'text-4xl leading-tight font-extrabold break-words [@media(max-height:500px)]:text-3xl',
            compact ? 'sm:text-5xl' : 'sm:text-6xl',
          )}
        >
          {cliente.nombre}
        </p>
        {/* Level 0 ("Todos") is where everyone starts: nothing to show off yet. */}
        {nivel > 0 ? (
          <p
            className={cn(
              'mt-2 inline-flex items-center rounded-full px-4 py-1 text-lg font-extrabold tracking-wide text-white uppercase ring-2 ring-white sm:text-2xl',
              colors.bg,
            )}
          >
            <span className="sr-only">Nivel </span>
            {tarjeta?.nombreNivel ?? nombreNivel(nivel)}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function Banner({
  className,
  icon,
  children,
}: {
  className: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <p
      className={cn(
        'flex items-center gap-3 rounded-2xl px-5 py-4 text-2xl font-extrabold shadow-md sm:text-3xl [@media(max-height:500px)]:py-2 [@media(max-height:500px)]:text-xl',
        className,
      )}
    >
      {icon}
      {children}
    </p>
  );
}

function Progreso({
  tarjeta,
  muted,
  compact = false,
}: {
  tarjeta: Tarjeta;
  muted: string;
  compact?: boolean;
}) {
  return (
    <div
      className={cn(
        'rounded-3xl bg-black/15 [@media(max-height:500px)]:p-4',
        compact ? 'p-4 sm:p-5' : 'p-5 sm:p-6',
      )}
    >
      <p
        className={cn(
          'font-extrabold [@media(max-height:500px)]:text-xl',
          compact ? 'text-xl sm:text-3xl' : 'text-2xl sm:text-4xl',
        )}
      >
        {progresoTexto(tarjeta)}
      </p>
      <BarraDeNivel
        pct={progresoPorcentaje(tarjeta)}
        className={cn(
          'overflow-hidden rounded-full bg-black/25',
          compact ? 'mt-3 h-3 sm:h-4' : 'mt-4 h-4 sm:h-5',
        )}
      />
      <p
        className={cn(
          'font-medium',
          compact ? 'mt-2 text-base sm:text-lg' : 'mt-3 text-lg sm:text-xl',
          muted,
        )}
      >
        {visitasTexto(tarjeta)}
      </p>
    </div>
  );
}
