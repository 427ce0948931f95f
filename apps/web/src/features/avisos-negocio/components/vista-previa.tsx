import { Bell } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

/**
 * A message as it lands on a customer's phone: a notification with the business's initial and
 * name. `live` announces changes politely (the editor's preview follows the typing).
 */
export function VistaPrevia({
  negocio,
  texto,
  live = false,
  className,
}: {
  negocio: string;
  texto: string;
  live?: boolean;
  className?: string;
}) {
  return (
    <figure className={cn('rounded-2xl bg-stone-100 p-3', className)}>
      <figcaption className="mb-2 flex items-center gap-1.5 text-xs font-semibold text-stone-600">
        <Bell className="size-3.5" aria-hidden="true" />
        Así lo verá tu cliente
      </figcaption>
      <div className="flex gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-stone-200">
        <span
          aria-hidden="true"
          className="grid size-9 shrink-0 place-items-center rounded-lg bg-rubi-700 text-sm font-extrabold text-white"
        >
          {negocio.trim().charAt(0).toUpperCase() || 'T'}
        </span>
        <div className="min-w-0 flex-1">
          <p className="flex items-baseline justify-between gap-2 text-xs text-stone-600">
            <span className="min-w-0 truncate font-bold text-stone-900">{negocio}</span>
            <span className="shrink-0">ahora</span>
          </p>
          <p
            aria-live={live ? 'polite' : undefined}
            className="mt-0.5 text-sm leading-5 break-words whitespace-pre-line text-stone-800"
          >
            {texto || '…'}
          </p>
        </div>
      </div>
    </figure>
  );
}
