import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { negociosDestacadosResponseSchema } from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import { listNegociosDestacados } from './negocios.service.ts';

export async function negociosRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/negocios/destacados',
    {
      schema: {
        tags: ['publico'],
        summary: 'Negocios de ejemplo que muestra la página de inicio',
        response: { 200: negociosDestacadosResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { success: true as const, data: await listNegociosDestacados(opts.db) };
    },
  );
}
