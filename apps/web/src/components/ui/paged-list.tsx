import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { errorMessage } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';
import { CargaErrorDe, LineaCargando } from './carga.tsx';

// A list the server sends a page at a time ('Cargar más'), as the owner's Actividad and Clientes
// show it: skeleton rows while the first page comes, the error with a retry when it does not, the
// list's own empty state, and under the rows a line of context with the next page's button.

/** What PagedList reads of a TanStack infinite query. */
export interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/**
 * The next page's button ('Cargar más', or the caller's label), and the error of a page that did
 * not come, whose retry the same button is. Nothing when there is no next page and no error.
 */
export function LoadMore({
  query,
  errorFallback,
  label = 'Cargar más',
  className,
  errorClassName,
}: {
  query: PagedQuery;
  errorFallback: string;
  label?: string;
  className?: string;
  errorClassName?: string;
}) {
  return (
    <>
      {query.isFetchNextPageError ? (
        <p role="alert" className={cn('text-sm font-medium text-red-700', errorClassName)}>
          {errorMessage(query.error, errorFallback)}
        </p>
      ) : null}
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          className={className}
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
        >
          {query.isFetchNextPageError ? 'Reintentar' : label}
        </Button>
      ) : null}
    </>
  );
}

/** A list with nothing in it: what it would show, why it is empty, and what to do about it. */
export function EmptyState({
  icon: Icon,
  tone = 'rubi',
  title,
  help,
  action,
}: {
  icon: LucideIcon;
  /** Rubí for a list that fills as the business works; stone for a search that found nothing. */
  tone?: 'rubi' | 'stone';
  title: string;
  help: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 px-6 py-12 text-center">
      <span
        className={cn(
          'grid size-14 place-items-center rounded-2xl',
          tone === 'rubi' ? 'bg-rubi-50 text-rubi-700' : 'bg-stone-100 text-stone-600',
        )}
      >
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <p className="mt-2 font-bold text-stone-900">{title}</p>
      <p className="max-w-sm text-sm text-stone-600">{help}</p>
      {action ? <div className="mt-3">{action}</div> : null}
    </div>
  );
}

/**
 * The list's states in one place: the first page loading (`loadingLabel` over skeleton rows whose
 * picture is `avatar`-shaped), failing with nothing shown (`errorFallback` when the error says
 * nothing better), empty (`empty`), or the rows (`children`, dimmed while `busy` — a new filter or
 * search on its way) with `footer` and the next page's button under them.
 */
export function PagedList({
  query,
  count,
  loadingLabel,
  errorFallback,
  avatar,
  empty,
  footer,
  busy = false,
  children,
}: {
  query: PagedQuery;
  /** Rows loaded so far. */
  count: number;
  loadingLabel: string;
  errorFallback: string;
  avatar: 'square' | 'round';
  empty: ReactNode;
  footer: ReactNode;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <div aria-live="polite" aria-busy={query.isPending || busy}>
      {query.isPending ? (
        <div className="flex flex-col">
          <LineaCargando className="px-5 pt-5">{loadingLabel}</LineaCargando>
          <ul aria-hidden="true" className="divide-y divide-stone-100">
            {Array.from({ length: 5 }, (_, i) => (
              <li key={i} className="flex items-center gap-3 px-5 py-4">
                <span
                  className={cn(
                    'animate-pulse bg-stone-200',
                    avatar === 'square' ? 'size-10 rounded-xl' : 'size-11 rounded-full',
                  )}
                />
                <span className="flex flex-1 flex-col gap-2">
                  <span className="h-4 w-1/2 animate-pulse rounded bg-stone-200" />
                  <span className="h-3 w-1/4 animate-pulse rounded bg-stone-200" />
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : query.isError && count === 0 ? (
        <CargaErrorDe query={query} fallback={errorFallback} forma="bloque" />
      ) : count === 0 ? (
        empty
      ) : (
        <>
          <div className={cn('transition-opacity', busy && 'opacity-60')}>{children}</div>
          <div className="flex flex-col items-center gap-3 border-t border-stone-100 px-5 py-4 sm:flex-row sm:justify-between">
            <p className="text-sm text-stone-600">{footer}</p>
            <LoadMore query={query} errorFallback={errorFallback} className="w-full sm:w-auto" />
          </div>
        </>
      )}
    </div>
  );
}
