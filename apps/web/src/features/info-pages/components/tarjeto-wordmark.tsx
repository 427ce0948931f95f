import { useId } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';

/** The card mark of the favicon, drawn inline so it needs no request. */
function TarjetoMark({ className }: { className?: string }) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#c2185b" />
          <stop offset="1" stopColor="#7a0c2e" />
        </linearGradient>
      </defs>
      <rect x="4" y="12" width="56" height="40" rx="8" fill={`url(#${gradientId})`} />
      <rect x="4" y="20" width="56" height="6" fill="#f8b41c" />
      <circle cx="46" cy="40" r="5" fill="#fff" />
    </svg>
  );
}

/** The Tarjeto wordmark, linking home. Its accessible name is the brand name itself. */
export function TarjetoWordmark({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={cn(
        '-mx-2 inline-flex min-h-11 items-center gap-2 rounded-xl px-2 text-xl font-extrabold tracking-tight text-rubi-700 transition-colors hover:text-rubi-800',
        className,
      )}
    >
      <TarjetoMark className="size-9 shrink-0" />
      <span>Tarjeto</span>
    </Link>
  );
}
