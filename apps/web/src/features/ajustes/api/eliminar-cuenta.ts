import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type EliminarCuentaBody } from '@tarjeto/shared';
import { apiFetch } from '../../../lib/api-client.ts';

/** Deletes the business account and its data (DELETE /api/negocio/cuenta, DOMAIN §8). */
export async function eliminarCuenta(body: EliminarCuentaBody) {
  const payload = await apiFetch<unknown>('/api/negocio/cuenta', { method: 'DELETE', body });
  return messageResponseSchema.parse(payload);
}

export const useEliminarCuenta = () => useMutation({ mutationFn: eliminarCuenta });
