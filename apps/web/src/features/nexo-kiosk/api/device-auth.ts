import { ApiError } from '../../../lib/api-client.ts';

/** Every call after pairing identifies the device by its token (DOMAIN §4), never by a cookie. */
export const deviceHeaders = (token: string) => ({ Authorization: `Bearer ${token}` });

export const NEXO_KIOSK_QUERY_KEY = ['nexo-kiosk'] as const;

/** A 401 to the device's token: the owner unpaired it. */
export const esDesvinculado = (err: unknown) => err instanceof ApiError && err.status === 401;

/** The device's reads are asked again twice, except once it is unpaired: that will not change. */
export const reintentoDelDispositivo = (count: number, err: unknown) =>
  !esDesvinculado(err) && count < 2;
