import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  carteraLugaresResponseSchema,
  descubrirQuerySchema,
  descubrirResponseSchema,
  errorResponseSchema,
  negocioPublicoParamsSchema,
  negocioPublicoResponseSchema,
} from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import { erroresApi } from '../../lib/rutas.ts';
import { authenticate, usuarioDe } from '../auth/session.ts';
import { clienteDeSesion, descubrir, lugaresDeCartera, negocioPublico } from './lugares.service.ts';

// Places (issue 11): the public page of a business (guests too), the customer's wallet and
// discovery by city and category.

const errors = erroresApi(400, 401, 403, 404, 409);

export async function lugaresRoutes(
  app: FastifyInstance,
  opts: { db: Db; secureCookies: boolean },
) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cliente = authenticate(db, opts.secureCookies, 'Cliente');

  r.get(
    '/api/negocio/publico/:slug',
    {
      schema: {
        tags: ['publico'],
        summary: 'La página pública de un negocio: perfil, horario, sucursales y ofertas de hoy',
        params: negocioPublicoParamsSchema,
        response: {
          200: negocioPublicoResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      // 'Abierto ahora' is of this minute: a short shared cache at most.
      reply.header('cache-control', 'public, max-age=60');
      return { success: true as const, data: await negocioPublico(db, request.params.slug) };
    },
  );

  r.get(
    '/api/cliente/lugares',
    {
      onRequest: cliente,
      schema: {
        tags: ['lugares'],
        summary: 'Los negocios de la cartera del cliente, con su tarjeta y el horario de hoy',
        response: { 200: carteraLugaresResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const c = await clienteDeSesion(db, usuarioDe(request));
      return { success: true as const, data: { lugares: await lugaresDeCartera(db, c.id) } };
    },
  );

  r.get(
    '/api/negocios/descubrir',
    {
      onRequest: cliente,
      schema: {
        tags: ['lugares'],
        summary:
          'Negocios por ciudad y categoría (por omisión, la ciudad y las categorías favoritas del cliente)',
        querystring: descubrirQuerySchema,
        response: { 200: descubrirResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const c = await clienteDeSesion(db, usuarioDe(request));
      return { success: true as const, data: await descubrir(db, c, request.query) };
    },
  );
}
