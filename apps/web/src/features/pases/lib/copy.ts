// What the phone's-wallet parts say (BRAND.md: tú, short). The server's message comes first where
// it sends one (SPEC §8); these are the fallbacks. The wallets' names are theirs: never translated.

export const GOOGLE_AGREGAR = 'Agregar a Google Wallet';
export const GOOGLE_ABRIR = 'Abrir en Google Wallet';
export const GOOGLE_YA = 'En tu Google Wallet';
/** Apple's badge reads in two lines; its name is both together. */
export const APPLE_AGREGAR = ['Agregar a', 'Apple Wallet'] as const;
export const APPLE_YA = 'En tu Apple Wallet';
/** The pass again (another iPhone, or one that lost it). */
export const APPLE_OTRA_VEZ = 'Descargar otra vez';

export const ERROR_ENLACE_GOOGLE = 'No pudimos abrir Google Wallet. Intenta de nuevo.';
export const ERROR_QUITAR = 'No pudimos quitar tus tarjetas. Intenta de nuevo.';

export const QUITAR_ACCION = 'Quitar de la cartera del teléfono';

/** '2 tarjetas en la cartera de tu teléfono'. */
export const tarjetasEnTelefono = (n: number) =>
  n === 0
    ? 'Ninguna tarjeta en la cartera de tu teléfono'
    : `${n} ${n === 1 ? 'tarjeta' : 'tarjetas'} en la cartera de tu teléfono`;
