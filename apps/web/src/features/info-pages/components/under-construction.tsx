import { Construction } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';

/** Widths of the grey placeholder lines, so they read like a paragraph, not a bar chart. */
const LINEAS = ['w-full', 'w-11/12', 'w-full', 'w-4/5', 'w-2/3'] as const;

/**
 * The under-construction notice of SPEC §2 for the footer pages that have no content yet: a
 * friendly message and a few grey placeholder lines where the text will go.
 */
export function UnderConstruction() {
  return (
    <section
      aria-labelledby="en-construccion-titulo"
      className="mx-auto max-w-2xl rounded-3xl border border-stone-200 bg-white px-6 py-10 text-center shadow-sm sm:px-12 sm:py-14"
    >
      <div className="mx-auto grid size-16 place-items-center rounded-2xl bg-marigold-100 text-marigold-800">
        <Construction className="size-8" aria-hidden="true" />
      </div>
      <h2
        id="en-construccion-titulo"
        className="mt-6 text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl"
      >
        Esta sección está en construcción
      </h2>
      <p className="mx-auto mt-3 max-w-md text-base leading-7 text-stone-600">
        Estamos preparando este contenido con mucho cariño. Vuelve pronto; mientras tanto, descubre
        cómo funciona Tarjeto.
      </p>

      <div
        aria-hidden="true"
        data-testid="placeholder-lines"
        className="mx-auto mt-8 max-w-md space-y-3 text-left"
      >
        <div className="h-5 w-1/2 animate-pulse rounded-full bg-stone-300/70" />
        {LINEAS.map((ancho, i) => (
          <div key={i} className={`h-3 animate-pulse rounded-full bg-stone-200 ${ancho}`} />
        ))}
      </div>

      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to="/footer/como-funciona" variant="primary">
          Cómo funciona Tarjeto
        </ButtonLink>
        <ButtonLink to="/footer/faq" variant="secondary">
          Preguntas frecuentes
        </ButtonLink>
      </div>
    </section>
  );
}
