import type { FastifyInstance } from 'fastify';
import {
  agregarTarjetaBodySchema,
  agregarTarjetaResponseSchema,
  logrosClienteResponseSchema,
  tarjetasClienteResponseSchema,
} from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import { erroresApi, rutasPrivadas } from '../../lib/rutas.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { authenticate, usuarioDe } from '../auth/session.ts';
import { agregarTarjeta, logrosDelCliente, tarjetasDelCliente } from './cartera.service.ts';

// The customer's wallet (issue 11): their cards and weekly banner, adding a business by its code,
// their achievements. Customers only — a guest gets 401, a business 403 — and always the
// session's own customer.

const errors = erroresApi(400, 401, 403, 404, 409, 429);

export async function carteraRoutes(
  app: FastifyInstance,
  opts: { db: Db; limiter: RateLimiter; secureCookies: boolean },
) {
  const { db, limiter } = opts;
  // Someone's own cards and visits: never kept by a shared cache.
  const r = rutasPrivadas(app);
  const cliente = authenticate(db, opts.secureCookies, 'Cliente');

  r.get(
    '/api/cliente/tarjetas',
    {
      onRequest: cliente,
      schema: {
        tags: ['cartera'],
        summary:
          'Las tarjetas del cliente (una por negocio: nivel, progreso, temporada, racha) y el resumen de la semana',
        response: { 200: tarjetasClienteResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await tarjetasDelCliente(db, usuarioDe(request)),
    }),
  );

  r.post(
    '/api/cliente/tarjetas',
    {
      onRequest: cliente,
      schema: {
        tags: ['cartera'],
        summary: 'Agrega un negocio a la cartera con su código (una tarjeta vacía)',
        body: agregarTarjetaBodySchema,
        response: { 201: agregarTarjetaResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { tarjeta, message } = await agregarTarjeta(
        db,
        limiter,
        usuarioDe(request),
        request.body.codigoNegocio,
      );
      return reply.status(201).send({ success: true as const, message, data: tarjeta });
    },
  );

  r.get(
    '/api/cliente/logros',
    {
      onRequest: cliente,
      schema: {
        tags: ['cartera'],
        summary: 'Los logros del cliente: los obtenidos y los siguientes con su progreso',
        response: { 200: logrosClienteResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await logrosDelCliente(db, usuarioDe(request)),
    }),
  );
}
