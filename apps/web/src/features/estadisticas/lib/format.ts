// es-MX formats for the statistics (BRAND.md): "1,234", "38 %", "9 nov", "noviembre".
import { perezoso } from '../../../lib/perezoso.ts';
import { formatoFecha } from '../../../lib/formato-fecha.ts';

const entero = perezoso(() => new Intl.NumberFormat('es-MX'));
const diaMes = () => formatoFecha('UTC', { day: 'numeric', month: 'short' });
const mesLargo = () => formatoFecha('UTC', { month: 'long' });
const mesCorto = () => formatoFecha('UTC', { month: 'short' });

// A calendar date is read as UTC midnight and shown in UTC, so no time zone moves its day.
const comoFecha = (fecha: string) => new Date(`${fecha.slice(0, 10)}T00:00:00Z`);

export const formatEntero = (n: number) => entero().format(n);
export const porcentaje = (n: number) => `${entero().format(n)} %`;
/** '2026-11-09' → '9 nov'. */
export const fechaDiaMes = (fecha: string) => diaMes().format(comoFecha(fecha)).replace('.', '');
/** '2026-11' → 'noviembre'. */
export const nombreMes = (mes: string) => mesLargo().format(comoFecha(`${mes}-01`));
/** '2026-11' → 'nov'. */
export const mesAbreviado = (mes: string) =>
  mesCorto()
    .format(comoFecha(`${mes}-01`))
    .replace('.', '');
/** '9 nov – 15 nov'; a single day, '23 nov'. */
export const rangoSemana = (s: { desde: string; hasta: string }) =>
  s.desde === s.hasta ? fechaDiaMes(s.desde) : `${fechaDiaMes(s.desde)} – ${fechaDiaMes(s.hasta)}`;
/** 14 → '14:00'. */
export const hora = (h: number) => `${String(h).padStart(2, '0')}:00`;
/** '1 canje', '3 canjes'. */
export const plural = (n: number, uno: string, varios: string) =>
  `${formatEntero(n)} ${n === 1 ? uno : varios}`;
