import type { SiguienteNivel } from '@tarjeto/shared';
import { fechaCorta, formatEntero } from '../../../lib/formato-ofertas.ts';

// The words of places (issue 11): the last visit, counts. Open or closed now is horarioTexto, in
// @tarjeto/shared: the server's first paint of the public page says it too.

export const NEGOCIO_PUBLICO_PATH = (slug: string) => `/negocio/${encodeURIComponent(slug)}`;
export const CLIENTE_LUGARES_PATH = '/cliente-dashboard/lugares';
/** A card of the customer's wallet, in detail (issue 26 B8). */
export const TARJETA_PATH = (slug: string) => `${CLIENTE_LUGARES_PATH}/${encodeURIComponent(slug)}`;

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

/** LoyaltyCard's goal: the next level of the business's own programme, or none at the top level. */
export function metaHacia(siguiente: SiguienteNivel | null) {
  return siguiente
    ? {
        meta: siguiente.visitasRequeridas,
        siguienteNivel: siguiente.nivel,
        siguienteNivelNombre: siguiente.nombre,
      }
    : { meta: null, siguienteNivel: null };
}
