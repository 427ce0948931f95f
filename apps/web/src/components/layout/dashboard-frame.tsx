import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { APP_NAME } from '@tarjeto/shared';
import { cn } from '../../lib/cn.ts';
import { NegocioBarraMovil, type BarraItem } from './negocio-barra-movil.tsx';
import { TarjetoLogo } from './public-header.tsx';
import { SaltarAlContenido } from './saltar-al-contenido.tsx';

// The one frame of both dashboards (STYLE.md, BRAND.md): above 640 px a side navigation with the
// logo, the sections and the account with 'Cerrar sesión'; at 640 px and below a top bar and the
// sections in a bottom bar within thumb's reach. The business and the customer layouts say what
// goes in it (negocio-layout.tsx, features/cliente-dashboard). Touch it for both or neither.

/**
 * The account's photo, or — without one — `sinFoto` in a circle (the business's initial, the
 * customer's person icon) styled by `sinFotoClassName`.
 */
export function AvatarCuenta({
  fotoUrl,
  sinFoto,
  sinFotoClassName,
  className,
}: {
  fotoUrl?: string | null;
  sinFoto: ReactNode;
  sinFotoClassName: string;
  className?: string;
}) {
  return fotoUrl ? (
    <img
      src={fotoUrl}
      alt=""
      className={cn('shrink-0 rounded-full object-cover ring-2 ring-white shadow-sm', className)}
    />
  ) : (
    <span
      aria-hidden="true"
      className={cn('grid shrink-0 place-items-center rounded-full', sinFotoClassName, className)}
    >
      {sinFoto}
    </span>
  );
}

export interface DashboardFrameProps {
  /** Inicio's address: where the logo goes. */
  homePath: string;
  nav: readonly BarraItem[];
  /** The navigation's accessible name (the side navigation and the bottom bar read the same). */
  navLabel: string;
  /** The account at the foot of the side navigation: photo or initial, name, kind of account. */
  cuenta: { avatar: ReactNode; nombre: string; tipo: string };
  logout: ReactNode;
  /** Above the sections in the side navigation (the customer's 'Mi código'). */
  accionLateral?: ReactNode;
  /** The phone's top bar, right of the logo. */
  barraSuperior: ReactNode;
  /** Only the card mark in the phone's top bar, when what follows needs the room. */
  logoCompacto?: boolean;
  children: ReactNode;
}

export function DashboardFrame({
  homePath,
  nav,
  navLabel,
  cuenta,
  logout,
  accionLateral,
  barraSuperior,
  logoCompacto = false,
  children,
}: DashboardFrameProps) {
  return (
    <div className="min-h-dvh bg-stone-50 min-[641px]:flex">
      <SaltarAlContenido className="z-50 rounded-xl bg-white px-4 py-3 font-semibold text-rubi-800 shadow-lg" />

      <aside className="sticky top-0 hidden h-dvh w-56 shrink-0 flex-col border-r border-stone-200 bg-white min-[641px]:flex lg:w-64">
        <div className="px-5 pt-6 pb-4">
          <Link
            to={homePath}
            aria-label={`${APP_NAME}, ir a Inicio`}
            className="-m-2 inline-flex rounded-xl p-2"
          >
            <TarjetoLogo />
          </Link>
        </div>
        {accionLateral ? <div className="px-4 pb-3">{accionLateral}</div> : null}
        <nav aria-label={navLabel} className="flex-1 overflow-y-auto px-3 py-2">
          <ul className="space-y-1">
            {nav.map(({ to, label, icon: Icon, end }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={end}
                  className={({ isActive }) =>
                    cn(
                      'flex min-h-11 items-center gap-3 rounded-xl px-3 text-[15px] font-semibold transition-colors',
                      isActive
                        ? 'bg-rubi-50 text-rubi-800 ring-1 ring-rubi-100'
                        : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
                    )
                  }
                >
                  <Icon className="size-5 shrink-0" aria-hidden="true" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-stone-200 p-4">
          <div className="flex items-center gap-3">
            {cuenta.avatar}
            <div className="min-w-0">
              <p className="truncate font-bold text-stone-900" title={cuenta.nombre}>
                {cuenta.nombre}
              </p>
              <p className="text-xs font-medium text-stone-600">{cuenta.tipo}</p>
            </div>
          </div>
          <div className="mt-3 [&>button]:w-full">{logout}</div>
        </div>
      </aside>

      <div className="min-w-0 flex-1">
        <header
          data-barra-superior=""
          className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur min-[641px]:hidden"
        >
          <div className="flex items-center gap-3 px-4 py-2.5">
            <Link
              to={homePath}
              aria-label={`${APP_NAME}, ir a Inicio`}
              className="-m-1 shrink-0 rounded-xl p-1"
            >
              <TarjetoLogo className={logoCompacto ? '[&>span]:sr-only' : '[&>span]:text-xl'} />
            </Link>
            {barraSuperior}
          </div>
        </header>

        <main
          id="contenido"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl px-4 pt-6 pb-28 outline-none min-[641px]:px-8 min-[641px]:pt-10 min-[641px]:pb-12"
        >
          {children}
        </main>
      </div>

      <NegocioBarraMovil items={nav} label={navLabel} />
    </div>
  );
}
