import {
  CLASES_PROMO,
  CUPON_LIMITE_DEFAULT,
  NIVEL_MAX,
  nombreNivelEn,
  type ClasePromo,
  type NivelConNombre,
  type TipoPromo,
} from '@tarjeto/shared';

// The promotions' words in one place. The spec's texts (SPEC §2, §4, §8) are verbatim; the error
// texts are the fallbacks when the server sent no message of its own.

export const ERROR_CREAR = 'Error al crear la promoción';
export const ERROR_GUARDAR = 'No se pudieron guardar los cambios';
export const ERROR_OBTENER = 'Error al obtener las promociones';
export const ERROR_CARGAR_ACTIVAS = 'No se pudieron cargar las promociones';
export const ERROR_ESTADISTICAS = 'Error al cargar las estadísticas';
export const ERROR_CAMBIAR_ESTADO = 'No se pudo cambiar el estado de la promoción';
export const ERROR_ELIMINAR = 'No se pudo eliminar la promoción';
export const ERROR_CANJE = 'No se pudo confirmar el canje';

export const CARGANDO_OFERTAS = 'Cargando ofertas...';
export const SIN_OFERTAS_ACTIVAS = 'No hay ofertas activas';
export const PARA_TODOS = 'Para todos los usuarios';

export const CREANDO = 'Creando...';
export const GUARDANDO = 'Guardando...';

export const PROMOCION_CREADA = 'Promoción creada';
export const PROMOCION_ACTUALIZADA = 'Cambios guardados';
export const PROMOCION_ELIMINADA = 'Promoción eliminada';

export const OFERTAS_PATH = '/negocio-dashboard/ofertas';

/** The level flag of SPEC §2: level 0 (or one the programme does not know) is for everybody. */
export function etiquetaNivel(nivel: number, niveles: readonly NivelConNombre[] = []) {
  return nivel > 0 && nivel <= NIVEL_MAX
    ? `Para clientes ${nombreNivelEn(nivel, niveles)}`
    : PARA_TODOS;
}

/**
 * The type choices (SPEC §4). The drawer and the creation form name them differently; both send
 * the same lower-case value (DOMAIN §6), so each shows exactly the choice it holds.
 */
export const TIPOS_DRAWER: ReadonlyArray<{ id: TipoPromo; label: string; ayuda: string }> = [
  { id: 'regular', label: 'Regular', ayuda: 'Vale siempre que esté activa' },
  { id: 'programa', label: 'Programada', ayuda: 'Un día de la semana, en un horario' },
  { id: 'periodo', label: 'Por Periodo', ayuda: 'Entre dos fechas' },
  { id: 'exclusivo', label: 'Exclusiva', ayuda: 'Unas cuantas, hasta agotarse' },
];
export const TIPOS_FORMULARIO: ReadonlyArray<{ id: TipoPromo; label: string; ayuda: string }> = [
  { id: 'programa', label: 'Programa Semanal', ayuda: 'Un día de la semana, en un horario' },
  { id: 'periodo', label: 'Periodo de Tiempo', ayuda: 'Entre dos fechas' },
  { id: 'exclusivo', label: 'Cantidad Limitada', ayuda: 'Unas cuantas, hasta agotarse' },
  { id: 'regular', label: 'Regular', ayuda: 'Vale siempre que esté activa' },
];

/** What the quick tiles create and Ver counts (DOMAIN §6), in the words people read. */
export const CLASES: Record<
  ClasePromo,
  { singular: string; plural: string; crear: string; articulo: 'la' | 'el' }
> = {
  promocion: {
    singular: 'Promoción',
    plural: 'Promociones',
    crear: 'Crear Promoción',
    articulo: 'la',
  },
  cupon: { singular: 'Cupón', plural: 'Cupones', crear: 'Crear Cupón', articulo: 'el' },
  recompensa: { singular: 'Premio', plural: 'Premios', crear: 'Crear Premio', articulo: 'el' },
  evento: { singular: 'Evento', plural: 'Eventos', crear: 'Crear Evento', articulo: 'el' },
};
export const CLASES_ORDEN: readonly ClasePromo[] = CLASES_PROMO;

/** A coupon starts with the spec's counter limit (SPEC §9); everything else with the global 500. */
export const TOTAL_GLOBAL_DEFAULT = 500;
export const totalGlobalInicial = (clase: ClasePromo) =>
  clase === 'cupon' ? CUPON_LIMITE_DEFAULT : TOTAL_GLOBAL_DEFAULT;
