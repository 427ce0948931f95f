// es-MX formats for the customers screens (BRAND.md): "21 nov 2026", "18:42", "hace 3 días" —
// times in the business's own time zone, so a late-night visit shows the shop's clock.

import { fechaLocal } from '@tarjeto/shared';
import { formatoFecha, horaEnZona } from '../../../lib/formato-fecha.ts';
import { perezoso } from '../../../lib/perezoso.ts';
import { formatEntero } from '../../../lib/numero.ts';

export { formatEntero };

/** '21 nov 2026'. */
export const fechaCorta = (iso: string, zona: string) =>
  formatoFecha(zona, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));

/** 'sáb, 21 nov 2026'. */
export const fechaConDia = (iso: string, zona: string) =>
  formatoFecha(zona, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(iso),
  );

/** '18:42' on the business's clock. */
export const hora = horaEnZona;

/** '21 nov 2026, 18:42'. */
export const fechaHora = (iso: string, zona: string) =>
  `${fechaCorta(iso, zona)}, ${hora(iso, zona)}`;

const relativo = perezoso(() => new Intl.RelativeTimeFormat('es-MX', { numeric: 'auto' }));
const MINUTO = 60_000;
const HORA = 60 * MINUTO;
const DIA = 24 * HORA;

/**
 * 'hace 5 minutos', 'hace 3 horas' the same day; then calendar days on the business's clock —
 * 'ayer', 'anteayer', 'hace 8 días' (a visit on Saturday night is 'anteayer' on Monday morning,
 * as the customer's own screens count it) — and a date beyond a month.
 */
export function haceCuanto(iso: string, zona: string, ahora = Date.now()) {
  const t = new Date(iso);
  const ms = ahora - t.getTime();
  const dias = diasEntre(fechaLocal(t, zona), fechaLocal(new Date(ahora), zona));
  if (dias <= 0) {
    if (ms < MINUTO) return 'hace un momento';
    if (ms < HORA) return relativo().format(-Math.floor(ms / MINUTO), 'minute');
    return relativo().format(-Math.floor(ms / HORA), 'hour');
  }
  if (dias <= 31) return relativo().format(-dias, 'day');
  return fechaCorta(iso, zona);
}

/** Whole days from one 'YYYY-MM-DD' to another. */
const diasEntre = (desde: string, hasta: string) =>
  Math.round((Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`)) / DIA);

export const visitas = (n: number) => (n === 1 ? '1 visita' : `${formatEntero(n)} visitas`);
export const semanas = (n: number) => (n === 1 ? '1 semana' : `${formatEntero(n)} semanas`);
