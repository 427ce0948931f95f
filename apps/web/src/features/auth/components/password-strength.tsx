import { Check } from 'lucide-react';
import { PASSWORD_CHECKS, passwordStrength } from '@tarjeto/shared';
import { cn } from '../../../lib/cn.ts';

// The signup hint of SPEC §5: a four-step meter and the checklist, both live as the user types.
// A hint only — the server enforces the length and refuses common passwords.

const SCORE_STYLES = [
  { bar: 'bg-red-600', text: 'text-red-700' },
  { bar: 'bg-marigold-500', text: 'text-marigold-800' },
  { bar: 'bg-lime-600', text: 'text-lime-800' },
  { bar: 'bg-emerald-600', text: 'text-emerald-800' },
] as const;

export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const { score, label } = passwordStrength(password);
  const style = SCORE_STYLES[score];
  return (
    <div id={id} className="flex flex-col gap-2" data-score={score}>
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="text-stone-600">Seguridad de la contraseña</span>
        <span aria-live="polite" className={cn('font-bold', style.text)}>
          {label}
        </span>
      </div>
      <div
        role="meter"
        aria-label="Seguridad de la contraseña"
        aria-valuemin={0}
        aria-valuemax={3}
        aria-valuenow={score}
        aria-valuetext={label}
        className="grid grid-cols-4 gap-1.5"
      >
        {[0, 1, 2, 3].map((i) => (
          <span
            key={i}
            className={cn(
              'h-1.5 rounded-full transition-colors duration-300',
              i <= score && password.length > 0 ? style.bar : 'bg-stone-200',
            )}
          />
        ))}
      </div>
    </div>
  );
}

export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  return (
    <ul id={id} aria-label="Tu contraseña debería tener" className="grid gap-1.5 sm:grid-cols-2">
      {PASSWORD_CHECKS.map((check) => {
        const ok = check.test(password);
        return (
          <li
            key={check.id}
            data-cumplido={ok}
            className={cn(
              'flex items-center gap-2 text-sm transition-colors',
              ok ? 'font-medium text-emerald-800' : 'text-stone-600',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'grid size-5 shrink-0 place-items-center rounded-full border transition-colors',
                ok ? 'border-emerald-600 bg-emerald-600 text-white' : 'border-stone-300 bg-white',
              )}
            >
              {ok ? <Check className="size-3.5" strokeWidth={3} /> : null}
            </span>
            {check.etiqueta}
            <span className="sr-only">{ok ? '(cumplido)' : '(pendiente)'}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** Meter (once something is typed) and checklist, as they sit under a new-password field. */
export function PasswordHints({ password, id }: { password: string; id?: string }) {
  return (
    <div id={id} className="flex flex-col gap-3 rounded-xl bg-stone-100/70 p-3.5">
      {password ? <PasswordStrengthMeter password={password} /> : null}
      <PasswordChecklist password={password} />
    </div>
  );
}
