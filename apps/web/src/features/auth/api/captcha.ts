import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

/** The ALTCHA widget fetches its challenge here itself (DOMAIN §2: self-hosted, no third party). */
export const CAPTCHA_CHALLENGE_URL = '/api/auth/captcha';

export const CAPTCHA_ESTADO_QUERY_KEY = ['auth', 'captcha-estado'] as const;

const captchaEstadoSchema = z.object({ activo: z.boolean() });

/** Whether signup needs a solved captcha (the server may run with CAPTCHA=off in development). */
export async function getCaptchaEstado() {
  const payload = await apiFetch<unknown>('/api/auth/captcha/estado');
  return captchaEstadoSchema.parse(payload);
}

export function useCaptchaEstado() {
  return useQuery({
    queryKey: CAPTCHA_ESTADO_QUERY_KEY,
    queryFn: getCaptchaEstado,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
