// es-MX for the customer's screens (BRAND.md): "23 feb", "hoy, 20:15", "3 semanas". Times are
// the phone's own clock: the customer reads when they were there, where they are.
import {
  diaDeLaSemana,
  diaMes,
  fechaDeInstante,
  fechaDiaMes,
  horaMinutos,
} from '../../../lib/fecha-es.ts';
import { formatEntero } from '../../../lib/numero.ts';

const cuenta = (n: number, una: string, varias: string) =>
  n === 1 ? `1 ${una}` : `${formatEntero(n)} ${varias}`;

export const visitas = (n: number) => cuenta(n, 'visita', 'visitas');
export const semanas = (n: number) => cuenta(n, 'semana', 'semanas');

/** A calendar day 'YYYY-MM-DD' within the year ahead (a season's end) → '23 feb', read in UTC
 * so no time zone moves it. */
export const diaYMes = fechaDiaMes;

/** An instant → its day on the phone's clock, '4 ene 2027'. */
export { fechaDeInstante };

const inicioDelDia = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();

/** When something happened, as people say it: 'hoy, 20:15', 'ayer, 13:00', 'el sábado', '9 ene'. */
export function cuando(iso: string, ahora = new Date()) {
  const at = new Date(iso);
  const dias = Math.round((inicioDelDia(ahora) - inicioDelDia(at)) / 86_400_000);
  if (dias <= 0) return `hoy, ${horaMinutos(at)}`;
  if (dias === 1) return `ayer, ${horaMinutos(at)}`;
  if (dias < 7) return `el ${diaDeLaSemana(at)}`;
  return diaMes(at);
}

/** '2027-W01' → 1: the ISO week's number. */
export const numeroSemana = (semana: string) => Number(semana.split('-W')[1] ?? 0);
