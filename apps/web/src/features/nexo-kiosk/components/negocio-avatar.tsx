import type { Gradient } from '@tarjeto/shared';
import { cn } from '../../../lib/cn.ts';

const GRADIENT_CLASS: Record<Gradient, string> = {
  dorado: 'gradient-dorado',
  azul: 'gradient-azul',
  rubi: 'gradient-rubi',
  rosa: 'gradient-rosa',
};

/** The business's logo, or its initial on its card gradient when it has none. */
export function NegocioAvatar({
  nombre,
  fotoPerfil,
  gradient,
  className,
}: {
  nombre: string;
  fotoPerfil: string | null;
  gradient: Gradient;
  className?: string;
}) {
  if (fotoPerfil) {
    return (
      <img
        src={fotoPerfil}
        alt=""
        className={cn('shrink-0 rounded-xl bg-white object-cover', className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid shrink-0 place-items-center rounded-xl font-extrabold text-white',
        GRADIENT_CLASS[gradient],
        className,
      )}
    >
      {nombre.trim().charAt(0).toUpperCase() || 'T'}
    </span>
  );
}
