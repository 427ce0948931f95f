import { Users } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { NIVEL_COLOR_CLASSES } from './badge.tsx';

/**
 * A card's level in its fixed colour (BRAND.md) with the business's own name for it. White on
 * every level colour passes AA. `paraQuien`: an offer's audience instead (SPEC §2: 'Para clientes
 * {level}'; level 0, everyone).
 */
export function NivelPill({
  nivel,
  nombre,
  paraQuien = false,
  className,
}: {
  nivel: number;
  nombre: string;
  paraQuien?: boolean;
  className?: string;
}) {
  const color = NIVEL_COLOR_CLASSES[nivel] ?? NIVEL_COLOR_CLASSES[0]!;
  return (
    <span
      data-nivel={nivel}
      className={cn(
        'inline-flex max-w-full items-center rounded-full px-2.5 py-0.5 text-xs font-bold text-white',
        paraQuien ? 'gap-1' : 'tracking-wide uppercase',
        color.bg,
        className,
      )}
    >
      {paraQuien ? <Users className="size-3.5 shrink-0" aria-hidden="true" /> : null}
      <span className="truncate">
        {!paraQuien ? nombre : nivel > 0 ? `Para clientes ${nombre}` : 'Para todos'}
      </span>
    </span>
  );
}
