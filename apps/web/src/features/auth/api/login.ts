import { useMutation } from '@tanstack/react-query';
import type { authUserResponseSchema, loginResponseSchema } from '@tarjeto/shared';
import { type LoginBody, type LoginSegundoFactorBody } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';
import { useSetAuth } from '../hooks/use-auth.ts';
import { sessionFromUser } from '../lib/session.ts';

/**
 * Signs in with e-mail and password; the server sets the session cookie — or, for an account with
 * a second factor, answers `segundoFactor: true` and waits for the code (loginSegundoFactor).
 */
export async function login(body: LoginBody) {
  const payload = await apiFetch<unknown>('/api/auth/login', { method: 'POST', body });
  return payload as Respuesta<typeof loginResponseSchema>;
}

/** Signs in and writes the new session into the auth cache, so guards see it at once. */
export function useLogin() {
  const setAuth = useSetAuth();
  return useMutation({
    mutationFn: login,
    onSuccess: (res) => {
      if ('user' in res) setAuth(sessionFromUser(res.user, res.message));
    },
  });
}

/** The sign-in's second step: the app's code or a recovery code; the server sets the session. */
export async function loginSegundoFactor(body: LoginSegundoFactorBody) {
  const payload = await apiFetch<unknown>('/api/auth/login/segundo-factor', {
    method: 'POST',
    body,
  });
  return payload as Respuesta<typeof authUserResponseSchema>;
}

export function useLoginSegundoFactor() {
  const setAuth = useSetAuth();
  return useMutation({
    mutationFn: loginSegundoFactor,
    onSuccess: (res) => setAuth(sessionFromUser(res.user, res.message)),
  });
}
