import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  canjeResponseSchema,
  nexoCanjeBodySchema,
  nexoCanjeCodigoBodySchema,
  nexoLatidoResponseSchema,
  establecimientoNexoResponseSchema,
  establecimientoParamsSchema,
  generateCodeBodySchema,
  generateCodeResponseSchema,
  messageResponseSchema,
  nexoParamsSchema,
  nexoStatsResponseSchema,
  nexoVisitasQuerySchema,
  nexoVisitasResponseSchema,
  nexoYoResponseSchema,
  registerNexoBodySchema,
  registerNexoResponseSchema,
  registrarVisitaBodySchema,
  registrarVisitaResponseSchema,
  UBICACION_GUARDADA,
  UBICACION_QUITADA,
  ubicacionEstablecimientoBodySchema,
  ubicacionEstablecimientoResponseSchema,
} from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import { erroresApi, rutasPrivadas } from '../../lib/rutas.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { conPermiso, duenoDe, origenDe } from '../equipo/papel.ts';
import { redeemCodigoAtNexo, redeemWithToken } from '../promociones/canjes.service.ts';
import { registerVisita, type NexoContext } from '../visitas/visitas.service.ts';
import { latido } from './nexo-conexion.service.ts';
import {
  unpairSelf,
  generateCode,
  hashToken,
  nexoFromToken,
  getNexoOfEstablecimiento,
  nexoStats,
  nexoYo,
  registerNexo,
  latestVisitas,
  unpair,
  saveUbicacion,
} from './nexo.service.ts';

// The Nexo's calls (SPEC §7, DOMAIN §4, docs/nexo-protocol.md): the business's, behind its session
// cookie, and the device's, behind `Authorization: Bearer <token>`.

declare module 'fastify' {
  interface FastifyRequest {
    /** The device, set by the bearer-token hook of device routes. */
    nexo: NexoContext | null;
  }
}

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
};

const nexoOf = (request: FastifyRequest) => {
  if (!request.nexo) throw new AppError('NEXO_NO_VINCULADO');
  return request.nexo;
};

const errors = erroresApi(400, 401, 403, 404, 409, 429);

