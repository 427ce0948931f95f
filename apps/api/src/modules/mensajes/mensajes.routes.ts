import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  acuseAvisoSchema,
  audienciaRequestSchema,
  audienciaResponseSchema,
  AUTOMATIZACION_GUARDADA,
  automatizacionesResponseSchema,
  automatizacionResponseSchema,
  avisosClienteResponseSchema,
  bajaAvisosResponseSchema,
  CAMPANA_CANCELADA,
  CAMPANA_EN_CAMINO,
  CAMPANA_PROGRAMADA,
  campanaResponseSchema,
  campanasResponseSchema,
  cambiarAvisoResponseSchema,
  cambiarAvisoSchema,
  crearCampanaSchema,
  efectosResponseSchema,
  guardarAutomatizacionSchema,
  paseNegocioSchema,
  PUSH_ACTIVADO,
  PUSH_DESACTIVADO,
  pushResponseSchema,
  quitarSuscripcionSchema,
  suscripcionPushSchema,
  tipoAutomatizacionSchema,
} from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import { erroresApi, rutasPrivadas } from '../../lib/rutas.ts';
import { authenticate, usuarioDe } from '../auth/session.ts';
import { conPermiso, papelOf } from '../equipo/papel.ts';
import { guardarAutomatizacion, listarAutomatizaciones } from './automatizaciones.service.ts';
import {
  acusarEntrega,
  avisosDelCliente,
  cambiarAviso,
  darDeBaja,
  guardarSuscripcion,
  quitarSuscripcion,
  verBaja,
} from './avisos.service.ts';
import {
  audiencia,
  cancelarCampana,
  crearCampana,
  efectos,
  listarCampanas,
  repartirCampanas,
} from './campanas.service.ts';
import type { Carteras } from './decision.service.ts';
import type { WebPushDeps } from './vapid.ts';

// Messages (DOMAIN §12, issue 28). The business: its automations, its campaigns with the audience
// counted first, and whether they worked (Estadísticas → Campañas) — owner and manager ('ofertas';
// the effect with 'estadisticas'). The customer: consent per business and this browser's
// notifications. Anyone holding a message: 'Dejar de recibir' (one-click, RFC 8058) and the
// service worker's receipt.

const errors = erroresApi(400, 401, 403, 404, 409, 429);

export interface MensajesRutasDeps {
  db: Db;
  secureCookies: boolean;
  webPush: WebPushDeps;
  carteras: Carteras;
  ahora?: () => Date;
}

