import { useMutation } from '@tanstack/react-query';
import type { signupResponseSchema } from '@tarjeto/shared';
import { type SignupBody, type SignupResponse } from '@tarjeto/shared';
import { ApiError, apiFetch, type Respuesta } from '../../../lib/api-client.ts';
import { useSetAuth } from '../hooks/use-auth.ts';
import { sessionFromUser } from '../lib/session.ts';
import { checkAuth } from './check-auth.ts';

/** The server's words when the account was made but the verification mail could not go out. */
const MAIL_FALLIDO = 'Error sending verification email';

/**
 * Creates the account; the user comes back signed in and unverified. SPEC §8: a 400 saying the
 * verification mail failed still means the account exists — it counts as a success, with the
 * session the server set (or, if even that cannot be read, the unverified user we know of).
 */
export async function signup(body: SignupBody): Promise<SignupResponse> {
  try {
    const payload = await apiFetch<unknown>('/api/auth/signup', { method: 'POST', body });
    return payload as Respuesta<typeof signupResponseSchema>;
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 400 && err.message.includes(MAIL_FALLIDO))) {
      throw err;
    }
    const session = await checkAuth().catch(() => null);
    return {
      success: true,
      message: 'Registro exitoso',
      user: session?.usuario ?? { _id: '', nombre: '', email: body.email, verificado: false },
      data: { recaptchaValid: true },
    };
  }
}

/** Signs up and writes the new (unverified) session into the auth cache. */
export function useSignup() {
  const setAuth = useSetAuth();
  return useMutation({
    mutationFn: signup,
    onSuccess: (res) => setAuth(sessionFromUser({ ...res.user, verificado: false }, res.message)),
  });
}
