import type { NegocioPerfil, NegocioProfileUpdate } from '@tarjeto/shared';
import {
  aplicarCambioFoto,
  type CambioFoto,
} from '../../../components/perfil-campos/guardar-foto.ts';
import { apiFetch } from '../../../lib/api-client.ts';

// 'Guardar Cambios': PUT /api/negocio/profile with every field, then the logo
// (components/perfil-campos/guardar-foto.ts). If the fields are refused nothing changes; if only
// the picture fails, the rest is already saved and the error says so at the picture.

export async function guardarPerfil(body: NegocioProfileUpdate): Promise<NegocioPerfil> {
  const payload = await apiFetch<{ success: true; data: NegocioPerfil }>('/api/negocio/profile', {
    method: 'PUT',
    body,
  });
  return payload.data;
}

/** The saved business; `errorFoto` is why its picture was not changed (null when it was). */
export interface ResultadoGuardar {
  perfil: NegocioPerfil;
  errorFoto: unknown;
}

export async function guardarNegocio({
  body,
  foto,
}: {
  body: NegocioProfileUpdate;
  foto: CambioFoto;
}): Promise<ResultadoGuardar> {
  const perfil = await guardarPerfil(body);
  const { fotoPerfil, errorFoto } = await aplicarCambioFoto('negocio', foto, perfil.fotoPerfil);
  return { perfil: { ...perfil, fotoPerfil }, errorFoto };
}
