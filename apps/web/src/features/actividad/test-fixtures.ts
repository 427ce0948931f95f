import type { ActividadPagina, EventoActividad } from '@tarjeto/shared';
import { jsonResponse, routeFetch } from '../../test/fetch-mock.ts';

// 'Actividad de la cuenta' for this feature's jsdom tests: the business and its clock, events as
// the API lists them, and its route answering by the query each call asks with.

export const NEGOCIO = {
  publicID: 'NEG1',
  zonaHoraria: 'America/Mexico_City',
  nombreComercial: 'Tacos Cuichi',
};
export const RUTA = `/api/negocio/${NEGOCIO.publicID}/actividad`;
export const PANTALLA = '/negocio-dashboard/ajustes/actividad';
// Saturday 21 November 2026, 12:00 in Mexico City.
export const AHORA = new Date('2026-11-21T18:00:00Z');

/** An event by the owner at 11:00 that day, about nothing in particular but what `over` says. */
export const evento = (
  over: Partial<EventoActividad> & Pick<EventoActividad, 'id' | 'accion' | 'tipo'>,
) =>
  ({
    fecha: '2026-11-21T17:00:00.000Z',
    actor: 'dueno',
    ip: null,
    promocion: null,
    cliente: null,
    nexo: null,
    archivo: null,
    miembro: null,
    texto: null,
    ...over,
  }) satisfies EventoActividad;

export const pagina = (eventos: EventoActividad[], siguienteCursor: string | null = null) =>
  jsonResponse(200, {
    success: true,
    data: { zonaHoraria: NEGOCIO.zonaHoraria, eventos, siguienteCursor } satisfies ActividadPagina,
  });

/** The activity's route, answered by `responder` from each call's query. */
export const servidor = (responder: (q: URLSearchParams) => Promise<Response>) =>
  routeFetch({ [RUTA]: (_init, url) => responder(url.searchParams) });
