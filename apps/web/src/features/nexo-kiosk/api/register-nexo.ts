import { useMutation } from '@tanstack/react-query';
import type { registerNexoResponseSchema } from '@tarjeto/shared';
import { type RegisterNexoBody } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';

/** Pairs this device with the 6-digit code; the answer carries its token, shown only this once. */
export async function registerNexo(body: RegisterNexoBody) {
  const payload = await apiFetch<unknown>('/api/nexo/register', { method: 'POST', body });
  return (payload as Respuesta<typeof registerNexoResponseSchema>).data;
}

export function useRegisterNexo() {
  return useMutation({ mutationFn: registerNexo });
}
