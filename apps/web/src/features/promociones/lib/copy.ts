import {
  CLASE_PROMO_NOMBRE,
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
export { GUARDANDO } from '../../../lib/copy.ts';

export const PROMOCION_CREADA = 'Promoción creada';
export const PROMOCION_ACTUALIZADA = 'Cambios guardados';
export const PROMOCION_ELIMINADA = 'Promoción eliminada';

export const OFERTAS_PATH = '/negocio-dashboard/ofertas';
/** The query parameter naming Ofertas' view, so a link (or Back) opens the right one. */
export const VISTA_PARAM = 'vista';
/** Where a first promotion is made: Ofertas, on its 'Crear' view. */
export const CREAR_PROMOCION_PATH = `${OFERTAS_PATH}?${VISTA_PARAM}=crear`;

// A promotion's views and uses are its own counters, kept since it was created — not a period like
// Estadísticas' — and the screens say so.
export const DESDE_QUE_SE_CREO = 'Desde que se creó';
export const USO_DESDE_SU_CREACION =
  'Vistas y usos desde que se creó cada una · Tasa de uso = usos ÷ vistas × 100';

/** The level flag of SPEC §2: level 0 (or one the programme does not know) is for everybody. */
export function etiquetaNivel(nivel: number, niveles: readonly NivelConNombre[] = []) {
  return nivel > 0 && nivel <= NIVEL_MAX
    ? `Para clientes ${nombreNivelEn(nivel, niveles)}`
    : PARA_TODOS;
}

/** A line of help under each type's name (the names themselves are shared: `nombreTipoPromo`). */
export const TIPO_AYUDA: Record<TipoPromo, string> = {
  regular: 'Vale siempre que esté activa',
  programa: 'Un día de la semana, en un horario',
  periodo: 'Entre dos fechas',
  exclusivo: 'Unas cuantas, hasta agotarse',
};

type NombreClase = (typeof CLASE_PROMO_NOMBRE)[ClasePromo];

/** What the quick tiles create and Ver counts (DOMAIN §6), in the shared words, with the tile's. */
export const CLASES = Object.fromEntries(
  CLASES_PROMO.map((c) => [
    c,
    { ...CLASE_PROMO_NOMBRE[c], crear: `Crear ${CLASE_PROMO_NOMBRE[c].singular.toLowerCase()}` },
  ]),
) as Record<ClasePromo, NombreClase & { crear: string }>;
export const CLASES_ORDEN: readonly ClasePromo[] = CLASES_PROMO;

/** A coupon starts with the spec's counter limit (SPEC §9); everything else with the global 500. */
export const TOTAL_GLOBAL_DEFAULT = 500;
export const totalGlobalInicial = (clase: ClasePromo) =>
  clase === 'cupon' ? CUPON_LIMITE_DEFAULT : TOTAL_GLOBAL_DEFAULT;
