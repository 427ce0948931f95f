import { useMutation } from '@tanstack/react-query';
import type { resendVerificationResponseSchema } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';

/** Mails a fresh verification code to the signed-in user (60 s cooldown, DOMAIN §2). */
export async function resendVerification() {
  const payload = await apiFetch<unknown>('/api/auth/resend-verification', { method: 'POST' });
  return payload as Respuesta<typeof resendVerificationResponseSchema>;
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
