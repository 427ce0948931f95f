import { useEffect, useId, useRef } from 'react';
import { AlarmClockOff, KeyRound, RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { EsperaDeVinculacion } from '../hooks/use-nexo-pairing.ts';
import { CODIGO_VENCIDO, MINUTOS_DEL_CODIGO } from '../lib/copy.ts';
import { agruparCodigo, cuentaRegresivaEnPalabras, formatCuentaRegresiva } from '../lib/format.ts';

interface PairingPanelProps {
  espera: EsperaDeVinculacion | null;
  restanteMs: number;
  vencido: boolean;
  generando: boolean;
  onGenerar: () => void;
}

/**
 * The code half of pairing: 'Generar Código', then the 6 digits large enough to read across the
 * counter, a live countdown, and the wait for the device. When a code runs out unused, says so.
 */
export function PairingPanel({
  espera,
  restanteMs,
  vencido,
  generando,
  onGenerar,
}: PairingPanelProps) {
  // 'Generar Código' gives way to the code: the focus goes to it instead of falling to <body>.
  const codigoRef = useRef<HTMLElement>(null);
  const tituloId = useId();
  const code = espera?.code;
  useEffect(() => {
    const activo = document.activeElement;
    if (code && (!activo || activo === document.body)) codigoRef.current?.focus();
  }, [code]);

  if (!espera) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-2xl bg-stone-50 px-5 py-8 text-center ring-1 ring-stone-200 ring-inset">
        {vencido ? (
          <p
            role="alert"
            className="flex max-w-md items-start gap-3 rounded-xl bg-marigold-50 px-4 py-3 text-left text-sm leading-6 font-medium text-marigold-900 ring-1 ring-marigold-200"
          >
            <AlarmClockOff className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            {CODIGO_VENCIDO}
          </p>
        ) : (
          <span className="grid size-14 place-items-center rounded-2xl bg-white text-rubi-700 shadow-sm ring-1 ring-stone-200">
            <KeyRound className="size-7" aria-hidden="true" />
          </span>
        )}
        <div>
          <p className="text-lg font-bold text-stone-900">Vincula tu Nexo con un código</p>
          <p className="mt-1 text-sm text-stone-600">
            Dura {MINUTOS_DEL_CODIGO} minutos y sirve una sola vez.
          </p>
        </div>
        <Button size="lg" onClick={onGenerar} loading={generando}>
          Generar Código
        </Button>
      </div>
    );
  }

  const vida = Math.max(1, espera.venceEn - espera.generadoEn);
  const pct = Math.max(0, Math.min(100, (restanteMs / vida) * 100));
  const digitos = espera.code.split('').join(' ');
  const casiVence = restanteMs <= 60_000;

  // A container: the digits size to the panel, which is narrow beside a sidebar on a small tablet.
  return (
    <section
      ref={codigoRef}
      tabIndex={-1}
      aria-labelledby={tituloId}
      className="@container flex flex-col items-center gap-5 rounded-2xl bg-stone-950 px-5 py-8 text-center text-white sm:py-10"
    >
      <p id={tituloId} className="text-sm font-semibold tracking-wide text-stone-300 uppercase">
        Código de vinculación
      </p>
      {/* Announced once when it appears; the digits one by one, as a person would type them. */}
      <p className="sr-only" aria-live="polite">
        {`Código de vinculación: ${digitos}. Escríbelo en el Nexo antes de ${MINUTOS_DEL_CODIGO} minutos.`}
      </p>
      <p
        aria-hidden="true"
        data-testid="codigo-vinculacion"
        className="text-5xl font-extrabold tracking-[0.08em] whitespace-nowrap tabular-nums @[17rem]:text-6xl @[24rem]:text-7xl"
      >
        {agruparCodigo(espera.code)}
      </p>
      <div className="w-full max-w-xs">
        <div className="flex items-center justify-between text-sm font-semibold">
          <span className="text-stone-300">Vence en</span>
          <span
            role="timer"
            aria-label={`Vence en ${cuentaRegresivaEnPalabras(restanteMs)}`}
            className={
              casiVence
                ? 'font-mono text-base text-marigold-300 tabular-nums'
                : 'font-mono text-base tabular-nums'
            }
          >
            {formatCuentaRegresiva(restanteMs)}
          </span>
        </div>
        <div aria-hidden="true" className="mt-2 h-1.5 overflow-hidden rounded-full bg-white/15">
          <div
            className={
              casiVence
                ? 'h-full rounded-full bg-marigold-400 transition-[width] duration-1000 ease-linear'
                : 'h-full rounded-full bg-emerald-400 transition-[width] duration-1000 ease-linear'
            }
            style={{ width: `${pct}%` }}
          />
        </div>
      </div>
      <p className="inline-flex items-center gap-2.5 text-sm font-medium text-stone-200">
        <Spinner size="sm" label="" className="text-emerald-300" />
        Esperando a que el Nexo se conecte…
      </p>
      <button
        type="button"
        onClick={onGenerar}
        disabled={generando}
        aria-busy={generando || undefined}
        className="inline-flex min-h-11 items-center gap-2 rounded-xl px-4 text-sm font-semibold text-stone-100 transition-colors hover:bg-white/10 active:bg-white/15 disabled:opacity-60"
      >
        {generando ? (
          <Spinner size="sm" label="" />
        ) : (
          <RefreshCw className="size-4" aria-hidden="true" />
        )}
        Generar otro código
      </button>
    </section>
  );
}
