import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  activarSegundoFactorBodySchema,
  activarSegundoFactorResponseSchema,
  authUserResponseSchema,
  desactivarSegundoFactorBodySchema,
  iniciarSegundoFactorBodySchema,
  iniciarSegundoFactorResponseSchema,
  loginSegundoFactorBodySchema,
  messageResponseSchema,
  segundoFactorEstadoResponseSchema,
} from '@tarjeto/shared';
import { erroresApi, rutasPrivadas } from '../../lib/rutas.ts';
import { toUsuarioDto, type AuthDeps } from '../auth/auth.service.ts';
import { clientMeta, sessionOf, sessionTtlMs, setSessionCookie } from '../auth/session.ts';
import { SESSION_COOKIE } from '../auth/session-token.ts';
import { conPermiso } from '../equipo/papel.ts';
import { PENDIENTE_COOKIE, PENDIENTE_MS, PENDIENTE_RUTA } from './pendiente.ts';
import {
  activarSegundoFactorDe,
  desactivarSegundoFactorDe,
  estadoSegundoFactor,
  iniciarSegundoFactor,
  loginSegundoFactor,
} from './segundo-factor.service.ts';

// The owner's second factor (issue 25 part B; docs/api.md, Ajustes): its state, setting it up and
// turning it off — the account's owner only (permiso 'cuenta': a team member gets 403, a customer
// 403) — and the login step that takes the code.

const errors = erroresApi(400, 401, 403, 409, 429);

const cookiePendiente = (secure: boolean) => ({
  path: PENDIENTE_RUTA,
  httpOnly: true,
  sameSite: 'strict' as const,
  secure,
});

/** Login's half-open answer: the pending token, for the code's step only. */
export function setPendienteCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(PENDIENTE_COOKIE, token, {
    ...cookiePendiente(secure),
    maxAge: PENDIENTE_MS / 1000,
  });
}

export async function segundoFactorRoutes(
  app: FastifyInstance,
  opts: { deps: AuthDeps; secureCookies: boolean },
) {
  const { deps, secureCookies: secure } = opts;
  const r = rutasPrivadas(app);
  const cuenta = conPermiso(deps.db, secure, 'cuenta');

  r.get(
    '/api/cuenta/segundo-factor',
    {
      onRequest: cuenta,
      schema: {
        tags: ['segundo-factor'],
        summary:
          'Si la verificación en dos pasos está activada, y los códigos de recuperación que quedan',
        response: { 200: segundoFactorEstadoResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await estadoSegundoFactor(deps, sessionOf(request).usuario),
    }),
  );

  r.post(
    '/api/cuenta/segundo-factor/iniciar',
    {
      onRequest: cuenta,
      schema: {
        tags: ['segundo-factor'],
        summary:
          'Con la contraseña, crea el secreto para la app de autenticación (aún sin activar)',
        body: iniciarSegundoFactorBodySchema,
        response: { 200: iniciarSegundoFactorResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await iniciarSegundoFactor(
        deps,
        sessionOf(request),
        request.body.contrasena,
        clientMeta(request),
      ),
    }),
  );

  r.post(
    '/api/cuenta/segundo-factor/activar',
    {
      onRequest: cuenta,
      schema: {
        tags: ['segundo-factor'],
        summary: 'Activa la verificación en dos pasos con un código de la app',
        body: activarSegundoFactorBodySchema,
        response: { 200: activarSegundoFactorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const codigosRecuperacion = await activarSegundoFactorDe(
        deps,
        sessionOf(request),
        request.body.codigo,
        clientMeta(request),
      );
      return {
        success: true as const,
        message:
          'Verificación en dos pasos activada. Cerramos la sesión en tus otros dispositivos.',
        data: { codigosRecuperacion },
      };
    },
  );

  r.post(
    '/api/cuenta/segundo-factor/desactivar',
    {
      onRequest: cuenta,
      schema: {
        tags: ['segundo-factor'],
        summary: 'Desactiva la verificación en dos pasos con la contraseña y un código',
        body: desactivarSegundoFactorBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await desactivarSegundoFactorDe(deps, sessionOf(request), request.body, clientMeta(request));
      return { success: true as const, message: 'Verificación en dos pasos desactivada.' };
    },
  );

  r.post(
    '/api/auth/login/segundo-factor',
    {
      schema: {
        tags: ['auth'],
        summary: 'Segundo paso del inicio de sesión: el código de la app o uno de recuperación',
        body: loginSegundoFactorBodySchema,
        response: { 200: authUserResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { usuario, token, restantes } = await loginSegundoFactor(
        deps,
        request.cookies[PENDIENTE_COOKIE],
        request.body,
        clientMeta(request),
        request.cookies[SESSION_COOKIE],
      );
      reply.clearCookie(PENDIENTE_COOKIE, cookiePendiente(secure));
      setSessionCookie(reply, token, sessionTtlMs(usuario), secure);
      return {
        success: true as const,
        message:
          restantes === null
            ? 'Inicio de sesión exitoso'
            : `Inicio de sesión exitoso. Usaste un código de recuperación: te ${restantes === 1 ? 'queda 1' : `quedan ${restantes}`}.`,
        user: toUsuarioDto(usuario),
      };
    },
  );
}
