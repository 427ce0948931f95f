import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  confirmarContrasenaBodySchema,
  eliminarCuentaBodySchema,
  messageResponseSchema,
  negocioPublicParamsSchema,
  nombreArchivoExportacion,
  rutaExportaciones,
  type ArchivoExportacion,
} from '@tarjeto/shared';
import type { AuthDeps } from '../auth/auth.service.ts';
import { clearSessionCookie, clientMeta, sessionOf } from '../auth/session.ts';
import { conPermiso } from '../equipo/papel.ts';
import {
  csvClientes,
  csvVisitas,
  eliminarCuentaNegocio,
  exportacionPropia,
  fechaDeExportacion,
  jsonDatos,
  permitirExportacion,
} from './privacidad.service.ts';
import { PERMISO_EXPORTACION_COOKIE, PERMISO_EXPORTACION_MS } from './permiso-exportacion.ts';
import type { NegocioRow } from './privacidad.repository.ts';
import { erroresApi, rutasPrivadas } from '../../lib/rutas.ts';

// 'Ajustes' for a business (DOMAIN §8): its data as files, and the account's deletion. A download
// is a plain GET the browser saves to disk as it streams, once the owner has given the password
// for it (POST …/permiso sets a short-lived cookie the GET needs and clears); the business comes
// from the session's owner, so another business's public id answers 404.

const errors = erroresApi(400, 401, 403, 404, 409, 429);

const TIPOS: Record<ArchivoExportacion, string> = {
  'clientes.csv': 'text/csv; charset=utf-8',
  'visitas.csv': 'text/csv; charset=utf-8',
  'datos.json': 'application/json; charset=utf-8',
};

function enviar(
  reply: FastifyReply,
  negocio: NegocioRow,
  archivo: ArchivoExportacion,
  chunks: AsyncGenerator<string>,
) {
  const nombre = nombreArchivoExportacion(negocio.slug, archivo, fechaDeExportacion(negocio));
  reply
    .header('content-type', TIPOS[archivo])
    .header('content-disposition', `attachment; filename="${nombre}"`)
    .header('x-content-type-options', 'nosniff');
  return reply.send(Readable.from(chunks));
}

export async function privacidadRoutes(
  app: FastifyInstance,
  opts: { deps: AuthDeps; secureCookies: boolean },
) {
  const { deps, secureCookies: secure } = opts;
  const { db } = deps;
  const r = rutasPrivadas(app);
  // Downloads and the account's deletion are the owner's alone (a team member gets 403).
  const negocio = conPermiso(db, secure, 'exportar');
  const cuenta = conPermiso(db, secure, 'cuenta');
  // The permit's cookie goes only to this business's downloads, and never from another site.
  const cookiePermiso = (publicID: string) => ({
    path: rutaExportaciones(publicID),
    httpOnly: true,
    sameSite: 'strict' as const,
    secure,
  });

  r.post(
    '/api/exportar/:publicID/permiso',
    {
      onRequest: negocio,
      schema: {
        tags: ['privacidad'],
        summary: 'Confirma la contraseña del dueño antes de una descarga de los datos del negocio',
        params: negocioPublicParamsSchema,
        body: confirmarContrasenaBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { publicID } = request.params;
      const permiso = await permitirExportacion(
        deps,
        sessionOf(request),
        publicID,
        request.body.contrasena,
        clientMeta(request),
      );
      reply.setCookie(PERMISO_EXPORTACION_COOKIE, permiso, {
        ...cookiePermiso(publicID),
        maxAge: PERMISO_EXPORTACION_MS / 1000,
      });
      return { success: true as const, message: 'Contraseña confirmada. Tu descarga empieza ya.' };
    },
  );

  const descargas: Array<{
    archivo: ArchivoExportacion;
    summary: string;
    chunks: (usuarioId: string, n: NegocioRow) => AsyncGenerator<string>;
  }> = [
    {
      archivo: 'clientes.csv',
      summary: 'Clientes del negocio en CSV (una fila por tarjeta)',
      chunks: (_u, n) => csvClientes(db, n),
    },
    {
      archivo: 'visitas.csv',
      summary: 'Visitas del negocio en CSV, de la más antigua a la más reciente',
      chunks: (_u, n) => csvVisitas(db, n),
    },
    {
      archivo: 'datos.json',
      summary: 'Todo lo del negocio en JSON: perfil, programa, promociones, tarjetas, visitas…',
      chunks: (u, n) => jsonDatos(db, u, n),
    },
  ];

  for (const { archivo, summary, chunks } of descargas) {
    r.get(
      `/api/exportar/:publicID/${archivo}`,
      {
        onRequest: negocio,
        exposeHeadRoute: false,
        schema: {
          tags: ['privacidad'],
          summary,
          params: negocioPublicParamsSchema,
          response: errors,
        },
      },
      async (request, reply) => {
        const session = sessionOf(request);
        const n = await exportacionPropia(
          db,
          session,
          request.params.publicID,
          archivo,
          request.cookies[PERMISO_EXPORTACION_COOKIE],
          request.ip,
        );
        // One download per password.
        reply.clearCookie(PERMISO_EXPORTACION_COOKIE, cookiePermiso(request.params.publicID));
        return enviar(reply, n, archivo, chunks(session.usuario.id, n));
      },
    );
  }

  r.delete(
    '/api/negocio/cuenta',
    {
      onRequest: cuenta,
      schema: {
        tags: ['privacidad'],
        summary:
          'Elimina la cuenta del negocio y sus datos (con la contraseña); desvincula sus Nexos',
        body: eliminarCuentaBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await eliminarCuentaNegocio(
        deps,
        sessionOf(request),
        request.body.contrasena,
        clientMeta(request),
      );
      clearSessionCookie(reply, secure);
      return { success: true as const, message: 'Tu cuenta fue eliminada' };
    },
  );
}
