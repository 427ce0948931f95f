import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { canjeResponseSchema } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';
import { PROMOCIONES_KEY } from './list-promociones.ts';

/** Confirms the 6-character code a customer made in their app (DOMAIN §6). */
export async function confirmarCanje(codigo: string) {
  const payload = await apiFetch<unknown>('/api/canjes/confirmar', {
    method: 'POST',
    body: { codigo },
  });
  return payload as Respuesta<typeof canjeResponseSchema>;
}

export function useConfirmarCanje() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: confirmarCanje,
    // A redemption moves the promotion's uses and, for an exclusive one, its stock.
    onSuccess: () => qc.invalidateQueries({ queryKey: PROMOCIONES_KEY }),
  });
}
