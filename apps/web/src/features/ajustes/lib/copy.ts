import { formatEntero } from '../../../lib/numero.ts';
// The 'Ajustes' screen's words in one place.

export const CUENTA_ELIMINADA = 'Tu cuenta fue eliminada';
export const ERROR_ELIMINAR = 'No pudimos eliminar tu cuenta. Intenta de nuevo.';
export const ERROR_PERMISO_DESCARGA = 'No pudimos empezar la descarga. Intenta de nuevo.';
export const COPIADO = 'Copiado';
export const ERROR_COPIAR = 'No se pudo copiar. Selecciónalo y cópialo a mano.';

export const numero = formatEntero;

export const plural = (n: number, uno: string, varios: string) =>
  `${numero(n)} ${n === 1 ? uno : varios}`;

export const ERROR_SEGUNDO_FACTOR = 'No pudimos completar el cambio. Intenta de nuevo.';
export const SEGUNDO_FACTOR_DESACTIVADO = 'Verificación en dos pasos desactivada';
