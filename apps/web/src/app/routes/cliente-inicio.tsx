import { useMemo } from 'react';
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
  const { usuario, cliente: perfil } = useAuth();
  const cliente = useMemo<ClienteEnSesion>(() => {
    if (!usuario) return { estado: 'sin-usuario' };
    if (!perfil) return { estado: 'perfil-incompleto' };
    return {
      estado: 'listo',
      nombre: primerNombre(perfil.datosPersonales.nombre || usuario.nombre),
      fotoUrl: perfil.datosPersonales.fotoPerfil,
    };
  }, [usuario, perfil]);
  return <ClienteInicio cliente={cliente} />;
}
