import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import {
  Award,
  BarChart3,
  House,
  Settings,
  Store,
  Tablet,
  TicketPercent,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { APP_NAME } from '@tarjeto/shared';
import { cn } from '../../lib/cn.ts';
import { NegocioBarraMovil } from './negocio-barra-movil.tsx';
import { TarjetoLogo } from './public-header.tsx';

export interface NegocioNavItem {
  to: string;
  label: string;
  /** The bottom bar's narrower name, where the full one does not fit. */
  shortLabel?: string;
  icon: LucideIcon;
  /** Active only on this exact path (the index), not on the ones below it. */
  end?: boolean;
  /**
   * On phones, one of the few sections kept in the bottom bar (the most used); the others open
   * from its 'Más' button. Ignored while every section fits in the bar.
   */
  enBarra?: boolean;
}

export const NEGOCIO_DASHBOARD_PATH = '/negocio-dashboard';

/**
 * The business sections of SPEC §2 in the spec's order — Inicio, Ofertas, Estadísticas, Nexo,
 * Mi negocio, Ajustes — listing only the ones that exist, so nobody lands on an empty screen. The
 * loyalty programme (levels and seasons) sits right after the offers it feeds.
 * Adding a section is one line here (and its child route in app/router.tsx).
 */
export const NEGOCIO_NAV: readonly NegocioNavItem[] = [
  { to: NEGOCIO_DASHBOARD_PATH, label: 'Inicio', icon: House, end: true, enBarra: true },
  { to: `${NEGOCIO_DASHBOARD_PATH}/ofertas`, label: 'Ofertas', icon: TicketPercent, enBarra: true },
  {
    to: `${NEGOCIO_DASHBOARD_PATH}/programa`,
    label: 'Programa de lealtad',
    shortLabel: 'Programa',
    icon: Award,
  },
  {
    to: `${NEGOCIO_DASHBOARD_PATH}/estadisticas`,
    label: 'Estadísticas',
    icon: BarChart3,
    enBarra: true,
  },
  { to: `${NEGOCIO_DASHBOARD_PATH}/clientes`, label: 'Clientes', icon: UsersRound },
  { to: `${NEGOCIO_DASHBOARD_PATH}/nexo`, label: 'Nexo', icon: Tablet, enBarra: true },
  { to: `${NEGOCIO_DASHBOARD_PATH}/mi-negocio`, label: 'Mi negocio', icon: Store },
  { to: `${NEGOCIO_DASHBOARD_PATH}/ajustes`, label: 'Ajustes', icon: Settings },
];

interface NegocioLayoutProps {
  nombre: string;
  fotoUrl?: string | null;
  /** 'Cerrar sesión': the session lives in a feature, so the app hands the button in. */
  logout: ReactNode;
  children: ReactNode;
}

/** The business's photo, or the first letter of its name on the brand colour. */
function Avatar({
  nombre,
  fotoUrl,
  className,
}: {
  nombre: string;
  fotoUrl?: string | null;
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
      className={cn(
        'grid shrink-0 place-items-center rounded-full bg-rubi-700 font-extrabold text-white',
        className,
      )}
    >
      {nombre.trim().charAt(0).toUpperCase() || 'T'}
    </span>
  );
}

/**
 * The business dashboard's frame (STYLE.md, BRAND.md): above 640 px a side navigation with the
 * logo, the sections and the business with 'Cerrar sesión'; at 640 px and below a top bar with the
 * logo, the business and 'Cerrar sesión', and the sections in a bottom bar within thumb's reach —
 * the ones marked `enBarra`, with 'Más' opening the rest when they do not all fit.
 */
export function NegocioLayout({ nombre, fotoUrl, logout, children }: NegocioLayoutProps) {
  return (
    <div className="min-h-dvh bg-stone-50 min-[641px]:flex">
      <a
        href="#contenido"
        className="sr-only z-50 rounded-xl bg-white px-4 py-3 font-semibold text-rubi-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Saltar al contenido
      </a>

      <aside className="sticky top-0 hidden h-dvh w-56 shrink-0 flex-col border-r border-stone-200 bg-white min-[641px]:flex lg:w-64">
        <div className="px-5 pt-6 pb-4">
          <Link
            to={NEGOCIO_DASHBOARD_PATH}
            aria-label={`${APP_NAME}, ir a Inicio`}
            className="-m-2 inline-flex rounded-xl p-2"
          >
            <TarjetoLogo />
          </Link>
        </div>
        <nav aria-label="Secciones del negocio" className="flex-1 overflow-y-auto px-3 py-2">
          <ul className="space-y-1">
            {NEGOCIO_NAV.map(({ to, label, icon: Icon, end }) => (
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
            <Avatar nombre={nombre} fotoUrl={fotoUrl} className="size-10 text-base" />
            <div className="min-w-0">
              <p className="truncate font-bold text-stone-900" title={nombre}>
                {nombre}
              </p>
              <p className="text-xs font-medium text-stone-600">Cuenta de negocio</p>
            </div>
          </div>
          <div className="mt-3 [&>button]:w-full">{logout}</div>
        </div>
      </aside>

      <div className="min-w-0 flex-1">
        <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur min-[641px]:hidden">
          <div className="flex items-center gap-3 px-4 py-2.5">
            {/* The card mark alone: the business's name needs the room more than the wordmark. */}
            <Link
              to={NEGOCIO_DASHBOARD_PATH}
              aria-label={`${APP_NAME}, ir a Inicio`}
              className="-m-1 shrink-0 rounded-xl p-1"
            >
              <TarjetoLogo className="[&>span]:sr-only" />
            </Link>
            <div className="flex min-w-0 flex-1 items-center gap-2">
              <Avatar nombre={nombre} fotoUrl={fotoUrl} className="size-8 text-sm" />
              <p className="truncate text-sm font-bold text-stone-900" title={nombre}>
                {nombre}
              </p>
            </div>
            <div className="shrink-0 [&>button]:px-3">{logout}</div>
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

      <NegocioBarraMovil items={NEGOCIO_NAV} label="Secciones del negocio" />
    </div>
  );
}
