import type { FastifyInstance } from 'fastify';
import {
  actividadQuerySchema,
  actividadResponseSchema,
  negocioPublicParamsSchema,
} from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import { erroresApi, rutasPrivadas } from '../../lib/rutas.ts';
import { conPermiso, duenoDe } from '../equipo/papel.ts';
import { actividadDelNegocio } from './actividad.service.ts';

// The account's activity, for its owner only (issue 14): a guest gets 401, a customer 403,
// another business 404.

const errors = erroresApi(400, 401, 403, 404, 409);

export async function actividadRoutes(
  app: FastifyInstance,
  opts: { db: Db; secureCookies: boolean },
) {
  const { db } = opts;
  const r = rutasPrivadas(app);

  r.get(
    '/api/negocio/:publicID/actividad',
    {
      onRequest: conPermiso(db, opts.secureCookies, 'actividad'),
      schema: {
        tags: ['actividad'],
        summary:
          'Actividad de la cuenta: inicios de sesión, contraseña, Nexos, promociones, canjes y exportaciones, del más reciente al más antiguo',
        params: negocioPublicParamsSchema,
        querystring: actividadQuerySchema,
        response: { 200: actividadResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await actividadDelNegocio(db, duenoDe(request), request.params.publicID, request.query),
    }),
  );
}
