import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clienteCodigoResponseSchema, errorResponseSchema } from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import { authenticate, sessionOf } from '../auth/session.ts';
import { codigoActual } from './codigo.service.ts';

export async function clientesRoutes(
  app: FastifyInstance,
  opts: { db: Db; secureCookies: boolean },
) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/cliente/codigo',
    {
      onRequest: authenticate(db, opts.secureCookies, 'Cliente'),
      schema: {
        tags: ['clientes'],
        summary: "El código rotativo del cliente ('Mi código'): válido como máximo 60 s",
        response: {
          200: clienteCodigoResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        data: await codigoActual(db, sessionOf(request).usuario.id),
      };
    },
  );
}
