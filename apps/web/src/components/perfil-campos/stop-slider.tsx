import { useId, type ReactNode } from 'react';
import { FieldError } from './campo-base.tsx';

/**
 * A native range input over a fixed list of values (SPEC §9 stops): the thumb moves by position,
 * the value read out is the stop's label ('50+', '10K+', '$2,000').
 */
export function StopSlider({
  id,
  label,
  hint,
  stops,
  value,
  onChange,
  format,
  valueText,
  icon,
  error,
}: {
  id?: string;
  label: string;
  hint?: ReactNode;
  stops: readonly number[];
  value: number;
  onChange: (value: number) => void;
  /** The short label of a stop (big number, ends of the scale). */
  format: (value: number) => string;
  /** What assistive technology reads for a stop. */
  valueText?: (value: number) => string;
  icon?: ReactNode;
  error?: string | undefined;
}) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const found = stops.indexOf(value);
  const index = found === -1 ? 0 : found;
  const first = stops[0]!;
  const last = stops[stops.length - 1]!;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-end justify-between gap-4">
        <div className="min-w-0">
          <label htmlFor={inputId} className="text-sm font-semibold text-stone-800">
            {label}
          </label>
          {hint ? (
            <p id={`${inputId}-hint`} className="text-sm text-stone-600">
              {hint}
            </p>
          ) : null}
        </div>
        <output
          htmlFor={inputId}
          className="inline-flex shrink-0 items-center gap-1.5 rounded-xl bg-rubi-50 px-3 py-1.5 text-xl font-extrabold text-rubi-800 tabular-nums ring-1 ring-rubi-100"
        >
          {icon}
          {format(value)}
        </output>
      </div>
      <input
        id={inputId}
        type="range"
        min={0}
        max={stops.length - 1}
        step={1}
        value={index}
        onChange={(e) => onChange(stops[Number(e.target.value)] ?? first)}
        aria-valuetext={valueText ? valueText(value) : format(value)}
        aria-describedby={hint ? `${inputId}-hint` : undefined}
        aria-invalid={error ? true : undefined}
        className="h-11 w-full cursor-pointer accent-rubi-700"
      />
      <div aria-hidden="true" className="flex justify-between text-xs font-semibold text-stone-600">
        <span>{format(first)}</span>
        <span>{format(last)}</span>
      </div>
      <FieldError message={error} />
    </div>
  );
}
