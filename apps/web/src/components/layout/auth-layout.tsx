import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Check, type LucideIcon } from 'lucide-react';
import { APP_NAME } from '@tarjeto/shared';
import { TarjetaDeMuestra } from './tarjeta-de-muestra.tsx';
import { EnlacesLegales } from './enlaces-legales.tsx';
import { TarjetoLogo } from './public-header.tsx';
import { useTitulo } from '../../lib/titulo.ts';

const PROMESAS = [
  'Junta visitas en tus lugares favoritos',
  'Sube de nivel: Bronce, Plata, Oro y Rubí',
  'Recibe promociones pensadas para ti',
] as const;

const TONOS_ICONO = {
  rubi: 'bg-rubi-50 text-rubi-700 ring-rubi-100',
  marigold: 'bg-marigold-50 text-marigold-800 ring-marigold-200',
  verde: 'bg-emerald-50 text-emerald-700 ring-emerald-100',
  rojo: 'bg-red-50 text-red-700 ring-red-100',
} as const;

/** The illustration of `AuthLayout`'s `icon`: a lucide icon in a tinted square. */
export function AuthIcono({
  icon: Icon,
  tono,
}: {
  icon: LucideIcon;
  tono: keyof typeof TONOS_ICONO;
}) {
  return (
    <span className={`grid size-14 place-items-center rounded-2xl ring-1 ${TONOS_ICONO[tono]}`}>
      <Icon className="size-7" aria-hidden="true" />
    </span>
  );
}

/**
 * The frame of the account screens: on wide screens a brand panel with sample cards beside the
 * form; on phones just the logo, the title and the form. Sets the document title too.
 */
export function AuthLayout({
  title,
  subtitle,
  icon,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  /** A small illustration above the title (e.g. an envelope on the verification screen). */
  icon?: ReactNode;
  children: ReactNode;
}) {
  useTitulo(title);

  return (
    <div className="min-h-dvh bg-white lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)]">
      <aside className="gradient-rubi relative isolate hidden overflow-hidden text-white lg:flex lg:flex-col lg:justify-between lg:p-12 xl:p-14">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 [background-image:radial-gradient(rgb(255_255_255/0.12)_1px,transparent_1px)] [background-size:22px_22px]"
        />
        <div
          aria-hidden="true"
          className="absolute -top-32 -right-32 -z-10 size-96 rounded-full bg-marigold-400/20 blur-3xl"
        />
        <Link
          to="/"
          aria-label={`${APP_NAME}, ir al inicio`}
          className="-m-2 self-start rounded-xl p-2"
        >
          <TarjetoLogo tone="light" />
        </Link>

        <div aria-hidden="true" className="relative mx-auto my-10 w-full max-w-sm">
          <div className="absolute inset-x-6 -top-6 rotate-[5deg] opacity-90">
            <TarjetaDeMuestra
              nombreComercial="Café La Perlita"
              subtitulo="Cafetería · Centro"
              gradient="azul"
              nivel={2}
              visitas={9}
            />
          </div>
          <div className="relative rotate-[-4deg] drop-shadow-2xl">
            <TarjetaDeMuestra
              nombreComercial="Tacos Cuichi"
              subtitulo="Taquería · Culiacán"
              gradient="dorado"
              nivel={3}
              visitas={13}
            />
          </div>
        </div>

        <div className="max-w-md">
          <p className="text-3xl leading-tight font-extrabold tracking-tight text-balance">
            Todas tus tarjetas de lealtad en un solo lugar.
          </p>
          <ul className="mt-6 flex flex-col gap-3 text-base text-white/95">
            {PROMESAS.map((p) => (
              <li key={p} className="flex items-center gap-3">
                <span className="grid size-6 shrink-0 place-items-center rounded-full bg-marigold-400 text-stone-950">
                  <Check className="size-4" strokeWidth={3} aria-hidden="true" />
                </span>
                {p}
              </li>
            ))}
          </ul>
          <p className="mt-8 text-sm font-medium text-white/80">
            {APP_NAME}: hecho en México para los negocios de barrio.
          </p>
        </div>
      </aside>

      <div className="flex min-h-dvh flex-col bg-gradient-to-b from-marigold-50/70 via-white to-white lg:bg-none">
        <header className="px-5 pt-5 sm:px-10 sm:pt-8 lg:hidden">
          <Link
            to="/"
            aria-label={`${APP_NAME}, ir al inicio`}
            className="-m-2 inline-flex rounded-xl p-2"
          >
            <TarjetoLogo />
          </Link>
        </header>
        <main className="flex flex-1 flex-col px-5 sm:px-10">
          <div className="mx-auto flex w-full max-w-md flex-1 flex-col py-8 sm:justify-center sm:py-12">
            {icon ? <div className="mb-5">{icon}</div> : null}
            <h1 className="text-3xl leading-tight font-extrabold tracking-tight text-balance text-stone-900 sm:text-[2rem]">
              {title}
            </h1>
            {subtitle ? (
              <div className="mt-2 text-base leading-7 text-pretty text-stone-600">{subtitle}</div>
            ) : null}
            <div className="mt-8">{children}</div>
          </div>
        </main>
        <footer className="flex flex-col-reverse items-center px-5 pb-4 text-xs text-stone-600 sm:flex-row sm:justify-center sm:gap-4">
          <span className="py-1 sm:py-0">
            © {new Date().getFullYear()} {APP_NAME}
          </span>
          <EnlacesLegales
            className="flex gap-4"
            linkClassName="inline-flex min-h-11 items-center hover:text-stone-900 hover:underline"
          />
        </footer>
      </div>
    </div>
  );
}
