import { Outlet } from 'react-router';
import { NegocioLayout } from '../../components/layout/negocio-layout.tsx';
import { LogoutButton } from '../../features/auth/components/logout-button.tsx';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';

/**
 * /negocio-dashboard and its sections: the business frame (logo, the business, navigation,
 * 'Cerrar sesión') around the section the address names. Name and photo come with the session.
 */
export function NegocioDashboardRoute() {
  const { usuario, negocio } = useAuth();

  return (
    <NegocioLayout
      nombre={negocio?.nombreComercial ?? usuario?.nombre.trim() ?? ''}
      fotoUrl={negocio?.fotoPerfil}
      logout={<LogoutButton />}
    >
      <Outlet />
    </NegocioLayout>
  );
}
