import type { ReactNode } from 'react';
import { House, MapPin, QrCode, Settings, TicketPercent, Trophy, UserRound } from 'lucide-react';
import { AvatarCuenta, DashboardFrame } from '../../../components/layout/dashboard-frame.tsx';
import type { BarraItem } from '../../../components/layout/negocio-barra-movil.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';

export const CLIENTE_DASHBOARD_PATH = '/cliente-dashboard';
/** Where the customer's QR lives: one tap away from every screen of the frame. */
export const MI_CODIGO_PATH = `${CLIENTE_DASHBOARD_PATH}/mi-codigo`;

/**
 * The customer sections of SPEC §2 in the spec's order — Inicio, Ofertas, Logros, Lugares,
 * Ajustes — each a child route of /cliente-dashboard (app/router.tsx), so every one has its own
 * address. Five: on phones they all fit the bottom bar.
 */
export const CLIENTE_NAV: readonly BarraItem[] = [
  { to: CLIENTE_DASHBOARD_PATH, label: 'Inicio', icon: House, end: true },
  { to: `${CLIENTE_DASHBOARD_PATH}/ofertas`, label: 'Ofertas', icon: TicketPercent },
  { to: `${CLIENTE_DASHBOARD_PATH}/logros`, label: 'Logros', icon: Trophy },
  { to: `${CLIENTE_DASHBOARD_PATH}/lugares`, label: 'Lugares', icon: MapPin },
  { to: `${CLIENTE_DASHBOARD_PATH}/ajustes`, label: 'Ajustes', icon: Settings },
];

/** The customer's photo, or a person icon. */
export const AvatarCliente = ({
  fotoUrl,
  className,
}: {
  fotoUrl?: string | null;
  className?: string;
}) => (
  <AvatarCuenta
    fotoUrl={fotoUrl}
    className={className}
    sinFotoClassName="bg-rubi-50 text-rubi-700"
    sinFoto={<UserRound className="size-1/2" />}
  />
);

/** 'Mi código', the customer's most used action: the brand's button, QR icon and all. */
function MiCodigoBoton({ className, size }: { className?: string; size?: 'md' | 'lg' }) {
  return (
    <ButtonLink to={MI_CODIGO_PATH} size={size} className={className}>
      <QrCode className="size-5" aria-hidden="true" />
      Mi código
    </ButtonLink>
  );
}

/**
 * The customer dashboard's frame (SPEC §2 layout; components/layout/dashboard-frame.tsx): above
 * 640 px a side navigation with the logo, 'Mi código', the sections and the customer with 'Cerrar
 * sesión'; at 640 px and below a top bar with the logo and 'Mi código', and the sections in a
 * bottom bar. 'Mi código' is one tap away on every screen: the counter should never wait.
 */
export function ClienteLayout({
  nombre,
  fotoUrl,
  logout,
  children,
}: {
  nombre: string;
  fotoUrl?: string | null;
  /** 'Cerrar sesión': the session lives in a feature, so the app hands the button in. */
  logout: ReactNode;
  children: ReactNode;
}) {
  return (
    <DashboardFrame
      homePath={CLIENTE_DASHBOARD_PATH}
      nav={CLIENTE_NAV}
      navLabel="Secciones de tu cuenta"
      cuenta={{
        avatar: <AvatarCliente fotoUrl={fotoUrl} className="size-10" />,
        nombre,
        tipo: 'Cuenta de cliente',
      }}
      logout={logout}
      accionLateral={<MiCodigoBoton size="lg" className="w-full px-4" />}
      barraSuperior={<MiCodigoBoton className="ml-auto shrink-0 px-4" />}
    >
      {children}
    </DashboardFrame>
  );
}
