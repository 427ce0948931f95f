import { useMutation } from '@tanstack/react-query';
import type { messageResponseSchema } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';

/** Asks for a reset code; the answer is the same whether or not the address has an account. */
export async function forgotPassword(body: { email: string }) {
  const payload = await apiFetch<unknown>('/api/auth/forgot-password', { method: 'POST', body });
  return payload as Respuesta<typeof messageResponseSchema>;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
