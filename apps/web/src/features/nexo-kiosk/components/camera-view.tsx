import { useEffect, useRef } from 'react';
import { CameraOff, RotateCw, ShieldAlert, VideoOff, type LucideIcon } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import type { CameraProblem, CameraState } from '../hooks/use-camera-scanner.ts';

const PROBLEMAS: Record<
  CameraProblem,
  { titulo: string; texto: string; retry: boolean; icon: LucideIcon }
> = {
  denied: {
    titulo: 'Sin permiso para usar la cámara',
    texto:
      'Permite la cámara para este sitio en la configuración del navegador. Mientras, puedes escribir el código del cliente.',
    retry: true,
    icon: ShieldAlert,
  },
  'no-camera': {
    titulo: 'No encontramos una cámara',
    texto: 'Conecta una cámara o escribe el código del cliente.',
    retry: true,
    icon: CameraOff,
  },
  busy: {
    titulo: 'La cámara está ocupada',
    texto: 'Cierra las otras apps que la estén usando y vuelve a intentar.',
    retry: true,
    icon: VideoOff,
  },
  unsupported: {
    titulo: 'Este navegador no puede usar la cámara aquí',
    texto: 'Abre Tarjeto con https:// en Chrome o Safari, o escribe el código del cliente.',
    retry: false,
    icon: CameraOff,
  },
  failed: {
    titulo: 'No pudimos abrir la cámara',
    texto: 'Vuelve a intentar o escribe el código del cliente.',
    retry: true,
    icon: CameraOff,
  },
};

/**
 * The live camera in a square with a viewfinder, or why there is no camera. The video shows the
 * centre square of the frame, which is exactly what the scanner reads.
 */
export function CameraView({
  videoRef,
  state,
  hint,
  onRetry,
  className,
}: {
  videoRef: React.RefObject<HTMLVideoElement | null>;
  state: CameraState;
  /** A short message over the picture, e.g. a QR that is not a Tarjeto code. */
  hint: string | null;
  onRetry: () => void;
  className?: string;
}) {
  const problem = state.status === 'error' ? PROBLEMAS[state.problem] : null;
  return (
    <div
      className={cn(
        'relative isolate aspect-square overflow-hidden rounded-3xl bg-stone-900 ring-1 ring-white/10',
        className,
      )}
    >
      <video
        ref={videoRef}
        muted
        playsInline
        autoPlay
        aria-hidden="true"
        className={cn(
          'absolute inset-0 size-full object-cover',
          state.status !== 'live' && 'invisible',
          // Only the picture is mirrored: frames are read from the video itself, unmirrored.
          state.status === 'live' && state.mirrored && '-scale-x-100',
        )}
      />
      {state.status === 'live' ? <Viewfinder /> : null}
      {state.status === 'starting' || state.status === 'idle' ? (
        <div className="absolute inset-0 grid place-items-center text-stone-300">
          <div className="flex flex-col items-center gap-3 text-lg font-semibold">
            <Spinner size="lg" label="" className="text-marigold-300" />
            Abriendo la cámara…
          </div>
        </div>
      ) : null}
      {problem ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center">
          <problem.icon className="size-12 text-marigold-300" aria-hidden="true" />
          <p className="text-xl font-extrabold text-white sm:text-2xl">{problem.titulo}</p>
          <p className="max-w-sm text-base text-stone-300">{problem.texto}</p>
          {problem.retry ? (
            <button
              type="button"
              onClick={onRetry}
              className="mt-2 inline-flex min-h-12 items-center gap-2 rounded-xl bg-white/10 px-5 text-base font-semibold text-white ring-1 ring-white/25 hover:bg-white/20"
            >
              <RotateCw className="size-5" aria-hidden="true" />
              Reintentar
            </button>
          ) : null}
        </div>
      ) : null}
      <div aria-live="polite" className="absolute inset-x-3 bottom-3 flex justify-center">
        {hint ? (
          <p className="rounded-2xl bg-stone-950/85 px-4 py-2 text-center text-base font-semibold text-white ring-1 ring-white/20">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * Corner marks and a slow sweeping line, so it is obvious the camera is looking. The line sweeps
 * by `transform` of a box as tall as the viewfinder (its percentages are the box's own height),
 * which the compositor moves without the page: animating `top` laid out and repainted the line
 * and its glow on the main thread, the one the scan loop reads frames on, sixty times a second.
 */
function Viewfinder() {
  const lineRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const line = lineRef.current;
    if (!line?.animate || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const animation = line.animate(
      [{ transform: 'translateY(8%)' }, { transform: 'translateY(92%)' }],
      {
        duration: 2200,
        iterations: Infinity,
        direction: 'alternate',
        easing: 'ease-in-out',
      },
    );
    return () => animation.cancel();
  }, []);
  const corner = 'absolute size-12 border-marigold-300 sm:size-16';
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-[10%]">
      <span className={cn(corner, 'top-0 left-0 rounded-tl-2xl border-t-[6px] border-l-[6px]')} />
      <span className={cn(corner, 'top-0 right-0 rounded-tr-2xl border-t-[6px] border-r-[6px]')} />
      <span
        className={cn(corner, 'bottom-0 left-0 rounded-bl-2xl border-b-[6px] border-l-[6px]')}
      />
      <span
        className={cn(corner, 'right-0 bottom-0 rounded-br-2xl border-r-[6px] border-b-[6px]')}
      />
      <div
        ref={lineRef}
        className="absolute inset-x-[6%] inset-y-0"
        // Still (reduced motion): across the middle. Moving: the animation's transform wins.
        style={{ transform: 'translateY(50%)' }}
      >
        <div className="h-1 rounded-full bg-marigold-300/80 shadow-[0_0_18px_4px_rgba(255,203,74,0.45)]" />
      </div>
    </div>
  );
}
