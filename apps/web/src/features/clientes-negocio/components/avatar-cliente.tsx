import { cn } from '../../../lib/cn.ts';

/** Up to two initials: 'María José Álvarez' → 'MJ'. */
export const iniciales = (nombre: string) =>
  nombre
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((p) => p.charAt(0).toLocaleUpperCase('es-MX'))
    .join('') || '?';

/** The customer's photo, or their initials on a warm neutral. Decorative: the name is beside it. */
export function AvatarCliente({
  nombre,
  fotoPerfil,
  className,
}: {
  nombre: string;
  fotoPerfil: string | null;
  className?: string;
}) {
  return fotoPerfil ? (
    <img
      src={fotoPerfil}
      alt=""
      loading="lazy"
      className={cn('size-11 shrink-0 rounded-full object-cover ring-1 ring-stone-200', className)}
    />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-11 shrink-0 place-items-center rounded-full bg-marigold-100 text-sm font-bold text-marigold-900 ring-1 ring-marigold-200',
        className,
      )}
    >
      {iniciales(nombre)}
    </span>
  );
}
