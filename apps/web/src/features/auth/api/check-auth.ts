import { useQuery } from '@tanstack/react-query';
import { checkAuthResponseSchema, type CheckAuthResponse } from '@tarjeto/shared';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';

export const AUTH_QUERY_KEY = ['auth', 'check'] as const;

/** null means "not signed in" (401), which is a normal answer, not an error. */
export async function checkAuth(): Promise<CheckAuthResponse | null> {
  try {
    return checkAuthResponseSchema.parse(await apiFetch('/api/auth/check-auth'));
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

export const useCheckAuth = () =>
  useQuery({
    queryKey: AUTH_QUERY_KEY,
    queryFn: checkAuth,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
