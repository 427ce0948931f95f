import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** The ALTCHA widget fetches its challenge here itself (DOMAIN §2: self-hosted, no third party). */
export const CAPTCHA_CHALLENGE_URL = '/api/auth/captcha';

export const CAPTCHA_ESTADO_QUERY_KEY = ['auth', 'captcha-estado'] as const;

/** Whether signup needs a solved captcha (the server may run with CAPTCHA=off in development). */
export async function getCaptchaEstado() {
  return apiFetch<{ success: true; activo: boolean }>('/api/auth/captcha/estado');
}

export function useCaptchaEstado() {
  return useQuery({
    queryKey: CAPTCHA_ESTADO_QUERY_KEY,
    queryFn: getCaptchaEstado,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
