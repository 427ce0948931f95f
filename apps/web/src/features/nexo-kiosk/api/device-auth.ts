/** Every call after pairing identifies the device by its token (DOMAIN §4), never by a cookie. */
export const deviceHeaders = (token: string) => ({ Authorization: `Bearer ${token}` });

export const NEXO_KIOSK_QUERY_KEY = ['nexo-kiosk'] as const;
