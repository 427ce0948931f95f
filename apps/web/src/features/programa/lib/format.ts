// es-MX formats for the programme (BRAND.md): "21 nov 2026", "1,234".
import { comoFecha, fechaCorta } from '../../../lib/fecha-es.ts';
import { formatEntero } from '../../../lib/numero.ts';

export { fechaCorta, formatEntero };

/** Whole days from one date to another, both inclusive-calendar 'YYYY-MM-DD'. */
export const diasEntre = (desde: string, hasta: string) =>
  Math.round((comoFecha(hasta).getTime() - comoFecha(desde).getTime()) / 86_400_000);

export const meses = (n: number) => (n === 1 ? '1 mes' : `${n} meses`);

/** "+3", "−2" (a real minus sign), "0". */
export const conSigno = (n: number) =>
  n > 0 ? `+${formatEntero(n)}` : n < 0 ? `−${formatEntero(-n)}` : '0';
