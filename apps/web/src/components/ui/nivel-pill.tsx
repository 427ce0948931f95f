import { cn } from '../../lib/cn.ts';
import { NIVEL_COLOR_CLASSES } from './badge.tsx';

/**
 * A card's level in its fixed colour (BRAND.md) with the business's own name for it. White on
 * every level colour passes AA.
 */
export function NivelPill({
  nivel,
  nombre,
  className,
}: {
  nivel: number;
  nombre: string;
  className?: string;
}) {
  const color = NIVEL_COLOR_CLASSES[nivel] ?? NIVEL_COLOR_CLASSES[0]!;
  return (
    <span
      data-nivel={nivel}
      className={cn(
        'inline-flex max-w-full items-center rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide text-white uppercase',
        color.bg,
        className,
      )}
    >
      <span className="truncate">{nombre}</span>
    </span>
  );
}
