import { useId, useState, type FormEvent } from 'react';
import { ArrowLeft, Gift, Send } from 'lucide-react';
import {
  CODIGO_DIGITOS,
  CODIGO_HANDLE_LONGITUD,
  codigoParaMostrar,
  leerCodigoCliente,
} from '@tarjeto/shared';
import { cn } from '../../../lib/cn.ts';
import { CODIGO_CANJE_LONGITUD, leerCodigoCanje } from '../lib/canje-codigo.ts';

export const CODIGO_INVALIDO_LOCAL =
  'Revisa el código: son 5 letras o números y 6 dígitos, como 7Q4KM-482913.';
export const PARECE_CODIGO_DE_CANJE =
  'Ese código tiene 6 caracteres: es para canjear una promoción. El de visita tiene 11, como 7Q4KM-482913.';

const LARGO = CODIGO_HANDLE_LONGITUD + CODIGO_DIGITOS;

/** "7q4km48" → "7Q4KM-48": upper case, only letters and digits, the dash where the screen has it. */
export function formatearCodigo(raw: string): string {
  const limpio = raw
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, LARGO);
  return limpio.length > CODIGO_HANDLE_LONGITUD
    ? `${limpio.slice(0, CODIGO_HANDLE_LONGITUD)}-${limpio.slice(CODIGO_HANDLE_LONGITUD)}`
    : limpio;
}

/**
 * The code typed by hand, for a phone whose QR will not scan or a counter without a camera. It is
 * checked here first (the same reading the server does), so a typo is caught before a request. A
 * 6-character redemption code typed here is recognised and sent to its own screen, never as a visit.
 */
export function TypedCodeScreen({
  onSubmit,
  onCanjeCodigo,
  onCancel,
}: {
  onSubmit: (codigo: string) => void;
  /** A redemption code typed here by mistake: open 'Canjear código' with it. */
  onCanjeCodigo?: (codigo: string) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [canje, setCanje] = useState<string | null>(null);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const largo = value.replace('-', '').length;
  const complete =
    largo === LARGO || (onCanjeCodigo !== undefined && largo === CODIGO_CANJE_LONGITUD);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const codigo = leerCodigoCliente(value);
    if (!codigo) {
      const deCanje = onCanjeCodigo ? leerCodigoCanje(value) : null;
      setCanje(deCanje?.ok ? deCanje.codigo : null);
      setError(deCanje?.ok ? PARECE_CODIGO_DE_CANJE : CODIGO_INVALIDO_LOCAL);
      return;
    }
    onSubmit(codigoParaMostrar(codigo));
  };

  return (
    <div
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
            Escribe el código del cliente
          </label>
          <p
            id={hintId}
            className="text-lg text-stone-300 sm:text-xl [@media(max-height:500px)]:sr-only"
          >
            Está debajo de su QR, en <strong className="text-white">Mi código</strong>. Cambia cada
            30 segundos: escríbelo al momento.
          </p>
          <input
            id={inputId}
            value={value}
            onChange={(e) => {
              setValue(formatearCodigo(e.target.value));
              setError(null);
              setCanje(null);
            }}
            // The code has letters: a text keyboard, in capitals, with no corrections.
            type="text"
            inputMode="text"
            autoCapitalize="characters"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="send"
            autoFocus
            maxLength={LARGO + 1}
            placeholder="7Q4KM-482913"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            className={cn(
              'h-20 w-full rounded-2xl border-4 bg-white px-4 text-center text-4xl font-extrabold tracking-[0.12em] text-stone-950 tabular-nums placeholder:text-stone-500 sm:h-24 sm:text-5xl [@media(max-height:500px)]:h-16 [@media(max-height:500px)]:text-3xl',
              'focus:ring-4 focus:ring-marigold-300 focus:outline-none',
              error ? 'border-red-500' : 'border-white focus:border-marigold-400',
            )}
          />
          {error ? (
            <p id={errorId} role="alert" className="text-lg font-semibold text-red-300 sm:text-xl">
              {error}
            </p>
          ) : null}
          {canje && onCanjeCodigo ? (
            <button
              type="button"
              onClick={() => onCanjeCodigo(canje)}
              className="inline-flex min-h-14 items-center justify-center gap-3 rounded-2xl bg-stone-800 px-5 text-xl font-extrabold text-white ring-2 ring-marigold-300/70 hover:bg-stone-700 sm:text-2xl"
            >
              <Gift className="size-6 text-marigold-300" aria-hidden="true" />
              Canjear el código {canje}
            </button>
          ) : null}
          <button
            type="submit"
            disabled={!complete}
            className="inline-flex min-h-16 items-center justify-center gap-3 rounded-2xl bg-marigold-400 px-6 text-2xl font-extrabold text-stone-950 shadow-lg transition-colors hover:bg-marigold-300 disabled:cursor-not-allowed disabled:bg-stone-700 disabled:text-stone-300 sm:min-h-20 sm:text-3xl [@media(max-height:500px)]:min-h-13 [@media(max-height:500px)]:text-xl"
          >
            <Send className="size-7" aria-hidden="true" />
            Registrar visita
          </button>
        </form>
      </div>
    </div>
  );
}
