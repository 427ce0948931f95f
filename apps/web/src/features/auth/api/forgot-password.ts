import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@tarjeto/shared';
import { apiFetch } from '../../../lib/api-client.ts';

/** Asks for a reset code; the answer is the same whether or not the address has an account. */
export async function forgotPassword(body: { email: string }) {
  const payload = await apiFetch<unknown>('/api/auth/forgot-password', { method: 'POST', body });
  return messageResponseSchema.parse(payload);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
