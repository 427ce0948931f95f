import { vencida, type ClasePromo, type Promocion } from '@tarjeto/shared';
import { CLASES_ORDEN } from './copy.ts';
import { ultimoDiaDe } from './format.ts';

// The figures of the Ver view (SPEC §2, §9), computed from the promotions the API returns.

export type ConteoPorClase = Record<ClasePromo, { activas: number; total: number }>;

/** Active promotions (and all of them) per clase: what Ver counts (DOMAIN §6). */
export function contarPorClase(promociones: readonly Promocion[]): ConteoPorClase {
  const conteo = Object.fromEntries(
    CLASES_ORDEN.map((c) => [c, { activas: 0, total: 0 }]),
  ) as ConteoPorClase;
  for (const p of promociones) {
    const c = conteo[p.clase];
    if (!c) continue;
    c.total += 1;
    if (p.activo) c.activas += 1;
  }
  return conteo;
}

/** Active promotions whose last day is near (SPEC §9 "expiring soon"), soonest first. */
export function porVencerLista(promociones: readonly Promocion[]) {
  return promociones
    .filter((p) => p.activo && p.porVencer)
    .map((p) => ({ promocion: p, ultimoDia: ultimoDiaDe(p) ?? '' }))
    .sort((a, b) => a.ultimoDia.localeCompare(b.ultimoDia));
}

export type Tono = 'green' | 'neutral' | 'marigold' | 'red';

/** The badge of a promotion: the owner's switch first, then why it cannot be used today. */
export function estadoDe(p: Promocion, hoy: string): { etiqueta: string; tono: Tono } {
  if (!p.status) return { etiqueta: 'Inactiva', tono: 'neutral' };
  if (p.activo) return { etiqueta: 'Activa', tono: 'green' };
  const { tipo, periodo, exclusivo } = p.tipoPromo;
  if (vencida({ tipo, periodo, exclusivo }, hoy)) return { etiqueta: 'Terminada', tono: 'neutral' };
  if (tipo === 'exclusivo' && exclusivo && exclusivo.restantes <= 0)
    return { etiqueta: 'Agotada', tono: 'red' };
  if (tipo === 'periodo' && periodo && hoy < periodo.fechaInicio.slice(0, 10))
    return { etiqueta: 'Por empezar', tono: 'marigold' };
  if (p.analitica.limite !== null && p.analitica.usos >= p.analitica.limite)
    return { etiqueta: 'Agotada', tono: 'red' };
  return { etiqueta: 'No disponible', tono: 'neutral' };
}
