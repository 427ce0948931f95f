import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Hide the label visually but keep it for screen readers. */
  hideLabel?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
  trailing?: ReactNode;
  /** How long the text is, shown against `maxLength` as the long fields show it ("12/80"). */
  count?: number;
}

export const fieldClasses = (hasError: boolean) =>
  cn(
    'block w-full min-h-11 rounded-xl border bg-white px-3.5 py-2.5 text-base text-stone-900 placeholder:text-stone-500',
    'transition-shadow',
    // The border darkens on focus (marigold-700 is 5.4:1 on white), inside the focus rings (index.css).
    hasError ? 'border-red-600' : 'border-stone-300 focus:border-marigold-700',
  );

/**
 * A field's frame: its label over the control, and what the field shows under it (a hint, its
 * error, a count) — Input's, and that of every other control drawn with a label above it (the
 * forms' textareas and selects, a screen's filter, the redemption code).
 */
export function MarcoCampo({
  inputId,
  label,
  hideLabel,
  className,
  children,
}: {
  inputId: string;
  label: ReactNode;
  /** Hide the label visually but keep it for screen readers. */
  hideLabel?: boolean | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label
        htmlFor={inputId}
        className={cn('text-sm font-semibold text-stone-800', hideLabel && 'sr-only')}
      >
        {label}
      </label>
      {children}
    </div>
  );
}

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { label, hideLabel, error, hint, trailing, count, className, id, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const describedBy = [
    error ? `${inputId}-error` : null,
    hint ? `${inputId}-hint` : null,
    count === undefined ? null : `${inputId}-count`,
  ]
    .filter(Boolean)
    .join(' ');
  const errorText = error ? (
    <p id={`${inputId}-error`} className="text-sm font-medium text-red-700" role="alert">
      {error}
    </p>
  ) : null;
  return (
    <MarcoCampo inputId={inputId} label={label} hideLabel={hideLabel} className={className}>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={cn(fieldClasses(Boolean(error)), trailing ? 'pr-12' : undefined)}
          {...rest}
        />
        {trailing ? (
          <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>
        ) : null}
      </div>
      {hint ? (
        <div id={`${inputId}-hint`} className="text-sm text-stone-600">
          {hint}
        </div>
      ) : null}
      {count === undefined ? (
        errorText
      ) : (
        <div className="flex items-start justify-between gap-3">
          {errorText}
          <span id={`${inputId}-count`} className="ml-auto text-xs text-stone-600 tabular-nums">
            {count}/{rest.maxLength}
          </span>
        </div>
      )}
    </MarcoCampo>
  );
});

/** The e-mail field every form uses: same label, keyboard and autofill everywhere. */
export const EmailInput = forwardRef<
  HTMLInputElement,
  Omit<InputProps, 'label' | 'type'> & { label?: string }
>(function EmailInput({ label = 'Correo electrónico', ...rest }, ref) {
  return (
    <Input
      ref={ref}
      label={label}
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      placeholder="tu@correo.com"
      {...rest}
    />
  );
});
