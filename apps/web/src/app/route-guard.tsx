import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { FullPageSpinner } from '../components/ui/spinner.tsx';
import { guardRedirect, type RouteAccess } from '../features/auth/lib/guards.ts';
import { useAuth } from '../features/auth/hooks/use-auth.ts';

/** Shows the spinner while the first auth check runs, then the page or the redirect. */
export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const { usuario, isCheckingAuth } = useAuth();
  if (isCheckingAuth) return <FullPageSpinner />;
  const redirect = guardRedirect(access, usuario);
  return redirect ? <Navigate to={redirect} replace /> : <>{children}</>;
}
