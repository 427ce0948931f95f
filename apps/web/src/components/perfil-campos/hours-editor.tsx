import { useId } from 'react';
import { Clock3, Moon, Sun, Sunrise } from 'lucide-react';
import { DIAS_SEMANA, HORARIO_DIA_DEFAULT, HORARIO_PRESETS } from '@tarjeto/shared';
import { cn } from '../../lib/cn.ts';
import { diaAbierto, type HorarioDia } from './tipos.ts';
import { diaMinusculas } from './format.ts';
import { FieldError } from './campo-base.tsx';

/** 'Cerrado', with the moon: a day with neither opening nor closing time. */
export function DiaCerrado({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 text-sm font-semibold text-stone-600',
        className,
      )}
    >
      <Moon aria-hidden="true" className="size-4" />
      Cerrado
    </span>
  );
}

/** Monday first, as Mexican shop doors list them; the stored `dia` stays 0 Domingo … 6 Sábado. */
export const ORDEN_DIAS = [1, 2, 3, 4, 5, 6, 0] as const;

const PRESET_ICONO = { completo: Sun, medio: Sunrise, semana: Clock3 } as const;
const PRESET_DETALLE = {
  completo: 'Todos los días',
  medio: 'Todos los días',
  semana: 'Fin de semana cerrado',
} as const;

type Preset = (typeof HORARIO_PRESETS)[number];

export function aplicarPreset(preset: Preset): HorarioDia[] {
  return DIAS_SEMANA.map((_, dia) =>
    (preset.dias as readonly number[]).includes(dia)
      ? { dia, apertura: preset.apertura, cierre: preset.cierre }
      : { dia, apertura: '', cierre: '' },
  );
}

const mismoHorario = (a: readonly HorarioDia[], b: readonly HorarioDia[]) =>
  a.length === b.length &&
  a.every((d) => {
    const o = b.find((x) => x.dia === d.dia);
    return o && o.apertura === d.apertura && o.cierre === d.cierre;
  });

/** Turning a day on sets 09:00–18:00; turning it off empties both times ('Cerrado'), SPEC §5. */
export function toggleDia(horario: readonly HorarioDia[], dia: number): HorarioDia[] {
  return horario.map((d) =>
    d.dia !== dia
      ? d
      : diaAbierto(d)
        ? { dia, apertura: '', cierre: '' }
        : { dia, ...HORARIO_DIA_DEFAULT },
  );
}

function Switch({
  checked,
  onChange,
  labelledBy,
}: {
  checked: boolean;
  onChange: () => void;
  labelledBy: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      onClick={onChange}
      className="group -m-1.5 grid min-h-11 min-w-14 place-items-center rounded-full p-1.5"
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-flex h-7 w-12 items-center rounded-full transition-colors',
          checked ? 'bg-rubi-700' : 'bg-stone-300',
        )}
      >
        <span
          className={cn(
            'absolute left-0.5 size-6 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-5' : 'translate-x-0',
          )}
        />
      </span>
    </button>
  );
}

const timeClasses = (error: boolean) =>
  cn(
    'min-h-11 w-full min-w-0 rounded-xl border bg-white px-2.5 text-base text-stone-900 tabular-nums sm:px-3',
    // On narrow screens the clock icon steals the room the time needs; tapping still opens the picker.
    'max-sm:[&::-webkit-calendar-picker-indicator]:hidden',
    'focus:ring-3 focus:ring-marigold-300 focus:outline-none',
    error ? 'border-red-600' : 'border-stone-300 focus:border-marigold-500',
  );

/**
 * Operating hours (SPEC §2, §5, §9): the three presets as buttons, then a row per day with a
 * switch; an open day has an opening and a closing time, a closed one reads 'Cerrado'.
 */
