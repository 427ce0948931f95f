import { useEsperaDePantalla } from '../../lib/esqueleto.ts';
import { cn } from '../../lib/cn.ts';

interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Read by screen readers; pass '' when the surrounding control already says it is busy. */
  label?: string;
  className?: string;
}

const sizes = { sm: 'size-4 border-2', md: 'size-8 border-3', lg: 'size-12 border-4' };

/**
 * A turning ring. With reduced motion it stands still, and its words (else only for screen
 * readers) show beside it; inside a busy button the button's own words say it.
 */
export function Spinner({ size = 'md', label = 'Cargando…', className }: SpinnerProps) {
  return (
    <span
      role={label ? 'status' : undefined}
      className={cn('inline-flex items-center gap-3', className)}
    >
      <span
        aria-hidden="true"
        data-spinner=""
        className={cn(
          'shrink-0 animate-spin rounded-full border-current border-r-transparent opacity-80 motion-reduce:animate-none',
          sizes[size],
        )}
      />
      {label ? (
        <span className="sr-only font-semibold motion-reduce:not-sr-only">{label}</span>
      ) : null}
    </span>
  );
}

/**
 * The full-screen spinner: while the first auth check runs (SPEC §2 Guards), and while the first
 * screen's code arrives (the router's loading fallback). A page that came with a skeleton
 * (lib/esqueleto.ts) keeps showing that instead.
 */
export function FullPageSpinner({ label = 'Verificando tu sesión…' }: { label?: string }) {
  // While it shows, the dashboard's prerendered skeleton (if the page came with one) stays.
  useEsperaDePantalla();
  return (
    <div className="grid min-h-dvh place-items-center text-rubi-700">
      <Spinner size="lg" label={label} />
    </div>
  );
}
