import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { messageResponseSchema } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';
import { promocionQueryKey } from './get-promocion.ts';
import { PROMOCIONES_KEY } from './list-promociones.ts';

/** Removes a promotion from the business's lists; its canjes stay in the ledger (soft delete). */
export async function deletePromocion(publicID: string) {
  const payload = await apiFetch<unknown>(`/api/promocion/${encodeURIComponent(publicID)}`, {
    method: 'DELETE',
  });
  return payload as Respuesta<typeof messageResponseSchema>;
}

export function useDeletePromocion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deletePromocion,
    onSuccess: (_res, publicID) => {
      qc.removeQueries({ queryKey: promocionQueryKey(publicID) });
      return qc.invalidateQueries({ queryKey: PROMOCIONES_KEY });
    },
  });
}
