import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoyaltyCard } from '../ui/loyalty-card.tsx';

/** The frame of the account screens: the brand and a sample card beside the form. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid min-h-dvh lg:grid-cols-[1fr_1.1fr]">
      <aside className="gradient-rubi relative hidden overflow-hidden p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <Link to="/" className="text-2xl font-extrabold tracking-tight">
          Tarjeto
        </Link>
        <div className="mx-auto w-full max-w-sm rotate-[-4deg]">
          <LoyaltyCard
            nombreComercial="Tacos Cuichi"
            subtitulo="Taquería · Culiacán"
            gradient="dorado"
            nivel={3}
            visitas={13}
            meta={15}
            siguienteNivel={4}
          />
        </div>
        <p className="max-w-sm text-lg font-semibold text-white/90">
          Todas tus tarjetas de lealtad en un solo lugar.
        </p>
      </aside>
      <main className="flex flex-col px-5 py-8 sm:px-10">
        <Link to="/" className="text-2xl font-extrabold tracking-tight text-rubi-700 lg:hidden">
          Tarjeto
        </Link>
        <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-8">
          <h1 className="text-3xl font-extrabold tracking-tight text-stone-900">{title}</h1>
          {subtitle ? <div className="mt-2 text-stone-600">{subtitle}</div> : null}
          <div className="mt-8">{children}</div>
        </div>
      </main>
    </div>
  );
}
