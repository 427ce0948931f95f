// What 'Mi negocio' says (BRAND.md: tú, warm and short; SPEC §8's pattern of a server message
// first and these as fallbacks).

export const CAMBIOS_GUARDADOS = 'Cambios guardados';
export const ERROR_GUARDAR = 'Error al guardar los cambios';
export const REVISA_CAMPOS = 'Revisa los campos marcados';
export const FOTO_NO_GUARDADA = 'Guardamos tus datos, pero no la foto';
export const ERROR_FOTO = 'No pudimos cambiar la foto. Intenta con otra imagen.';

export const SIN_DATO = 'Sin escribir todavía';

export const CONSERVAR_NEXO =
  'Tiene un Nexo vinculado. Para quitarlo, primero desvincúlalo en la sección Nexo.';
export const visitasRegistradas = (n: number) =>
  n === 1 ? '1 visita registrada' : `${n.toLocaleString('es-MX')} visitas registradas`;
export const conservarVisitas = (n: number) =>
  `Tiene ${visitasRegistradas(n)}: lo conservamos para no perder su historial en tus estadísticas.`;
export const UNICO_ESTABLECIMIENTO = 'Tu negocio necesita al menos un establecimiento.';
