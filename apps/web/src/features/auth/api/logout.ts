import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { messageResponseSchema } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';
import { olvidarLlave } from '../../../lib/codigo-sin-conexion.ts';
import { AUTH_QUERY_KEY } from './check-auth.ts';

/** Ends the session server-side; the server always clears the cookie. */
export async function logout() {
  const payload = await apiFetch<unknown>('/api/auth/logout', { method: 'POST' });
  return payload as Respuesta<typeof messageResponseSchema>;
}

/**
 * Logs out. Whatever the server answers, the local session is gone afterwards (SPEC §4: logout
 * clears everything even if the call fails): the auth answer becomes null and every other cached
 * query — someone's cards, stats, profile — is dropped.
 */
export function useLogout() {
  const forget = useForgetSession();
  return useMutation({ mutationFn: logout, onSettled: forget });
}

/**
 * Forgets the local session: the auth answer becomes null, every other cached query is dropped,
 * and so is the key 'Mi código' keeps on the device. For logout, and for whatever else ends the
 * session on the server (account deletion).
 */
export function useForgetSession() {
  const qc = useQueryClient();
  return useCallback(() => {
    olvidarLlave();
    qc.removeQueries({ predicate: (q) => q.queryKey[0] !== AUTH_QUERY_KEY[0] });
    qc.setQueryData(AUTH_QUERY_KEY, null);
  }, [qc]);
}

/**
 * After the account itself is gone (its deletion in Ajustes): as after 'Cerrar sesión' (SPEC §4),
 * the session is forgotten and the user goes to /login.
 */
export function useSalirTrasEliminar() {
  const forget = useForgetSession();
  const navigate = useNavigate();
  return useCallback(() => {
    forget();
    navigate('/login', { replace: true });
  }, [forget, navigate]);
}
