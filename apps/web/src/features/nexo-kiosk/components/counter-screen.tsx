import type { Ref } from 'react';
import { Gift, Keyboard, UserRound } from 'lucide-react';
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
        <button
          ref={typeButtonRef}
          type="button"
          onClick={onType}
          className="inline-flex min-h-16 items-center justify-center gap-3 rounded-2xl bg-white px-5 text-xl font-extrabold text-stone-950 shadow-lg transition-colors hover:bg-stone-100 active:bg-stone-200 lg:min-h-20 lg:text-2xl [@media(max-height:500px)]:min-h-13 [@media(max-height:500px)]:text-lg"
        >
          <Keyboard className="size-7" aria-hidden="true" />
          Escribir código
        </button>
        <button
          type="button"
          onClick={onCanjeCodigo}
          className="inline-flex min-h-16 items-center justify-center gap-3 rounded-2xl bg-stone-800 px-5 text-xl font-extrabold text-white ring-2 ring-marigold-300/70 transition-colors hover:bg-stone-700 active:bg-stone-600 lg:min-h-20 lg:text-2xl [@media(max-height:500px)]:min-h-13 [@media(max-height:500px)]:text-lg"
        >
          <Gift className="size-7 text-marigold-300" aria-hidden="true" />
          Canjear código
        </button>
        <button
          type="button"
          onClick={onAnonimo}
          className="inline-flex min-h-16 items-center justify-center gap-3 rounded-2xl bg-stone-800 px-5 text-xl font-extrabold text-white ring-1 ring-white/15 transition-colors hover:bg-stone-700 active:bg-stone-600 sm:col-span-2 lg:min-h-20 lg:text-2xl [@media(max-height:500px)]:min-h-13 [@media(max-height:500px)]:text-lg landscape:col-span-1"
        >
          <UserRound className="size-7" aria-hidden="true" />
          Visita sin cuenta
        </button>
      </div>
    </main>
  );
}
