import { useId, useState } from 'react';
import { Clock3, Sun, Sunrise } from 'lucide-react';
import { DIAS_SEMANA, HORA_INVALIDA, HORARIO_DIA_DEFAULT, HORARIO_PRESETS } from '@tarjeto/shared';
import { cn } from '../../lib/cn.ts';
import { diaAbierto, type HorarioDia } from './tipos.ts';
import { diaMinusculas } from './format.ts';
import { FieldError } from './campo-base.tsx';
import { camposHora } from './hora.ts';
import { DiaCerrado, ORDEN_DIAS } from './dia-cerrado.tsx';

export { DiaCerrado, ORDEN_DIAS };

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
    'min-h-11 w-full min-w-0 rounded-xl border bg-white px-3 text-center text-base font-medium text-stone-900 tabular-nums',
    'placeholder:font-normal placeholder:text-stone-400',
    error ? 'border-red-600' : 'border-stone-300 focus:border-marigold-700',
  );

/**
 * A time of day on the 24-hour clock, typed: '2130' reads '21:30' as it is typed, '9' becomes
 * '09:00' on leaving the field, ↑ and ↓ move it a quarter hour. A native time input would follow
 * the browser's locale (es-MX: '09:00 a.m.'); this always shows what is stored, 'HH:MM'.
 * `onInvalida` says, on leaving the field, whether what is left in it is no time at all.
 */
export function HoraInput({
  id,
  label,
  value,
  onChange,
  onInvalida,
  error,
  describedBy,
}: {
  id?: string;
  label: string;
  value: string;
  onChange: (hora: string) => void;
  onInvalida: (invalida: boolean) => void;
  error: boolean;
  describedBy?: string | undefined;
}) {
  return (
    <input
      id={id}
      {...camposHora({ value, onChange, onInvalida })}
      aria-label={label}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      className={timeClasses(error)}
    />
  );
}

/**
 * The messages HoursEditor shows by day, from errors by path: the day's own (`<path>.<i>`, e.g.
 * 'La apertura y el cierre no pueden ser iguales') or either of its times'
 * (`<path>.<i>.apertura`). `horario` is in the order the paths count (Domingo first).
 */
export const erroresPorDia = (
  horario: readonly HorarioDia[],
  path: string,
  errorAt: (path: string) => string | undefined,
): Record<number, string | undefined> =>
  Object.fromEntries(
    horario.map((d, i) => [
      d.dia,
      errorAt(`${path}.${i}`) ?? errorAt(`${path}.${i}.apertura`) ?? errorAt(`${path}.${i}.cierre`),
    ]),
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
  // Times left unreadable on leaving their field, by `${dia}-apertura` / `${dia}-cierre`: they get
  // their message at once, before any 'Siguiente' or 'Guardar Cambios'.
  const [invalidas, setInvalidas] = useState<Record<string, boolean>>({});
  const marcar = (clave: string, invalida: boolean) =>
    setInvalidas((prev) =>
      Boolean(prev[clave]) === invalida ? prev : { ...prev, [clave]: invalida },
    );
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
                onClick={() => {
                  setInvalidas({});
                  onChange(aplicarPreset(p));
                }}
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
        <Titulo id={`${baseId}-dias`} className="text-sm font-semibold text-stone-800">
          Ajusta cada día
        </Titulo>
        <p className="mt-0.5 mb-1.5 text-sm text-stone-600">
          Horas de 00:00 a 23:59, como 09:00 o 21:30.
        </p>
        <ul className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white px-2.5 sm:px-4">
          {ORDEN_DIAS.map((dia) => {
            const d = value.find((x) => x.dia === dia) ?? { dia, apertura: '', cierre: '' };
            const nombre = DIAS_SEMANA[dia]!;
            const abierto = diaAbierto(d);
            const labelId = `${baseId}-dia-${dia}`;
            const errorId = `${baseId}-dia-${dia}-error`;
            const diaError =
              errors[dia] ??
              (invalidas[`${dia}-apertura`] || invalidas[`${dia}-cierre`]
                ? HORA_INVALIDA
                : undefined);
            return (
              <li key={dia} className="py-2.5">
                <div className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 sm:grid-cols-[auto_7.5rem_minmax(0,1fr)]">
                  <Switch
                    checked={abierto}
                    onChange={() => {
                      marcar(`${dia}-apertura`, false);
                      marcar(`${dia}-cierre`, false);
                      onChange(toggleDia(value, dia));
                    }}
                    labelledBy={labelId}
                  />
                  <span id={labelId} className="text-base font-semibold text-stone-900">
                    {nombre}
                  </span>
                  {abierto ? (
                    <div className="col-span-3 flex items-center gap-2 sm:col-span-1">
                      <HoraInput
                        // The day's own field, for a message at `<path>.<dia>` to focus it.
                        id={`${id}-${dia}`}
                        label={`Apertura del ${diaMinusculas(nombre)}`}
                        value={d.apertura}
                        onChange={(apertura) => setDia(dia, { apertura })}
                        onInvalida={(v) => marcar(`${dia}-apertura`, v)}
                        error={Boolean(errors[dia] ?? invalidas[`${dia}-apertura`])}
                        describedBy={diaError ? errorId : undefined}
                      />
                      <span aria-hidden="true" className="text-sm font-semibold text-stone-500">
                        a
                      </span>
                      <HoraInput
                        id={`${id}-${dia}-cierre`}
                        label={`Cierre del ${diaMinusculas(nombre)}`}
                        value={d.cierre}
                        onChange={(cierre) => setDia(dia, { cierre })}
                        onInvalida={(v) => marcar(`${dia}-cierre`, v)}
                        error={Boolean(errors[dia] ?? invalidas[`${dia}-cierre`])}
                        describedBy={diaError ? errorId : undefined}
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
