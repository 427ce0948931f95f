import type { FastifyInstance } from 'fastify';
import {
  clientesPorNivelResponseSchema,
  equipoPeriodoResponseSchema,
  estadisticasInicioResponseSchema,
  horasPicoResponseSchema,
  negocioPublicParamsSchema,
  periodoQuerySchema,
  PERIODO_POR_DEFECTO,
  rangoFechasQuerySchema,
  resumenPeriodoResponseSchema,
  retencionResponseSchema,
  traficoResponseSchema,
  usoPromocionesResponseSchema,
  visitasNegocioQuerySchema,
  visitasNegocioResponseSchema,
  visitaStatsResponseSchema,
  visitasSemanalesResponseSchema,
  type PeriodoEstadisticas,
} from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import { erroresApi, rutasPrivadas } from '../../lib/rutas.ts';
import { conPermiso, duenoDe } from '../equipo/papel.ts';
import {
  actividadDelEquipo,
  clientesPorNivel,
  estadisticasInicio,
  horasPico,
  resumenDelPeriodo,
  retencion,
  traficoDelNegocio,
  usoDePromociones,
  visitaStats,
  visitasDelNegocio,
  visitasSemanales,
} from './estadisticas.service.ts';

// The business's statistics (SPEC §2 Inicio and Estadísticas, §7 /api/visita/…; DOMAIN §7): the
// owner's calls behind the session cookie, by the business's publicID. Another business's owner
// gets 404, a customer 403, a guest 401.

const errors = erroresApi(400, 401, 403, 404);

export async function estadisticasRoutes(
  app: FastifyInstance,
  opts: { db: Db; secureCookies: boolean },
) {
  const { db } = opts;
  const r = rutasPrivadas(app);
  const onRequest = conPermiso(db, opts.secureCookies, 'estadisticas');
  const dueno = duenoDe;
  const periodoDe = (q: { periodo?: number }) =>
    (q.periodo ?? PERIODO_POR_DEFECTO) as PeriodoEstadisticas;

  r.get(
    '/api/visita/stats/:publicID',
    {
      onRequest,
      schema: {
        tags: ['estadisticas'],
        summary: 'Visitas por día (totalVisitasDia) entre startDate y endDate; por omisión, 7 días',
        params: negocioPublicParamsSchema,
        querystring: rangoFechasQuerySchema,
        response: { 200: visitaStatsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await visitaStats(db, dueno(request), request.params.publicID, request.query)),
    }),
  );

  r.get(
    '/api/visita/negocio/:publicID',
    {
      onRequest,
      schema: {
        tags: ['estadisticas'],
        summary:
          'Las visitas del negocio, de la más reciente a la más antigua, por páginas (limit, cursor)',
        params: negocioPublicParamsSchema,
        querystring: visitasNegocioQuerySchema,
        response: { 200: visitasNegocioResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await visitasDelNegocio(db, dueno(request), request.params.publicID, request.query)),
    }),
  );

  r.get(
    '/api/visita/trafico/:publicID',
    {
      onRequest,
      schema: {
        tags: ['estadisticas'],
        summary:
          'Tráfico por día de la semana y hora (reloj del negocio) entre startDate y endDate; por omisión, 30 días',
        params: negocioPublicParamsSchema,
        querystring: rangoFechasQuerySchema,
        response: { 200: traficoResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await traficoDelNegocio(db, dueno(request), request.params.publicID, request.query),
    }),
  );

  const base = '/api/estadisticas/negocio/:publicID';

  r.get(
    `${base}/inicio`,
    {
      onRequest,
      schema: {
        tags: ['estadisticas'],
        summary: 'Inicio: resumen rápido y visitas de la semana (clientes, frecuentes, nuevos)',
        params: negocioPublicParamsSchema,
        response: { 200: estadisticasInicioResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await estadisticasInicio(db, dueno(request), request.params.publicID),
    }),
  );

  r.get(
    `${base}/resumen`,
    {
      onRequest,
      schema: {
        tags: ['estadisticas'],
        summary: 'El periodo (7, 30 o 90 días): visitas, clientes, clientes nuevos y canjes',
        params: negocioPublicParamsSchema,
        querystring: periodoQuerySchema,
        response: { 200: resumenPeriodoResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await resumenDelPeriodo(
        db,
        dueno(request),
        request.params.publicID,
        periodoDe(request.query),
      ),
    }),
  );

  r.get(
    `${base}/visitas-semanales`,
    {
      onRequest,
      schema: {
        tags: ['estadisticas'],
        summary: 'Visitas por Semana: las últimas 12 semanas ISO',
        params: negocioPublicParamsSchema,
        response: { 200: visitasSemanalesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await visitasSemanales(db, dueno(request), request.params.publicID),
    }),
  );

  r.get(
    `${base}/promociones`,
    {
      onRequest,
      schema: {
        tags: ['estadisticas'],
        summary: 'Uso de Promociones: vistas, canjes y tasa de uso de cada una en el periodo',
        params: negocioPublicParamsSchema,
        querystring: periodoQuerySchema,
        response: { 200: usoPromocionesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await usoDePromociones(
        db,
        dueno(request),
        request.params.publicID,
        periodoDe(request.query),
      ),
    }),
  );

  r.get(
    `${base}/niveles`,
    {
      onRequest,
      schema: {
        tags: ['estadisticas'],
        summary: 'Clientes por Nivel: tarjetas en cada nivel y cuántas vinieron en el periodo',
        params: negocioPublicParamsSchema,
        querystring: periodoQuerySchema,
        response: { 200: clientesPorNivelResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await clientesPorNivel(
        db,
        dueno(request),
        request.params.publicID,
        periodoDe(request.query),
      ),
    }),
  );

  r.get(
    `${base}/horas-pico`,
    {
      onRequest,
      schema: {
        tags: ['estadisticas'],
        summary: 'Horas Pico: visitas por día de la semana y hora del negocio en el periodo',
        params: negocioPublicParamsSchema,
        querystring: periodoQuerySchema,
        response: { 200: horasPicoResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await horasPico(db, dueno(request), request.params.publicID, periodoDe(request.query)),
    }),
  );

  r.get(
    `${base}/equipo`,
    {
      onRequest,
      schema: {
        tags: ['estadisticas'],
        summary: 'Por persona: visitas y canjes que registró cada quien del equipo en el periodo',
        params: negocioPublicParamsSchema,
        querystring: periodoQuerySchema,
        response: { 200: equipoPeriodoResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await actividadDelEquipo(
        db,
        dueno(request),
        request.params.publicID,
        periodoDe(request.query),
      ),
    }),
  );

  r.get(
    `${base}/retencion`,
    {
      onRequest,
      schema: {
        tags: ['estadisticas'],
        summary: 'Retención mensual: de los clientes de un mes, cuántos volvieron el siguiente',
        params: negocioPublicParamsSchema,
        response: { 200: retencionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await retencion(db, dueno(request), request.params.publicID),
    }),
  );
}
