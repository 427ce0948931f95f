import type { PasesCliente, TarjetaCliente } from '@tarjeto/shared';
import { jsonResponse } from '../../test/fetch-mock.ts';

// Answers shaped like GET /api/cliente/pases and the wallet's cards, for this feature's tests.

export const PASES_PATH = '/api/cliente/pases';

/** GET /api/cliente/pases: both wallets offered and no card in them, unless told otherwise. */
export const pasesResponse =
  (over: Partial<PasesCliente> = {}) =>
  () =>
    jsonResponse(200, {
      success: true,
      data: { disponibles: { google: true, apple: true }, pases: [], ...over },
    });

export const pase = (
  negocioID: string,
  plataforma: 'google' | 'apple' = 'google',
): PasesCliente['pases'][number] => ({
  negocioID,
  plataforma,
  agregadoAt: '2026-11-20T18:00:00.000Z',
});

/** Tacos Cuichi as a customer's card names it. */
export const CUICHI: TarjetaCliente['negocio'] = {
  publicID: 'NEGCUICHI',
  nombre: 'Tacos Cuichi',
  slug: 'cuichi',
  fotoPerfil: null,
  gradient: 'rubi',
  color: null,
};

export const tarjeta = (over: Partial<TarjetaCliente> = {}): TarjetaCliente => ({
  negocio: CUICHI,
  nivel: 0,
  nombreNivel: 'Sin nivel',
  visitasTemporada: 1,
  visitasTotales: 1,
  siguienteNivel: { nivel: 1, nombre: 'Bronce', visitasRequeridas: 4, faltan: 3 },
  temporadaFin: null,
  ultimaVisita: '2026-11-27T17:00:00.000Z',
  racha: 1,
  agregadaAt: '2026-11-27T17:00:00.000Z',
  ...over,
});

export const negocio = (publicID: string, nombre: string): TarjetaCliente['negocio'] => ({
  publicID,
  nombre,
  slug: nombre.toLowerCase().replace(/\s+/g, '-'),
  fotoPerfil: null,
  gradient: 'azul',
  color: null,
});
