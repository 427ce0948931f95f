import { useMutation } from '@tanstack/react-query';
import type { messageResponseSchema } from '@tarjeto/shared';
import { type ChangePasswordBody } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';
import { renovarLlaveGuardada } from '../../../lib/codigo-sin-conexion.ts';

/**
 * A new password given the current one (POST /api/auth/change-password). The server ends every
 * other session and hands this browser a fresh cookie, so nothing here changes the auth cache. A
 * customer's code gets a new secret with it: the key this phone keeps for 'Mi código' offline is
 * fetched again before the change is reported done.
 */
export async function changePassword(body: ChangePasswordBody) {
  const payload = await apiFetch<unknown>('/api/auth/change-password', { method: 'POST', body });
  const res = payload as Respuesta<typeof messageResponseSchema>;
  await renovarLlaveGuardada();
  return res;
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
