import { useEffect, useId, useRef, type ReactNode } from 'react';
import {
  ArrowLeft,
  ArrowRight,
  CheckCircle2,
  Clock,
  CloudOff,
  Gift,
  Package,
  RotateCw,
  ScanLine,
  WifiOff,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import type { PromocionEnMostrador } from '@tarjeto/shared';
import { useModal } from '../../../components/ui/use-modal.ts';
import { cn } from '../../../lib/cn.ts';
import {
  claseTexto,
  horaCanje,
  preguntaCanje,
  primerNombre,
  quedanTexto,
  SIN_CONEXION_TEXTO,
  SIN_CONEXION_TITULO,
  SIN_RESPUESTA_TEXTO,
  SIN_RESPUESTA_TITULO,
  TITULO_CANJE_HECHO,
  TITULO_CANJE_RECHAZADO,
} from '../lib/canje-copy.ts';
import { useZonaKiosk } from '../lib/zona-kiosk.ts';
import type { CanjeOrigen, CanjeStep } from '../lib/canje-outcome.ts';
import { ClienteFoto } from './cliente-foto.tsx';
import { NivelFlag } from './nivel-flag.tsx';
import { SendingScreen } from './result-screen.tsx';

const TONES = {
  confirm: {
    screen: 'bg-stone-950 text-white',
    muted: 'text-stone-300',
    footer: 'border-white/15',
    primary: 'bg-marigold-400 text-stone-950 hover:bg-marigold-300',
    secondary: 'text-white ring-white/70 hover:bg-white/10',
  },
  done: {
    screen: 'bg-emerald-700 text-white',
    muted: 'text-emerald-50',
    footer: 'border-white/15',
    primary: 'bg-white text-emerald-800 hover:bg-emerald-50',
    secondary: 'text-white ring-white/70 hover:bg-white/10',
  },
  refused: {
    screen: 'bg-red-700 text-white',
    muted: 'text-red-50',
    footer: 'border-white/15',
    primary: 'bg-white text-red-800 hover:bg-red-50',
    secondary: 'text-white ring-white/70 hover:bg-white/10',
  },
  unconfirmed: {
    screen: 'bg-slate-700 text-white',
    muted: 'text-slate-100',
    footer: 'border-white/15',
    primary: 'bg-white text-slate-800 hover:bg-slate-100',
    secondary: 'text-white ring-white/70 hover:bg-white/10',
  },
} as const;
type Tone = (typeof TONES)[keyof typeof TONES];

export interface CanjeScreenActions {
  /** 'Sí, canjear'. */
  onConfirm: () => void;
  /** Back to what was underneath: the result with its promotions, or the code screen. */
  onBack: () => void;
  /** To the scanner for the next customer (also 'Escanear de nuevo'). */
  onNext: () => void;
  /** The same redemption again, with the same key. */
  onRetry: () => void;
  /** From a code: an empty code screen for the next one. */
  onOtroCodigo: () => void;
}

/**
 * A redemption, full screen in the kiosk's colours: the question before it (dark), "Canjeando…",
 * then green with what was redeemed and for whom (staff can turn the screen to the customer), red
 * with the server's reason, or slate when it could not be confirmed. Nothing here goes away by
 * itself; Escape goes back.
 */
export function CanjeScreen({ step, ...actions }: { step: CanjeStep } & CanjeScreenActions) {
  switch (step.step) {
    case 'confirm':
      return <ConfirmarCanje step={step} {...actions} />;
    case 'sending':
      return (
        <SendingScreen
          titulo="Canjeando…"
          detalle={
            step.intento > 1
              ? `Sin respuesta. Intento ${step.intento}…`
              : 'Revisando existencias y límites'
          }
        />
      );
    case 'done':
      return <CanjeHecho step={step} {...actions} />;
    case 'refused':
      return <CanjeRechazado step={step} {...actions} />;
    case 'unconfirmed':
      return <CanjeSinConfirmar step={step} {...actions} />;
  }
}

function Panel({
  tone,
  titleId,
  describedBy,
  role,
  onEscape,
  name,
  footer,
  children,
}: {
  tone: Tone;
  titleId: string;
  describedBy?: string;
  role?: 'alertdialog';
  onEscape: () => void;
  /** data-canje, for tests and styles. */
  name: string;
  footer: ReactNode;
  children: ReactNode;
}) {
  // Full screen over the kiosk, and modal (use-modal.ts): the kiosk behind is inert, Tab stays on
  // these buttons, and Escape goes back from wherever the focus is.
  const ref = useRef<HTMLElement>(null);
  useModal({ open: true, panelRef: ref, onEscape, devolverFoco: false });
  return (
    <section
      ref={ref}
      tabIndex={-1}
      role={role ?? 'dialog'}
      aria-modal
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      data-canje={name}
      className={cn('fixed inset-0 z-[60] flex flex-col', tone.screen)}
    >
      <div className="min-h-0 flex-1 overflow-y-auto">
        <div className="mx-auto flex min-h-full w-full max-w-5xl flex-col justify-center gap-6 px-5 py-6 sm:gap-8 sm:px-8 lg:px-12 [@media(max-height:500px)]:gap-3 [@media(max-height:500px)]:py-3">
          {children}
        </div>
      </div>
      <div
        className={cn(
          'flex shrink-0 flex-col items-stretch justify-center gap-3 border-t px-4 py-4 sm:flex-row sm:py-6 [@media(max-height:500px)]:flex-row [@media(max-height:500px)]:py-2',
          tone.footer,
        )}
      >
        {footer}
      </div>
    </section>
  );
}

const BUTTON =
  'inline-flex min-h-16 w-full items-center justify-center gap-3 rounded-2xl px-6 text-2xl font-extrabold transition-colors sm:min-h-20 sm:max-w-md sm:flex-1 sm:text-3xl [@media(max-height:500px)]:min-h-13 [@media(max-height:500px)]:text-xl';

function Accion({
  tone,
  kind,
  icon: Icon,
  autoFocus = false,
  onClick,
  children,
}: {
  tone: Tone;
  kind: 'primary' | 'secondary';
  icon?: LucideIcon;
  /** Focused when the screen opens. */
  autoFocus?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus({ preventScroll: true });
  }, [autoFocus]);
  return (
    <button
      ref={ref}
      type="button"
      onClick={onClick}
      className={cn(
        BUTTON,
        kind === 'primary'
          ? cn('shadow-lg', tone.primary)
          : cn('ring-2 ring-inset', tone.secondary),
      )}
    >
      {Icon ? <Icon className="size-7 shrink-0" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

/**
 * The answer to a redemption, laid out the same for each outcome: its icon and title, the
 * promotion's name when the title does not say it, then what there is to say — the server's reason
 * or what to do (`mensaje`), or what was redeemed (`children`).
 */
function Resultado({
  tone,
  name,
  icon: Icon,
  titulo,
  subtitulo = null,
  mensaje,
  onEscape,
  footer,
  children,
}: {
  tone: Tone;
  name: string;
  icon: LucideIcon;
  titulo: string;
  subtitulo?: string | null;
  mensaje?: string;
  onEscape: () => void;
  footer: ReactNode;
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Panel tone={tone} titleId={titleId} onEscape={onEscape} name={name} footer={footer}>
      <div>
        <div className="flex items-center gap-3 sm:gap-4">
          <Icon
            className="size-12 shrink-0 sm:size-16 [@media(max-height:500px)]:size-9"
            aria-hidden="true"
          />
          <h2
            id={titleId}
            className="text-4xl leading-[1.05] font-extrabold tracking-tight text-balance sm:text-6xl [@media(max-height:500px)]:text-3xl"
          >
            {titulo}
          </h2>
        </div>
        {subtitulo ? (
          <p className={cn('mt-3 text-xl font-bold sm:text-3xl', tone.muted)}>{subtitulo}</p>
        ) : null}
      </div>
      {mensaje ? (
        <p className="max-w-4xl text-2xl font-semibold text-balance sm:text-3xl lg:text-4xl [@media(max-height:500px)]:text-xl">
          {mensaje}
        </p>
      ) : null}
      {children}
    </Panel>
  );
}

function ConfirmarCanje({
  step,
  onConfirm,
  onBack,
}: { step: Extract<CanjeStep, { step: 'confirm' }> } & CanjeScreenActions) {
  const tone = TONES.confirm;
  const titleId = useId();
  const bodyId = useId();
  const { promo, origen } = step;
  const cliente = origen.cliente;
  return (
    <Panel
      tone={tone}
      titleId={titleId}
      describedBy={bodyId}
      role="alertdialog"
      onEscape={onBack}
      name="confirm"
      footer={
        <>
          <Accion tone={tone} kind="secondary" autoFocus onClick={onBack}>
            Cancelar
          </Accion>
          <Accion tone={tone} kind="primary" icon={Gift} onClick={onConfirm}>
            Sí, canjear
          </Accion>
        </>
      }
    >
      <div className="flex items-center gap-4 sm:gap-6">
        {cliente ? (
          <ClienteFoto
            cliente={cliente}
            className="size-20 sm:size-28 [@media(max-height:500px)]:size-14"
            ring="ring-white"
          />
        ) : null}
        <h2
          id={titleId}
          className="min-w-0 text-3xl leading-tight font-extrabold tracking-tight text-balance break-words sm:text-5xl [@media(max-height:500px)]:text-2xl"
        >
          {preguntaCanje(promo.titulo, cliente?.nombre ?? null)}
        </h2>
      </div>
      <PromoDetalle id={bodyId} promo={promo} />
    </Panel>
  );
}

/** The promotion as the confirm step shows it: everything, terms included, on a white card. */
function PromoDetalle({ id, promo }: { id: string; promo: PromocionEnMostrador }) {
  return (
    <div
      id={id}
      className="rounded-3xl bg-white p-5 text-stone-950 shadow-lg sm:p-8 [@media(max-height:500px)]:p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="inline-flex items-center rounded-full bg-stone-100 px-3 py-1 text-sm font-bold text-stone-800 ring-1 ring-stone-300 sm:text-base">
          {claseTexto(promo.clase)}
        </span>
        <NivelFlag nivel={promo.nivelReq} />
        {promo.restantes !== null ? (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-marigold-200 px-3 py-1 text-sm font-extrabold sm:text-base">
            <Package className="size-4 sm:size-5" aria-hidden="true" />
            {quedanTexto(promo.restantes)}
          </span>
        ) : null}
      </div>
      <p className="mt-3 text-2xl leading-tight font-extrabold sm:text-4xl [@media(max-height:500px)]:mt-2 [@media(max-height:500px)]:text-2xl">
        {promo.titulo}
      </p>
      <p className="mt-2 text-lg text-stone-700 sm:text-2xl [@media(max-height:500px)]:mt-1 [@media(max-height:500px)]:text-lg">
        {promo.descripcion}
      </p>
      {promo.terminos ? (
        <div className="mt-4 border-t-2 border-dashed border-stone-300 pt-4">
          <p className="text-base font-extrabold text-stone-800 sm:text-lg">
            Términos y condiciones
          </p>
          <p className="mt-1 text-base whitespace-pre-line text-stone-700 sm:text-lg">
            {promo.terminos}
          </p>
        </div>
      ) : null}
    </div>
  );
}

/** Back to the result ("Volver con Ana") or, after a code, to an empty code screen. */
function volver(origen: CanjeOrigen, { onBack, onOtroCodigo }: CanjeScreenActions) {
  if (origen.tipo === 'codigo') return { label: 'Canjear otro código', onClick: onOtroCodigo };
  const nombre = origen.cliente ? primerNombre(origen.cliente.nombre) : null;
  return { label: nombre ? `Volver con ${nombre}` : 'Volver a las promociones', onClick: onBack };
}

function CanjeHecho({
  step,
  ...actions
}: { step: Extract<CanjeStep, { step: 'done' }> } & CanjeScreenActions) {
  const tone = TONES.done;
  const { canje, origen } = step;
  const back = volver(origen, actions);
  const zona = useZonaKiosk();
  return (
    <Resultado
      tone={tone}
      name="done"
      icon={CheckCircle2}
      titulo={TITULO_CANJE_HECHO}
      onEscape={back.onClick}
      footer={
        <>
          <Accion tone={tone} kind="secondary" icon={ArrowLeft} onClick={back.onClick}>
            {back.label}
          </Accion>
          <Accion tone={tone} kind="primary" autoFocus onClick={actions.onNext}>
            Siguiente cliente
            <ArrowRight className="size-7 shrink-0" aria-hidden="true" />
          </Accion>
        </>
      }
    >
      <div className="overflow-hidden rounded-3xl bg-white text-stone-950 shadow-xl">
        <div className="flex items-start gap-4 p-5 sm:p-8 [@media(max-height:500px)]:p-4">
          <Gift
            className="mt-1 size-10 shrink-0 text-emerald-700 sm:size-14 [@media(max-height:500px)]:size-8"
            aria-hidden="true"
          />
          <div className="min-w-0">
            <p className="text-3xl leading-tight font-extrabold tracking-tight break-words sm:text-5xl [@media(max-height:500px)]:text-2xl">
              {canje.promocion.titulo}
            </p>
            <p className="mt-2 text-lg text-stone-700 sm:text-2xl [@media(max-height:500px)]:text-base">
              {canje.promocion.descripcion}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3 border-t-2 border-dashed border-stone-300 bg-stone-50 px-5 py-4 sm:px-8 sm:py-5 [@media(max-height:500px)]:py-2">
          <div className="flex min-w-0 items-center gap-3">
            <ClienteFoto
              cliente={canje.cliente}
              className="size-14 text-xl sm:size-16 sm:text-2xl"
              ring="ring-white"
            />
            <div className="min-w-0">
              <p className="text-sm font-semibold text-stone-600 sm:text-base">Para</p>
              <p className="text-2xl leading-tight font-extrabold break-words sm:text-3xl [@media(max-height:500px)]:text-xl">
                {canje.cliente.nombre}
              </p>
            </div>
            {canje.cliente.nivel > 0 ? <NivelFlag nivel={canje.cliente.nivel} /> : null}
          </div>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-lg font-bold text-stone-800 sm:ml-auto sm:text-xl">
            <span className="inline-flex items-center gap-2">
              <Clock className="size-5 sm:size-6" aria-hidden="true" />
              Hoy, {horaCanje(canje.fecha, zona)}
            </span>
            {canje.restantes !== null ? (
              <span className="inline-flex items-center gap-2">
                <Package className="size-5 sm:size-6" aria-hidden="true" />
                {quedanTexto(canje.restantes)}
              </span>
            ) : null}
          </div>
        </div>
      </div>
    </Resultado>
  );
}

function CanjeRechazado({
  step,
  ...actions
}: { step: Extract<CanjeStep, { step: 'refused' }> } & CanjeScreenActions) {
  const tone = TONES.refused;
  const { origen, rescan, message, titulo } = step;
  const back =
    origen.tipo === 'codigo'
      ? { label: 'Revisar el código', onClick: actions.onBack }
      : volver(origen, actions);
  const footer = rescan ? (
    <Accion tone={tone} kind="primary" autoFocus icon={ScanLine} onClick={actions.onNext}>
      Escanear de nuevo
    </Accion>
  ) : (
    <>
      <Accion tone={tone} kind="secondary" onClick={actions.onNext}>
        Siguiente cliente
      </Accion>
      <Accion tone={tone} kind="primary" autoFocus icon={ArrowLeft} onClick={back.onClick}>
        {back.label}
      </Accion>
    </>
  );
  return (
    <Resultado
      tone={tone}
      name="refused"
      icon={XCircle}
      titulo={TITULO_CANJE_RECHAZADO}
      subtitulo={titulo}
      mensaje={message}
      onEscape={rescan ? actions.onNext : back.onClick}
      footer={footer}
    />
  );
}

function CanjeSinConfirmar({
  step,
  ...actions
}: { step: Extract<CanjeStep, { step: 'unconfirmed' }> } & CanjeScreenActions) {
  const tone = TONES.unconfirmed;
  const offline = step.reason === 'offline';
  return (
    <Resultado
      tone={tone}
      name="unconfirmed"
      icon={offline ? WifiOff : CloudOff}
      titulo={offline ? SIN_CONEXION_TITULO : SIN_RESPUESTA_TITULO}
      subtitulo={step.titulo}
      mensaje={offline ? SIN_CONEXION_TEXTO : SIN_RESPUESTA_TEXTO}
      onEscape={actions.onBack}
      footer={
        <>
          <Accion tone={tone} kind="secondary" icon={ArrowLeft} onClick={actions.onBack}>
            Volver
          </Accion>
          <Accion tone={tone} kind="primary" autoFocus icon={RotateCw} onClick={actions.onRetry}>
            Intentar de nuevo
          </Accion>
        </>
      }
    />
  );
}
