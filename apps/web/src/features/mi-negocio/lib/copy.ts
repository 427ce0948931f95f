// What 'Mi negocio' says (BRAND.md: tú, warm and short; SPEC §8's pattern of a server message
// first and these as fallbacks). Saving's own words are the profile editor's
// (components/perfil-campos/use-editor-perfil.ts).

export const SIN_DATO = 'Sin escribir todavía';

export const CONSERVAR_NEXO =
  'Tiene un Nexo vinculado. Para quitarlo, primero desvincúlalo en la sección Nexo.';
export const visitasRegistradas = (n: number) =>
  n === 1 ? '1 visita registrada' : `${n.toLocaleString('es-MX')} visitas registradas`;
export const conservarVisitas = (n: number) =>
  `Tiene ${visitasRegistradas(n)}: lo conservamos para no perder su historial en tus estadísticas.`;
export const UNICO_ESTABLECIMIENTO = 'Tu negocio necesita al menos un establecimiento.';

/** Under 'Ubicación en el mapa' of each establishment: it does not wait for Guardar Cambios. */
export const UBICACION_SE_GUARDA_SOLA =
  'Se guarda en cuanto la cambias; no necesitas tocar Editar.';
