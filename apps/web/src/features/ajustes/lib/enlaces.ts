// Where 'Ajustes' sends people. The counter poster's QR and 'Enlace para tus clientes' open the
// business's public page (/negocio/{slug}, DOMAIN §3): its offers and hours, and 'Agregar a mi
// cartera' (signing up first for someone new).

export const AJUSTES_PATH = '/negocio-dashboard/ajustes';
export const CARTEL_PATH = `${AJUSTES_PATH}/cartel`;

/** The address the poster's QR holds and the 'Enlace para tus clientes' shows. */
export const enlaceParaClientes = (origin: string, slug: string) =>
  `${origin.replace(/\/$/, '')}/negocio/${encodeURIComponent(slug)}`;

/** The address without its scheme, as people read it on paper. */
export const enlaceLegible = (enlace: string) => enlace.replace(/^https?:\/\//, '');
