import { useMutation } from '@tanstack/react-query';
import type { authUserResponseSchema } from '@tarjeto/shared';
import { type LoginBody } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';
import { useSetAuth } from '../hooks/use-auth.ts';
import { sessionFromUser } from '../lib/session.ts';

/** Signs in with e-mail and password; the server sets the session cookie. */
export async function login(body: LoginBody) {
  const payload = await apiFetch<unknown>('/api/auth/login', { method: 'POST', body });
  return payload as Respuesta<typeof authUserResponseSchema>;
}

/** Signs in and writes the new session into the auth cache, so guards see it at once. */
export function useLogin() {
  const setAuth = useSetAuth();
  return useMutation({
    mutationFn: login,
    onSuccess: (res) => setAuth(sessionFromUser(res.user, res.message)),
  });
}
