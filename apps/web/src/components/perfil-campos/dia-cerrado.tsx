import { Moon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

// The week as the profile shows it, apart from its editor: a business's public page and its own
// 'Mi negocio' read them without the editor's form code (and the contracts it validates with).

/** 'Cerrado', with the moon: a day with neither opening nor closing time. */
export function DiaCerrado({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 text-sm font-semibold text-stone-600',
        className,
      )}
    >
      <Moon aria-hidden="true" className="size-4" />
      Cerrado
    </span>
  );
}

/** Monday first, as Mexican shop doors list them; the stored `dia` stays 0 Domingo … 6 Sábado. */
export const ORDEN_DIAS = [1, 2, 3, 4, 5, 6, 0] as const;
