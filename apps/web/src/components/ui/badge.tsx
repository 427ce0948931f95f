import type { ReactNode } from 'react';
import { nombreNivel } from '@tarjeto/shared';
import { cn } from '../../lib/cn.ts';

type Tone = 'neutral' | 'rubi' | 'marigold' | 'green' | 'red';
const tones: Record<Tone, string> = {
  neutral: 'bg-stone-100 text-stone-700 ring-stone-200',
  rubi: 'bg-rubi-50 text-rubi-800 ring-rubi-200',
  marigold: 'bg-marigold-50 text-marigold-800 ring-marigold-200',
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  red: 'bg-red-50 text-red-800 ring-red-200',
};

export function Badge({
  tone = 'neutral',
  children,
  className,
}: {
  tone?: Tone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** Level colours are fixed (BRAND.md): the same on badges, card edges and charts. */
export const NIVEL_COLOR_CLASSES: Record<number, { bg: string; text: string; ring: string }> = {
  0: { bg: 'bg-nivel-todos', text: 'text-nivel-todos', ring: 'ring-nivel-todos' },
  1: { bg: 'bg-nivel-bronce', text: 'text-nivel-bronce', ring: 'ring-nivel-bronce' },
  2: { bg: 'bg-nivel-plata', text: 'text-nivel-plata', ring: 'ring-nivel-plata' },
  3: { bg: 'bg-nivel-oro', text: 'text-nivel-oro', ring: 'ring-nivel-oro' },
  4: { bg: 'bg-nivel-rubi', text: 'text-nivel-rubi', ring: 'ring-nivel-rubi' },
};

export function NivelBadge({ nivel, className }: { nivel: number; className?: string }) {
  const colors = NIVEL_COLOR_CLASSES[nivel] ?? NIVEL_COLOR_CLASSES[0]!;
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-white',
        colors.bg,
        className,
      )}
    >
      {nombreNivel(nivel)}
    </span>
  );
}
