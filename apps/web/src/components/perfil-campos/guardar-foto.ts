import { apiFetch } from '../../lib/api-client.ts';
import { dataUrlToBlob, fotoFileName } from './compress-image.ts';
import type { FotoAnswer, TipoPerfil } from './tipos.ts';

// The profile photo after 'Guardar Cambios' (Mi negocio, the customer's Ajustes): the fields are
// saved first — if they are refused nothing changes — then the picture, POST (multipart) for a new
// one, DELETE for none. If only the picture fails, the rest is saved and the error is reported at
// the picture.

/** What happens to the photo on 'Guardar Cambios'. */
export type CambioFoto =
  { tipo: 'igual' } | { tipo: 'nueva'; foto: FotoAnswer } | { tipo: 'quitar' };

const RUTAS: Record<TipoPerfil, string> = {
  negocio: '/api/negocio/profile/foto',
  cliente: '/api/cliente/profile/foto',
};

/** The photo routes' answer (checked by the API against its schema, apps/api perfiles.routes.ts). */
interface FotoRespuesta {
  success: true;
  data: { fotoPerfil: string | null };
}

async function subirFoto(tipo: TipoPerfil, foto: FotoAnswer): Promise<string | null> {
  const blob = dataUrlToBlob(foto.dataUrl);
  const form = new FormData();
  form.append('fotoPerfil', blob, fotoFileName(blob.type));
  const payload = await apiFetch<FotoRespuesta>(RUTAS[tipo], { method: 'POST', body: form });
  return payload.data.fotoPerfil;
}

async function quitarFoto(tipo: TipoPerfil): Promise<null> {
  await apiFetch<FotoRespuesta>(RUTAS[tipo], { method: 'DELETE' });
  return null;
}

/**
 * Applies the change to a profile already saved: the photo's address afterwards (`actual` when
 * nothing changed or it failed), and why it failed (null when it did not).
 */
export async function aplicarCambioFoto(
  tipo: TipoPerfil,
  cambio: CambioFoto,
  actual: string | null,
): Promise<{ fotoPerfil: string | null; errorFoto: unknown }> {
  try {
    if (cambio.tipo === 'nueva')
      return { fotoPerfil: await subirFoto(tipo, cambio.foto), errorFoto: null };
    if (cambio.tipo === 'quitar') return { fotoPerfil: await quitarFoto(tipo), errorFoto: null };
  } catch (errorFoto) {
    return { fotoPerfil: actual, errorFoto };
  }
  return { fotoPerfil: actual, errorFoto: null };
}
