import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { promocionResponseSchema } from '@tarjeto/shared';
import { type PromocionDraft } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';
import { promocionQueryKey } from './get-promocion.ts';
import { PROMOCIONES_KEY } from './list-promociones.ts';

export async function updatePromocion({
  publicID,
  draft,
}: {
  publicID: string;
  draft: PromocionDraft;
}) {
  const payload = await apiFetch<unknown>(`/api/promocion/${encodeURIComponent(publicID)}`, {
    method: 'PUT',
    body: draft,
  });
  return payload as Respuesta<typeof promocionResponseSchema>;
}

export function useUpdatePromocion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updatePromocion,
    onSuccess: (res) => {
      qc.setQueryData(promocionQueryKey(res.data.publicID), res.data);
      return qc.invalidateQueries({ queryKey: PROMOCIONES_KEY });
    },
  });
}