export async function mensajesRoutes(app: FastifyInstance, opts: MensajesRutasDeps) {
  const { db, carteras } = opts;
  const ahora = () => opts.ahora?.() ?? new Date();
  const r = rutasPrivadas(app);
  const ofertas = conPermiso(db, opts.secureCookies, 'ofertas');
  const estadisticas = conPermiso(db, opts.secureCookies, 'estadisticas');
  const cliente = authenticate(db, opts.secureCookies, 'Cliente');
  const negocioId = (request: Parameters<typeof papelOf>[0]) => papelOf(request).negocioId;
  const miembroId = (request: Parameters<typeof papelOf>[0]) => {
    const p = papelOf(request);
    return p.rol === 'dueno' ? null : p.miembroId;
  };

  // ── The business ──────────────────────────────────────────────────────────────────────────
  r.get(
    '/api/negocio/avisos/automatizaciones',
    {
      onRequest: ofertas,
      schema: {
        tags: ['avisos'],
        summary:
          'Las automatizaciones del negocio: encendidas o no, su texto, vista previa y cifras',
        response: { 200: automatizacionesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { automatizaciones: await listarAutomatizaciones(db, negocioId(request), ahora()) },
    }),
  );

  r.put(
    '/api/negocio/avisos/automatizaciones/:tipo',
    {
      onRequest: ofertas,
      schema: {
        tags: ['avisos'],
        summary: 'Enciende, apaga o edita una automatización',
        params: z.object({ tipo: tipoAutomatizacionSchema }),
        body: guardarAutomatizacionSchema,
        response: { 200: automatizacionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: AUTOMATIZACION_GUARDADA,
      data: await guardarAutomatizacion(
        db,
        negocioId(request),
        request.params.tipo,
        request.body,
        ahora(),
      ),
    }),
  );

  r.post(
    '/api/negocio/avisos/audiencia',
    {
      onRequest: ofertas,
      schema: {
        tags: ['avisos'],
        summary:
          'A cuántos clientes llegaría una campaña a este segmento si saliera ahora (consentimiento, canales, límites y grupo de control aplicados)',
        body: audienciaRequestSchema,
        response: { 200: audienciaResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await audiencia(db, negocioId(request), request.body.segmento, ahora(), carteras),
    }),
  );

  r.get(
    '/api/negocio/avisos/campanas',
    {
      onRequest: ofertas,
      schema: {
        tags: ['avisos'],
        summary: 'Las campañas del negocio, la más nueva primero, con lo que pasó con sus mensajes',
        response: { 200: campanasResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { campanas: await listarCampanas(db, negocioId(request), ahora()) },
    }),
  );

  r.post(
    '/api/negocio/avisos/campanas',
    {
      onRequest: ofertas,
      schema: {
        tags: ['avisos'],
        summary: 'Crea una campaña: sale ahora o a la hora programada',
        body: crearCampanaSchema,
        response: { 200: campanaResponseSchema, ...errors },
      },
    },
    async (request) => {
      const id = negocioId(request);
      const publicId = await crearCampana(db, id, miembroId(request), request.body, ahora());
      const ahoraMismo = !request.body.programadaPara;
      // Decided at once, after the answer (a large segment takes a while); the scheduler picks up
      // whatever this leaves, within seconds.
      if (ahoraMismo)
        void repartirCampanas(db, ahora(), carteras).catch((err: unknown) =>
          request.log.error({ err }, 'no se pudo repartir una campaña'),
        );
      const [c] = await listarCampanas(db, id, ahora(), publicId);
      return {
        success: true as const,
        message: ahoraMismo ? CAMPANA_EN_CAMINO : CAMPANA_PROGRAMADA,
        data: c!,
      };
    },
  );

  r.delete(
    '/api/negocio/avisos/campanas/:campanaID',
    {
      onRequest: ofertas,
      schema: {
        tags: ['avisos'],
        summary: 'Cancela una campaña programada que aún no sale',
        params: z.object({ campanaID: z.string().trim().min(1).max(40) }),
        response: { 200: campanaResponseSchema, ...errors },
      },
    },
    async (request) => {
      const id = negocioId(request);
      await cancelarCampana(db, id, request.params.campanaID);
      const [c] = await listarCampanas(db, id, ahora(), request.params.campanaID);
      return { success: true as const, message: CAMPANA_CANCELADA, data: c! };
    },
  );

  r.get(
    '/api/negocio/avisos/efecto',
    {
      onRequest: estadisticas,
      schema: {
        tags: ['avisos'],
        summary:
          'Estadísticas → Campañas: cuántos regresaron en 7 y 14 días, con mensaje y en el grupo de control, y la diferencia con su intervalo de 95 %',
        response: { 200: efectosResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { efectos: await efectos(db, negocioId(request), ahora()) },
    }),
  );

  // ── The customer ──────────────────────────────────────────────────────────────────────────

  r.get(
    '/api/cliente/avisos',
    {
      onRequest: cliente,
      schema: {
        tags: ['avisos'],
        summary:
          'Los avisos del cliente: qué negocios pueden escribirle, y la clave para recibir notificaciones',
        response: { 200: avisosClienteResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await avisosDelCliente(db, usuarioDe(request), await opts.webPush.clavePublica()),
    }),
  );

  r.put(
    '/api/cliente/avisos/:negocioID',
    {
      onRequest: cliente,
      schema: {
        tags: ['avisos'],
        summary: 'Sí o no a los avisos de un negocio de la cartera',
        params: paseNegocioSchema,
        body: cambiarAvisoSchema,
        response: { 200: cambiarAvisoResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await cambiarAviso(
        db,
        usuarioDe(request),
        request.params.negocioID,
        request.body.acepta,
      )),
    }),
  );

  r.post(
    '/api/cliente/avisos/push',
    {
      onRequest: cliente,
      schema: {
        tags: ['avisos'],
        summary: 'Este navegador recibe las notificaciones del cliente (su PushSubscription)',
        body: suscripcionPushSchema,
        response: { 200: pushResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: PUSH_ACTIVADO,
      data: await guardarSuscripcion(db, usuarioDe(request), request.body),
    }),
  );

  r.delete(
    '/api/cliente/avisos/push',
    {
      onRequest: cliente,
      schema: {
        tags: ['avisos'],
        summary: 'Este navegador deja de recibir notificaciones',
        body: quitarSuscripcionSchema,
        response: { 200: pushResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: PUSH_DESACTIVADO,
      data: await quitarSuscripcion(db, usuarioDe(request), request.body.endpoint),
    }),
  );

  // ── Whoever holds a message ───────────────────────────────────────────────────────────────
  const bajaParams = z.object({ mensajeID: z.string().trim().min(1).max(60) });

  r.get(
    '/api/avisos/baja/:mensajeID',
    {
      schema: {
        tags: ['avisos'],
        summary: "'Dejar de recibir': el negocio del mensaje, y si aún acepta sus avisos",
        params: bajaParams,
        response: { 200: bajaAvisosResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await verBaja(db, request.params.mensajeID),
    }),
  );

  // The one-click POST (RFC 8058) comes as a form, `List-Unsubscribe=One-Click`; the page's button
  // sends JSON. Either turns that business's avisos off; the body says nothing more.
  app.register(async (formulario) => {
    formulario.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, { texto: String(body) }),
    );
    rutasPrivadas(formulario).post(
      '/api/avisos/baja/:mensajeID',
      {
        schema: {
          tags: ['avisos'],
          summary:
            "'Dejar de recibir' (un clic, RFC 8058): el cliente deja de recibir avisos de ese negocio",
          params: bajaParams,
          response: { 200: bajaAvisosResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await darDeBaja(db, request.params.mensajeID),
      }),
    );
  });

  r.post(
    '/api/avisos/entregado',
    {
      schema: {
        tags: ['avisos'],
        summary: 'El service worker mostró la notificación de un aviso',
        body: acuseAvisoSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await acusarEntrega(db, request.body.id);
      return reply.status(204).send(null);
    },
  );
}
