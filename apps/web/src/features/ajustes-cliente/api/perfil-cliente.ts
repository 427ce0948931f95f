import { useQuery } from '@tanstack/react-query';
import type { ClientePerfil, ClienteSetup } from '@tarjeto/shared';
import {
  aplicarCambioFoto,
  type CambioFoto,
} from '../../../components/perfil-campos/guardar-foto.ts';
import { apiFetch } from '../../../lib/api-client.ts';

// The customer's profile in Ajustes: GET /api/cliente/profile to read it; 'Guardar Cambios' is
// PUT /api/cliente/profile with every field, then the photo (components/perfil-campos).

export const clientePerfilQueryKey = ['cliente', 'perfil'] as const;

/** GET and PUT /api/cliente/profile answer with the profile (checked by the API). */
interface PerfilRespuesta {
  success: true;
  data: ClientePerfil;
}

export async function getClientePerfil(signal?: AbortSignal): Promise<ClientePerfil> {
  return (await apiFetch<PerfilRespuesta>('/api/cliente/profile', { signal })).data;
}

export const useClientePerfil = () =>
  useQuery({
    queryKey: clientePerfilQueryKey,
    queryFn: ({ signal }) => getClientePerfil(signal),
  });

/** The saved profile; `errorFoto` is why its photo was not changed (null when it was). */
export interface ResultadoGuardarCliente {
  perfil: ClientePerfil;
  errorFoto: unknown;
}

export async function guardarCliente({
  profileData,
  foto,
}: {
  profileData: ClienteSetup;
  foto: CambioFoto;
}): Promise<ResultadoGuardarCliente> {
  const payload = await apiFetch<PerfilRespuesta>('/api/cliente/profile', {
    method: 'PUT',
    body: { profileData },
  });
  const perfil = payload.data;
  const { fotoPerfil, errorFoto } = await aplicarCambioFoto(
    'cliente',
    foto,
    perfil.datosPersonales.fotoPerfil,
  );
  return {
    perfil: { ...perfil, datosPersonales: { ...perfil.datosPersonales, fotoPerfil } },
    errorFoto,
  };
}
