import type { FastifyInstance } from 'fastify';
import {
  enlaceGoogleResponseSchema,
  paseNegocioSchema,
  PASES_QUITADOS,
  pasesClienteResponseSchema,
  quitarPasesResponseSchema,
  SIN_PASES_QUE_QUITAR,
} from '@tarjeto/shared';
import { erroresApi, rutasPrivadas } from '../../lib/rutas.ts';
import { authenticate, usuarioDe } from '../auth/session.ts';
import {
  agregarAGoogle,
  pasesDelCliente,
  quitarDeLaCartera,
  type PasesDeps,
} from './pases.service.ts';

// The customer's side of the phone's wallets (DOMAIN §11): what is offered and added, adding a
// card to Google Wallet, removing everything. Customers only, always the session's own cards.

const errors = erroresApi(400, 401, 403, 404, 503);

export async function pasesRoutes(
  app: FastifyInstance,
  opts: { deps: PasesDeps; secureCookies: boolean },
) {
  const { deps } = opts;
  const r = rutasPrivadas(app);
  const cliente = authenticate(deps.db, opts.secureCookies, 'Cliente');

  r.get(
    '/api/cliente/pases',
    {
      onRequest: cliente,
      schema: {
        tags: ['cartera'],
        summary:
          'Las carteras del teléfono que ofrece el servidor y las tarjetas que el cliente ya agregó a cada una',
        response: { 200: pasesClienteResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await pasesDelCliente(deps, usuarioDe(request)),
    }),
  );

  r.post(
    '/api/cliente/pases/google',
    {
      onRequest: cliente,
      schema: {
        tags: ['cartera'],
        summary:
          'Prepara la tarjeta de un negocio para Google Wallet y da el enlace para guardarla (el objeto se escribe en Google con su llave; el enlace solo lo nombra)',
        body: paseNegocioSchema,
        response: { 200: enlaceGoogleResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await agregarAGoogle(
        deps,
        usuarioDe(request),
        request.body.negocioID,
        request.headers.origin ?? null,
      ),
    }),
  );

  r.delete(
    '/api/cliente/pases',
    {
      onRequest: cliente,
      schema: {
        tags: ['cartera'],
        summary:
          'Quitar de la cartera del teléfono: cada tarjeta agregada queda anulada y sus códigos dejan de valer',
        response: { 200: quitarPasesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const data = await quitarDeLaCartera(deps, usuarioDe(request));
      return {
        success: true as const,
        message: data.quitados > 0 ? PASES_QUITADOS : SIN_PASES_QUE_QUITAR,
        data,
      };
    },
  );
}
