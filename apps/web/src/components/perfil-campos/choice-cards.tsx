import { useId, type ReactNode } from 'react';
import { Check } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { FieldError } from './campo-base.tsx';

export interface Choice<T extends string> {
  value: T;
  /** The radio's accessible name, when `content` does not place the ids it is given. */
  label?: string;
  /**
   * What the card shows. As a function it receives the ids of the visible title and description,
   * which then name and describe the radio (no duplicate hidden text).
   */
  content: ReactNode | ((ids: { labelId: string; descriptionId: string }) => ReactNode);
}

/**
 * A radio group drawn as large selectable cards: native radios (arrow keys move the choice, Space
 * picks) behind the cards, with the focus ring on the card.
 */
export function ChoiceCards<T extends string>({
  id,
  name,
  label,
  labelledBy,
  value,
  options,
  onChange,
  error,
  className,
  cardClassName,
  disabled,
}: {
  id?: string;
  name: string;
  /** The group's accessible name (or give labelledBy). */
  label?: string;
  labelledBy?: string;
  value: T | '' | null;
  options: ReadonlyArray<Choice<T>>;
  onChange: (value: T) => void;
  error?: string | undefined;
  className?: string;
  cardClassName?: string;
  disabled?: boolean;
}) {
  const baseId = useId();
  return (
    <div id={id}>
      <div
        role="radiogroup"
        aria-label={labelledBy ? undefined : label}
        aria-labelledby={labelledBy}
        aria-invalid={error ? true : undefined}
        className={cn('grid gap-3', className)}
      >
        {options.map((o) => {
          const checked = o.value === value;
          const ids = {
            labelId: `${baseId}-${o.value}-label`,
            descriptionId: `${baseId}-${o.value}-desc`,
          };
          const rendered = typeof o.content === 'function';
          return (
            <label
              key={o.value}
              className={cn(
                'group relative flex cursor-pointer flex-col rounded-2xl border-2 bg-white transition-all',
                'has-focus-visible:anillo-foco',
                checked
                  ? 'border-rubi-600 bg-rubi-50/40 shadow-md shadow-rubi-900/10'
                  : 'border-stone-200 hover:border-rubi-300 hover:shadow-sm',
                disabled && 'pointer-events-none opacity-70',
                cardClassName,
              )}
            >
              <input
                type="radio"
                name={name}
                value={o.value}
                checked={checked}
                disabled={disabled}
                onChange={() => onChange(o.value)}
                aria-label={rendered ? undefined : o.label}
                aria-labelledby={rendered ? ids.labelId : undefined}
                aria-describedby={rendered ? ids.descriptionId : undefined}
                // Invisible over the whole card, not a 1-px dot: focused, the page scrolls the
                // card itself into view, clear of a bar at the bottom (WCAG 2.4.11).
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-2xl opacity-0"
              />
              {typeof o.content === 'function' ? (
                o.content(ids)
              ) : (
                <span aria-hidden="true" className="contents">
                  {o.content}
                </span>
              )}
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-3 right-3 grid size-6 place-items-center rounded-full border-2 transition-colors',
                  checked
                    ? 'border-rubi-700 bg-rubi-700 text-white'
                    : 'border-stone-300 bg-white text-transparent',
                )}
              >
                <Check className="size-3.5" strokeWidth={3} />
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <div className="mt-3">
          <FieldError message={error} />
        </div>
      ) : null}
    </div>
  );
}
