import { nombreAudiencia } from '@tarjeto/shared';
import { NIVEL_COLOR_CLASSES } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { nivelReqTexto } from '../lib/canje-copy.ts';

/**
 * The level a promotion is for, in that level's fixed colour (BRAND.md): "ORO" on gold, "TODOS"
 * on grey. Read aloud as "Nivel Oro" or "Para todos".
 */
export function NivelFlag({ nivel, className }: { nivel: number; className?: string }) {
  const colors = NIVEL_COLOR_CLASSES[nivel] ?? NIVEL_COLOR_CLASSES[0]!;
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-3 py-1 text-sm font-extrabold tracking-wider text-white uppercase sm:text-base',
        colors.bg,
        className,
      )}
    >
      <span aria-hidden="true">{nombreAudiencia(nivel)}</span>
      <span className="sr-only">{nivelReqTexto(nivel)}</span>
    </span>
  );
}
