import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { ArrowLeft, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

/**
 * A code typed at the counter, full screen over the scanner: 'Escribir código' (the customer's
 * visit code) and 'Canjear código' (a redemption code from the app) are this one form with their
 * own words, checks and lettering. It takes the focus when it opens, and again, with the code
 * selected to correct, when a screen that covered it (a refusal) goes away. Escape goes back.
 */
export function CodigoEntrada({
  titulo,
  ayuda,
  value,
  onChange,
  error,
  placeholder,
  inputClassName,
  maxLength,
  enterKeyHint,
  submitIcon: SubmitIcon,
  submitLabel,
  complete,
  covered = false,
  onSubmit,
  onCancel,
  children,
}: {
  /** The label: what to type. */
  titulo: string;
  /** The line under it (left out on a very short screen). */
  ayuda: ReactNode;
  value: string;
  onChange: (raw: string) => void;
  error: string | null;
  placeholder: string;
  /**
   * The input's size, padding and lettering, which suit an 11- or a 6-character code: sized to the
   * screen's width so the whole code shows on a 360-px phone, never scrolled out of its box.
   */
  inputClassName: string;
  maxLength?: number;
  enterKeyHint: 'send' | 'done';
  submitIcon: LucideIcon;
  submitLabel: string;
  /** Enough has been typed to try. */
  complete: boolean;
  /** Another screen is on top: out of reach until it goes. */
  covered?: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  /** Between the error and the submit button: a way out for a code typed in the wrong screen. */
  children?: ReactNode;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  useEffect(() => {
    inputRef.current?.focus({ preventScroll: true });
  }, []);
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
    onSubmit();
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
            {titulo}
          </label>
          <p
            id={hintId}
            className="text-lg text-stone-300 sm:text-xl [@media(max-height:500px)]:sr-only"
          >
            {ayuda}
          </p>
          <input
            ref={inputRef}
            id={inputId}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            // Codes have letters: a text keyboard, in capitals, with no corrections.
            type="text"
            inputMode="text"
            autoCapitalize="characters"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint={enterKeyHint}
            maxLength={maxLength}
            placeholder={placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            className={cn(
              'w-full min-w-0 rounded-2xl border-4 bg-white text-center font-extrabold text-stone-950',
              'focus:ring-4 focus:ring-marigold-300 focus:outline-none',
              error ? 'border-red-500' : 'border-white focus:border-marigold-400',
              inputClassName,
            )}
          />
          {error ? (
            <p id={errorId} role="alert" className="text-lg font-semibold text-red-300 sm:text-xl">
              {error}
            </p>
          ) : null}
          {children}
          <button
            type="submit"
            disabled={!complete}
            className="inline-flex min-h-16 items-center justify-center gap-3 rounded-2xl bg-marigold-400 px-6 text-2xl font-extrabold text-stone-950 shadow-lg transition-colors hover:bg-marigold-300 disabled:cursor-not-allowed disabled:bg-stone-700 disabled:text-stone-300 sm:min-h-20 sm:text-3xl [@media(max-height:500px)]:min-h-13 [@media(max-height:500px)]:text-xl"
          >
            <SubmitIcon className="size-7" aria-hidden="true" />
            {submitLabel}
          </button>
        </form>
      </div>
    </div>
  );
}
