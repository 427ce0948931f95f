import { CODIGO_PASO_MS } from '@tarjeto/shared';

// The words of the actions several screens share, so that one action reads the same on all of
// them. 'Guardar Cambios' is SPEC §2's (Mi negocio), capital C and all.

export const GUARDAR_CAMBIOS = 'Guardar Cambios';
export const GUARDANDO = 'Guardando...';

/**
 * How often the customer's code renews, said one way on every page (the landing for businesses,
 * 'Qué es Tarjeto', the FAQ, the terms, the kiosk): from the code's own step, never typed twice.
 */
export const CODIGO_CAMBIA_CADA = `cada ${CODIGO_PASO_MS / 1000} segundos`;
