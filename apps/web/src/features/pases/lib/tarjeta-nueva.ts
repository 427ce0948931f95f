import type { PasesCliente, TarjetaCliente } from '@tarjeto/shared';

/** How long after a first visit Inicio offers to save the new card. */
export const VENTANA_TARJETA_NUEVA_MS = 24 * 60 * 60 * 1000;

/**
 * The card a first visit just made, to offer it to the phone's wallet: one visit in all, that
 * visit in the last 24 hours, not in any wallet yet. The newest when there are several.
 */
export function tarjetaRecienEstrenada(
  tarjetas: readonly TarjetaCliente[],
  pases: PasesCliente['pases'],
  ahora: Date = new Date(),
): TarjetaCliente | null {
  const guardadas = new Set(pases.map((p) => p.negocioID));
  let nueva: TarjetaCliente | null = null;
  let cuando = -Infinity;
  for (const t of tarjetas) {
    if (t.visitasTotales !== 1 || !t.ultimaVisita || guardadas.has(t.negocio.publicID)) continue;
    const visita = Date.parse(t.ultimaVisita);
    if (Number.isNaN(visita) || ahora.getTime() - visita > VENTANA_TARJETA_NUEVA_MS) continue;
    if (visita > cuando) {
      nueva = t;
      cuando = visita;
    }
  }
  return nueva;
}
