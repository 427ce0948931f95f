import type { FastifyInstance } from 'fastify';
import {
  clienteNegocioDetalleResponseSchema,
  clienteNegocioParamsSchema,
  clientesInicioQuerySchema,
  clientesNegocioQuerySchema,
  clientesNegocioResponseSchema,
  clientesProximosResponseSchema,
  clientesRecientesResponseSchema,
  negocioPublicParamsSchema,
  visitasClienteQuerySchema,
  visitasClienteResponseSchema,
} from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import { erroresApi, rutasPrivadas } from '../../lib/rutas.ts';
import { conPermiso, duenoDe } from '../equipo/papel.ts';
import {
  clientesProximos,
  clientesRecientes,
  detalleCliente,
  listarClientes,
  visitasDeCliente,
} from './clientes-negocio.service.ts';

// A business's customers, for its owner only (issue 10 'Clientes'; Inicio's 'Clientes recientes'
// and 'Próximos a subir de nivel'). A guest gets 401, a customer 403, another business 404.

const errors = erroresApi(400, 401, 403, 404, 409);

export async function clientesNegocioRoutes(
  app: FastifyInstance,
  opts: { db: Db; secureCookies: boolean },
) {
  const { db } = opts;
  // Personal data of the business's customers: never kept by a shared cache or the browser's.
  const r = rutasPrivadas(app);
  const negocio = conPermiso(db, opts.secureCookies, 'clientes');
  const base = '/api/negocio/:publicID/clientes';

  r.get(
    base,
    {
      onRequest: negocio,
      schema: {
        tags: ['clientes'],
        summary:
          'Los clientes del negocio (con tarjeta aquí): búsqueda por nombre, orden y páginas por cursor',
        params: negocioPublicParamsSchema,
        querystring: clientesNegocioQuerySchema,
        response: { 200: clientesNegocioResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listarClientes(db, duenoDe(request), request.params.publicID, request.query),
    }),
  );

  r.get(
    `${base}/recientes`,
    {
      onRequest: negocio,
      schema: {
        tags: ['clientes'],
        summary: 'Clientes recientes: los últimos que vinieron, uno por persona',
        params: negocioPublicParamsSchema,
        querystring: clientesInicioQuerySchema,
        response: { 200: clientesRecientesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await clientesRecientes(
        db,
        duenoDe(request),
        request.params.publicID,
        request.query.limit,
      ),
    }),
  );

  r.get(
    `${base}/proximos`,
    {
      onRequest: negocio,
      schema: {
        tags: ['clientes'],
        summary:
          'Próximos a subir de nivel: a 2 visitas o menos del siguiente nivel esta temporada',
        params: negocioPublicParamsSchema,
        querystring: clientesInicioQuerySchema,
        response: { 200: clientesProximosResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await clientesProximos(
        db,
        duenoDe(request),
        request.params.publicID,
        request.query.limit,
      ),
    }),
  );

  r.get(
    `${base}/:clientePublicID`,
    {
      onRequest: negocio,
      schema: {
        tags: ['clientes'],
        summary: 'Un cliente en este negocio: su tarjeta, su nivel y sus canjes aquí',
        params: clienteNegocioParamsSchema,
        response: { 200: clienteNegocioDetalleResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await detalleCliente(
        db,
        duenoDe(request),
        request.params.publicID,
        request.params.clientePublicID,
      ),
    }),
  );

  r.get(
    `${base}/:clientePublicID/visitas`,
    {
      onRequest: negocio,
      schema: {
        tags: ['clientes'],
        summary: 'Las visitas de un cliente a este negocio, la más reciente primero, por cursor',
        params: clienteNegocioParamsSchema,
        querystring: visitasClienteQuerySchema,
        response: { 200: visitasClienteResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await visitasDeCliente(
        db,
        duenoDe(request),
        request.params.publicID,
        request.params.clientePublicID,
        request.query,
      ),
    }),
  );
}
