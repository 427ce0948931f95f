import { useEffect, useRef } from 'react';
import { CODIGO_CANJE_TTL_MS } from '@tarjeto/shared';
import { minutosSegundos } from '../hooks/use-cuenta-regresiva.ts';

/**
 * The redemption code, big enough to read across the counter (DOMAIN §6: 6 characters, valid 10
 * minutes), with the time it has left. A screen reader hears it one character at a time.
 */
export function CodigoCanje({
  codigo,
  restanteMs,
  negocio,
  enfocar = false,
}: {
  codigo: string;
  restanteMs: number;
  negocio: string;
  /** Take the focus when it shows: the 'Canjear' that asked for it is gone. */
  enfocar?: boolean;
}) {
  const ref = useRef<HTMLElement>(null);
  // On a phone the sheet may hold more than fits: the code is what the counter needs to see.
  useEffect(() => {
    if (enfocar) ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [codigo, enfocar]);
  const pct = Math.max(0, Math.min(100, (restanteMs / CODIGO_CANJE_TTL_MS) * 100));
  const poco = restanteMs <= 60_000;
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="codigo-canje-titulo"
      className="rounded-3xl bg-stone-950 p-5 text-center text-white shadow-lg"
    >
      <h3
        id="codigo-canje-titulo"
        className="text-sm font-semibold tracking-wide text-white/80 uppercase"
      >
        Tu código de canje
      </h3>
      <p
        data-testid="codigo-canje"
        aria-label={`Código ${codigo.split('').join(' ')}`}
        className="mt-2 font-mono text-5xl font-extrabold tracking-[0.18em] tabular-nums sm:text-6xl"
      >
        {codigo}
      </p>
      <p className="mt-3 text-base font-semibold">
        Muéstralo en el mostrador de {negocio} para canjear tu oferta.
      </p>
      <div className="mt-4">
        <div
          className="h-2 overflow-hidden rounded-full bg-white/20"
          role="progressbar"
          aria-label="Tiempo que le queda al código"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(pct)}
        >
          <div
            className={
              poco ? 'h-full rounded-full bg-marigold-400' : 'h-full rounded-full bg-white'
            }
            style={{ width: `${pct}%` }}
          />
        </div>
        <p role="timer" aria-live="off" className="mt-2 text-sm font-semibold text-white/90">
          Vence en <span data-testid="codigo-canje-restante">{minutosSegundos(restanteMs)}</span>
        </p>
      </div>
    </section>
  );
}
