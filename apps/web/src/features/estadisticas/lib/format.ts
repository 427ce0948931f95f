// es-MX formats for the statistics (BRAND.md): "1,234", "38 %", "9 nov", "noviembre".
import { fechaDiaMes, mesAbreviado, nombreMes } from '../../../lib/fecha-es.ts';
import { formatEntero } from '../../../lib/numero.ts';

export { fechaDiaMes, formatEntero, mesAbreviado, nombreMes };
export const porcentaje = (n: number) => `${formatEntero(n)} %`;
/** '9 nov – 15 nov'; a single day, '23 nov'. */
export const rangoSemana = (s: { desde: string; hasta: string }) =>
  s.desde === s.hasta ? fechaDiaMes(s.desde) : `${fechaDiaMes(s.desde)} – ${fechaDiaMes(s.hasta)}`;
/** 14 → '14:00'. */
export const hora = (h: number) => `${String(h).padStart(2, '0')}:00`;
/** '1 canje', '3 canjes'. */
export const plural = (n: number, uno: string, varios: string) =>
  `${formatEntero(n)} ${n === 1 ? uno : varios}`;
