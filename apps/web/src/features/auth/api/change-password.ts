import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type ChangePasswordBody } from '@tarjeto/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { renovarLlaveGuardada } from '../../../lib/codigo-sin-conexion.ts';

/**
 * A new password given the current one (POST /api/auth/change-password). The server ends every
 * other session and hands this browser a fresh cookie, so nothing here changes the auth cache. A
 * customer's code gets a new secret with it: the key this phone keeps for 'Mi código' offline is
 * fetched again before the change is reported done.
 */
export async function changePassword(body: ChangePasswordBody) {
  const payload = await apiFetch<unknown>('/api/auth/change-password', { method: 'POST', body });
  const res = messageResponseSchema.parse(payload);
  await renovarLlaveGuardada();
  return res;
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
