// Dates in es-MX words without an Intl date formatter: calendar dates ('2026-11-09', read in UTC
// so no time zone moves their day) and instants on the phone's own clock. The first Intl object a
// page makes loads the locale's data — the longest task of a dashboard's first draw on a slow
// phone (issue 29) — and these need none of it. fecha-es.test.ts holds every word to what es-MX's
// Intl says. (A business's clock in its own zone needs Intl: formato-fecha.ts.)

export const MESES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;
const MESES_CORTOS = MESES.map((m) => m.slice(0, 3));
const DIAS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;

/** Whose clock an instant is read on: the phone's, or UTC (a calendar date). */
export type Reloj = 'local' | 'UTC';

const partes = (d: Date, reloj: Reloj) =>
  reloj === 'UTC'
    ? { dia: d.getUTCDate(), mes: d.getUTCMonth(), anio: d.getUTCFullYear() }
    : { dia: d.getDate(), mes: d.getMonth(), anio: d.getFullYear() };

const dos = (n: number) => String(n).padStart(2, '0');

/** '9 nov'. */
export const diaMes = (d: Date, reloj: Reloj = 'local') => {
  const p = partes(d, reloj);
  return `${p.dia} ${MESES_CORTOS[p.mes]}`;
};
/** '9 nov 2026'. */
export const diaMesAnio = (d: Date, reloj: Reloj = 'local') =>
  `${diaMes(d, reloj)} ${partes(d, reloj).anio}`;
/** 'sábado', on the phone's clock. */
export const diaDeLaSemana = (d: Date) => DIAS[d.getDay()]!;
/** '09:05' (24 hours), on the phone's clock. */
export const horaMinutos = (d: Date) => `${dos(d.getHours())}:${dos(d.getMinutes())}`;

/** A 'YYYY-MM-DD…' string. */
export const esFecha = (fecha: string) => /^\d{4}-\d{2}-\d{2}/.test(fecha);
/** A calendar date ('YYYY-MM-DD', or 'YYYY-MM' for its first day) as its UTC midnight. */
export const comoFecha = (fecha: string) =>
  new Date(`${fecha.length === 7 ? `${fecha}-01` : fecha.slice(0, 10)}T00:00:00Z`);

/** '2026-11-09' → '9 nov'. */
export const fechaDiaMes = (fecha: string) => diaMes(comoFecha(fecha), 'UTC');
/** '2026-11-09' → '9 nov 2026'. */
export const fechaDiaMesAnio = (fecha: string) => diaMesAnio(comoFecha(fecha), 'UTC');
/** '2026-11-21' → '21 nov 2026'; anything unreadable comes back as it was. */
export const fechaCorta = (fecha: string) => (esFecha(fecha) ? fechaDiaMesAnio(fecha) : fecha);
/** An instant → its day on the phone's clock, '4 dic 2026'. */
export const fechaDeInstante = (iso: string) => diaMesAnio(new Date(iso));
/** '2026-11' → 'noviembre'. */
export const nombreMes = (mes: string) => MESES[comoFecha(mes).getUTCMonth()]!;
/** '2026-11' → 'nov'. */
export const mesAbreviado = (mes: string) => MESES_CORTOS[comoFecha(mes).getUTCMonth()]!;
