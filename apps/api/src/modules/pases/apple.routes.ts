import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { erroresApi } from '../../lib/rutas.ts';
import { authenticate, usuarioDe } from '../auth/session.ts';
import {
  actualizados,
  desregistrar,
  paseAppleDelCliente,
  registrar,
  ultimoPase,
} from './apple.service.ts';
import type { PasesDeps } from './pases.service.ts';

// Apple Wallet over HTTP: the customer's download of their card's pass (session cookie), and the
// PassKit web service an iPhone calls for that pass afterwards (its `ApplePass` token; Apple
// appends these paths to the pass's webServiceURL, `<PUBLIC_URL>/api/pases/apple`). Every call of
// the service counts against its address: an iPhone calls a few times per change, a guesser more.

const PKPASS = 'application/vnd.apple.pkpass';
/** Calls of the web service per address and minute. */
export const LLAMADAS_PASSKIT: readonly [number, number] = [120, 60_000];
const seguridad = [{ applePass: [] }];
const errores = erroresApi(400, 401, 429);

const id = z.string().trim().min(1).max(200);
const paramsRegistro = z.object({
  dispositivo: id,
  passTypeId: id,
  serial: id,
});

const enviarPase = (reply: FastifyReply, archivo: Buffer, modificado: Date, nombre: string) =>
  reply
    .header('content-type', PKPASS)
    .header('content-disposition', `attachment; filename="${nombre}.pkpass"`)
    .header('last-modified', modificado.toUTCString())
    .header('cache-control', 'no-store')
    .send(archivo);

export async function appleRoutes(
  app: FastifyInstance,
  opts: { deps: PasesDeps; limiter: RateLimiter; secureCookies: boolean },
) {
  const { deps, limiter } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cliente = authenticate(deps.db, opts.secureCookies, 'Cliente');

  r.get(
    '/api/cliente/pases/apple/:negocioID',
    {
      onRequest: cliente,
      schema: {
        tags: ['cartera'],
        summary:
          'La tarjeta de un negocio como pase de Apple Wallet (.pkpass firmado), hecho en la primera descarga',
        params: z.object({ negocioID: id }),
        response: erroresApi(401, 403, 404),
      },
    },
    async (request, reply) => {
      const { archivo, slug, modificado } = await paseAppleDelCliente(
        deps,
        usuarioDe(request),
        request.params.negocioID,
      );
      return enviarPase(reply, archivo, modificado, `tarjeta-${slug}`);
    },
  );

  // ── The PassKit web service ─────────────────────────────────────────────────────────────
  const limitar = async (request: FastifyRequest) => {
    const hit = await limiter.hit(`passkit:${request.ip}`, ...LLAMADAS_PASSKIT);
    if (!hit.allowed)
      throw new AppError('RATE_LIMITED', { retryAfterSeconds: hit.retryAfterSeconds });
  };
  const base = '/api/pases/apple/v1';

  r.post(
    `${base}/devices/:dispositivo/registrations/:passTypeId/:serial`,
    {
      onRequest: limitar,
      schema: {
        tags: ['cartera'],
        summary: 'PassKit: un iPhone se registra para recibir los cambios de un pase',
        security: seguridad,
        params: paramsRegistro,
        body: z.object({ pushToken: z.string().trim().min(1).max(200) }),
        response: { 200: z.null(), 201: z.null(), ...errores },
      },
    },
    async (request, reply) => {
      const status = await registrar(deps, {
        ...request.params,
        pushToken: request.body.pushToken,
        autorizacion: request.headers.authorization,
      });
      return reply.status(status).send(null);
    },
  );

  r.delete(
    `${base}/devices/:dispositivo/registrations/:passTypeId/:serial`,
    {
      onRequest: limitar,
      schema: {
        tags: ['cartera'],
        summary: 'PassKit: un iPhone deja de recibir los cambios de un pase (lo quitó)',
        security: seguridad,
        params: paramsRegistro,
        response: { 200: z.null(), ...errores },
      },
    },
    async (request, reply) => {
      await desregistrar(deps, { ...request.params, autorizacion: request.headers.authorization });
      return reply.status(200).send(null);
    },
  );

  r.get(
    `${base}/devices/:dispositivo/registrations/:passTypeId`,
    {
      onRequest: limitar,
      schema: {
        tags: ['cartera'],
        summary:
          'PassKit: los pases de un iPhone que cambiaron desde la marca que se le dio (204 si ninguno)',
        security: [],
        params: z.object({ dispositivo: id, passTypeId: id }),
        querystring: z.object({ passesUpdatedSince: z.string().max(40).optional() }),
        response: {
          200: z.object({ serialNumbers: z.array(z.string()), lastUpdated: z.string() }),
          204: z.null(),
          ...errores,
        },
      },
    },
    async (request, reply) => {
      const r = await actualizados(
        deps,
        request.params.dispositivo,
        request.params.passTypeId,
        request.query.passesUpdatedSince,
      );
      if (!r) return reply.status(204).send(null);
      return r;
    },
  );

  r.get(
    `/api/pases/apple/v1/passes/:passTypeId/:serial`,
    {
      onRequest: limitar,
      schema: {
        tags: ['cartera'],
        summary: 'PassKit: el pase al día (304 si no cambió desde If-Modified-Since)',
        security: seguridad,
        params: z.object({ passTypeId: id, serial: id }),
        response: { 304: z.null(), ...errores },
      },
    },
    async (request, reply) => {
      const r = await ultimoPase(deps, {
        ...request.params,
        autorizacion: request.headers.authorization,
        desde: request.headers['if-modified-since'],
      });
      if (!r) return reply.status(304).send(null);
      return enviarPase(reply, r.archivo, r.modificado, 'tarjeta');
    },
  );

  r.post(
    `${base}/log`,
    {
      onRequest: limitar,
      schema: {
        tags: ['cartera'],
        summary: 'PassKit: los mensajes de error que un iPhone reporta sobre los pases',
        security: [],
        body: z.object({ logs: z.array(z.string().max(2000)).max(100) }),
        response: { 200: z.null(), ...errores },
      },
    },
    async (request, reply) => {
      for (const linea of request.body.logs) request.log.warn({ passkit: linea }, 'Apple Wallet');
      return reply.status(200).send(null);
    },
  );
}
