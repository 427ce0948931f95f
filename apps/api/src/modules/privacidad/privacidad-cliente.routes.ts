import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  CUENTA_CLIENTE_ELIMINADA,
  eliminarCuentaBodySchema,
  messageResponseSchema,
  nombreArchivoExportacionCliente,
  PREFERENCIAS_GUARDADAS,
  preferenciasClienteResponseSchema,
  preferenciasClienteSchema,
  RUTA_EXPORTACION_CLIENTE,
} from '@tarjeto/shared';
import type { AuthDeps } from '../auth/auth.service.ts';
import {
  authenticate,
  clearSessionCookie,
  clientMeta,
  sessionOf,
  usuarioDe,
} from '../auth/session.ts';
import {
  eliminarCuentaCliente,
  exigirCliente,
  fechaDeExportacionCliente,
  getPreferencias,
  jsonDatosCliente,
  setPreferencias,
} from './privacidad-cliente.service.ts';
import { erroresApi, rutasPrivadas } from '../../lib/rutas.ts';

// 'Ajustes' for a customer (DOMAIN §8): the mail consent, the data as one file, the account's
// deletion. Everything is the session's own account: there is no id in any path to change.

const errors = erroresApi(400, 401, 403, 404, 429);

export async function privacidadClienteRoutes(
  app: FastifyInstance,
  opts: { deps: AuthDeps; secureCookies: boolean },
) {
  const { deps, secureCookies: secure } = opts;
  const { db } = deps;
  const r = rutasPrivadas(app);
  const cliente = authenticate(db, secure, 'Cliente');

  r.get(
    '/api/cliente/preferencias',
    {
      onRequest: cliente,
      schema: {
        tags: ['privacidad'],
        summary: 'Si el cliente acepta correos de novedades y promociones',
        response: { 200: preferenciasClienteResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getPreferencias(db, usuarioDe(request)),
    }),
  );

  r.put(
    '/api/cliente/preferencias',
    {
      onRequest: cliente,
      schema: {
        tags: ['privacidad'],
        summary: 'Guarda si el cliente acepta correos de novedades y promociones',
        body: preferenciasClienteSchema,
        response: { 200: preferenciasClienteResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: PREFERENCIAS_GUARDADAS,
      data: await setPreferencias(db, usuarioDe(request), request.body.aceptaCorreos),
    }),
  );

  r.get(
    RUTA_EXPORTACION_CLIENTE,
    {
      onRequest: cliente,
      exposeHeadRoute: false,
      schema: {
        tags: ['privacidad'],
        summary:
          'Todos los datos del cliente en JSON: cuenta, perfil, tarjetas, visitas, canjes y logros',
        response: errors,
      },
    },
    async (request, reply) => {
      const usuarioId = usuarioDe(request);
      await exigirCliente(db, usuarioId);
      const nombre = nombreArchivoExportacionCliente(fechaDeExportacionCliente());
      reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${nombre}"`)
        .header('x-content-type-options', 'nosniff');
      // A stream, which the typed reply (JSON answers only) does not describe.
      return (reply as FastifyReply).send(Readable.from(jsonDatosCliente(db, usuarioId)));
    },
  );

  r.delete(
    '/api/cliente/cuenta',
    {
      onRequest: cliente,
      schema: {
        tags: ['privacidad'],
        summary:
          'Elimina la cuenta del cliente y sus datos (con la contraseña); sus visitas quedan en las estadísticas de los negocios, sin nombre',
        body: eliminarCuentaBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await eliminarCuentaCliente(
        deps,
        sessionOf(request),
        request.body.contrasena,
        clientMeta(request),
      );
      clearSessionCookie(reply, secure);
      return { success: true as const, message: CUENTA_CLIENTE_ELIMINADA };
    },
  );
}
