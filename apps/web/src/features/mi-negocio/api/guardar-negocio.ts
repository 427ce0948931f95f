import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import {
  negocioPerfilSchema,
  type NegocioPerfil,
  type NegocioProfileUpdate,
} from '@tarjeto/shared';
import { dataUrlToBlob, fotoFileName } from '../../../components/perfil-campos/compress-image.ts';
import type { FotoAnswer } from '../../../components/perfil-campos/tipos.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import type { CambioFoto } from '../lib/valores.ts';

// 'Guardar Cambios': PUT /api/negocio/profile with every field, then the logo — POST
// /api/negocio/profile/foto (multipart) for a new one, DELETE for none. The fields go first: if
// they are refused, nothing changes; if only the picture fails, the rest is already saved and
// the error says so at the picture.

const perfilResponse = z.object({ success: z.literal(true), data: negocioPerfilSchema });
const fotoResponse = z.object({
  success: z.literal(true),
  data: z.object({ fotoPerfil: z.string().nullable() }),
});

export async function guardarPerfil(body: NegocioProfileUpdate): Promise<NegocioPerfil> {
  const payload = await apiFetch<unknown>('/api/negocio/profile', { method: 'PUT', body });
  return perfilResponse.parse(payload).data;
}

export async function subirFoto(foto: FotoAnswer): Promise<string | null> {
  const blob = dataUrlToBlob(foto.dataUrl);
  const form = new FormData();
  form.append('fotoPerfil', blob, fotoFileName(blob.type));
  const payload = await apiFetch<unknown>('/api/negocio/profile/foto', {
    method: 'POST',
    body: form,
  });
  return fotoResponse.parse(payload).data.fotoPerfil;
}

export async function quitarFoto(): Promise<void> {
  fotoResponse.parse(await apiFetch<unknown>('/api/negocio/profile/foto', { method: 'DELETE' }));
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
  try {
    if (foto.tipo === 'nueva') {
      return { perfil: { ...perfil, fotoPerfil: await subirFoto(foto.foto) }, errorFoto: null };
    }
    if (foto.tipo === 'quitar') {
      await quitarFoto();
      return { perfil: { ...perfil, fotoPerfil: null }, errorFoto: null };
    }
  } catch (errorFoto) {
    return { perfil, errorFoto };
  }
  return { perfil, errorFoto: null };
}

export function useGuardarNegocio() {
  return useMutation({ mutationFn: guardarNegocio });
}
