import { AlertTriangle, RotateCw } from 'lucide-react';
import { Button } from './button.tsx';
import { Card } from './card.tsx';
import { cn } from '../../lib/cn.ts';

/**
 * A load that failed: what happened and a way to try again (BRAND.md "errors offer a retry"). On a
 * card of its own, or `enMarco={false}` inside one that already frames it (a list's body).
 */
export function CargaError({
  message,
  onRetry,
  retrying = false,
  enMarco = true,
  className,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
  enMarco?: boolean;
  className?: string;
}) {
  const Marco = enMarco ? Card : 'div';
  return (
    <Marco className={cn('flex flex-col items-center gap-4 px-6 py-10 text-center', className)}>
      <span className="grid size-12 place-items-center rounded-2xl bg-red-50 text-red-700">
        <AlertTriangle className="size-6" aria-hidden="true" />
      </span>
      <p role="alert" className="max-w-md font-semibold text-stone-900">
        {message}
      </p>
      <Button
        variant="secondary"
        onClick={onRetry}
        loading={retrying}
        icon={<RotateCw className="size-4" aria-hidden="true" />}
      >
        Reintentar
      </Button>
    </Marco>
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
