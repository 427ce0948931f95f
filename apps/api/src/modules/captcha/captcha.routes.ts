import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { newCaptchaChallenge } from './captcha.service.ts';

export async function captchaRoutes(app: FastifyInstance, opts: { db: Db; enabled: boolean }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/auth/captcha/estado',
    {
      schema: {
        tags: ['auth'],
        summary: 'Si el registro pide captcha',
        response: { 200: z.object({ success: z.literal(true), activo: z.boolean() }) },
      },
    },
    async () => ({ success: true as const, activo: opts.enabled }),
  );
  r.get(
    '/api/auth/captcha',
    {
      schema: {
        tags: ['auth'],
        summary: 'Un reto ALTCHA (prueba de trabajo) para el registro',
        response: { 200: z.object({}).loose(), 404: errorResponseSchema },
      },
    },
    async (_request, reply) => {
      if (!opts.enabled)
        throw new AppError('NOT_FOUND', { message: 'El captcha está desactivado.' });
      reply.header('cache-control', 'no-store');
      return { ...(await newCaptchaChallenge(opts.db)) };
    },
  );
}
