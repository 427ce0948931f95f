import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  aceptarInvitacionBodySchema,
  atiendeBodySchema,
  atiendeResponseSchema,
  authUserResponseSchema,
  editarMiembroBodySchema,
  equipoResponseSchema,
  invitacionQuerySchema,
  invitacionResponseSchema,
  invitarMiembroBodySchema,
  messageResponseSchema,
  miembroParamsSchema,
  miembroResponseSchema,
  miRolResponseSchema,
  nexoEquipoResponseSchema,
  pinBodySchema,
} from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { erroresApi, rutasPrivadas } from '../../lib/rutas.ts';
import { toUsuarioDto } from '../auth/auth.service.ts';
import { clientMeta, createSession, sessionTtlMs, setSessionCookie } from '../auth/session.ts';
import type { Mailer } from '../mail/mailer.ts';
import { nexoFromToken } from '../nexo/nexo.service.ts';
import {
  aceptarInvitacion,
  cambiarPin,
  dejarDeAtender,
  editarMiembro,
  equipoDelNexo,
  identificarEnNexo,
  invitar,
  listarEquipo,
  miRol,
  quitarMiembro,
  reenviarInvitacion,
  verInvitacion,
} from './equipo.service.ts';
import { conPermiso, papelOf } from './papel.ts';

// The team's calls (issue 25 part B): the owner's Ajustes → Equipo, the invitee's link, each
// person's own PIN, and the kiosk's "¿Quién atiende?".

const errors = erroresApi(400, 401, 403, 404, 409, 429);

/** Acceptances an address may try in 10 minutes (a token is 256 bits: this only slows a flood). */
const ACEPTAR_POR_IP: readonly [number, number] = [20, 10 * 60 * 1000];

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
};

