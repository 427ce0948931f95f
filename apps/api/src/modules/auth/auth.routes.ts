import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkAuthResponseSchema, errorResponseSchema } from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import { checkAuth } from './auth.service.ts';
import { SESSION_COOKIE } from './session-token.ts';

export async function authRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/auth/check-auth',
    {
      schema: {
        tags: ['auth'],
        summary: 'Usuario de la sesión actual',
        response: { 200: checkAuthResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return checkAuth(opts.db, request.cookies[SESSION_COOKIE]);
    },
  );
}
