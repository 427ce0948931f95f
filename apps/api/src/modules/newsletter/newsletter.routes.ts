import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  newsletterSubscribeBodySchema,
  newsletterSubscribeResponseSchema,
} from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { subscribeNewsletter } from './newsletter.service.ts';

export async function newsletterRoutes(
  app: FastifyInstance,
  opts: { db: Db; limiter: RateLimiter },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/newsletter',
    {
      schema: {
        tags: ['publico'],
        summary: 'Suscribe un correo al boletín',
        body: newsletterSubscribeBodySchema,
        response: {
          200: newsletterSubscribeResponseSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => subscribeNewsletter(opts.db, opts.limiter, request.body.email, request.ip),
  );
}
