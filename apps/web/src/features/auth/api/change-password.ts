import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type ChangePasswordBody } from '@tarjeto/shared';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * A new password given the current one (POST /api/auth/change-password). The server ends every
 * other session and hands this browser a fresh cookie, so nothing here changes the auth cache.
 */
export async function changePassword(body: ChangePasswordBody) {
  const payload = await apiFetch<unknown>('/api/auth/change-password', { method: 'POST', body });
  return messageResponseSchema.parse(payload);
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
