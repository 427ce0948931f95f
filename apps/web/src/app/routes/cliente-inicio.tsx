import { useMemo } from 'react';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { primerNombre } from '../../features/auth/lib/session.ts';
import {
  ClienteInicio,
  type ClienteEnSesion,
} from '../../features/cliente-dashboard/components/cliente-inicio.tsx';
import { TARJETA_PATH } from '../../features/lugares/lib/lugar.ts';
import { accionesDeTarjeta, avisoDeTarjetaNueva } from '../cartera-telefono.tsx';

/**
 * /cliente-dashboard (index): Inicio — greeted by first name with the photo (SPEC §2), or the
 * spec's 'Error' (no user) and 'Perfil Incompleto' (no customer record) states. Each card opens
 * its detail in Lugares and can go to the phone's wallet.
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
  return (
    <ClienteInicio
      cliente={cliente}
      tarjetaPath={TARJETA_PATH}
      accionesTarjeta={accionesDeTarjeta}
      avisoTarjetas={avisoDeTarjetaNueva}
    />
  );
}
