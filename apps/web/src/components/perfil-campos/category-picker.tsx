import { useId } from 'react';
import {
  CakeSlice,
  Check,
  Coffee,
  Croissant,
  Fish,
  Flame,
  Hamburger,
  Pizza,
  Salad,
  Shell,
  Soup,
  Utensils,
  UtensilsCrossed,
  type LucideIcon,
} from 'lucide-react';
import { CATEGORIAS, type CategoriaId } from '@tarjeto/shared';
import { cn } from '../../lib/cn.ts';
import { FieldError } from './campo-base.tsx';

const ICONOS: Record<CategoriaId, LucideIcon> = {
  'comida-rapida': Hamburger,
  taqueria: UtensilsCrossed,
  mariscos: Shell,
  cafeteria: Coffee,
  panaderia: Croissant,
  reposteria: CakeSlice,
  'comida-mexicana': Flame,
  pizzeria: Pizza,
  buffet: Utensils,
  'comida-saludable': Salad,
  'comida-china': Soup,
  sushi: Fish,
};

/** The spec's counter text (SPEC §5): 'Selecciona hasta N categorías (x/N)'. */
export const textoCategorias = (count: number, max: number) =>
  `Selecciona hasta ${max} categorías (${count}/${max})`;

/** Adds or removes a category; a pick beyond the cap is ignored (SPEC §5). */
export function toggleCategoria(list: readonly CategoriaId[], id: CategoriaId, max: number) {
  if (list.includes(id)) return list.filter((c) => c !== id);
  if (list.length >= max) return [...list];
  return [...list, id];
}

/**
 * The twelve categories as large check chips, capped at `max` (3 for a business, 5 for a customer).
 * Once the cap is reached the others stay focusable but a tap does nothing.
 */
export function CategoryPicker({
  id,
  legend,
  value,
  max,
  error,
  onChange,
}: {
  id: string;
  legend: string;
  value: readonly CategoriaId[];
  max: number;
  error?: string | undefined;
  onChange: (next: CategoriaId[]) => void;
}) {
  const counterId = useId();
  const full = value.length >= max;
  return (
    <fieldset id={id} aria-describedby={counterId} className="min-w-0">
      <legend className="sr-only">{legend}</legend>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <p
          id={counterId}
          aria-live="polite"
          className={cn('text-sm font-semibold', full ? 'text-marigold-800' : 'text-stone-700')}
        >
          {textoCategorias(value.length, max)}
        </p>
        {full ? <p className="text-xs text-stone-600">Quita una para elegir otra.</p> : null}
      </div>
      <div className="grid grid-cols-2 gap-2.5 sm:grid-cols-3">
        {CATEGORIAS.map((c) => {
          const checked = value.includes(c.id);
          const Icon = ICONOS[c.id];
          return (
            <label
              key={c.id}
              className={cn(
                'relative flex min-h-14 cursor-pointer items-center gap-2.5 rounded-xl border-2 bg-white px-3 py-2.5 text-sm font-semibold transition-colors',
                'has-focus-visible:anillo-foco',
                checked
                  ? 'border-rubi-600 bg-rubi-50 text-rubi-900'
                  : full
                    ? 'border-stone-200 text-stone-500'
                    : 'border-stone-200 text-stone-800 hover:border-rubi-300 hover:bg-rubi-50/40',
              )}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={checked}
                aria-disabled={!checked && full ? true : undefined}
                onChange={() => onChange(toggleCategoria(value, c.id, max))}
              />
              <Icon
                aria-hidden="true"
                className={cn('size-5 shrink-0', checked ? 'text-rubi-700' : 'text-stone-500')}
              />
              <span className="min-w-0 flex-1 leading-tight">{c.nombre}</span>
              {checked ? (
                <span className="grid size-5 shrink-0 place-items-center rounded-full bg-rubi-700 text-white">
                  <Check className="size-3.5" strokeWidth={3} aria-hidden="true" />
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
      <div className="mt-3">
        <FieldError message={error} />
      </div>
    </fieldset>
  );
}