export function HoursEditor({
  id,
  value,
  onChange,
  errors,
  error,
  titulos = 'h2',
}: {
  id: string;
  /** The level of its two headings: h2 alone on a screen, h3 inside a section. */
  titulos?: 'h2' | 'h3';
  value: readonly HorarioDia[];
  onChange: (next: HorarioDia[]) => void;
  /** Messages for single days, by `dia`. */
  errors: Record<number, string | undefined>;
  /** A message for the whole week. */
  error?: string | undefined;
}) {
  const baseId = useId();
  const Titulo = titulos;
  const setDia = (dia: number, patch: Partial<HorarioDia>) =>
    onChange(value.map((d) => (d.dia === dia ? { ...d, ...patch } : d)));

  return (
    <div id={id} className="flex flex-col gap-6">
      <section aria-labelledby={`${baseId}-presets`}>
        <Titulo id={`${baseId}-presets`} className="mb-2.5 text-sm font-semibold text-stone-800">
          Horarios sugeridos
        </Titulo>
        <div className="grid gap-2.5 sm:grid-cols-3">
          {HORARIO_PRESETS.map((p) => {
            const activo = mismoHorario(value, aplicarPreset(p));
            const Icon = PRESET_ICONO[p.id];
            return (
              <button
                key={p.id}
                type="button"
                aria-pressed={activo}
                onClick={() => onChange(aplicarPreset(p))}
                className={cn(
                  'flex min-h-14 items-center gap-3 rounded-xl border-2 px-3.5 py-2.5 text-left transition-colors',
                  activo
                    ? 'border-rubi-600 bg-rubi-50'
                    : 'border-stone-200 bg-white hover:border-rubi-300 hover:bg-rubi-50/40',
                )}
              >
                <Icon
                  aria-hidden="true"
                  className={cn('size-5 shrink-0', activo ? 'text-rubi-700' : 'text-marigold-600')}
                />
                <span className="min-w-0">
                  <span className="block text-sm font-bold text-stone-900">{p.etiqueta}</span>
                  <span className="block text-xs text-stone-600">
                    {p.apertura} – {p.cierre} · {PRESET_DETALLE[p.id]}
                  </span>
                </span>
              </button>
            );
          })}
        </div>
      </section>

      <section aria-labelledby={`${baseId}-dias`}>
        <Titulo id={`${baseId}-dias`} className="mb-1 text-sm font-semibold text-stone-800">
          Ajusta cada día
        </Titulo>
        <ul className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white px-2.5 sm:px-4">
          {ORDEN_DIAS.map((dia) => {
            const d = value.find((x) => x.dia === dia) ?? { dia, apertura: '', cierre: '' };
            const nombre = DIAS_SEMANA[dia]!;
            const abierto = diaAbierto(d);
            const labelId = `${baseId}-dia-${dia}`;
            const errorId = `${baseId}-dia-${dia}-error`;
            const diaError = errors[dia];
            return (
              <li key={dia} className="py-2.5">
                <div className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 sm:grid-cols-[auto_7.5rem_minmax(0,1fr)]">
                  <Switch
                    checked={abierto}
                    onChange={() => onChange(toggleDia(value, dia))}
                    labelledBy={labelId}
                  />
                  <span id={labelId} className="text-base font-semibold text-stone-900">
                    {nombre}
                  </span>
                  {abierto ? (
                    <div className="col-span-3 flex items-center gap-2 sm:col-span-1">
                      <input
                        // The day's own field, for a message at `<path>.<dia>` to focus it.
                        id={`${id}-${dia}`}
                        type="time"
                        aria-label={`Apertura del ${diaMinusculas(nombre)}`}
                        value={d.apertura}
                        onChange={(e) => setDia(dia, { apertura: e.target.value })}
                        aria-invalid={diaError ? true : undefined}
                        aria-describedby={diaError ? errorId : undefined}
                        className={timeClasses(Boolean(diaError))}
                      />
                      <span aria-hidden="true" className="text-sm font-semibold text-stone-500">
                        a
                      </span>
                      <input
                        type="time"
                        aria-label={`Cierre del ${diaMinusculas(nombre)}`}
                        value={d.cierre}
                        onChange={(e) => setDia(dia, { cierre: e.target.value })}
                        aria-invalid={diaError ? true : undefined}
                        aria-describedby={diaError ? errorId : undefined}
                        className={timeClasses(Boolean(diaError))}
                      />
                    </div>
                  ) : (
                    <DiaCerrado className="justify-self-end sm:justify-self-start" />
                  )}
                </div>
                {diaError ? (
                  <div className="mt-1.5">
                    <FieldError id={errorId} message={diaError} />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
        {error ? (
          <div className="mt-3">
            <FieldError message={error} />
          </div>
        ) : null}
      </section>
    </div>
  );
}
