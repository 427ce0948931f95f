// es-MX for the customer's screens (BRAND.md): "23 feb", "hoy, 20:15", "3 semanas". Times are
// the phone's own clock: the customer reads when they were there, where they are.
import { perezoso } from '../../../lib/perezoso.ts';
import { formatoFecha } from '../../../lib/formato-fecha.ts';

const entero = perezoso(() => new Intl.NumberFormat('es-MX'));
const fechaLocalFmt = perezoso(
  () =>
    new Intl.DateTimeFormat('es-MX', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }),
);
const diaMesFmt = perezoso(
  () => new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'short' }),
);
const diaSemanaFmt = perezoso(() => new Intl.DateTimeFormat('es-MX', { weekday: 'long' }));
const horaFmt = perezoso(
  () =>
    new Intl.DateTimeFormat('es-MX', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

const cuenta = (n: number, una: string, varias: string) =>
  n === 1 ? `1 ${una}` : `${entero().format(n)} ${varias}`;

export const visitas = (n: number) => cuenta(n, 'visita', 'visitas');
export const semanas = (n: number) => cuenta(n, 'semana', 'semanas');

const diaMesUtcFmt = () => formatoFecha('UTC', { day: 'numeric', month: 'short' });
/** A calendar day 'YYYY-MM-DD' within the year ahead (a season's end) → '23 feb', read in UTC
 * so no time zone moves it. */
export const diaYMes = (fecha: string) =>
  diaMesUtcFmt().format(new Date(`${fecha.slice(0, 10)}T00:00:00Z`));

/** An instant → its day on the phone's clock, '4 ene 2027'. */
export const fechaDeInstante = (iso: string) => fechaLocalFmt().format(new Date(iso));

const inicioDelDia = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();

/** When something happened, as people say it: 'hoy, 20:15', 'ayer, 13:00', 'el sábado', '9 ene'. */
export function cuando(iso: string, ahora = new Date()) {
  const at = new Date(iso);
  const dias = Math.round((inicioDelDia(ahora) - inicioDelDia(at)) / 86_400_000);
  if (dias <= 0) return `hoy, ${horaFmt().format(at)}`;
  if (dias === 1) return `ayer, ${horaFmt().format(at)}`;
  if (dias < 7) return `el ${diaSemanaFmt().format(at)}`;
  return diaMesFmt().format(at);
}

/** '2027-W01' → 1: the ISO week's number. */
export const numeroSemana = (semana: string) => Number(semana.split('-W')[1] ?? 0);
