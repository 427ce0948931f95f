import { type ReactNode } from 'react';
import { TarjetoLogo } from '../../../components/layout/public-header.tsx';
import { useTitulo } from '../../../lib/titulo.ts';

/**
 * The frame of a business account with no dashboard sections to show (a Cajero; someone no longer
 * in a team): the logo, the business's name, 'Cerrar sesión', and one column of content.
 */
export function MarcoSimple({
  titulo,
  negocio,
  logout,
  children,
}: {
  /** The document's title. */
  titulo: string;
  negocio: string | null;
  logout: ReactNode;
  children: ReactNode;
}) {
  useTitulo(titulo);
  return (
    <div className="min-h-dvh bg-stone-50">
      <a
        href="#contenido"
        className="sr-only z-50 rounded-xl bg-white px-4 py-3 font-semibold text-rubi-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Saltar al contenido
      </a>
      <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 py-2.5 sm:px-6">
          <TarjetoLogo className="[&>span]:sr-only sm:[&>span]:not-sr-only" />
          {negocio ? (
            <p
              className="min-w-0 flex-1 truncate text-sm font-bold text-stone-900 sm:text-base"
              title={negocio}
            >
              {negocio}
            </p>
          ) : (
            <span className="flex-1" />
          )}
          <div className="shrink-0 [&>button]:px-3">{logout}</div>
        </div>
      </header>
      <main
        id="contenido"
        tabIndex={-1}
        className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 pt-6 pb-16 outline-none sm:px-6 sm:pt-10"
      >
        {children}
      </main>
    </div>
  );
}
