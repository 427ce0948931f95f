import { fechaHoraEnZona, formatoFecha, horaEnZona } from '../../../lib/formato-fecha.ts';
import { perezoso } from '../../../lib/perezoso.ts';
import { formatEntero } from '../../../lib/numero.ts';

// es-MX formats for the Nexo screen (BRAND.md): "21 nov 2026, 18:30", 24-hour clock. Visits and
// the device's dates are on the business's clock (`zona`), as in Clientes and Actividad.

const hora = perezoso(
  () =>
    new Intl.DateTimeFormat('es-MX', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/**
 * "21 nov 2026, 18:30" on the business's clock; null or an unreadable date → null, so the caller
 * picks the words.
 */
export function formatFechaHora(iso: string | null | undefined, zona: string): string | null {
  if (!iso) return null;
  return Number.isNaN(new Date(iso).getTime()) ? null : fechaHoraEnZona(iso, zona);
}

/** "18:30" on this device's clock: when the figures were last refreshed here. */
export const formatHora = (ms: number) => hora().format(new Date(ms));

/** "18:30" on the business's clock (a visit's time). */
export const formatHoraEn = horaEnZona;

/** "21 nov" on the business's clock (a recent day: the list of latest visits). */
export const formatDiaMes = (iso: string, zona: string) =>
  formatoFecha(zona, { day: 'numeric', month: 'short' }).format(new Date(iso)).replace('.', '');

/** "1,234" */
export { formatEntero };

/** Milliseconds left as "4:59"; never below "0:00". Rounded up, so "0:00" means really over. */
export function formatCuentaRegresiva(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const min = Math.floor(total / 60);
  const seg = total % 60;
  return `${min}:${String(seg).padStart(2, '0')}`;
}

/** The same, in words for screen readers: "4 minutos y 59 segundos". */
export function cuentaRegresivaEnPalabras(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const min = Math.floor(total / 60);
  const seg = total % 60;
  const partes = [
    min > 0 ? `${min} ${min === 1 ? 'minuto' : 'minutos'}` : null,
    seg > 0 || min === 0 ? `${seg} ${seg === 1 ? 'segundo' : 'segundos'}` : null,
  ].filter(Boolean);
  return partes.join(' y ');
}

/** "482913" → "482 913": two groups of three are easier to read out and to type. */
export const agruparCodigo = (code: string) =>
  code.length === 6 ? `${code.slice(0, 3)} ${code.slice(3)}` : code;
