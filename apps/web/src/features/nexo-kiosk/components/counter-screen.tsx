import type { ReactNode, Ref } from 'react';
import { Gift, Keyboard, UserRound, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import type { CameraState } from '../hooks/use-camera-scanner.ts';
import { CameraView } from './camera-view.tsx';

/**
 * The counter at rest: the camera looking for a customer's QR, the two other ways to register a
 * visit — typing the code, or a visit by someone without an account — and redeeming a code the
 * customer made in the app. Portrait stacks them; landscape puts the camera beside the buttons, so
 * either way nothing needs scrolling.
 */
export function CounterScreen({
  camera,
  hint,
  covered,
  typeButtonRef,
  onType,
  onCanjeCodigo,
  onAnonimo,
}: {
  camera: {
    videoRef: React.RefObject<HTMLVideoElement | null>;
    state: CameraState;
    retry: () => void;
  };
  hint: string | null;
  /** Another screen is in front: this one is hidden from keyboards and screen readers. */
  covered: boolean;
  typeButtonRef: Ref<HTMLButtonElement>;
  onType: () => void;
  onCanjeCodigo: () => void;
  onAnonimo: () => void;
}) {
  return (
    <main
      inert={covered}
      aria-labelledby="nexo-escanear"
      className="mx-auto grid w-full max-w-7xl flex-1 content-center justify-items-center gap-5 p-4 lg:gap-8 lg:p-8 landscape:grid-cols-[auto_minmax(0,1fr)] landscape:grid-rows-[1fr_auto_auto_1fr] landscape:justify-items-stretch landscape:gap-x-8 landscape:gap-y-5 [@media(max-height:500px)]:gap-y-3"
    >
      <div className="w-full max-w-xl landscape:col-start-2 landscape:row-start-2 landscape:max-w-lg">
        <h1
          id="nexo-escanear"
          className="text-2xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl"
        >
          Escanea el código del cliente
        </h1>
        <p className="mt-2 text-base text-stone-300 sm:text-xl [@media(max-height:480px)]:hidden [@media(max-height:680px)_and_(orientation:portrait)]:hidden">
          Pide que abra <strong className="text-white">Mi código</strong> en Tarjeto y lo acerque a
          la cámara.
        </p>
      </div>

      <CameraView
        videoRef={camera.videoRef}
        state={camera.state}
        hint={hint}
        onRetry={camera.retry}
        className="w-[min(100%,calc(100dvh-28rem))] min-w-48 [@media(max-height:680px)_and_(orientation:portrait)]:w-[min(100%,calc(100dvh-24rem))] landscape:col-start-1 landscape:row-span-4 landscape:row-start-1 landscape:w-[min(52vw,calc(100dvh-6rem))] landscape:self-center lg:landscape:w-[min(56vw,calc(100dvh-9rem))]"
      />

      <div className="grid w-full max-w-xl gap-3 sm:grid-cols-2 lg:gap-4 [@media(max-height:500px)]:gap-2 landscape:col-start-2 landscape:row-start-3 landscape:max-w-lg landscape:grid-cols-1">
        <BotonMostrador
          ref={typeButtonRef}
          icon={Keyboard}
          onClick={onType}
          className="bg-white text-stone-950 shadow-lg hover:bg-stone-100 active:bg-stone-200"
        >
          Escribir código
        </BotonMostrador>
        <BotonMostrador
          icon={Gift}
          iconClassName="text-marigold-300"
          onClick={onCanjeCodigo}
          className={cn(OSCURO, 'ring-2 ring-marigold-300/70')}
        >
          Canjear código
        </BotonMostrador>
        <BotonMostrador
          icon={UserRound}
          onClick={onAnonimo}
          className={cn(OSCURO, 'ring-1 ring-white/15 sm:col-span-2 landscape:col-span-1')}
        >
          Visita sin cuenta
        </BotonMostrador>
      </div>
    </main>
  );
}

const OSCURO = 'bg-stone-800 text-white hover:bg-stone-700 active:bg-stone-600';

/** One of the counter's big buttons under the camera: the same size and type, its own colours. */
function BotonMostrador({
  ref,
  icon: Icon,
  iconClassName,
  onClick,
  className,
  children,
}: {
  ref?: Ref<HTMLButtonElement>;
  icon: LucideIcon;
  iconClassName?: string;
  onClick: () => void;
  /** Its colours (and place in the grid). */
  className: string;
  children: ReactNode;
}) {
  return (
    <button
      ref={ref}
      type="button"
      onClick={onClick}
      className={cn(
        'inline-flex min-h-16 items-center justify-center gap-3 rounded-2xl px-5 text-xl font-extrabold transition-colors lg:min-h-20 lg:text-2xl [@media(max-height:500px)]:min-h-13 [@media(max-height:500px)]:text-lg',
        className,
      )}
    >
      <Icon className={cn('size-7', iconClassName)} aria-hidden="true" />
      {children}
    </button>
  );
}
