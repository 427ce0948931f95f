import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ArrowLeft, Gift } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import {
  CODIGO_CANJE_LONGITUD,
  formatearCodigoCanje,
  leerCodigoCanje,
} from '../lib/canje-codigo.ts';

/**
 * 'Canjear código': the 6 characters a customer's app shows for one promotion (valid 10 minutes),
 * typed here or put here by a barcode reader. It is checked first with the server's own reading,
 * so a typo, or the customer's visit code by mistake, is caught before a request.
 */
export function CanjeCodigoScreen({
  inicial = '',
  covered,
  onSubmit,
  onCancel,
}: {
  /** A code a reader or the camera already read: shown for staff to confirm with one tap. */
  inicial?: string;
  /** A redemption screen is on top: when it goes, the code is ready to be corrected. */
  covered: boolean;
  onSubmit: (codigo: string) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(() => formatearCodigoCanje(inicial));
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const leido = inicial !== '';
  const complete = value.length >= CODIGO_CANJE_LONGITUD;

  useEffect(() => {
    inputRef.current?.focus({ preventScroll: true });
  }, []);
  // Back from a refusal: the code stays, selected, to correct or replace.
  const wasCovered = useRef(covered);
  useEffect(() => {
    if (wasCovered.current && !covered) {
      inputRef.current?.focus({ preventScroll: true });
      inputRef.current?.select();
    }
    wasCovered.current = covered;
  }, [covered]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const leidoAhora = leerCodigoCanje(value);
    if (!leidoAhora.ok) {
      setError(leidoAhora.error);
      return;
    }
    onSubmit(leidoAhora.codigo);
  };

  return (
    <div
      inert={covered}
      className="absolute inset-0 z-10 overflow-y-auto bg-stone-950"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          onCancel();
        }
      }}
    >
      <div className="mx-auto flex min-h-full w-full max-w-2xl flex-col gap-6 p-4 lg:p-8 [@media(max-height:500px)]:gap-2 [@media(max-height:500px)]:py-2">
        <button
          type="button"
          onClick={onCancel}
          className="inline-flex min-h-12 items-center gap-2 self-start rounded-xl px-3 text-lg font-semibold text-stone-200 hover:bg-white/10"
        >
          <ArrowLeft className="size-6" aria-hidden="true" />
          Volver a escanear
        </button>
        <form
          onSubmit={submit}
          noValidate
          className="flex flex-1 flex-col justify-center gap-5 [@media(max-height:500px)]:gap-3"
        >
          <label
            htmlFor={inputId}
            className="text-3xl leading-tight font-extrabold tracking-tight sm:text-5xl [@media(max-height:500px)]:text-2xl"
          >
            Escribe el código de canje
          </label>
          <p
            id={hintId}
            className="text-lg text-stone-300 sm:text-xl [@media(max-height:500px)]:sr-only"
          >
            {leido ? (
              <>
                Leímos este código de canje. Revísalo y toca{' '}
                <strong className="text-white">Canjear</strong>.
              </>
            ) : (
              <>
                Son 6 letras o números. El cliente lo ve en su app, en la promoción que quiere usar;
                dura 10 minutos.
              </>
            )}
          </p>
          <input
            ref={inputRef}
            id={inputId}
            value={value}
            onChange={(e) => {
              setValue(formatearCodigoCanje(e.target.value));
              setError(null);
            }}
            type="text"
            inputMode="text"
            autoCapitalize="characters"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="done"
            placeholder="K7M2QX"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            className={cn(
              'h-24 w-full rounded-2xl border-4 bg-white px-4 text-center text-5xl font-extrabold indent-[0.3em] tracking-[0.3em] text-stone-950 uppercase placeholder:text-stone-300 sm:h-28 sm:text-6xl [@media(max-height:500px)]:h-16 [@media(max-height:500px)]:text-4xl',
              'focus:ring-4 focus:ring-marigold-300 focus:outline-none',
              error ? 'border-red-500' : 'border-white focus:border-marigold-400',
            )}
          />
          {error ? (
            <p id={errorId} role="alert" className="text-lg font-semibold text-red-300 sm:text-xl">
              {error}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={!complete}
            className="inline-flex min-h-16 items-center justify-center gap-3 rounded-2xl bg-marigold-400 px-6 text-2xl font-extrabold text-stone-950 shadow-lg transition-colors hover:bg-marigold-300 disabled:cursor-not-allowed disabled:bg-stone-700 disabled:text-stone-300 sm:min-h-20 sm:text-3xl [@media(max-height:500px)]:min-h-13 [@media(max-height:500px)]:text-xl"
          >
            <Gift className="size-7" aria-hidden="true" />
            Canjear
          </button>
        </form>
      </div>
    </div>
  );
}
