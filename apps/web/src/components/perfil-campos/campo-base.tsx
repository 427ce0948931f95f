import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { fieldClasses, MarcoCampo } from '../ui/input.tsx';
import { cn } from '../../lib/cn.ts';

// Small form pieces the profile and promotion forms need beyond components/ui: a textarea with a
// character count, a native select, and the error line every field shares. Both take a ref, so a
// react-hook-form `register()` can drive them as well as a value and onChange.

/** The DOM id of the field that answers a profileData path, so errors can focus it. */
export const fieldId = (path: string) => `campo-${path.replace(/\./g, '-')}`;

/**
 * Puts the focus on the field of a path: the element with its id when it is a control, else the
 * first control inside it. A path with no field of its own (one day of the week, a removed
 * establishment) falls back to the nearest enclosing path that has one.
 */
export function focusField(path: string): boolean {
  for (let p = path; p; p = p.includes('.') ? p.slice(0, p.lastIndexOf('.')) : '') {
    const el = document.getElementById(fieldId(p));
    if (!el) continue;
    const target =
      el instanceof HTMLInputElement ||
      el instanceof HTMLSelectElement ||
      el instanceof HTMLTextAreaElement
        ? el
        : el.querySelector<HTMLElement>('input:not([hidden]), select, textarea, button');
    target?.focus();
    return Boolean(target);
  }
  return false;
}

/**
 * After a refused save: puts the focus on the field, of those with an error, that comes first on
 * the page — once the messages are drawn, so the field announces its error.
 */
export function enfocarPrimerError(paths: string[]) {
  const orden = [...document.querySelectorAll<HTMLElement>('[id^="campo-"]')].map((el) => el.id);
  const pos = (p: string) => {
    for (let q = p; q; q = q.includes('.') ? q.slice(0, q.lastIndexOf('.')) : '') {
      const i = orden.indexOf(fieldId(q));
      if (i >= 0) return i;
    }
    return orden.length;
  };
  const primero = [...paths].sort((a, b) => pos(a) - pos(b))[0];
  if (primero) setTimeout(() => focusField(primero), 0);
}

export function FieldError({ id, message }: { id?: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

interface TextareaProps extends ComponentPropsWithRef<'textarea'> {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  /** Controlled; or leave it out (a registered field) and say how long the text is in `count`. */
  value?: string;
  count?: number;
  maxLength: number;
}

export function Textarea({
  label,
  hint,
  error,
  id,
  value,
  count,
  maxLength,
  className,
  ...rest
}: TextareaProps) {
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
    <MarcoCampo inputId={inputId} label={label} className={className}>
      {hint ? (
        <p id={`${inputId}-hint`} className="-mt-0.5 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      <textarea
        id={inputId}
        value={value}
        maxLength={maxLength}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(fieldClasses(Boolean(error)), 'min-h-24 resize-y leading-6')}
        {...rest}
      />
      <div className="flex items-start justify-between gap-3">
        <FieldError id={`${inputId}-error`} message={error} />
        <span id={`${inputId}-count`} className="ml-auto text-xs text-stone-600 tabular-nums">
          {count ?? value?.length ?? 0}/{maxLength}
        </span>
      </div>
    </MarcoCampo>
  );
}

interface SelectProps extends ComponentPropsWithRef<'select'> {
  label: string;
  error?: string | undefined;
  /** A first line that cannot be chosen ('Elige…'). */
  placeholder?: string;
  /** Choices whose value is their own text; other choices come as <option> children. */
  options?: readonly string[];
}

export function SelectField({
  label,
  error,
  id,
  placeholder,
  options = [],
  className,
  children,
  ...rest
}: SelectProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <MarcoCampo inputId={inputId} label={label} className={className}>
      <div className="relative">
        <select
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className={cn(fieldClasses(Boolean(error)), 'appearance-none pr-11')}
          {...rest}
        >
          {placeholder === undefined ? null : (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
          {children}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3.5 size-5 -translate-y-1/2 text-stone-500"
        />
      </div>
      <FieldError id={`${inputId}-error`} message={error} />
    </MarcoCampo>
  );
}
