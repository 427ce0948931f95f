import type { FastifyInstance } from 'fastify';
import {
  authUserResponseSchema,
  changePasswordBodySchema,
  checkAuthResponseSchema,
  errorResponseSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  loginResponseSchema,
  messageResponseSchema,
  resendVerificationResponseSchema,
  resetPasswordBodySchema,
  signupBodySchema,
  signupResponseSchema,
  verifyEmailBodySchema,
} from '@tarjeto/shared';
import { AppError } from '../../lib/app-error.ts';
import { erroresApi, rutasPrivadas } from '../../lib/rutas.ts';
import { profileFor } from '../perfiles/perfiles.service.ts';
import { setPendienteCookie } from '../segundo-factor/segundo-factor.routes.ts';
import {
  changePassword,
  FORGOT_MESSAGE,
  forgotPassword,
  login,
  logout,
  resendVerification,
  resetPassword,
  signup,
  toUsuarioDto,
  verifyEmail,
  type AuthDeps,
} from './auth.service.ts';
import {
  clearSessionCookie,
  clearSessionHint,
  clientMeta,
  authenticate,
  findSession,
  sessionOf,
  sessionTtlMs,
  setSessionCookie,
} from './session.ts';
import { SESSION_COOKIE } from './session-token.ts';

const errors = erroresApi(400, 401, 403, 409, 429, 503);

export async function authRoutes(
  app: FastifyInstance,
  opts: { deps: AuthDeps; secureCookies: boolean },
) {
  const { deps, secureCookies: secure } = opts;
  const r = rutasPrivadas(app);
  // Work left running after an answer (forgot-password's mail): a closing server gives it a few
  // seconds to end before the database and the mailer close under it.
  const enCurso = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.race([Promise.all(enCurso), new Promise((r) => setTimeout(r, 5000).unref())]);
  });

  r.post(
    '/api/auth/signup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Crea una cuenta (queda sin verificar)',
        body: signupBodySchema,
        response: { 200: signupResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { usuario, token, emailWarning } = await signup(
        deps,
        request.body,
        clientMeta(request),
      );
      setSessionCookie(reply, token, sessionTtlMs(usuario), secure);
      return {
        success: true as const,
        message: 'Registro exitoso',
        user: toUsuarioDto(usuario),
        data: { recaptchaValid: true },
        ...(emailWarning ? { emailWarning } : {}),
      };
    },
  );

  r.post(
    '/api/auth/verify-email',
    {
      onRequest: authenticate(deps.db, secure, 'sesion'),
      schema: {
        tags: ['auth'],
        summary: 'Verifica el correo con el código de 6 dígitos',
        body: verifyEmailBodySchema,
        response: { 200: authUserResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const { usuario, token } = await verifyEmail(
        deps,
        session,
        request.body.code,
        clientMeta(request),
      );
      setSessionCookie(reply, token, sessionTtlMs(usuario), secure);
      return {
        success: true as const,
        message: 'Email verificado correctamente',
        user: toUsuarioDto(usuario),
      };
    },
  );

  r.post(
    '/api/auth/resend-verification',
    {
      onRequest: authenticate(deps.db, secure, 'sesion'),
      schema: {
        tags: ['auth'],
        summary: 'Envía un código de verificación nuevo',
        response: { 200: resendVerificationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { cooldownSeconds } = await resendVerification(deps, session);
      return {
        success: true as const,
        message: `Te enviamos un código nuevo a ${session.usuario.email}`,
        cooldownSeconds,
      };
    },
  );

  r.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Inicia sesión',
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const entrada = await login(
        deps,
        request.body,
        clientMeta(request),
        request.cookies[SESSION_COOKIE],
      );
      if (entrada.token === null) {
        // The password was right; the code comes next (POST /api/auth/login/segundo-factor).
        setPendienteCookie(reply, entrada.pendiente, secure);
        return {
          success: true as const,
          message: 'Escribe el código de tu app de autenticación.',
          segundoFactor: true as const,
        };
      }
      const { usuario, token } = entrada;
      setSessionCookie(reply, token, sessionTtlMs(usuario), secure);
      return {
        success: true as const,
        message: 'Inicio de sesión exitoso',
        user: toUsuarioDto(usuario),
      };
    },
  );

  r.get(
    '/api/auth/check-auth',
    {
      schema: {
        tags: ['auth'],
        summary: 'Usuario de la sesión actual',
        response: { 200: checkAuthResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const session = await findSession(deps.db, request, reply, secure);
      if (!session) {
        // The hint said there might be a session and there is none (expired, closed elsewhere):
        // drop it, so the app stops asking.
        clearSessionHint(reply, secure);
        throw new AppError('UNAUTHENTICATED');
      }
      return {
        success: true as const,
        usuario: toUsuarioDto(session.usuario),
        profile: await profileFor(deps.db, session.usuario),
        message: 'Sesión activa',
      };
    },
  );

  r.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Cierra la sesión',
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      await logout(deps, request.cookies[SESSION_COOKIE]);
      clearSessionCookie(reply, secure);
      return { success: true as const, message: 'Sesión cerrada exitosamente' };
    },
  );

  r.post(
    '/api/auth/change-password',
    {
      onRequest: authenticate(deps.db, secure, 'sesion'),
      schema: {
        tags: ['auth'],
        summary: 'Cambia la contraseña con la actual; cierra las demás sesiones',
        body: changePasswordBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { usuario, token } = await changePassword(
        deps,
        sessionOf(request),
        request.body,
        clientMeta(request),
      );
      setSessionCookie(reply, token, sessionTtlMs(usuario), secure);
      return {
        success: true as const,
        message: 'Contraseña actualizada. Cerramos la sesión en tus otros dispositivos.',
      };
    },
  );

  r.post(
    '/api/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Envía un código para restablecer la contraseña',
        body: forgotPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const despues = await forgotPassword(deps, request.body.email, clientMeta(request));
      // What depends on the account runs once the answer has left, in a later turn of the event
      // loop, so it cannot show in the answer's time.
      reply.raw.once('close', () =>
        setImmediate(() => {
          const trabajo = despues().finally(() => enCurso.delete(trabajo));
          enCurso.add(trabajo);
        }),
      );
      return { success: true as const, message: FORGOT_MESSAGE };
    },
  );

  r.post(
    '/api/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Cambia la contraseña con el código recibido',
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await resetPassword(deps, request.body, clientMeta(request));
      return {
        success: true as const,
        message: 'Contraseña actualizada. Ya puedes iniciar sesión.',
      };
    },
  );
}
