import type { ReactNode } from 'react';
import { AlertTriangle, RotateCw } from 'lucide-react';
import { Button } from './button.tsx';
import { Card } from './card.tsx';
import { Spinner } from './spinner.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';

/**
 * How a failed load sits on its screen:
 * - `tarjeta`, a card of its own where the content would be (a whole screen's content);
 * - `bloque`, the same inside a card that already frames it (a list's body);
 * - `compacta`, smaller, centred in a panel among others (a chart, a card of Inicio);
 * - `barra`, a card holding one line and the button beside it (a strip of figures, a short list);
 * - `linea`, one red line and the button, start-aligned, in a card's body or under a heading.
 */
export type FormaCargaError = 'tarjeta' | 'bloque' | 'compacta' | 'barra' | 'linea';

const MARCO: Record<FormaCargaError, string> = {
  tarjeta: 'items-center gap-4 px-6 py-10 text-center',
  bloque: 'items-center gap-4 px-6 py-10 text-center',
  compacta: 'items-center justify-center gap-3 py-6 text-center',
  barra: 'items-start gap-3 p-4 sm:flex-row sm:items-center sm:justify-between',
  linea: 'items-start gap-3',
};

/**
 * A load that failed: what happened and a way to try again (BRAND.md "errors offer a retry"); with
 * no `onRetry`, only what happened (nothing to try again: a business with no premises, say).
 */
export function CargaError({
  message,
  onRetry,
  retrying = false,
  forma = 'tarjeta',
  className,
}: {
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
  forma?: FormaCargaError;
  className?: string;
}) {
  const Marco = forma === 'tarjeta' || forma === 'barra' ? Card : 'div';
  const chica = forma !== 'tarjeta' && forma !== 'bloque';
  const icono = forma !== 'barra' && forma !== 'linea';
  return (
    <Marco className={cn('flex flex-col', MARCO[forma], className)}>
      {icono ? (
        <span
          className={cn(
            'grid place-items-center rounded-2xl bg-red-50 text-red-700',
            chica ? 'size-11' : 'size-12',
          )}
        >
          <AlertTriangle className={chica ? 'size-5' : 'size-6'} aria-hidden="true" />
        </span>
      ) : null}
      <p
        role="alert"
        className={
          forma === 'linea'
            ? 'text-sm font-medium text-red-700'
            : forma === 'barra'
              ? 'text-sm font-semibold text-stone-900'
              : cn('font-semibold text-stone-900', chica ? 'max-w-sm text-sm' : 'max-w-md')
        }
      >
        {message}
      </p>
      {onRetry ? (
        <Button
          variant="secondary"
          size={chica ? 'sm' : undefined}
          className={chica ? 'min-h-11' : undefined}
          onClick={onRetry}
          loading={retrying}
          icon={<RotateCw className="size-4" aria-hidden="true" />}
        >
          Reintentar
        </Button>
      ) : null}
    </Marco>
  );
}

/** What CargaError needs of a failed query (TanStack Query's result has it). */
interface ConsultaFallida {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * CargaError for a query that failed: the server's words (else `fallback`), and 'Reintentar'
 * fetches it again.
 */
export function CargaErrorDe({
  query,
  fallback,
  ...rest
}: {
  query: ConsultaFallida;
  fallback: string;
  forma?: FormaCargaError;
  className?: string;
}) {
  return (
    <CargaError
      message={errorMessage(query.error, fallback)}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      {...rest}
    />
  );
}

/**
 * Grey blocks where content is coming (BRAND.md: loading states use skeletons). A span shown as a
 * block, so it may also stand for a word inside a line of text.
 */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('block animate-pulse rounded-2xl bg-stone-200/70', className)}
    />
  );
}

/**
 * A part of a screen still loading: grey blocks stacked, each with its size's classes ('h-40',
 * 'h-20 w-2/3'), and one status for screen readers.
 */
export function BloquesCargando({
  bloques,
  label = 'Cargando',
  className = 'flex flex-col gap-4',
}: {
  bloques: readonly string[];
  label?: string;
  className?: string;
}) {
  return (
    <div role="status" aria-label={label} className={className}>
      {bloques.map((tamano, i) => (
        <div key={i} className={`${tamano} animate-pulse rounded-2xl bg-stone-200/70`} />
      ))}
    </div>
  );
}

/** A list or a line still loading, said in words beside a small spinner ('Cargando visitas...'). */
export function LineaCargando({ children, className }: { children: ReactNode; className: string }) {
  return (
    <p className={cn('flex items-center gap-3 text-sm text-stone-600', className)}>
      <Spinner size="sm" label="" className="text-rubi-700" />
      {children}
    </p>
  );
}
