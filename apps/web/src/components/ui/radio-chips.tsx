import { useId } from 'react';
import type { LucideIcon } from 'lucide-react';
import { FieldError } from '../perfil-campos/campo-base.tsx';
import { cn } from '../../lib/cn.ts';

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
  /** 'cards' for choices that need a line of help (the promotion types, the establishments). */
  layout?: 'chips' | 'cards';
  /** The cards' grid columns; two by default. */
  columnas?: string;
  hideLegend?: boolean;
  inputRef?: (el: HTMLInputElement | null) => void;
  className?: string;
}

/**
 * A choice among a few options as native radios (arrow keys move between them, the group has a
 * name) drawn as chips or cards at least 44 px tall. A label wraps, never cut: a long name is read
 * whole.
 */
export function RadioChips<T extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  layout = 'chips',
  columnas = 'grid-cols-2',
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
          layout === 'cards' ? cn('grid gap-2 sm:gap-3', columnas) : 'flex flex-wrap gap-2',
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
                  'peer-focus-visible:anillo-foco',
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
                    <span className="text-sm font-bold break-words">{o.label}</span>
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
