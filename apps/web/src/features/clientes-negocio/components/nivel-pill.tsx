import { NIVEL_COLOR_CLASSES } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';

/** How far into the next level's requirement the season's visits are, 0–100. */
export const progreso = (visitas: number, requeridas: number) =>
  requeridas > 0 ? Math.min(100, Math.round((visitas / requeridas) * 100)) : 100;

/** A thin bar towards the next level, in that level's colour; its text is given beside it. */
export function BarraNivel({
  visitas,
  requeridas,
  siguiente,
  className,
}: {
  visitas: number;
  requeridas: number;
  siguiente: number;
  className?: string;
}) {
  const color = NIVEL_COLOR_CLASSES[siguiente] ?? NIVEL_COLOR_CLASSES[0]!;
  return (
    <span
      aria-hidden="true"
      className={cn('block h-1.5 w-full overflow-hidden rounded-full bg-stone-200', className)}
    >
      <span
        className={cn('block h-full rounded-full', color.bg)}
        style={{ width: `${progreso(visitas, requeridas)}%` }}
      />
    </span>
  );
}
