import { Heart } from 'lucide-react';
import { APP_NAME, FOOTER_SECCIONES } from '@tarjeto/shared';
import { FOOTER_LABELS, footerHref } from './footer-links.ts';
import { TarjetoLogo } from './public-header.tsx';
import { Enlace } from '../ui/enlace.tsx';

/** The public footer: brand blurb, the four groups of information pages (SPEC §2) and the year. */
export function PublicFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-rubi-950 text-rubi-100">
      <div className="mx-auto max-w-6xl px-4 pt-14 pb-8 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[1fr_2.4fr] lg:gap-16">
          <div className="max-w-sm">
            <Enlace
              to="/"
              className="inline-flex min-h-11 items-center rounded-lg"
              aria-label={`${APP_NAME}, inicio`}
            >
              <TarjetoLogo tone="light" />
            </Enlace>
            <p className="mt-4 text-sm leading-6 text-rubi-100/85">
              Tarjeto ayuda a taquerías, cafés y panaderías de todo México a consentir a sus
              clientes de siempre. Tú juntas visitas y premios en tus lugares favoritos, sin
              cartoncitos ni sellos de papel.
            </p>
          </div>
          <div className="grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-4">
            {FOOTER_SECCIONES.map((seccion) => (
              <nav key={seccion.titulo} aria-labelledby={`footer-${seccion.titulo}`}>
                <h2
                  id={`footer-${seccion.titulo}`}
                  className="text-xs font-bold tracking-[0.14em] text-marigold-300 uppercase"
                >
                  {seccion.titulo}
                </h2>
                <ul className="mt-3 flex flex-col">
                  {seccion.slugs.map((slug) => (
                    <li key={slug}>
                      <Enlace
                        to={footerHref(slug)}
                        className="inline-flex min-h-11 items-center py-1 text-sm leading-5 text-rubi-50/90 underline-offset-4 hover:text-white hover:underline lg:min-h-9"
                      >
                        {FOOTER_LABELS[slug] ?? slug}
                      </Enlace>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        <div className="mt-12 flex flex-col gap-2 border-t border-white/10 pt-6 text-sm text-rubi-100/80 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {APP_NAME}. Hecho en México.
          </p>
          <p className="inline-flex items-center gap-1.5">
            Con <Heart className="size-4 fill-rubi-400 text-rubi-400" aria-hidden="true" />
            <span className="sr-only">cariño</span> para los negocios de barrio
          </p>
        </div>
      </div>
    </footer>
  );
}
