// The programme screen's words in one place.

export const PROGRAMA_ACTUALIZADO = 'Programa actualizado';
export const ERROR_ACTUALIZAR = 'No se pudo actualizar el programa';
export const ERROR_CARGAR = 'No se pudo cargar tu programa de lealtad';

/** The simulator asks the server once typing pauses this long (ms). */
export const SIMULACION_DEBOUNCE_MS = 300;
