import { NEXO_CODE_TTL_MS } from '@tarjeto/shared';

// The Nexo screen's words in one place. The error texts are SPEC §8's, verbatim: each is the
// fallback when the server sent no message of its own.

export const ERROR_CARGAR_NEXO = 'Error al cargar datos de Nexo';
export const ERROR_GENERAR_CODIGO = 'Error al generar código';
export const ERROR_DESVINCULAR = 'Error al desvincular dispositivo';
export const ERROR_ACTUALIZAR_STATS = 'Error al actualizar estadísticas del Nexo';
export const ERROR_SIN_ESTABLECIMIENTO = 'No se encontró información del establecimiento';
export const ERROR_CARGAR_NEGOCIO = 'Error al cargar los datos del negocio';
export const SIN_INFORMACION = 'No hay información disponible';
export const ERROR_CARGAR_VISITAS_NEXO = 'No pudimos cargar las últimas visitas.';
export const SIN_VISITAS_NEXO =
  'Aún no registra visitas. Aparecerán aquí en cuanto escanee el primer código.';

export const NEXO_CONECTADO_TOAST = '¡Nexo conectado! Ya puede registrar visitas.';
export const NEXO_DESVINCULADO_TOAST = 'Nexo desvinculado';
export const CODIGO_VENCIDO =
  'El código venció sin que se conectara ningún dispositivo. Genera uno nuevo cuando tengas el Nexo a la mano.';

/** Over 'Ubicación en el mapa' on this screen: pairing happens at the counter, where the shop is. */
export const PISTA_UBICACION_MOSTRADOR =
  'Si estás en el mostrador, guarda aquí dónde está tu negocio.';

/** The kiosk's path in this same web app (DOMAIN §4). */
export const KIOSK_PATH = '/nexo';

/** How long a pairing code lives, in the words people read. */
export const MINUTOS_DEL_CODIGO = Math.round(NEXO_CODE_TTL_MS / 60_000);
