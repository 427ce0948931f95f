import { useQuery } from '@tanstack/react-query';
import { checkAuthResponseSchema, type CheckAuthResponse } from '@tarjeto/shared';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { leerLlave, olvidarLlave } from '../../../lib/codigo-sin-conexion.ts';

export const AUTH_QUERY_KEY = ['auth', 'check'] as const;

/**
 * null means "not signed in" (401), which is a normal answer, not an error. Either way the key
 * 'Mi código' keeps on the device stays only while its own account is the one signed in here.
 */
export async function checkAuth(): Promise<CheckAuthResponse | null> {
  try {
    const session = checkAuthResponseSchema.parse(await apiFetch('/api/auth/check-auth'));
    if (leerLlave() && !leerLlave(session.usuario._id)) olvidarLlave();
    return session;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      olvidarLlave();
      return null;
    }
    throw err;
  }
}

/** The check failed because there is no connection (not because the server said no). */
export const esSinConexion = (err: unknown) => err instanceof ApiError && err.code === 'NETWORK';

export const useCheckAuth = () =>
  useQuery({
    queryKey: AUTH_QUERY_KEY,
    queryFn: checkAuth,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