export async function equipoRoutes(
  app: FastifyInstance,
  opts: {
    db: Db;
    limiter: RateLimiter;
    mailer: Mailer;
    publicUrl: string | null;
    secureCookies: boolean;
  },
) {
  const { db, limiter, secureCookies: secure } = opts;
  const deps = { db, limiter, mailer: opts.mailer, log: app.log };
  const r = rutasPrivadas(app);
  const dueno = conPermiso(db, secure, 'equipo');
  const cualquiera = conPermiso(db, secure, null);
  /** Where the invitation's link points: the public address, or the app the owner is using. */
  const base = (request: FastifyRequest) =>
    opts.publicUrl ?? `${request.protocol}://${request.host}`;

  r.get(
    '/api/negocio/mi-rol',
    {
      onRequest: cualquiera,
      schema: {
        tags: ['equipo'],
        summary: 'Tu papel en tu negocio: dueño o del equipo, y lo que tu rol permite',
        response: { 200: miRolResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await miRol(db, request.auth!.usuario.id),
    }),
  );

  r.put(
    '/api/negocio/mi-pin',
    {
      onRequest: cualquiera,
      schema: {
        tags: ['equipo'],
        summary: 'Crea o cambia tu PIN de 4 a 6 dígitos para decir «soy yo» en el Nexo',
        body: pinBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await cambiarPin(db, papelOf(request), request.body.pin);
      return { success: true as const, message: 'Tu PIN quedó guardado' };
    },
  );

  r.get(
    '/api/negocio/equipo',
    {
      onRequest: dueno,
      schema: {
        tags: ['equipo'],
        summary: 'Tu equipo: el dueño y las personas que invitaste',
        response: { 200: equipoResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { miembros: await listarEquipo(db, papelOf(request)) },
    }),
  );

  r.post(
    '/api/negocio/equipo',
    {
      onRequest: dueno,
      schema: {
        tags: ['equipo'],
        summary: 'Invita a una persona por correo, con su rol y sus establecimientos',
        body: invitarMiembroBodySchema,
        response: { 200: miembroResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { data, enviada } = await invitar(
        deps,
        papelOf(request),
        request.body,
        base(request),
        request.ip,
      );
      return {
        success: true as const,
        message: enviada
          ? `Enviamos la invitación a ${data.email}`
          : 'La invitación quedó guardada, pero no pudimos enviar el correo. Reenvíala en un momento.',
        data,
      };
    },
  );

  r.put(
    '/api/negocio/equipo/:miembroId',
    {
      onRequest: dueno,
      schema: {
        tags: ['equipo'],
        summary: 'Cambia el rol o los establecimientos de una persona del equipo',
        params: miembroParamsSchema,
        body: editarMiembroBodySchema,
        response: { 200: miembroResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Cambios guardados',
      data: await editarMiembro(
        deps,
        papelOf(request),
        request.params.miembroId,
        request.body,
        request.ip,
      ),
    }),
  );

  r.delete(
    '/api/negocio/equipo/:miembroId',
    {
      onRequest: dueno,
      schema: {
        tags: ['equipo'],
        summary: 'Quita a una persona del equipo: su sesión termina y ya no atiende en ningún Nexo',
        params: miembroParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await quitarMiembro(deps, papelOf(request), request.params.miembroId, request.ip);
      return { success: true as const, message: 'La persona ya no es parte de tu equipo' };
    },
  );

  r.post(
    '/api/negocio/equipo/:miembroId/reenviar',
    {
      onRequest: dueno,
      schema: {
        tags: ['equipo'],
        summary: 'Envía de nuevo la invitación (el enlace anterior deja de servir)',
        params: miembroParamsSchema,
        response: { 200: miembroResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { data, enviada } = await reenviarInvitacion(
        deps,
        papelOf(request),
        request.params.miembroId,
        base(request),
      );
      return {
        success: true as const,
        message: enviada
          ? `Enviamos otra invitación a ${data.email}`
          : 'No pudimos enviar el correo. Intenta de nuevo en un momento.',
        data,
      };
    },
  );

  // ── The invitee (no session yet) ──────────────────────────────────────────────────────────

  r.get(
    '/api/equipo/invitacion',
    {
      schema: {
        tags: ['equipo'],
        summary: 'Lo que dice una invitación al equipo (negocio, nombre, correo y rol)',
        querystring: invitacionQuerySchema,
        response: { 200: invitacionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await verInvitacion(db, request.query.token),
    }),
  );

  r.post(
    '/api/equipo/aceptar',
    {
      schema: {
        tags: ['equipo'],
        summary: 'Acepta la invitación: crea tu cuenta con tu contraseña y entra',
        body: aceptarInvitacionBodySchema,
        response: { 200: authUserResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const hit = await limiter.hit(`equipo:aceptar:${request.ip}`, ...ACEPTAR_POR_IP);
      if (!hit.allowed) {
        throw new AppError('RATE_LIMITED', { retryAfterSeconds: hit.retryAfterSeconds });
      }
      const usuario = await aceptarInvitacion(deps, request.body, request.ip);
      const token = await createSession(db, usuario, clientMeta(request), {
        reemplaza: request.cookies.tarjeto_sesion,
      });
      setSessionCookie(reply, token, sessionTtlMs(usuario), secure);
      return {
        success: true as const,
        message: '¡Bienvenido al equipo!',
        user: toUsuarioDto(usuario),
      };
    },
  );

  // ── At the kiosk (the device's bearer token) ──────────────────────────────────────────────

  const device = async (request: FastifyRequest) => {
    request.nexo = await nexoFromToken(db, bearer(request));
  };
  const nexoOf = (request: FastifyRequest) => {
    if (!request.nexo) throw new AppError('NEXO_NO_VINCULADO');
    return request.nexo;
  };
  const deviceSecurity = [{ nexoToken: [] }];

  r.get(
    '/api/nexo/equipo',
    {
      onRequest: device,
      schema: {
        tags: ['nexo'],
        summary: '¿Quién atiende? Las personas que pueden atender aquí, y quién atiende ahora',
        security: deviceSecurity,
        response: { 200: nexoEquipoResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await equipoDelNexo(db, nexoOf(request)) }),
  );

  r.post(
    '/api/nexo/atiende',
    {
      onRequest: device,
      schema: {
        tags: ['nexo'],
        summary: 'Una persona dice «soy yo» con su PIN: sus visitas y canjes llevan su nombre',
        security: deviceSecurity,
        body: atiendeBodySchema,
        response: { 200: atiendeResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { atiende: await identificarEnNexo(db, nexoOf(request), request.body) },
    }),
  );

  r.post(
    '/api/nexo/atiende/salir',
    {
      onRequest: device,
      schema: {
        tags: ['nexo'],
        summary: 'Nadie atiende en este Nexo hasta que otra persona ponga su PIN',
        security: deviceSecurity,
        response: { 200: atiendeResponseSchema, ...errors },
      },
    },
    async (request) => {
      await dejarDeAtender(db, nexoOf(request).nexoId);
      return { success: true as const, data: { atiende: null } };
    },
  );
}
