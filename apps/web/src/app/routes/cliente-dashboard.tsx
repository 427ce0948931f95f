import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { clientePerfilSchema } from '@tarjeto/shared';
import { LogoutButton } from '../../features/auth/components/logout-button.tsx';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { ClienteLayout } from '../../features/cliente-dashboard/components/cliente-layout.tsx';

/**
 * /cliente-dashboard and its sections: the customer frame (logo, 'Mi código', navigation, the
 * customer, 'Cerrar sesión') around the section the address names. Name and photo come with the
 * session.
 */
export function ClienteDashboardRoute() {
  const { usuario, profile } = useAuth();
  const foto = useMemo(() => {
    const parsed = profile ? clientePerfilSchema.safeParse(profile) : null;
    return parsed?.success ? parsed.data.datosPersonales.fotoPerfil : null;
  }, [profile]);

  return (
    <ClienteLayout nombre={usuario?.nombre.trim() ?? ''} fotoUrl={foto} logout={<LogoutButton />}>
      <Outlet />
    </ClienteLayout>
  );
}
