import { useMutation } from '@tanstack/react-query';
import type { messageResponseSchema } from '@tarjeto/shared';
import { type ResetPasswordBody } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';

/** Sets a new password with the mailed code; every session of the account ends. */
export async function resetPassword(body: ResetPasswordBody) {
  const payload = await apiFetch<unknown>('/api/auth/reset-password', { method: 'POST', body });
  return payload as Respuesta<typeof messageResponseSchema>;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
