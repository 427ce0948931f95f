import type { Usuario } from '@tarjeto/shared';

// The guard rules of SPEC §2 "Guards" (with DOMAIN §2: a customer opening the business dashboard,
// or the reverse, goes to their own). A pure function so every rule is unit-tested.

export type RouteAccess = 'guest' | 'verify-email' | 'setup-profile' | 'cliente' | 'negocio';

export const dashboardPath = (u: Pick<Usuario, 'tipoUsuario'>): string =>
  u.tipoUsuario ? `/${u.tipoUsuario.toLowerCase()}-dashboard` : '/setup-profile';

/** Where a visitor must go instead of the requested page; null when they may stay. */
export function guardRedirect(access: RouteAccess, usuario: Usuario | null): string | null {
  if (access === 'guest') {
    if (!usuario) return null;
    if (!usuario.verificado) return '/verify-email';
    return dashboardPath(usuario);
  }
  if (!usuario) return '/login';
  if (access === 'verify-email') return usuario.verificado ? '/setup-profile' : null;
  if (!usuario.verificado) return '/verify-email';
  if (access === 'setup-profile') return usuario.tipoUsuario ? dashboardPath(usuario) : null;
  // Dashboards
  if (!usuario.tipoUsuario) return '/setup-profile';
  const own = dashboardPath(usuario);
  return own === `/${access}-dashboard` ? null : own;
}
