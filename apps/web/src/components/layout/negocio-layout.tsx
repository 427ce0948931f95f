import type { ReactNode } from 'react';
import {
  Award,
  BarChart3,
  House,
  Megaphone,
  Settings,
  Store,
  Tablet,
  TicketPercent,
  UsersRound,
} from 'lucide-react';
import type { Permiso } from '@tarjeto/shared';
import { cn } from '../../lib/cn.ts';
import { Skeleton } from '../ui/carga.tsx';
import { AvatarCuenta, DashboardFrame } from './dashboard-frame.tsx';
import type { BarraItem } from './negocio-barra-movil.tsx';

export interface NegocioNavItem extends BarraItem {
  /** What a role needs to see the section (issue 25); none: everyone of the business. */
  permiso?: Permiso;
}

export const NEGOCIO_DASHBOARD_PATH = '/negocio-dashboard';

/**
 * The business sections of SPEC §2 in the spec's order — Inicio, Ofertas, Estadísticas, Nexo,
 * Mi negocio, Ajustes — listing only the ones that exist, so nobody lands on an empty screen. Avisos
 * (issue 28) and the loyalty programme (levels and seasons) sit right after the offers they feed.
 * Adding a section is one line here (and its child route in app/router.tsx). Each names the
 * permission a role needs to see it (Ajustes: everyone, with what each role may do inside).
 */
export const NEGOCIO_NAV: readonly NegocioNavItem[] = [
  {
    to: NEGOCIO_DASHBOARD_PATH,
    label: 'Inicio',
    icon: House,
    end: true,
    enBarra: true,
    permiso: 'panel',
  },
  {
    to: `${NEGOCIO_DASHBOARD_PATH}/ofertas`,
    label: 'Ofertas',
    icon: TicketPercent,
    enBarra: true,
    permiso: 'ofertas',
  },
  {
    // Messages that bring customers back (issue 28): the same people as the offers they announce.
    to: `${NEGOCIO_DASHBOARD_PATH}/avisos`,
    label: 'Avisos',
    icon: Megaphone,
    permiso: 'ofertas',
  },
  {
    to: `${NEGOCIO_DASHBOARD_PATH}/programa`,
    label: 'Programa de lealtad',
    shortLabel: 'Programa',
    icon: Award,
    permiso: 'ajustes',
  },
  {
    to: `${NEGOCIO_DASHBOARD_PATH}/estadisticas`,
    label: 'Estadísticas',
    icon: BarChart3,
    enBarra: true,
    permiso: 'estadisticas',
  },
  {
    to: `${NEGOCIO_DASHBOARD_PATH}/clientes`,
    label: 'Clientes',
    icon: UsersRound,
    permiso: 'clientes',
  },
  {
    to: `${NEGOCIO_DASHBOARD_PATH}/nexo`,
    label: 'Nexo',
    icon: Tablet,
    enBarra: true,
    permiso: 'nexo',
  },
  {
    to: `${NEGOCIO_DASHBOARD_PATH}/mi-negocio`,
    label: 'Mi negocio',
    icon: Store,
    permiso: 'ajustes',
  },
  { to: `${NEGOCIO_DASHBOARD_PATH}/ajustes`, label: 'Ajustes', icon: Settings },
];

interface NegocioLayoutProps {
  nombre: string;
  fotoUrl?: string | null;
  /** The sections this person may see (all of them unless told: the owner). */
  nav?: readonly NegocioNavItem[];
  /** The kind of account under the name: 'Cuenta de negocio', or a role of the team. */
  tipo?: string;
  /** 'Cerrar sesión': the session lives in a feature, so the app hands the button in. */
  logout: ReactNode;
  children: ReactNode;
}

/**
 * The business's photo, or the first letter of its name on the brand colour; a grey circle while
 * the name is not known yet (the prerendered skeleton, lib/esqueleto.ts).
 */
const Avatar = ({
  nombre,
  fotoUrl,
  className,
}: {
  nombre: string;
  fotoUrl?: string | null;
  className?: string;
}) =>
  nombre.trim() === '' && !fotoUrl ? (
    <Skeleton className={cn('shrink-0 rounded-full', className)} />
  ) : (
    <AvatarCuenta
      fotoUrl={fotoUrl}
      className={className}
      sinFotoClassName="bg-rubi-700 font-extrabold text-white"
      sinFoto={nombre.trim().charAt(0).toUpperCase()}
    />
  );

/**
 * The business dashboard's frame (STYLE.md, BRAND.md): above 640 px a side navigation with the
 * logo, the sections and the business with 'Cerrar sesión'; at 640 px and below a top bar with the
 * logo, the business and 'Cerrar sesión', and the sections in a bottom bar within thumb's reach —
 * the ones marked `enBarra`, with 'Más' opening the rest when they do not all fit.
 */
export function NegocioLayout({
  nombre,
  fotoUrl,
  nav = NEGOCIO_NAV,
  tipo = 'Cuenta de negocio',
  logout,
  children,
}: NegocioLayoutProps) {
  return (
    <DashboardFrame
      homePath={nav[0]?.to ?? NEGOCIO_DASHBOARD_PATH}
      nav={nav}
      navLabel="Secciones del negocio"
      cuenta={{
        avatar: <Avatar nombre={nombre} fotoUrl={fotoUrl} className="size-10 text-base" />,
        nombre,
        tipo,
      }}
      logout={logout}
      // The card mark alone: the business's name needs the room more than the wordmark.
      logoCompacto
      barraSuperior={
        <>
          <div className="flex min-w-0 flex-1 items-center gap-2">
            <Avatar nombre={nombre} fotoUrl={fotoUrl} className="size-8 text-sm" />
            {nombre ? (
              <p className="truncate text-sm font-bold text-stone-900" title={nombre}>
                {nombre}
              </p>
            ) : (
              <Skeleton className="h-4 w-32" />
            )}
          </div>
          <div className="shrink-0 [&>button]:px-3">{logout}</div>
        </>
      }
    >
      {children}
    </DashboardFrame>
  );
}
