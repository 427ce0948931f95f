import { useMutation } from '@tanstack/react-query';
import type { generateCodeResponseSchema } from '@tarjeto/shared';
import { type PairingCode } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';

/** A 6-digit pairing code for one establishment: 5 minutes, single use (DOMAIN §4). */
export async function generateCode(establecimientoID: string): Promise<PairingCode> {
  const payload = await apiFetch<unknown>('/api/establecimiento/generate-code', {
    method: 'POST',
    body: { establecimientoID },
  });
  return (payload as Respuesta<typeof generateCodeResponseSchema>).data;
}

export function useGenerateCode() {
  return useMutation({ mutationFn: generateCode });
}
