import { UserRound } from 'lucide-react';
import type { VisitaResultado } from '@tarjeto/shared';
import { NIVEL_COLOR_CLASSES } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';

type Cliente = NonNullable<VisitaResultado['cliente']>;

/** The customer's photo, or their initials on their level's colour. */
export function ClienteFoto({
  cliente,
  className,
  ring,
}: {
  cliente: Cliente;
  className: string;
  ring: string;
}) {
  const colors = NIVEL_COLOR_CLASSES[cliente.nivel] ?? NIVEL_COLOR_CLASSES[0]!;
  const iniciales = cliente.nombre
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p.charAt(0).toUpperCase())
    .join('');
  return cliente.fotoPerfil ? (
    <img
      src={cliente.fotoPerfil}
      alt=""
      className={cn('shrink-0 rounded-full bg-white object-cover ring-4', ring, className)}
    />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        'grid shrink-0 place-items-center rounded-full text-3xl font-extrabold text-white ring-4 sm:text-4xl',
        colors.bg,
        ring,
        className,
      )}
    >
      {iniciales || <UserRound className="size-1/2" />}
    </span>
  );
}
