import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  clienteCodigoLlaveResponseSchema,
  clienteCodigoResponseSchema,
  errorResponseSchema,
} from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import { authenticate, usuarioDe } from '../auth/session.ts';
import { codigoActual, llaveDelCodigo } from './codigo.service.ts';

export async function clientesRoutes(
  app: FastifyInstance,
  opts: { db: Db; secureCookies: boolean },
) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cliente = authenticate(db, opts.secureCookies, 'Cliente');
  const errors = {
    401: errorResponseSchema,
    403: errorResponseSchema,
    409: errorResponseSchema,
  };

  r.get(
    '/api/cliente/codigo',
    {
      onRequest: cliente,
      schema: {
        tags: ['clientes'],
        summary: "El código rotativo del cliente ('Mi código'): válido como máximo 60 s",
        response: { 200: clienteCodigoResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        data: await codigoActual(db, usuarioDe(request)),
      };
    },
  );

  r.get(
    '/api/cliente/codigo/llave',
    {
      onRequest: cliente,
      schema: {
        tags: ['clientes'],
        summary:
          "La llave de 'Mi código' para el celular del cliente: con ella calcula sus códigos sin conexión",
        response: { 200: clienteCodigoLlaveResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        data: await llaveDelCodigo(db, usuarioDe(request)),
      };
    },
  );
}
