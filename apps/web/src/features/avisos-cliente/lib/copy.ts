import { ErrorPush } from '../../../lib/push.ts';

// What the customer reads about avisos (BRAND.md: tú, warm and short). Server messages first;
// these are the fallbacks and the explanations around the switches.

export const AJUSTES_PATH = '/cliente-dashboard/ajustes';

export const QUE_AVISA =
  'Ofertas para tu nivel, cuando estés por subir de nivel o si hace mucho que no vas. Máximo un aviso al día y nunca de noche.';

export const ERROR_CARGAR_AVISOS = 'No pudimos cargar tus avisos.';
export const ERROR_GUARDAR_AVISO = 'No pudimos guardar tu respuesta. Intenta de nuevo.';
export const ERROR_BAJA = 'No pudimos dejar de enviarte avisos. Intenta de nuevo.';
export const ERROR_CARGAR_BAJA = 'No pudimos abrir este enlace.';

export const PUSH_BLOQUEADO =
  'Tu navegador bloqueó las notificaciones de Tarjeto: actívalas en la configuración del sitio.';
export const PUSH_NO_DISPONIBLE =
  'Este navegador no recibe notificaciones. En iPhone, agrega Tarjeto a tu pantalla de inicio y ábrelo desde ahí.';
export const SIN_CANAL = 'Te llegarán en cuanto actives las notificaciones o verifiques tu correo.';

/** Why turning notifications on did not work, in the customer's words. */
export function errorDePush(error: unknown, fallback: string): string {
  if (!(error instanceof ErrorPush)) return fallback;
  switch (error.motivo) {
    case 'denegado':
      return PUSH_BLOQUEADO;
    case 'sin-respuesta':
      return 'No elegiste permitir las notificaciones. Puedes intentarlo de nuevo cuando quieras.';
    case 'no-disponible':
      return PUSH_NO_DISPONIBLE;
    case 'sin-service-worker':
      return 'Este navegador aún no está listo para notificaciones. Recarga la página e intenta de nuevo.';
    default:
      return 'No pudimos activar las notificaciones en este dispositivo. Intenta de nuevo.';
  }
}

export const ERROR_ACTIVAR_PUSH = 'No pudimos activar las notificaciones. Intenta de nuevo.';
export const ERROR_DESACTIVAR_PUSH = 'No pudimos apagar las notificaciones. Intenta de nuevo.';

/** "2 dispositivos" */
export const dispositivosTexto = (n: number) => (n === 1 ? '1 dispositivo' : `${n} dispositivos`);
