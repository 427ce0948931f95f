// es-MX formats for the programme (BRAND.md): "21 nov 2026", "1,234".
import { perezoso } from '../../../lib/perezoso.ts';
import { formatoFecha } from '../../../lib/formato-fecha.ts';

const fechaCortaFmt = () =>
  formatoFecha('UTC', { day: 'numeric', month: 'short', year: 'numeric' });
const entero = perezoso(() => new Intl.NumberFormat('es-MX'));

// A calendar date is read as UTC midnight and shown in UTC, so no time zone moves its day.
const comoFecha = (fecha: string) => new Date(`${fecha.slice(0, 10)}T00:00:00Z`);

/** '2026-11-21' → '21 nov 2026'; anything unreadable comes back as it was. */
export const fechaCorta = (fecha: string) =>
  /^\d{4}-\d{2}-\d{2}/.test(fecha) ? fechaCortaFmt().format(comoFecha(fecha)) : fecha;

export const formatEntero = (n: number) => entero().format(n);

/** Whole days from one date to another, both inclusive-calendar 'YYYY-MM-DD'. */
export const diasEntre = (desde: string, hasta: string) =>
  Math.round((comoFecha(hasta).getTime() - comoFecha(desde).getTime()) / 86_400_000);

export const meses = (n: number) => (n === 1 ? '1 mes' : `${n} meses`);

/** "+3", "−2" (a real minus sign), "0". */
export const conSigno = (n: number) =>
  n > 0 ? `+${formatEntero(n)}` : n < 0 ? `−${formatEntero(-n)}` : '0';