export async function nexoRoutes(
  app: FastifyInstance,
  opts: { db: Db; limiter: RateLimiter; secureCookies: boolean },
) {
  const { db, limiter } = opts;
  const r = rutasPrivadas(app);
  const negocio = conPermiso(db, opts.secureCookies, 'nexo');
  const device = async (request: FastifyRequest) => {
    request.nexo = await nexoFromToken(db, bearer(request));
  };
  // A route that authenticates the device in its own first statement (with what it reads anyway)
  // only refuses a missing token up front; an unknown one is refused by that statement.
  const conToken = async (request: FastifyRequest) => {
    if (!bearer(request)) throw new AppError('NEXO_NO_VINCULADO');
  };
  const deviceSecurity = [{ nexoToken: [] }];

  // ── Business side (session cookie) ────────────────────────────────────────────────────────

  r.post(
    '/api/establecimiento/generate-code',
    {
      onRequest: negocio,
      schema: {
        tags: ['nexo'],
        summary: 'Genera un código de vinculación (6 dígitos, 5 minutos, un solo uso)',
        body: generateCodeBodySchema,
        response: { 200: generateCodeResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await generateCode(
        db,
        limiter,
        duenoDe(request),
        request.body.establecimientoID,
        origenDe(request),
      ),
    }),
  );

  r.put(
    '/api/establecimiento/ubicacion',
    {
      onRequest: negocio,
      schema: {
        tags: ['nexo'],
        summary:
          'Dónde está un establecimiento (latitud y longitud, o null): el pase de la cartera del teléfono se muestra cerca',
        body: ubicacionEstablecimientoBodySchema,
        response: { 200: ubicacionEstablecimientoResponseSchema, ...errors },
      },
    },
    async (request) => {
      const data = await saveUbicacion(
        db,
        duenoDe(request),
        request.body.establecimientoID,
        request.body.coordenadas,
      );
      return {
        success: true as const,
        message: data.coordenadas ? UBICACION_GUARDADA : UBICACION_QUITADA,
        data,
      };
    },
  );

  r.get(
    '/api/establecimiento/:id/nexo',
    {
      onRequest: negocio,
      schema: {
        tags: ['nexo'],
        summary: 'El Nexo vinculado al establecimiento (null si no hay)',
        params: establecimientoParamsSchema,
        response: { 200: establecimientoNexoResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getNexoOfEstablecimiento(db, duenoDe(request), request.params.id),
    }),
  );

  r.post(
    '/api/establecimiento/:id/unpair',
    {
      onRequest: negocio,
      schema: {
        tags: ['nexo'],
        summary: 'Desvincula el Nexo del establecimiento: su token deja de funcionar al instante',
        params: establecimientoParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await unpair(db, limiter, duenoDe(request), request.params.id, origenDe(request));
      return { success: true as const, message: 'Nexo desvinculado' };
    },
  );

  r.get(
    '/api/nexo/:nexoID/stats',
    {
      onRequest: negocio,
      schema: {
        tags: ['nexo'],
        summary: 'Estadísticas del Nexo: visitas registradas, hoy y en 7 días, último uso',
        params: nexoParamsSchema,
        response: { 200: nexoStatsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await nexoStats(db, duenoDe(request), request.params.nexoID),
    }),
  );

  r.get(
    '/api/nexo/:nexoID/visitas',
    {
      onRequest: negocio,
      schema: {
        tags: ['nexo'],
        summary: 'Las últimas visitas que registró el Nexo (la más reciente primero)',
        params: nexoParamsSchema,
        querystring: nexoVisitasQuerySchema,
        response: { 200: nexoVisitasResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await latestVisitas(db, duenoDe(request), request.params.nexoID, request.query.limit),
    }),
  );

  // ── Device side (bearer token) ────────────────────────────────────────────────────────────

  r.post(
    '/api/nexo/register',
    {
      schema: {
        tags: ['nexo'],
        summary: 'El dispositivo se vincula con el código de 6 dígitos y recibe su token',
        body: registerNexoBodySchema,
        response: { 200: registerNexoResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await registerNexo(db, limiter, request.body, request.ip),
    }),
  );

  r.get(
    '/api/nexo/yo',
    {
      onRequest: device,
      schema: {
        tags: ['nexo'],
        summary: 'El dispositivo: su negocio, establecimiento y contadores',
        security: deviceSecurity,
        response: { 200: nexoYoResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await nexoYo(db, nexoOf(request)) }),
  );

  r.post(
    '/api/nexo/latido',
    {
      onRequest: conToken,
      schema: {
        tags: ['nexo'],
        summary:
          'Latido: el dispositivo avisa que sigue ahí (cada minuto mientras está abierto y en línea)',
        security: deviceSecurity,
        response: { 200: nexoLatidoResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await latido(db, hashToken(bearer(request) ?? '')),
    }),
  );

  r.post(
    '/api/nexo/visitas',
    {
      onRequest: conToken,
      schema: {
        tags: ['nexo'],
        summary:
          'Registra una visita: código rotativo del cliente o anónima; idempotente por clave',
        security: deviceSecurity,
        body: registrarVisitaBodySchema,
        response: { 200: registrarVisitaResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await registerVisita(db, limiter, hashToken(bearer(request) ?? ''), request.body),
    }),
  );

  const donde = (nexo: NexoContext) => ({
    negocioId: nexo.negocioId,
    zonaHoraria: nexo.zonaHoraria,
    establecimientoId: nexo.establecimientoId,
    nexoId: nexo.nexoId,
    usuarioId: null,
    miembroId: nexo.miembroId ?? null,
  });

  r.post(
    '/api/nexo/canjes',
    {
      onRequest: device,
      schema: {
        tags: ['nexo'],
        summary: 'Canjea una promoción para el cliente recién escaneado (canjeToken de la visita)',
        security: deviceSecurity,
        body: nexoCanjeBodySchema,
        response: { 200: canjeResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: '¡Canje realizado!',
      data: await redeemWithToken(db, donde(nexoOf(request)), request.body),
    }),
  );

  r.post(
    '/api/nexo/canjes/codigo',
    {
      onRequest: conToken,
      schema: {
        tags: ['nexo'],
        summary: 'Confirma el código de canje (6 caracteres) que el cliente hizo en la app',
        security: deviceSecurity,
        body: nexoCanjeCodigoBodySchema,
        response: { 200: canjeResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: '¡Canje realizado!',
      data: await redeemCodigoAtNexo(db, limiter, hashToken(bearer(request) ?? ''), request.body),
    }),
  );

  r.post(
    '/api/nexo/desvincular',
    {
      onRequest: device,
      schema: {
        tags: ['nexo'],
        summary: 'El dispositivo se desvincula a sí mismo',
        security: deviceSecurity,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await unpairSelf(db, nexoOf(request), request.ip);
      return { success: true as const, message: 'Este Nexo quedó desvinculado' };
    },
  );
}
