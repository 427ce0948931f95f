import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type ResetPasswordBody } from '@tarjeto/shared';
import { apiFetch } from '../../../lib/api-client.ts';

/** Sets a new password with the mailed code; every session of the account ends. */
export async function resetPassword(body: ResetPasswordBody) {
  const payload = await apiFetch<unknown>('/api/auth/reset-password', { method: 'POST', body });
  return messageResponseSchema.parse(payload);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
