import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, ofertasClienteResponseSchema } from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import { authenticate, usuarioDe } from '../auth/session.ts';
import { clienteDeUsuario } from '../clientes/codigo.service.ts';
import { ofertasDelCliente } from './ofertas-cliente.service.ts';

// The customer's 'Ofertas' (issue 11). Opening one (POST /api/cliente/promociones/{id}/vista) and
// asking for its code (POST /api/cliente/canjes) are the promociones module's calls.

export async function ofertasClienteRoutes(
  app: FastifyInstance,
  opts: { db: Db; secureCookies: boolean },
) {
  const { db } = opts;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/cliente/promociones',
    {
      onRequest: authenticate(db, opts.secureCookies, 'Cliente'),
      schema: {
        tags: ['promociones'],
        summary:
          'Las ofertas de los negocios de la cartera del cliente y su estado para él: disponible, usada, fuera de horario, bloqueada por nivel, agotada o terminada',
        response: {
          200: ofertasClienteResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      // Their own uses and live codes: never kept by a shared cache.
      reply.header('cache-control', 'no-store');
      const cliente = await clienteDeUsuario(db, usuarioDe(request));
      return { success: true as const, data: { ofertas: await ofertasDelCliente(db, cliente.id) } };
    },
  );
}
