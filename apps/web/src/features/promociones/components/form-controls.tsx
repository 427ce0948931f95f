import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { type LucideIcon } from 'lucide-react';
import { FieldError } from '../../../components/perfil-campos/campo-base.tsx';
import { fieldClasses, MarcoCampo } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';

// Form pieces the promotion forms need beyond components/ui (radio chips among them) and the shared
// field pieces of components/perfil-campos/campo-base.tsx (textarea, select, error line): a
// switch, a limit input and the titled sections of the drawer (SPEC §2).

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
    <MarcoCampo inputId={inputId} label={label} className={className}>
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
    </MarcoCampo>
  );
});
