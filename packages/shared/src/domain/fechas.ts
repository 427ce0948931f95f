// Calendar dates as business-local 'YYYY-MM-DD' strings: a season starts and ends on a day of the
// business's own calendar, whatever the server's time zone (DOMAIN §5).

/** Today's date where the business is. */
export const fechaLocal = (now: Date, zonaHoraria: string): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zonaHoraria,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

const parse = (fecha: string) => {
  const [y, m, d] = fecha.split('-').map(Number) as [number, number, number];
  return { y, m, d };
};
const format = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** Adds whole months, keeping the day or the month's last day (31 Nov → 28/29 Feb). */
export function sumarMeses(fecha: string, meses: number): string {
  const { y, m, d } = parse(fecha);
  const total = y * 12 + (m - 1) + meses;
  const ny = Math.floor(total / 12);
  const nm = (total % 12) + 1;
  return format(ny, nm, Math.min(d, daysIn(ny, nm)));
}

export function sumarDias(fecha: string, dias: number): string {
  const { y, m, d } = parse(fecha);
  const t = new Date(Date.UTC(y, m - 1, d + dias));
  return format(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** A season of `meses` months starting `inicio`: its last day, inclusive. */
export const finDeTemporada = (inicio: string, meses: number) =>
  sumarDias(sumarMeses(inicio, meses), -1);
