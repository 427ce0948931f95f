import { perezoso } from './perezoso.ts';

const intl = perezoso(() => new Intl.NumberFormat('es-MX'));

/**
 * 1234567 → '1,234,567', as es-MX's Intl writes it (numero.test.ts holds them to it). Whole
 * numbers are grouped here, without an Intl object: the first one a page makes loads the locale's
 * data, the longest task of a dashboard's or the kiosk's first draw on a slow phone (issue 29).
 * Anything else (a fraction, -0, NaN) goes through Intl.
 */
export const formatEntero = (n: number) => {
  if (!Number.isSafeInteger(n) || Object.is(n, -0)) return intl().format(n);
  const cifras = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
  return n < 0 ? `-${cifras}` : cifras;
};
