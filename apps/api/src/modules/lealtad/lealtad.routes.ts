import type { FastifyInstance } from 'fastify';
import {
  negocioPublicParamsSchema,
  programaResponseSchema,
  programaUpdateSchema,
  simulacionBodySchema,
  simulacionResponseSchema,
} from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import { erroresApi, rutasPrivadas } from '../../lib/rutas.ts';
import { conPermiso, duenoDe } from '../equipo/papel.ts';
import { asignacionesPorNivel } from '../promociones/promociones.service.ts';
import { guardarPrograma, programaDelNegocio, simularPrograma } from './lealtad.service.ts';

// The loyalty programme (SPEC §7 programa-lealtad; DOMAIN §5): levels, seasons, the simulator.

const errors = erroresApi(400, 401, 403, 404);

export async function lealtadRoutes(
  app: FastifyInstance,
  opts: { db: Db; secureCookies: boolean },
) {
  const { db } = opts;
  const r = rutasPrivadas(app);
  // The programme is read by whoever works with offers, and changed by the owner.
  const ver = conPermiso(db, opts.secureCookies, 'ofertas');
  const negocio = conPermiso(db, opts.secureCookies, 'ajustes');
  const leer = (usuarioId: string, publicID: string) =>
    programaDelNegocio(db, usuarioId, publicID, (id) => asignacionesPorNivel(db, id));

  // The first client also asked for /api/programaLealtad/… (SPEC §7): both spellings answer.
  for (const path of [
    '/api/programa-lealtad/negocio/:publicID',
    '/api/programaLealtad/negocio/:publicID',
  ]) {
    r.get(
      path,
      {
        onRequest: ver,
        schema: {
          tags: ['programa'],
          summary: 'El programa de lealtad: niveles con clientes actuales, temporada y anteriores',
          params: negocioPublicParamsSchema,
          response: { 200: programaResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await leer(duenoDe(request), request.params.publicID),
      }),
    );
  }

  r.put(
    '/api/programa-lealtad/negocio/:publicID',
    {
      onRequest: negocio,
      schema: {
        tags: ['programa'],
        summary: 'Guarda los niveles (nombres, visitas, beneficios) y la duración de la temporada',
        params: negocioPublicParamsSchema,
        body: programaUpdateSchema,
        response: { 200: programaResponseSchema, ...errors },
      },
    },
    async (request) => {
      const usuarioId = duenoDe(request);
      await guardarPrograma(db, usuarioId, request.params.publicID, request.body);
      return {
        success: true as const,
        message: 'Programa actualizado',
        data: await leer(usuarioId, request.params.publicID),
      };
    },
  );

  r.post(
    '/api/programa-lealtad/negocio/:publicID/simulacion',
    {
      onRequest: negocio,
      schema: {
        tags: ['programa'],
        summary: 'Simula niveles y duración con las visitas reales de esta temporada (no guarda)',
        params: negocioPublicParamsSchema,
        body: simulacionBodySchema,
        response: { 200: simulacionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await simularPrograma(db, duenoDe(request), request.params.publicID, request.body),
    }),
  );
}
