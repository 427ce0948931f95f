import type { FastifyInstance } from 'fastify';
import {
  canjeResponseSchema,
  clienteCanjeBodySchema,
  esIdDeNegocio,
  codigoCanjeResponseSchema,
  messageResponseSchema,
  negocioCanjeCodigoBodySchema,
  promocionDraftSchema,
  promocionListQuerySchema,
  promocionListResponseSchema,
  promocionParamsSchema,
  promocionResponseSchema,
  promocionOListaResponseSchema,
  promocionOStatsNegocioResponseSchema,
  promocionStatusBodySchema,
} from '@tarjeto/shared';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { Db } from '../../db/client.ts';
import { erroresApi, rutasPrivadas } from '../../lib/rutas.ts';
import { conPermiso, duenoDe, origenDe, papelOf } from '../equipo/papel.ts';
import { authenticate, usuarioDe } from '../auth/session.ts';
import { clienteDeUsuario } from '../clientes/codigo.service.ts';
import {
  redeemCodigoAtPanel,
  requestCanjeCodigo,
  viewPromocionAsCliente,
} from './canjes.service.ts';
import {
  cambiarStatus,
  crearPromocion,
  editarPromocion,
  eliminarPromocion,
  estadisticasDeNegocio,
  estadisticasPromocion,
  listarPromociones,
  lugarDelDueno,
  verPromocion,
} from './promociones.service.ts';

// Promotions (SPEC §7 /api/promocion…, DOMAIN §6): the owner's calls behind the session cookie,
// the customer's redemption code and views. The Nexo's redemption calls are in nexo.routes.ts.

const errors = erroresApi(400, 401, 403, 404, 409, 429);

export async function promocionesRoutes(
  app: FastifyInstance,
  opts: { db: Db; limiter: RateLimiter; secureCookies: boolean },
) {
  const { db, limiter } = opts;
  const r = rutasPrivadas(app);
  const negocio = conPermiso(db, opts.secureCookies, 'ofertas');
  const cliente = authenticate(db, opts.secureCookies, 'Cliente');
  const dueno = duenoDe;

  r.get(
    '/api/promocion',
    {
      onRequest: negocio,
      schema: {
        tags: ['promociones'],
        summary: 'Las promociones del negocio (activo=true: solo las que se pueden usar hoy)',
        querystring: promocionListQuerySchema,
        response: { 200: promocionListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listarPromociones(
        db,
        dueno(request),
        request.query.negocioID,
        request.query.activo,
      ),
    }),
  );

  // The two paths below take either id (SPEC §7): a business's (NEG…) gives the business's
  // promotions or their usage; a promotion's (PRO…) that one promotion, as before.
  r.get(
    '/api/promocion/stats/:publicID',
    {
      onRequest: negocio,
      schema: {
        tags: ['promociones'],
        summary:
          'Vistas, canjes y tasa de uso: de una promoción (PRO…) o de cada promoción del negocio (NEG…)',
        params: promocionParamsSchema,
        response: { 200: promocionOStatsNegocioResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { publicID } = request.params;
      return {
        success: true as const,
        data: esIdDeNegocio(publicID)
          ? await estadisticasDeNegocio(db, dueno(request), publicID)
          : await estadisticasPromocion(db, dueno(request), publicID),
      };
    },
  );

  r.get(
    '/api/promocion/:publicID',
    {
      onRequest: negocio,
      schema: {
        tags: ['promociones'],
        summary: 'Una promoción (PRO…) o la lista de promociones del negocio (NEG…)',
        params: promocionParamsSchema,
        response: { 200: promocionOListaResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { publicID } = request.params;
      return {
        success: true as const,
        data: esIdDeNegocio(publicID)
          ? await listarPromociones(db, dueno(request), publicID)
          : await verPromocion(db, dueno(request), publicID),
      };
    },
  );

  r.post(
    '/api/promocion',
    {
      onRequest: negocio,
      schema: {
        tags: ['promociones'],
        summary: 'Crea una promoción (creadoPor: quien la crea)',
        body: promocionDraftSchema,
        response: { 200: promocionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Promoción creada',
      data: await crearPromocion(db, dueno(request), request.body, new Date(), origenDe(request)),
    }),
  );

  r.put(
    '/api/promocion/:publicID',
    {
      onRequest: negocio,
      schema: {
        tags: ['promociones'],
        summary: 'Guarda los cambios de una promoción',
        params: promocionParamsSchema,
        body: promocionDraftSchema,
        response: { 200: promocionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Cambios guardados',
      data: await editarPromocion(
        db,
        dueno(request),
        request.params.publicID,
        request.body,
        origenDe(request),
      ),
    }),
  );

  r.patch(
    '/api/promocion/:publicID/status',
    {
      onRequest: negocio,
      schema: {
        tags: ['promociones'],
        summary: 'Activa o desactiva una promoción',
        params: promocionParamsSchema,
        body: promocionStatusBodySchema,
        response: { 200: promocionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: request.body.status ? 'Promoción activada' : 'Promoción desactivada',
      data: await cambiarStatus(
        db,
        dueno(request),
        request.params.publicID,
        request.body.status,
        origenDe(request),
      ),
    }),
  );

  r.delete(
    '/api/promocion/:publicID',
    {
      onRequest: negocio,
      schema: {
        tags: ['promociones'],
        summary: 'Elimina una promoción (sus canjes se conservan)',
        params: promocionParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await eliminarPromocion(db, dueno(request), request.params.publicID, origenDe(request));
      return { success: true as const, message: 'Promoción eliminada' };
    },
  );

  r.post(
    '/api/canjes/confirmar',
    {
      onRequest: negocio,
      schema: {
        tags: ['promociones'],
        summary: 'El negocio confirma el código de canje que el cliente hizo en la app',
        body: negocioCanjeCodigoBodySchema,
        response: { 200: canjeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const lugar = await lugarDelDueno(db, dueno(request));
      return {
        success: true as const,
        message: '¡Canje realizado!',
        data: await redeemCodigoAtPanel(
          db,
          limiter,
          {
            ...lugar,
            nexoId: null,
            usuarioId: usuarioDe(request),
            miembroId: papelOf(request).miembroId,
          },
          request.body.codigo,
        ),
      };
    },
  );

  r.post(
    '/api/cliente/canjes',
    {
      onRequest: cliente,
      schema: {
        tags: ['promociones'],
        summary: 'El cliente pide un código de 6 caracteres para canjear una oferta (10 minutos)',
        body: clienteCanjeBodySchema,
        response: { 200: codigoCanjeResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await requestCanjeCodigo(
        db,
        await clienteDeUsuario(db, usuarioDe(request)),
        request.body.promocionID,
      ),
    }),
  );

  r.post(
    '/api/cliente/promociones/:publicID/vista',
    {
      onRequest: cliente,
      schema: {
        tags: ['promociones'],
        summary: 'El cliente abrió una oferta (cuenta una vista por día)',
        params: promocionParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await viewPromocionAsCliente(
        db,
        await clienteDeUsuario(db, usuarioDe(request)),
        request.params.publicID,
      );
      return { success: true as const, message: 'Vista registrada' };
    },
  );
}
