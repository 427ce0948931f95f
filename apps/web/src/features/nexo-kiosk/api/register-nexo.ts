import { useMutation } from '@tanstack/react-query';
import { registerNexoResponseSchema, type RegisterNexoBody } from '@tarjeto/shared';
import { apiFetch } from '../../../lib/api-client.ts';

/** Pairs this device with the 6-digit code; the answer carries its token, shown only this once. */
export async function registerNexo(body: RegisterNexoBody) {
  const payload = await apiFetch<unknown>('/api/nexo/register', { method: 'POST', body });
  return registerNexoResponseSchema.parse(payload).data;
}

export function useRegisterNexo() {
  return useMutation({ mutationFn: registerNexo });
}
