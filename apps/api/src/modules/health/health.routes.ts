import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@tarjeto/shared';
import type { Database } from '../../db/client.ts';

const DB_TIMEOUT_MS = 2000;

export async function healthRoutes(
  app: FastifyInstance,
  opts: { database: Database; version: string },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['sistema'],
        summary: 'Estado del servicio y de la base de datos',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      let latencyMs: number | null;
      try {
        latencyMs = await Promise.race([
          opts.database.ping(),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error('timeout')), DB_TIMEOUT_MS).unref(),
          ),
        ]);
      } catch {
        latencyMs = null;
      }
      const reachable = latencyMs !== null;
      return reply.status(reachable ? 200 : 503).send({
        status: reachable ? 'ok' : 'degraded',
        database: { driver: opts.database.driver, reachable, latencyMs },
        version: opts.version,
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
}
