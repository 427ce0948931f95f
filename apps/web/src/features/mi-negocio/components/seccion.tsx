import { useId, type ReactNode } from 'react';
import { Pencil, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

/**
 * One part of the profile. Read-only, its pencil opens the editor right there; while editing, the
 * pencil marks the section as open for changes (SPEC §2: the toggle shows edit pencils).
 */
export function Seccion({
  id,
  icono: Icon,
  titulo,
  descripcion,
  editando,
  onEditar,
  children,
}: {
  id: string;
  icono: LucideIcon;
  titulo: string;
  descripcion: string;
  editando: boolean;
  onEditar: () => void;
  children: ReactNode;
}) {
  const tituloId = useId();
  return (
    <section
      id={id}
      aria-labelledby={tituloId}
      className={cn(
        'scroll-mt-24 rounded-2xl border bg-white shadow-sm transition-colors',
        editando ? 'border-marigold-300 ring-1 ring-marigold-200' : 'border-stone-200',
      )}
    >
      <div className="flex items-start gap-3 border-b border-stone-100 px-4 py-4 sm:px-5">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-rubi-50 text-rubi-700">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={tituloId} className="text-base font-bold text-stone-900">
            {titulo}
          </h2>
          <p className="mt-0.5 text-sm text-stone-600">{descripcion}</p>
        </div>
        {editando ? (
          <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-marigold-50 px-2.5 py-1 text-xs font-semibold text-marigold-900 ring-1 ring-marigold-200 ring-inset">
            <Pencil className="size-3.5" aria-hidden="true" />
            Editando
          </span>
        ) : (
          <button
            type="button"
            onClick={onEditar}
            aria-label={`Editar ${titulo.toLocaleLowerCase('es-MX')}`}
            title="Editar"
            className="-m-1 grid size-11 shrink-0 place-items-center rounded-xl text-stone-500 transition-colors hover:bg-stone-100 hover:text-rubi-700"
          >
            <Pencil className="size-5" aria-hidden="true" />
          </button>
        )}
      </div>
      <div className="px-4 py-5 sm:px-5">{children}</div>
    </section>
  );
}

/** A label and its value, read-only. */
export function Dato({
  etiqueta,
  children,
  className,
}: {
  etiqueta: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs font-bold tracking-wide text-stone-500 uppercase">{etiqueta}</dt>
      <dd className="mt-1 text-[15px] text-stone-900">{children}</dd>
    </div>
  );
}

/** What an empty optional answer reads as. */
export function SinDato({ children }: { children: ReactNode }) {
  return <span className="text-stone-500 italic">{children}</span>;
}
