import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { APP_NAME } from '@tarjeto/shared';
import { EnlacesLegales } from '../../../components/layout/enlaces-legales.tsx';
import { TarjetoLogo } from '../../../components/layout/public-header.tsx';
import { SaltarAlContenido } from '../../../components/layout/saltar-al-contenido.tsx';

interface InfoPageLayoutProps {
  /** The page title (SPEC §2 rule, see tituloDesdeSlug); rendered as the page's only h1. */
  titulo: string;
  /** Small label above the title, e.g. the footer group ('Clientes', 'Legal'). */
  seccion?: string | undefined;
  /** One or two sentences under the title. */
  descripcion?: string | undefined;
  children: ReactNode;
}

/**
 * The footer information page (SPEC §2): a simple header with the wordmark, the title, the
 * content, a way back home and the copyright line with the current year.
 */
export function InfoPageLayout({ titulo, seccion, descripcion, children }: InfoPageLayoutProps) {
  const anio = new Date().getFullYear();
  return (
    <div className="flex min-h-dvh flex-col bg-stone-50">
      <SaltarAlContenido className="rounded-lg bg-white px-4 py-2 font-semibold text-rubi-800 shadow-lg focus:z-50" />

      <header className="sticky top-0 z-40 border-b border-stone-200 bg-white">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link
            to="/"
            aria-label={`${APP_NAME}, inicio`}
            className="-mx-1 inline-flex min-h-11 items-center rounded-xl px-1"
          >
            <TarjetoLogo />
          </Link>
          <p className="hidden text-sm font-medium text-stone-600 sm:block">
            Todas tus tarjetas de lealtad en un solo lugar
          </p>
        </div>
      </header>

      <div className="gradient-rubi relative isolate overflow-hidden text-white">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-16 -z-10 size-72 rounded-full bg-white/10 sm:size-96"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-32 left-1/3 -z-10 size-64 rounded-full bg-black/10"
        />
        <div
          aria-hidden="true"
          className="absolute inset-x-0 bottom-0 -z-10 h-1.5 bg-marigold-400"
        />
        <div className="mx-auto max-w-5xl px-4 pt-10 pb-12 sm:px-6 sm:pt-14 sm:pb-16">
          {seccion ? (
            <p className="text-sm font-bold tracking-wider text-marigold-100 uppercase">
              {seccion}
            </p>
          ) : null}
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {titulo}
          </h1>
          {descripcion ? (
            <p className="mt-4 max-w-2xl text-base leading-7 text-white/90 sm:text-lg sm:leading-8">
              {descripcion}
            </p>
          ) : null}
        </div>
      </div>

      <main id="contenido" tabIndex={-1} className="flex-1 focus:outline-none">
        <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
          {children}
          <div className="mt-12 border-t border-stone-200 pt-6">
            <Link
              to="/"
              className="-mx-3 inline-flex min-h-11 items-center gap-2 rounded-xl px-3 font-semibold text-rubi-700 transition-colors hover:bg-rubi-50 hover:text-rubi-800"
            >
              <ArrowLeft className="size-5" aria-hidden="true" />
              Volver al inicio
            </Link>
          </div>
        </div>
      </main>

      <footer className="border-t border-stone-200 bg-white">
        <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-6 text-sm text-stone-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>© {anio} Tarjeto</p>
          <EnlacesLegales
            className="flex flex-wrap gap-x-5 gap-y-1"
            linkClassName="inline-flex min-h-11 items-center hover:text-rubi-800 hover:underline sm:min-h-0"
          />
        </div>
      </footer>
    </div>
  );
}
