import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { ChevronDown, type LucideIcon } from 'lucide-react';
import { fieldClasses } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';

// Form pieces the promotion forms need beyond components/ui: a textarea with a count, a native
// select, radio chips, a switch and the titled sections of the drawer (SPEC §2).

export function FieldError({ id, message }: { id?: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Characters typed so far, for the "12/500" count. */
  count: number;
  maxLength: number;
}

export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(
  function TextareaField({ label, error, hint, count, maxLength, className, id, ...rest }, ref) {
    const autoId = useId();
    const inputId = id ?? autoId;
    const describedBy = [
      error ? `${inputId}-error` : null,
      hint ? `${inputId}-hint` : null,
      `${inputId}-count`,
    ]
      .filter(Boolean)
      .join(' ');
    return (
      <div className={cn('flex flex-col gap-1.5', className)}>
        <label htmlFor={inputId} className="text-sm font-semibold text-stone-800">
          {label}
        </label>
        <textarea
          ref={ref}
          id={inputId}
          maxLength={maxLength}
          rows={3}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(fieldClasses(Boolean(error)), 'min-h-24 resize-y leading-6')}
          {...rest}
        />
        <div className="flex items-start justify-between gap-3">
          <div className="flex flex-col gap-1">
            <FieldError id={`${inputId}-error`} message={error} />
            {hint ? (
              <p id={`${inputId}-hint`} className="text-sm text-stone-600">
                {hint}
              </p>
            ) : null}
          </div>
          <span id={`${inputId}-count`} className="ml-auto text-xs text-stone-600 tabular-nums">
            {count}/{maxLength}
          </span>
        </div>
      </div>
    );
  },
);

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  children: ReactNode;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, id, className, children, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-semibold text-stone-800">
        {label}
      </label>
      <div className="relative">
        <select
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className={cn(fieldClasses(Boolean(error)), 'appearance-none pr-11')}
          {...rest}
        >
          {children}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3.5 size-5 -translate-y-1/2 text-stone-500"
        />
      </div>
      <FieldError id={`${inputId}-error`} message={error} />
    </div>
  );
});

export interface ChipOption<T extends string | number> {
  value: T;
  label: string;
  /** A second line under the label. */
  ayuda?: string;
  icon?: LucideIcon;
  /** Classes of the dot shown before the label (level colours). */
  dot?: string;
}

interface RadioChipsProps<T extends string | number> {
  legend: string;
  name: string;
  options: ReadonlyArray<ChipOption<T>>;
  value: T;
  onChange: (value: T) => void;
  error?: string | undefined;
  /** 'cards' for choices that need a line of help (the promotion types). */
  layout?: 'chips' | 'cards';
  hideLegend?: boolean;
  inputRef?: (el: HTMLInputElement | null) => void;
  className?: string;
}

/**
 * A choice among a few options as native radios (arrow keys move between them, the group has a
 * name) drawn as chips or cards at least 44 px tall.
 */
