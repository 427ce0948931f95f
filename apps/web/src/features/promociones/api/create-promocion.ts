import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { promocionResponseSchema } from '@tarjeto/shared';
import { type PromocionDraft } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';
import { PROMOCIONES_KEY } from './list-promociones.ts';

export async function createPromocion(draft: PromocionDraft) {
  const payload = await apiFetch<unknown>('/api/promocion', { method: 'POST', body: draft });
  return payload as Respuesta<typeof promocionResponseSchema>;
}

export function useCreatePromocion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createPromocion,
    onSuccess: () => qc.invalidateQueries({ queryKey: PROMOCIONES_KEY }),
  });
}
