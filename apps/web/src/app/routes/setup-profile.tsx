import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { CheckAuthResponse } from '@tarjeto/shared';
import { AUTH_QUERY_KEY } from '../../features/auth/api/check-auth.ts';
import { LogoutButton } from '../../features/auth/components/logout-button.tsx';
import { useAuth, useSetAuth } from '../../features/auth/hooks/use-auth.ts';
import { dashboardPath } from '../../features/auth/lib/guards.ts';
import { sessionFromUser } from '../../features/auth/lib/session.ts';
import { CLIENTE_LUGARES_PATH } from '../../features/lugares/lib/lugar.ts';
import { leerNegocioPendiente } from '../../features/lugares/lib/negocio-pendiente.ts';
import type { SetupProfileResponse } from '../../features/setup-profile/api/setup-profile.ts';
import {
  leerTipoSugerido,
  olvidarTipoSugerido,
  tipoDeParametros,
} from '../../features/setup-profile/lib/tipo-sugerido.ts';
import {
  SetupWizard,
  type SessionProblem,
} from '../../features/setup-profile/components/setup-wizard.tsx';

/**
 * /setup-profile (SPEC §2): the wizard, wired to the session. On success the new user (now with a
 * type) goes into the auth cache, the profile is fetched again, and the user lands on their
 * dashboard. The guard has already sent anyone unverified, signed out or set up elsewhere.
 */
export function SetupProfileRoute() {
  const { usuario } = useAuth();
  const setAuth = useSetAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // ?tipo=negocio (from 'Para negocios'), or the same wish kept since signup in this tab.
  const [tipoSugerido] = useState(() => tipoDeParametros(params) ?? leerTipoSugerido());

  const onCompleted = useCallback(
    (res: SetupProfileResponse) => {
      olvidarTipoSugerido();
      // setAuth also refetches the session, which brings the new profile.
      setAuth(sessionFromUser(res.user, res.message));
      // A customer who chose a business on its public page before signing up finds it offered
      // in 'Lugares'.
      const aLugares = res.user.tipoUsuario === 'Cliente' && leerNegocioPendiente() !== null;
      navigate(aLugares ? CLIENTE_LUGARES_PATH : dashboardPath(res.user), { replace: true });
    },
    [setAuth, navigate],
  );

  const onSessionProblem = useCallback(
    (problem: SessionProblem) => {
      if (problem === 'NO_VERIFICADO') {
        // The cached session still says verified: correct it so /verify-email lets the user in.
        queryClient.setQueryData<CheckAuthResponse | null>(AUTH_QUERY_KEY, (s) =>
          s ? { ...s, usuario: { ...s.usuario, verificado: false } } : s,
        );
        navigate('/verify-email', { replace: true });
        return;
      }
      if (problem === 'UNAUTHENTICATED') {
        setAuth(null);
        return;
      }
      // Already set up (another tab, say): the fresh session sends the guard to the dashboard.
      void queryClient.invalidateQueries({ queryKey: AUTH_QUERY_KEY });
    },
    [queryClient, navigate, setAuth],
  );

  if (!usuario) return null;
  return (
    <SetupWizard
      userId={usuario._id}
      headerAction={<LogoutButton />}
      onCompleted={onCompleted}
      onSessionProblem={onSessionProblem}
      tipoSugerido={tipoSugerido}
    />
  );
}
