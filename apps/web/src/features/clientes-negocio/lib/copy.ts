import type { OrdenClientes } from '@tarjeto/shared';

// The customers screens' words (es-MX, tú to the owner), in one place.

export const CLIENTES_PATH = '/negocio-dashboard/clientes';
export const clientePath = (clientePublicID: string) =>
  `${CLIENTES_PATH}/${encodeURIComponent(clientePublicID)}`;

export const ORDEN_ETIQUETAS: Record<OrdenClientes, string> = {
  ultimaVisita: 'Última visita',
  visitas: 'Más visitas',
  nivel: 'Nivel más alto',
};

/** How long the search waits after the last keystroke before asking the server. */
export const BUSQUEDA_DEBOUNCE_MS = 300;

export const CARGANDO_CLIENTES = 'Cargando clientes...';
export const ERROR_CARGAR_CLIENTES = 'No se pudieron cargar tus clientes.';
export const ERROR_CARGAR_CLIENTE = 'No se pudo cargar la información de este cliente.';
export const ERROR_CARGAR_VISITAS = 'No se pudo cargar el historial de visitas.';
export const SIN_CLIENTES = 'Aún no tienes clientes';
export const SIN_CLIENTES_AYUDA =
  'Cuando alguien registre su primera visita con tu Nexo, aparecerá aquí con su tarjeta.';
export const sinResultados = (q: string) => `No encontramos clientes con «${q}»`;
export const SIN_RESULTADOS_AYUDA = 'Prueba con otro nombre o apellido, o con menos letras.';

export const RECIENTES_TITULO = 'Clientes recientes';
export const SIN_RECIENTES = 'Aún no hay visitas';
export const SIN_RECIENTES_AYUDA = 'Tus clientes aparecerán aquí en cuanto registren su visita.';
export const PROXIMOS_TITULO = 'Próximos a subir de nivel';
export const SIN_PROXIMOS = 'Nadie está a punto de subir de nivel';
export const SIN_PROXIMOS_AYUDA =
  'Aquí verás a quien le falten 1 o 2 visitas para su siguiente nivel esta temporada.';

export const faltanVisitas = (faltan: number, nivel: string) =>
  faltan === 1 ? `Le falta 1 visita para ${nivel}` : `Le faltan ${faltan} visitas para ${nivel}`;
