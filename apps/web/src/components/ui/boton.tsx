// The buttons of the design system, without the router: the landing's own small page uses them
// too (issue 12). ButtonLink, which needs React Router, is in button.tsx.
import { useEffect, useRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Trash2 } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Spinner } from './spinner.tsx';

export type Variant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'danger' | 'inverse';
export type Size = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-wait aria-disabled:opacity-60 select-none';
const variants: Record<Variant, string> = {
  primary: 'bg-rubi-700 text-white hover:bg-rubi-800 active:bg-rubi-900 shadow-sm',
  accent: 'bg-marigold-400 text-stone-950 hover:bg-marigold-300 active:bg-marigold-500 shadow-sm',
  secondary:
    'border border-stone-300 bg-white text-stone-800 hover:bg-stone-100 active:bg-stone-200',
  ghost: 'text-stone-700 hover:bg-stone-100 active:bg-stone-200',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  inverse: 'bg-white text-rubi-800 hover:bg-rubi-50 shadow-sm',
};
const sizes: Record<Size, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-5 text-sm',
  lg: 'min-h-13 px-7 text-base',
};

export const buttonClasses = (variant: Variant = 'primary', size: Size = 'md', extra?: string) =>
  cn(base, variants[variant], sizes[size], extra);

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
  loading?: boolean;
  /**
   * While loading, stay focusable (aria-disabled, clicks ignored) instead of disabled: for a
   * button whose form ignores a second submit, so the keyboard's focus waits on it.
   */
  focoAlCargar?: boolean;
  icon?: ReactNode;
}

/**
 * A button of the design system. While `loading` it waits, disabled — which drops a keyboard
 * user's focus to <body> — so when it was pressed with the focus on it and is ready again with the
 * focus nowhere, it takes the focus back (a photo chosen, a save that failed).
 */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  icon,
  className,
  children,
  disabled,
  type = 'button',
  onClick,
  focoAlCargar = false,
  ...rest
}: ButtonProps) {
  const esperando = loading && focoAlCargar;
  const ref = useRef<HTMLButtonElement>(null);
  const pulsadoConFoco = useRef(false);
  useEffect(() => {
    if (loading || !pulsadoConFoco.current) return;
    pulsadoConFoco.current = false;
    const activo = document.activeElement;
    if (!activo || activo === document.body) ref.current?.focus();
  }, [loading]);
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || (loading && !esperando)}
      aria-disabled={esperando || undefined}
      aria-busy={loading || undefined}
      onClick={(e) => {
        if (esperando) {
          e.preventDefault();
          return;
        }
        pulsadoConFoco.current = document.activeElement === e.currentTarget;
        onClick?.(e);
      }}
      {...rest}
    >
      {loading ? <Spinner size="sm" label="" /> : icon}
      {children}
    </button>
  );
}

/** The bin beside a row of a list: removes that row, named by `label` for screen readers. */
export function BotonQuitar({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="grid size-11 shrink-0 place-items-center rounded-xl text-stone-600 hover:bg-red-50 hover:text-red-700"
    >
      <Trash2 className="size-5" aria-hidden="true" />
    </button>
  );
}
