import { SESION_PISTA_COOKIE } from '@tarjeto/shared';

/**
 * Whether this browser may have a session: the API sets a readable hint cookie with the
 * (HttpOnly) session cookie and clears it at logout, expiry or a refused check. Without it the
 * visitor is a guest and the app does not ask (a guest's 401 is a console error in the browser).
 * It proves nothing: the server decides by the session cookie alone.
 */
export const puedeHaberSesion = () =>
  document.cookie
    .split(';')
    .some(
      (c) =>
        c.trim().startsWith(`${SESION_PISTA_COOKIE}=`) &&
        c.trim().length > SESION_PISTA_COOKIE.length + 1,
    );
