import { useMutation, useQueryClient } from '@tanstack/react-query';
import { canjeResponseSchema } from '@tarjeto/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { PROMOCIONES_KEY } from './list-promociones.ts';

/** Confirms the 6-character code a customer made in their app (DOMAIN §6). */
export async function confirmarCanje(codigo: string) {
  const payload = await apiFetch<unknown>('/api/canjes/confirmar', {
    method: 'POST',
    body: { codigo },
  });
  return canjeResponseSchema.parse(payload);
}

export function useConfirmarCanje() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: confirmarCanje,
    // A redemption moves the promotion's uses and, for an exclusive one, its stock.
    onSuccess: () => qc.invalidateQueries({ queryKey: PROMOCIONES_KEY }),
  });
}
