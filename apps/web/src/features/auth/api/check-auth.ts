import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CheckAuthResponse, NegocioPerfil } from '@tarjeto/shared';
import { negocioProfileQueryKey } from '../../nexo/api/get-negocio-profile.ts';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { leerLlave, olvidarLlave } from '../../../lib/codigo-sin-conexion.ts';
import { puedeHaberSesion } from '../../../lib/sesion-pista.ts';

export const AUTH_QUERY_KEY = ['auth', 'check'] as const;

/**
 * null means "not signed in" (401, or no session hint: then the server is not asked), which is a
 * normal answer, not an error. Either way the key 'Mi código' keeps on the device stays only while
 * its own account is the one signed in here.
 */
export async function checkAuth(): Promise<CheckAuthResponse | null> {
  if (!puedeHaberSesion()) {
    olvidarLlave();
    return null;
  }
  try {
    const session = await apiFetch<CheckAuthResponse>('/api/auth/check-auth');
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

/**
 * The session query. A business's answer carries its profile, the same as GET
 * /api/negocio/profile: it is kept under that query too, so the dashboard's sections do not wait
 * for a second call before they ask for their own data.
 */
export const sesionQuery = (qc: QueryClient) =>
  queryOptions({
    queryKey: AUTH_QUERY_KEY,
    queryFn: async () => {
      const session = await checkAuth();
      if (
        session?.usuario.tipoUsuario === 'Negocio' &&
        session.profile &&
        !qc.getQueryData(negocioProfileQueryKey)
      )
        qc.setQueryData(negocioProfileQueryKey, session.profile as NegocioPerfil);
      return session;
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });

export const useCheckAuth = () => useQuery(sesionQuery(useQueryClient()));
