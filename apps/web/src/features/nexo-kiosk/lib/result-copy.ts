import { fechaLocal, nombreNivel, sumarDias, type VisitaResultado } from '@tarjeto/shared';
import { formatoFecha, horaEnZona } from '../../../lib/formato-fecha.ts';
import { promocionesTexto } from './canje-copy.ts';
import type { ScanOutcome } from './scan-outcome.ts';
import { zonaDelDispositivo } from './zona-kiosk.ts';

// The words of the result screens (BRAND.md voice: tú, warm and short; dates and times in es-MX,
// 24-hour like the rest of the product, on the shop's clock).

type Tarjeta = NonNullable<VisitaResultado['tarjeta']>;

/**
 * "Le faltan 2 visitas para Plata" (the kiosk speaks of the customer, as in "Ya tiene su
 * tarjeta"); at the top level there is nothing left to reach.
 */
export function progresoTexto(tarjeta: Tarjeta): string {
  const siguiente = tarjeta.siguienteNivel;
  if (!siguiente) return `¡Nivel ${nombreNivel(tarjeta.nivel)}: el más alto!`;
  const faltan = Math.max(0, siguiente.faltan);
  if (faltan === 0) return `¡Ya alcanzó ${siguiente.nombre}!`;
  return faltan === 1
    ? `Le falta 1 visita para ${siguiente.nombre}`
    : `Le faltan ${faltan} visitas para ${siguiente.nombre}`;
}

/** "6 visitas esta temporada · 23 en total" */
export function visitasTexto(tarjeta: Tarjeta): string {
  const temporada =
    tarjeta.visitas === 1 ? '1 visita esta temporada' : `${tarjeta.visitas} visitas esta temporada`;
  return tarjeta.visitasTotales > tarjeta.visitas
    ? `${temporada} · ${tarjeta.visitasTotales} en total`
    : temporada;
}

/** Share of the way to the next level, 0–100 (100 at the top level). */
export function progresoPorcentaje(tarjeta: Tarjeta): number {
  const siguiente = tarjeta.siguienteNivel;
  if (!siguiente || siguiente.visitasRequeridas <= 0) return 100;
  return Math.max(
    0,
    Math.min(100, Math.round((tarjeta.visitas / siguiente.visitasRequeridas) * 100)),
  );
}

/**
 * The headline of every refusal. What went wrong is the server's own message right below it, so
 * the headline does not say it a second time.
 */
export const TITULO_RECHAZO = 'No se registró la visita';

/** Ends a sentence with one full stop. */
export const conPunto = (texto: string) => (/[.!?]$/.test(texto) ? texto : `${texto}.`);

/**
 * When the next visit counts, as a person says it: "a partir de las 18:40", "mañana a partir de
 * la 01:15", "el 21 nov a partir de las 13:15" — on the business's clock (`zona`, from the
 * device's 'yo'; the device's own zone until that is known).
 */
export function cuandoCuentaTexto(
  iso: string,
  now: Date = new Date(),
  zona: string = zonaDelDispositivo(),
): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  if (at.getTime() <= now.getTime()) return 'desde ahora';
  const horaTexto = horaEnZona(iso, zona);
  const articulo = horaTexto.startsWith('01:') ? 'la' : 'las';
  const aPartir = `a partir de ${articulo} ${horaTexto}`;
  const dia = fechaLocal(at, zona);
  const hoy = fechaLocal(now, zona);
  if (dia === hoy) return aPartir;
  if (dia === sumarDias(hoy, 1)) return `mañana ${aPartir}`;
  return `el ${formatoFecha(zona, { day: 'numeric', month: 'short' }).format(at)} ${aPartir}`;
}

/** " Tiene 2 promociones para canjear." when the result offers some, else nothing. */
const promos = ({ promociones, canjeToken }: VisitaResultado) =>
  promociones.length > 0 && canjeToken ? ` ${promocionesTexto(promociones.length)}` : '';

/** "Guardada sin conexión" and friends: the headline of each outcome, for the screen and readers. */
export function resumenResultado(
  outcome: ScanOutcome,
  now: Date = new Date(),
  zona: string = zonaDelDispositivo(),
): string {
  switch (outcome.kind) {
    case 'counted': {
      const { cliente, tarjeta } = outcome.resultado;
      if (!cliente) return '¡Listo! Visita registrada. Visita sin cuenta.';
      const extra = tarjeta
        ? tarjeta.nueva
          ? ' ¡Primera visita! Ya tiene su tarjeta.'
          : ` ${conPunto(progresoTexto(tarjeta))}`
        : '';
      return `¡Listo! Visita registrada: ${cliente.nombre}.${extra}${promos(outcome.resultado)}`;
    }
    case 'cooldown': {
      const { cliente, siguienteVisitaDesde } = outcome.resultado;
      const cuando = siguienteVisitaDesde ? cuandoCuentaTexto(siguienteVisitaDesde, now, zona) : '';
      const siguiente = cuando ? ` ${conPunto(`Su siguiente visita cuenta ${cuando}`)}` : '';
      return `${cliente?.nombre ?? 'Este cliente'} ya registró su visita hoy.${siguiente}${promos(outcome.resultado)}`;
    }
    case 'refused':
      return `${TITULO_RECHAZO}. ${outcome.message}`;
    case 'queued':
      return outcome.reason === 'offline'
        ? 'Guardada sin conexión: se enviará al volver la conexión.'
        : 'Visita guardada: Tarjeto no respondió, la enviaremos en un momento.';
  }
}
