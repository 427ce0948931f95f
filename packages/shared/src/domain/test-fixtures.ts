import type { ReglasPromocion } from './promociones.ts';

// What the domain's tests share: Mexico City's clock, a promotion no rule stands in the way of,
// and the one-time-password test vectors.

export const MX = 'America/Mexico_City';

/** A moment given as Mexico City wall-clock time (UTC−6, no DST since 2022). */
export const mx = (iso: string) => new Date(`${iso}-06:00`);

/** A regular promotion, switched on, for every level, with no window and no limit. */
export const promocionAbierta: ReglasPromocion = {
  status: true,
  nivelReq: 0,
  tipo: 'regular',
  programa: null,
  periodo: null,
  exclusivo: null,
  limites: { diario: null, semanal: null, total: null, global: null },
  zonaHoraria: MX,
};

/** RFC 6238 appendix B's SHA-1 secret, as bytes in base64url: the ASCII "12345678901234567890". */
export const RFC6238_SECRETO = Buffer.from('12345678901234567890').toString('base64url');

/** RFC 6238 appendix B's codes for that secret, by Unix second (the last 6 of its 8 digits). */
export const RFC6238_CODIGOS: Array<[number, string]> = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
];
