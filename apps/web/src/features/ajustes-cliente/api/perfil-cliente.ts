import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { clientePerfilSchema, type ClientePerfil, type ClienteSetup } from '@tarjeto/shared';
import {
  aplicarCambioFoto,
  type CambioFoto,
} from '../../../components/perfil-campos/guardar-foto.ts';
import { apiFetch } from '../../../lib/api-client.ts';

// The customer's profile in Ajustes: GET /api/cliente/profile to read it; 'Guardar Cambios' is
// PUT /api/cliente/profile with every field, then the photo (components/perfil-campos).

export const clientePerfilQueryKey = ['cliente', 'perfil'] as const;

const perfilResponse = z.object({ success: z.literal(true), data: clientePerfilSchema });

export async function getClientePerfil(signal?: AbortSignal): Promise<ClientePerfil> {
  return perfilResponse.parse(await apiFetch<unknown>('/api/cliente/profile', { signal })).data;
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
  const payload = await apiFetch<unknown>('/api/cliente/profile', {
    method: 'PUT',
    body: { profileData },
  });
  const perfil = perfilResponse.parse(payload).data;
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
