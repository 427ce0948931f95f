import { useMutation, useQueryClient } from '@tanstack/react-query';
import { promocionResponseSchema, type PromocionDraft } from '@tarjeto/shared';
import { apiFetch } from '../../../lib/api-client.ts';
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
  return promocionResponseSchema.parse(payload);
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
