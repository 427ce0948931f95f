import type { Gradient } from '@tarjeto/shared';
import { cn } from '../../lib/cn.ts';
import { GRADIENT_CLASS } from './loyalty-card.tsx';

/** The business's logo, or its initial on its card gradient when it has none. */
export function NegocioAvatar({
  nombre,
  fotoPerfil,
  gradient,
  redondo = false,
  className,
}: {
  nombre: string;
  fotoPerfil: string | null;
  gradient: Gradient;
  /** A circle (lists of offers) instead of the rounded square (the kiosk, places). */
  redondo?: boolean;
  className?: string;
}) {
  const forma = redondo ? 'rounded-full' : 'rounded-xl';
  if (fotoPerfil) {
    return (
      <img
        src={fotoPerfil}
        alt=""
        className={cn('shrink-0 bg-white object-cover', forma, className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid shrink-0 place-items-center font-extrabold text-white',
        forma,
        GRADIENT_CLASS[gradient],
        className,
      )}
    >
      {nombre.trim().charAt(0).toUpperCase() || 'T'}
    </span>
  );
}
