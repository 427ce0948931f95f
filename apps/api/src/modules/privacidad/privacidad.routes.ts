import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  eliminarCuentaBodySchema,
  messageResponseSchema,
  negocioPublicParamsSchema,
  nombreArchivoExportacion,
  type ArchivoExportacion,
} from '@tarjeto/shared';
import type { AuthDeps } from '../auth/auth.service.ts';
import { authenticate, clearSessionCookie, clientMeta, sessionOf } from '../auth/session.ts';
import {
  csvClientes,
  csvVisitas,
  eliminarCuentaNegocio,
  exportacionPropia,
  fechaDeExportacion,
  jsonDatos,
} from './privacidad.service.ts';
import type { NegocioRow } from './privacidad.repository.ts';
import { erroresApi, rutasPrivadas } from '../../lib/rutas.ts';

// 'Ajustes' for a business (DOMAIN §8): its data as files, and the account's deletion. Downloads
// are plain GETs a link can start, streamed as they are read; the business comes from the
// session's owner, so another business's public id answers 404.

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
  const negocio = authenticate(db, secure, 'Negocio');

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
        const usuarioId = sessionOf(request).usuario.id;
        const n = await exportacionPropia(
          db,
          usuarioId,
          request.params.publicID,
          archivo,
          request.ip,
        );
        return enviar(reply, n, archivo, chunks(usuarioId, n));
      },
    );
  }

  r.delete(
    '/api/negocio/cuenta',
    {
      onRequest: negocio,
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
