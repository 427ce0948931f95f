import { cn } from '../../lib/cn.ts';

/**
 * An on/off switch: a native checkbox with role="switch" (Space toggles it, a <label htmlFor> or
 * `label` names it) drawn as a track with a knob, 44 px tall to the touch. While its change is
 * saved (`ocupado`) it stays focusable and ignores presses — a disabled control would drop a
 * keyboard user's focus to the page; `disabled` is for a switch that cannot be used at all.
 */
export function Interruptor({
  id,
  checked,
  disabled = false,
  ocupado = false,
  describedBy,
  label,
  onChange,
}: {
  id: string;
  checked: boolean;
  disabled?: boolean;
  ocupado?: boolean;
  describedBy?: string;
  /** The accessible name when no <label> points at it. */
  label?: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <span className="relative inline-flex h-11 shrink-0 items-center">
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-label={label}
        aria-describedby={describedBy}
        aria-busy={ocupado || undefined}
        checked={checked}
        disabled={disabled}
        onChange={(e) => {
          if (!ocupado) onChange(e.target.checked);
        }}
        className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed aria-busy:cursor-wait"
      />
      <span
        aria-hidden="true"
        className={cn(
          'flex h-8 w-14 items-center rounded-full p-1 transition-colors peer-focus-visible:anillo-foco',
          checked ? 'bg-rubi-700' : 'bg-stone-300',
          disabled && 'opacity-50',
        )}
      >
        <span
          className={cn(
            'size-6 rounded-full bg-white shadow transition-transform',
            checked && 'translate-x-6',
          )}
        />
      </span>
    </span>
  );
}
