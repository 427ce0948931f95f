import type { EstadoHorarioDto } from '@tarjeto/shared';
import { fechaCorta, formatEntero, nombreDia } from '../../../lib/formato-ofertas.ts';

// The words of places (issue 11): open or closed now, a day's hours, the last visit.

export const NEGOCIO_PUBLICO_PATH = (slug: string) => `/negocio/${encodeURIComponent(slug)}`;
export const CLIENTE_LUGARES_PATH = '/cliente-dashboard/lugares';
/** A card of the customer's wallet, in detail (issue 26 B8). */
export const TARJETA_PATH = (slug: string) => `${CLIENTE_LUGARES_PATH}/${encodeURIComponent(slug)}`;

const cuando = (abre: NonNullable<EstadoHorarioDto['abre']>) =>
  abre.enDias === 0
    ? `hoy a las ${abre.hora}`
    : abre.enDias === 1
      ? `mañana a las ${abre.hora}`
      : `el ${nombreDia(abre.diaSemana).toLowerCase()} a las ${abre.hora}`;

/** 'Abierto ahora' / 'Cerrado', and one line of when it closes or opens. */
export function horarioTexto(h: EstadoHorarioDto): { estado: string; detalle: string | null } {
  if (h.abierto)
    return { estado: 'Abierto ahora', detalle: h.cierraA ? `Cierra a las ${h.cierraA}` : null };
  return { estado: 'Cerrado', detalle: h.abre ? `Abre ${cuando(h.abre)}` : null };
}

const DIA_MS = 86_400_000;

/** 'Hoy', 'Ayer', 'Hace 3 días', '12 nov 2026'; for a card never used, null. */
export function ultimaVisitaTexto(iso: string | null, ahora = Date.now()): string | null {
  if (!iso) return null;
  const inicioHoy = new Date(ahora);
  inicioHoy.setHours(0, 0, 0, 0);
  const t = new Date(iso).getTime();
  if (t >= inicioHoy.getTime()) return 'Hoy';
  const dias = Math.ceil((inicioHoy.getTime() - t) / DIA_MS);
  if (dias <= 1) return 'Ayer';
  if (dias < 30) return `Hace ${dias} días`;
  return fechaCorta(new Date(iso).toISOString().slice(0, 10));
}

export const visitasTexto = (n: number) => (n === 1 ? '1 visita' : `${formatEntero(n)} visitas`);
export const ofertasTexto = (n: number) => (n === 1 ? '1 oferta' : `${formatEntero(n)} ofertas`);
