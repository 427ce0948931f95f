import type { ReactNode } from 'react';
import { CalendarDays } from 'lucide-react';
import { Seccion } from './prose.tsx';

export interface EntradaIndice {
  id: string;
  titulo: string;
}

/**
 * The frame of a legal document (aviso de privacidad, términos): a table of contents that stays in
 * view on wide screens, the date of the current version and the numbered sections.
 */
export function DocumentoLegal({
  nombre,
  actualizado,
  actualizadoIso,
  indice,
  intro,
  children,
}: {
  /** What the document is, e.g. 'Aviso de privacidad integral'. */
  nombre: string;
  /** Human date of the current version, e.g. '21 de noviembre de 2026'. */
  actualizado: string;
  /** The same date as YYYY-MM-DD, for the <time> element. */
  actualizadoIso: string;
  indice: readonly EntradaIndice[];
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
      <aside>
        <nav
          aria-label={`Contenido: ${nombre}`}
          className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto"
        >
          <p className="px-2 text-xs font-bold tracking-wider text-stone-600 uppercase">
            Contenido
          </p>
          <ol className="mt-2 grid gap-0.5 text-sm sm:grid-cols-2 lg:grid-cols-1">
            {indice.map((entrada, i) => (
              <li key={entrada.id}>
                <a
                  href={`#${entrada.id}`}
                  className="flex min-h-10 items-start gap-2 rounded-lg px-2 py-2 leading-5 text-stone-700 transition-colors hover:bg-rubi-50 hover:text-rubi-800"
                >
                  <span className="w-5 shrink-0 text-right font-semibold text-rubi-700 tabular-nums">
                    {i + 1}.
                  </span>
                  <span>{entrada.titulo}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </aside>

      <article className="min-w-0 rounded-3xl border border-stone-200 bg-white px-5 py-8 shadow-sm sm:px-10 sm:py-10">
        <header className="border-b border-stone-100 pb-6">
          <p className="text-sm font-bold tracking-wider text-rubi-700 uppercase">{nombre}</p>
          <p className="mt-2 inline-flex items-center gap-2 rounded-xl bg-stone-100 px-3 py-1 text-sm font-medium text-stone-700">
            <CalendarDays className="size-4 shrink-0 text-stone-500" aria-hidden="true" />
            <span>
              Última actualización: <time dateTime={actualizadoIso}>{actualizado}</time>
            </span>
          </p>
          <div className="mt-5 space-y-4">{intro}</div>
        </header>
        <div className="mt-8 max-w-[68ch] space-y-10">{children}</div>
      </article>
    </div>
  );
}

/**
 * Builds the numbered section component of a legal document from its table of contents, so a
 * section's number and heading always match its entry in the index.
 */
export function crearApartado<const T extends readonly EntradaIndice[]>(indice: T) {
  return function Apartado({ id, children }: { id: T[number]['id']; children: ReactNode }) {
    const posicion = indice.findIndex((e) => e.id === id);
    return (
      <Seccion id={id} titulo={indice[posicion]?.titulo ?? id} numero={posicion + 1}>
        {children}
      </Seccion>
    );
  };
}
