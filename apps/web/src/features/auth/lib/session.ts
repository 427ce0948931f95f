import type { CheckAuthResponse, Usuario } from '@tarjeto/shared';

/**
 * The auth-cache entry a screen writes after a call that changes the session (login, signup,
 * verification): the same shape check-auth answers, with no profile until the wizard makes one.
 */
export const sessionFromUser = (usuario: Usuario, message = ''): CheckAuthResponse => ({
  success: true,
  usuario,
  profile: null,
  message,
});

/** Where a freshly signed-in user goes (SPEC §2 Login): verification first, then their home. */
export const destinoTrasLogin = (u: Usuario): string => {
  if (!u.verificado) return '/verify-email';
  if (u.tipoUsuario === 'Negocio') return '/negocio-dashboard';
  if (u.tipoUsuario) return '/cliente-dashboard';
  return '/setup-profile';
};

/** The first word of the user's name; '' while the wizard has not asked for it (signup sends ' '). */
export const primerNombre = (nombre: string | null | undefined): string =>
  (nombre ?? '').trim().split(/\s+/)[0] ?? '';
