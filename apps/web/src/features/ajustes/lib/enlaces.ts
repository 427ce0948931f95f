// Where 'Ajustes' sends people. The business's public page (/negocio/{slug}, DOMAIN §3) does not
// exist in this app yet, so the counter poster sends customers to what does: signing up, after
// which their first visit at the counter makes their card. Switch enlaceParaClientes to the public
// page here, in one place, once it exists.

export const AJUSTES_PATH = '/negocio-dashboard/ajustes';
export const CARTEL_PATH = `${AJUSTES_PATH}/cartel`;

/** The address the poster's QR holds and the 'Enlace para tus clientes' shows. */
export const enlaceParaClientes = (origin: string) => `${origin.replace(/\/$/, '')}/signup`;

/** The address without its scheme, as people read it on paper. */
export const enlaceLegible = (enlace: string) => enlace.replace(/^https?:\/\//, '');
