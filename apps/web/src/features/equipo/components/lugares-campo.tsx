import { useId, type Ref } from 'react';
import { Check, MapPin } from 'lucide-react';
import { FieldError } from '../../../components/perfil-campos/campo-base.tsx';
import { cn } from '../../../lib/cn.ts';

export interface Lugar {
  establecimientoID: string;
  nombre: string;
}

/**
 * Where a person works: one checkbox card per establishment (44 px and up, the whole card clicks),
 * with the group's error under it. The first box takes `inputRef`, so an error can move focus in.
 */
export function LugaresCampo({
  lugares,
  value,
  onChange,
  error,
  inputRef,
}: {
  lugares: readonly Lugar[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const errorId = useId();
  const alternar = (id: string, on: boolean) =>
    onChange(on ? [...value.filter((v) => v !== id), id] : value.filter((v) => v !== id));
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-semibold text-stone-800">¿Dónde trabaja?</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {lugares.map((l, i) => {
          const checked = value.includes(l.establecimientoID);
          return (
            <label key={l.establecimientoID} className="relative cursor-pointer">
              <input
                ref={i === 0 ? inputRef : undefined}
                type="checkbox"
                name="establecimientos"
                value={l.establecimientoID}
                checked={checked}
                onChange={(e) => alternar(l.establecimientoID, e.target.checked)}
                className="peer sr-only"
              />
              <span
                className={cn(
                  'flex min-h-12 items-center gap-3 rounded-xl border bg-white px-3 py-2 text-sm font-semibold text-stone-800 transition-colors',
                  'peer-focus-visible:anillo-foco',
                  'peer-checked:border-rubi-600 peer-checked:bg-rubi-50 peer-checked:text-rubi-900 peer-checked:ring-1 peer-checked:ring-rubi-600',
                  error ? 'border-red-600' : 'border-stone-300 hover:border-stone-400',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'grid size-5 shrink-0 place-items-center rounded-md border-2',
                    checked
                      ? 'border-rubi-700 bg-rubi-700 text-white'
                      : 'border-stone-400 bg-white text-transparent',
                  )}
                >
                  <Check className="size-3.5" strokeWidth={3} />
                </span>
                <MapPin className="size-4 shrink-0 text-stone-500" aria-hidden="true" />
                <span className="min-w-0 break-words">{l.nombre}</span>
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
