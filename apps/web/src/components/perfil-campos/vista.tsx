import type { ReactNode } from 'react';
import { textoSobre } from '@tarjeto/shared';
import { cn } from '../../lib/cn.ts';
import { nombreCategoria } from './format.ts';

// How a profile's answers read back: in the wizard's live previews and in 'Mi negocio'.

/** The photo, or the first letter of the name on the brand colour (rubí when there is none). */
export function PerfilAvatar({
  src,
  nombre,
  color,
  fallback,
  className,
}: {
  src: string | null | undefined;
  nombre: string;
  color?: string | null;
  fallback: ReactNode;
  className?: string;
}) {
  const inicial = nombre.trim().charAt(0).toUpperCase();
  if (src)
    return (
      <img
        src={src}
        alt=""
        className={cn('shrink-0 rounded-full object-cover ring-4 ring-white', className)}
      />
    );
  return (
    <span
      aria-hidden="true"
      style={color ? { backgroundColor: color, color: textoSobre(color) } : undefined}
      className={cn(
        'grid shrink-0 place-items-center rounded-full font-extrabold ring-4 ring-white',
        !color && 'bg-rubi-100 text-rubi-800',
        className,
      )}
    >
      {inicial || fallback}
    </span>
  );
}

/** Categories as chips by their Spanish names; `empty` says what to do when there are none. */
export function CategoriaChips({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0) return <p className="text-sm text-stone-500 italic">{empty}</p>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((c) => (
        <li
          key={c}
          className="rounded-full bg-marigold-50 px-2.5 py-1 text-xs font-semibold text-marigold-900 ring-1 ring-marigold-200 ring-inset"
        >
          {nombreCategoria(c)}
        </li>
      ))}
    </ul>
  );
}

/** An address in one line: street, neighbourhood, city and state, postal code. */
export const direccionCompleta = (u: {
  direccion: string;
  zona: string;
  ciudad: string;
  estado: string;
  codigoPostal: string;
}) =>
  [
    u.direccion.trim(),
    u.zona.trim(),
    [u.ciudad.trim(), u.estado.trim()].filter(Boolean).join(', '),
    u.codigoPostal.trim() && `CP ${u.codigoPostal.trim()}`,
  ]
    .filter(Boolean)
    .join(', ');
