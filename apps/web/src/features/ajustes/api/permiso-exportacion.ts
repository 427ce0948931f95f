import { useMutation } from '@tanstack/react-query';
import {
  rutaPermisoExportacion,
  type ConfirmarContrasenaBody,
  type messageResponseSchema,
} from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';

/**
 * The owner's password before a download of the business's data: the server answers with a
 * short-lived cookie that lets this browser start one download (docs/api.md, Ajustes).
 */
export async function pedirPermisoExportacion(
  negocioPublicID: string,
  body: ConfirmarContrasenaBody,
) {
  const payload = await apiFetch<unknown>(rutaPermisoExportacion(negocioPublicID), {
    method: 'POST',
    body,
  });
  return payload as Respuesta<typeof messageResponseSchema>;
}

export const usePermisoExportacion = (negocioPublicID: string) =>
  useMutation({
    mutationFn: (body: ConfirmarContrasenaBody) => pedirPermisoExportacion(negocioPublicID, body),
  });
