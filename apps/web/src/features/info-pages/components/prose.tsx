import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';

// Typography for the information pages. Kept here (not in a plugin) so every page reads the same:
// one h2 style, one h3 style, one paragraph rhythm, one list bullet, one link style.

export const linkClasses =
  'font-semibold text-rubi-700 underline decoration-rubi-300 decoration-2 underline-offset-4 transition-colors hover:text-rubi-800 hover:decoration-rubi-700';

/** A link to another page of the app, in running text. */
export function EnlaceInterno({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={linkClasses}>
      {children}
    </Link>
  );
}

/** An e-mail address, clickable, in running text. */
export function Correo({ direccion }: { direccion: string }) {
  return (
    <a href={`mailto:${direccion}`} className={cn(linkClasses, 'whitespace-nowrap')}>
      {direccion}
    </a>
  );
}

export function Lead({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p className={cn('text-lg leading-8 text-stone-700 sm:text-xl sm:leading-9', className)}>
      {children}
    </p>
  );
}

export function P({ children, className }: { children: ReactNode; className?: string }) {
  return <p className={cn('text-base leading-7 text-stone-700', className)}>{children}</p>;
}

export function H3({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <h3 className={cn('pt-2 text-lg font-bold tracking-tight text-stone-900', className)}>
      {children}
    </h3>
  );
}

/** A section with its own h2; `id` makes it a target for the table of contents. */
export function Seccion({
  id,
  titulo,
  numero,
  children,
  className,
}: {
  id: string;
  titulo: string;
  numero?: number;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-titulo`} className={cn('scroll-mt-24', className)}>
      <h2
        id={`${id}-titulo`}
        className="flex items-baseline gap-3 text-xl font-extrabold tracking-tight text-stone-900 sm:text-2xl"
      >
        {numero !== undefined ? (
          <span className="text-base font-bold text-rubi-700 tabular-nums sm:text-lg">
            {numero}.
          </span>
        ) : null}
        <span>{titulo}</span>
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

/** A bulleted list with the brand's marigold bullets. */
export function Lista({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <ul
      className={cn(
        'space-y-2.5 text-base leading-7 text-stone-700',
        '[&>li]:relative [&>li]:pl-6',
        '[&>li]:before:absolute [&>li]:before:top-[0.7rem] [&>li]:before:left-1 [&>li]:before:size-2 [&>li]:before:rounded-full [&>li]:before:bg-marigold-400 [&>li]:before:content-[""]',
        className,
      )}
    >
      {children}
    </ul>
  );
}

/** A highlighted note: what a reader must not miss. */
export function Nota({
  titulo,
  children,
  tono = 'marigold',
}: {
  titulo?: string;
  children: ReactNode;
  tono?: 'marigold' | 'rubi';
}) {
  return (
    <div
      className={cn(
        'rounded-2xl border-l-4 px-5 py-4',
        tono === 'marigold' ? 'border-marigold-400 bg-marigold-50' : 'border-rubi-600 bg-rubi-50',
      )}
    >
      {titulo ? <p className="font-bold text-stone-900">{titulo}</p> : null}
      <div className={cn('space-y-2 text-base leading-7 text-stone-800', titulo && 'mt-1')}>
        {children}
      </div>
    </div>
  );
}
