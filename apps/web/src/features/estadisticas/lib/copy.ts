// The statistics' words (SPEC §2 Estadísticas, §8), verbatim where the spec gives them.

export const CARGANDO_ESTADISTICAS = 'Cargando estadísticas...';
export const SIN_DATOS = 'No hay datos disponibles';
export const ERROR_CARGAR_ESTADISTICAS = 'Error al cargar las estadísticas';

export const ESTADISTICAS_PATH = '/negocio-dashboard/estadisticas';