export function RadioChips<T extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  layout = 'chips',
  hideLegend = false,
  inputRef,
  className,
}: RadioChipsProps<T>) {
  const errorId = useId();
  // The checked radio (or the first) takes the ref, so an error can move focus to the group.
  const conRef = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );
  return (
    <fieldset
      className={cn('flex flex-col gap-2', className)}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={cn('mb-2 text-sm font-semibold text-stone-800', hideLegend && 'sr-only')}>
        {legend}
      </legend>
      <div
        className={cn(
          layout === 'cards' ? 'grid grid-cols-2 gap-2 sm:gap-3' : 'flex flex-wrap gap-2',
        )}
      >
        {options.map((o, i) => {
          const Icon = o.icon;
          const checked = o.value === value;
          return (
            <label key={String(o.value)} className="relative cursor-pointer">
              <input
                ref={i === conRef ? inputRef : undefined}
                type="radio"
                name={name}
                value={String(o.value)}
                checked={checked}
                onChange={() => onChange(o.value)}
                className="peer sr-only"
              />
              <span
                className={cn(
                  'flex h-full items-center gap-2 rounded-xl border bg-white text-stone-800 transition-colors',
                  'peer-focus-visible:ring-3 peer-focus-visible:ring-marigold-300',
                  'peer-checked:border-rubi-600 peer-checked:bg-rubi-50 peer-checked:text-rubi-900 peer-checked:ring-1 peer-checked:ring-rubi-600',
                  'border-stone-300 hover:border-stone-400',
                  layout === 'cards'
                    ? 'min-h-16 items-start px-3 py-2.5'
                    : 'min-h-11 px-3.5 text-sm font-semibold',
                )}
              >
                {o.dot ? (
                  <span
                    aria-hidden="true"
                    className={cn('size-2.5 shrink-0 rounded-full', o.dot)}
                  />
                ) : null}
                {Icon ? (
                  <Icon
                    aria-hidden="true"
                    className={cn('shrink-0', layout === 'cards' ? 'mt-0.5 size-5' : 'size-4')}
                  />
                ) : null}
                {layout === 'cards' ? (
                  <span className="flex min-w-0 flex-col">
                    <span className="text-sm font-bold">{o.label}</span>
                    {o.ayuda ? (
                      <span className="text-xs leading-4 text-stone-600">{o.ayuda}</span>
                    ) : null}
                  </span>
                ) : (
                  o.label
                )}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  description?: string;
  disabled?: boolean;
  /** Show only the switch; the label stays for screen readers. */
  hideLabel?: boolean;
  buttonRef?: (el: HTMLButtonElement | null) => void;
  className?: string;
}

/** An on/off switch (WAI-ARIA switch): the whole row is the target. */
export function Switch({
  checked,
  onChange,
  label,
  description,
  disabled,
  hideLabel = false,
  buttonRef,
  className,
}: SwitchProps) {
  const labelId = useId();
  const descId = useId();
  return (
    <div className={cn('flex items-center gap-3', className)}>
      {hideLabel ? null : (
        <div className="min-w-0 flex-1">
          <p id={labelId} className="text-sm font-semibold text-stone-800">
            {label}
          </p>
          {description ? (
            <p id={descId} className="text-sm text-stone-600">
              {description}
            </p>
          ) : null}
        </div>
      )}
      <button
        ref={buttonRef}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={hideLabel ? undefined : labelId}
        aria-label={hideLabel ? label : undefined}
        aria-describedby={description && !hideLabel ? descId : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className="group grid min-h-11 min-w-14 shrink-0 place-items-center rounded-full disabled:cursor-not-allowed disabled:opacity-60"
      >
        <span
          aria-hidden="true"
          className={cn(
            'relative inline-flex h-7 w-12 items-center rounded-full transition-colors',
            checked ? 'bg-emerald-600' : 'bg-stone-400',
          )}
        >
          <span
            className={cn(
              'absolute size-5 rounded-full bg-white shadow transition-transform',
              checked ? 'translate-x-6' : 'translate-x-1',
            )}
          />
        </span>
      </button>
    </div>
  );
}

/** A titled part of a form (the drawer's sections of SPEC §2). */
export function Seccion({
  titulo,
  descripcion,
  icon: Icon,
  children,
}: {
  titulo: string;
  descripcion?: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div className="flex items-start gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-rubi-50 text-rubi-700">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h3 id={id} className="text-base font-bold text-stone-900">
            {titulo}
          </h3>
          {descripcion ? <p className="text-sm text-stone-600">{descripcion}</p> : null}
        </div>
      </div>
      {children}
    </section>
  );
}

/** A number input for a limit: blank means none, shown as ∞ (SPEC §5). */
export const LimiteInput = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | undefined }
>(function LimiteInput({ label, error, id, className, ...rest }, ref) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-semibold text-stone-800">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        placeholder="∞"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        className={cn(fieldClasses(Boolean(error)), 'tabular-nums placeholder:text-xl')}
        {...rest}
      />
      <FieldError id={`${inputId}-error`} message={error} />
    </div>
  );
});
