import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

/**
 * The opening of a public page (the landing, 'Para negocios'): a dotted wash, the pitch — a pill,
 * the h1, the lead, the ways in and what follows them — and the illustration beside it.
 */
export function Portada({
  tituloId,
  columnas,
  etiqueta,
  titulo,
  tituloClassName,
  entrada,
  acciones,
  children,
  ilustracion,
}: {
  tituloId: string;
  /** The wide screen's two columns and the gap between them. */
  columnas: string;
  etiqueta: ReactNode;
  titulo: ReactNode;
  tituloClassName?: string;
  entrada: ReactNode;
  acciones: ReactNode;
  children: ReactNode;
  ilustracion: ReactNode;
}) {
  return (
    <section
      aria-labelledby={tituloId}
      className="relative isolate overflow-hidden bg-gradient-to-b from-marigold-50 via-white to-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(var(--color-stone-300)_1px,transparent_1px)] [mask-image:linear-gradient(to_bottom,black,transparent_75%)] [background-size:22px_22px] opacity-50"
      />
      <div
        className={`mx-auto grid max-w-6xl items-center gap-12 px-4 pt-10 pb-16 sm:px-6 sm:pt-16 ${columnas} lg:px-8 lg:pt-20 lg:pb-24`}
      >
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-marigold-200 bg-white/80 px-3.5 py-1.5 text-sm font-semibold text-marigold-800 shadow-sm">
            {etiqueta}
          </p>
          <h1
            id={tituloId}
            className={cn(
              'mt-5 text-4xl leading-[1.08] font-extrabold tracking-tight text-balance text-stone-900 sm:text-5xl',
              tituloClassName,
            )}
          >
            {titulo}
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg leading-8 text-pretty text-stone-600 lg:mx-0">
            {entrada}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center lg:justify-start">
            {acciones}
          </div>
          {children}
        </div>

        {ilustracion}
      </div>
    </section>
  );
}
