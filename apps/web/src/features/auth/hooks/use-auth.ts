import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { CheckAuthResponse, ClientePerfil, NegocioPerfil, Usuario } from '@tarjeto/shared';
import { toast } from '../../../components/ui/toast.tsx';
import { AUTH_QUERY_KEY, esSinConexion, useCheckAuth } from '../api/check-auth.ts';

// The auth state of SPEC §4: the user, their profile, whether they are signed in and whether the
// first check is still running. It lives in the query cache, so screens that change the session
// (login, verify, logout) just write the new answer there.

export interface AuthState {
  usuario: Usuario | null;
  /** The signed-in business's profile (null for a customer, or before the setup wizard). */
  negocio: NegocioPerfil | null;
  /** The signed-in customer's profile (null for a business, or before the setup wizard). */
  cliente: ClientePerfil | null;
  isAuthenticated: boolean;
  isCheckingAuth: boolean;
  error: Error | null;
}

export function useAuth(): AuthState {
  const query = useCheckAuth();
  const warned = useRef(false);
  useEffect(() => {
    // A device that knows it is offline could not ask at all: the screens that work offline
    // ('Mi código') say so themselves.
    const offline = esSinConexion(query.error) && navigator.onLine === false;
    if (query.isError && !warned.current && !offline) {
      warned.current = true;
      toast.error('Error al verificar la autenticación');
    }
  }, [query.isError, query.error]);
  const data = query.data ?? null;
  const tipo = data?.usuario.tipoUsuario;
  return {
    usuario: data?.usuario ?? null,
    negocio: tipo === 'Negocio' ? ((data?.profile as NegocioPerfil | null) ?? null) : null,
    cliente: tipo === 'Cliente' ? ((data?.profile as ClientePerfil | null) ?? null) : null,
    isAuthenticated: Boolean(data),
    isCheckingAuth: query.isPending,
    error: query.error,
  };
}

/** Writes a new session answer (after login, signup, verification) or clears it (logout). */
export function useSetAuth() {
  const qc = useQueryClient();
  return useCallback(
    (session: CheckAuthResponse | null) => {
      qc.setQueryData(AUTH_QUERY_KEY, session);
      // Login, signup and verification answer with the user only: fetch the profile behind them.
      if (session) void qc.invalidateQueries({ queryKey: AUTH_QUERY_KEY });
    },
    [qc],
  );
}
