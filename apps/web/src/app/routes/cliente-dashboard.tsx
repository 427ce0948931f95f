import { Outlet } from 'react-router';
import { LogoutButton } from '../../features/auth/components/logout-button.tsx';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { ClienteLayout } from '../../features/cliente-dashboard/components/cliente-layout.tsx';

/**
 * /cliente-dashboard and its sections: the customer frame (logo, 'Mi código', navigation, the
 * customer, 'Cerrar sesión') around the section the address names. Name and photo come with the
 * session.
 */
export function ClienteDashboardRoute() {
  const { usuario, cliente } = useAuth();
  const foto = cliente?.datosPersonales.fotoPerfil ?? null;

  return (
    <ClienteLayout nombre={usuario?.nombre.trim() ?? ''} fotoUrl={foto} logout={<LogoutButton />}>
      <Outlet />
    </ClienteLayout>
  );
}
