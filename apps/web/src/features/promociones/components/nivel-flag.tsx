import { Users } from 'lucide-react';
import type { NivelConNombre } from '@tarjeto/shared';
import { NIVEL_COLOR_CLASSES } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { etiquetaNivel } from '../lib/copy.ts';

/**
 * Who a promotion is for, in its level's colour (SPEC §2 'Para clientes {level}'; level 0 or
 * unknown: 'Para todos los usuarios'). White on every level colour passes AA.
 */
export function NivelFlag({
  nivel,
  niveles,
  className,
}: {
  nivel: number;
  niveles?: readonly NivelConNombre[];
  className?: string;
}) {
  const conocido = nivel > 0 && nivel <= 4;
  const color = NIVEL_COLOR_CLASSES[conocido ? nivel : 0]!;
  return (
    <span
      data-nivel={conocido ? nivel : 0}
      className={cn(
        'inline-flex max-w-full items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold text-white',
        color.bg,
        className,
      )}
    >
      <Users className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="truncate">{etiquetaNivel(nivel, niveles)}</span>
    </span>
  );
}
