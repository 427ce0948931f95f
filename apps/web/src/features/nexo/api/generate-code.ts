import { useMutation } from '@tanstack/react-query';
import { generateCodeResponseSchema, type PairingCode } from '@tarjeto/shared';
import { apiFetch } from '../../../lib/api-client.ts';

/** A 6-digit pairing code for one establishment: 5 minutes, single use (DOMAIN §4). */
export async function generateCode(establecimientoID: string): Promise<PairingCode> {
  const payload = await apiFetch<unknown>('/api/establecimiento/generate-code', {
    method: 'POST',
    body: { establecimientoID },
  });
  return generateCodeResponseSchema.parse(payload).data;
}

export function useGenerateCode() {
  return useMutation({ mutationFn: generateCode });
}
