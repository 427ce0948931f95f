import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { authUserResponseSchema } from '@tarjeto/shared';
import { type AuthUserResponse, type CheckAuthResponse } from '@tarjeto/shared';
import { ApiError, apiFetch, type Respuesta } from '../../../lib/api-client.ts';
import { useSetAuth } from '../hooks/use-auth.ts';
import { sessionFromUser } from '../lib/session.ts';
import { AUTH_QUERY_KEY } from './check-auth.ts';

export const VERIFY_OK = 'Email verificado correctamente';

/** Sends the 6-digit code; the server answers with the verified user and a new session. */
export async function verifyEmail(body: { code: string }) {
  const payload = await apiFetch<unknown>('/api/auth/verify-email', { method: 'POST', body });
  return payload as Respuesta<typeof authUserResponseSchema>;
}

/**
 * Verifies the e-mail and writes the verified session into the auth cache. SPEC §4: when the
 * server fails with a 5xx while we know who the user is, the user is treated as verified.
 */
export function useVerifyEmail() {
  const qc = useQueryClient();
  const setAuth = useSetAuth();
  return useMutation({
    mutationFn: async (body: { code: string }): Promise<AuthUserResponse> => {
      try {
        return await verifyEmail(body);
      } catch (err) {
        const usuario = qc.getQueryData<CheckAuthResponse | null>(AUTH_QUERY_KEY)?.usuario;
        if (err instanceof ApiError && err.status >= 500 && usuario) {
          return { success: true, message: VERIFY_OK, user: { ...usuario, verificado: true } };
        }
        throw err;
      }
    },
    onSuccess: (res) => setAuth(sessionFromUser(res.user, res.message)),
  });
}
