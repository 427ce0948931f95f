import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { promocionResponseSchema } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';
import { promocionQueryKey } from './get-promocion.ts';
import { PROMOCIONES_KEY } from './list-promociones.ts';

/** Switches a promotion on or off (its badge Activa / Inactiva, SPEC §4). */
export async function setPromocionStatus({
  publicID,
  status,
}: {
  publicID: string;
  status: boolean;
}) {
  const payload = await apiFetch<unknown>(`/api/promocion/${encodeURIComponent(publicID)}/status`, {
    method: 'PATCH',
    body: { status },
  });
  return payload as Respuesta<typeof promocionResponseSchema>;
}

export function useSetPromocionStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setPromocionStatus,
    onSuccess: (res) => {
      qc.setQueryData(promocionQueryKey(res.data.publicID), res.data);
      return qc.invalidateQueries({ queryKey: PROMOCIONES_KEY });
    },
  });
}
