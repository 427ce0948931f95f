import { ERROR_MESSAGES, PIN_BLOQUEO_MS, PIN_INTENTOS } from '@tarjeto/shared';
import { ApiError } from '../../../lib/api-client.ts';

// "¿Quién atiende?" at the counter: what a refused PIN says, read by the person serving.

export const QUIEN_ATIENDE = '¿Quién atiende?';
export const PIN_INCORRECTO_AVISO = 'Ese PIN no es correcto. Inténtalo de nuevo.';
export const PIN_INTENTOS_AVISO = `Después de ${PIN_INTENTOS} intentos fallidos seguidos, tu PIN se bloquea ${PIN_BLOQUEO_MS / 60_000} minutos.`;
export const PIN_BLOQUEADO_TITULO = `PIN bloqueado por ${PIN_BLOQUEO_MS / 60_000} minutos`;
export const PERSONA_YA_NO_ATIENDE = 'Esa persona ya no atiende aquí. Elige de nuevo.';
export const SIN_CONEXION_PIN =
  'Sin conexión no podemos comprobar tu PIN. Mientras tanto, puedes seguir registrando visitas.';
export const ERROR_ATIENDE = 'No pudimos comprobar el PIN. Inténtalo de nuevo.';
export const ERROR_CAMBIAR =
  'No pudimos cambiar de persona. Revisa la conexión e inténtalo de nuevo.';

export type FalloPin =
  | { tipo: 'incorrecto' }
  | { tipo: 'bloqueado'; mensaje: string }
  | { tipo: 'sin-pin'; mensaje: string }
  | { tipo: 'ya-no-atiende' }
  | { tipo: 'desvinculado' }
  | { tipo: 'otro'; mensaje: string };

/** What a refused "soy yo" means for the screen. */
export function falloPin(err: unknown): FalloPin {
  if (!(err instanceof ApiError)) return { tipo: 'otro', mensaje: ERROR_ATIENDE };
  if (err.status === 401) return { tipo: 'desvinculado' };
  if (err.code === 'PIN_INCORRECTO') return { tipo: 'incorrecto' };
  if (err.code === 'PIN_BLOQUEADO')
    return {
      tipo: 'bloqueado',
      mensaje: err.fromServer ? err.message : ERROR_MESSAGES.PIN_BLOQUEADO,
    };
  if (err.code === 'SIN_PIN')
    return { tipo: 'sin-pin', mensaje: err.fromServer ? err.message : ERROR_MESSAGES.SIN_PIN };
  if (err.code === 'NOT_FOUND') return { tipo: 'ya-no-atiende' };
  if (err.code === 'NETWORK') return { tipo: 'otro', mensaje: SIN_CONEXION_PIN };
  return { tipo: 'otro', mensaje: err.fromServer ? err.message : ERROR_ATIENDE };
}
