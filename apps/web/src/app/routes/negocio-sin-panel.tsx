import { CuentaCard } from '../../features/auth/components/cuenta-card.tsx';
import { LogoutButton } from '../../features/auth/components/logout-button.tsx';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { CajeroScreen } from '../../features/equipo/components/cajero-screen.tsx';
import { SinNegocioScreen } from '../../features/equipo/components/sin-negocio-screen.tsx';
import type { Papel } from '../../features/equipo/hooks/use-papel.ts';

/**
 * A business account with no dashboard sections (loaded only for them): a Cajero's page — where
 * they work, their PIN, the way to the Nexo and their account — or, with no business at all (null),
 * the page that says they are no longer in a team.
 */
export function SinPanel({ papel }: { papel: Papel | null }) {
  const { usuario } = useAuth();
  if (!papel) return <SinNegocioScreen logout={<LogoutButton />} />;
  return (
    <CajeroScreen
      nombreComercial={papel.nombreComercial ?? ''}
      tienePin={papel.tienePin}
      logout={<LogoutButton />}
      cuenta={<CuentaCard email={usuario?.email ?? ''} />}
    />
  );
}
