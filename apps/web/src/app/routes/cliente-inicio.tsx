import { useMemo } from 'react';
import { clientePerfilSchema } from '@tarjeto/shared';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { primerNombre } from '../../features/auth/lib/session.ts';
import {
  ClienteInicio,
  type ClienteEnSesion,
} from '../../features/cliente-dashboard/components/cliente-inicio.tsx';

/**
 * /cliente-dashboard (index): Inicio — greeted by first name with the photo (SPEC §2), or the
 * spec's 'Error' (no user) and 'Perfil Incompleto' (no customer record) states.
 */
export function ClienteInicioRoute() {
  const { usuario, profile } = useAuth();
  const cliente = useMemo<ClienteEnSesion>(() => {
    if (!usuario) return { estado: 'sin-usuario' };
    const perfil = profile ? clientePerfilSchema.safeParse(profile) : null;
    if (!perfil?.success) return { estado: 'perfil-incompleto' };
    return {
      estado: 'listo',
      nombre: primerNombre(perfil.data.datosPersonales.nombre || usuario.nombre),
      fotoUrl: perfil.data.datosPersonales.fotoPerfil,
    };
  }, [usuario, profile]);
  return <ClienteInicio cliente={cliente} />;
}
