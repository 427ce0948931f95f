import { finDeTemporada, sumarDias } from './fechas.ts';
import { nivelPorVisitas, type NivelPrograma } from './niveles.ts';

// Seasons (DOMAIN §5). A season is a run of business-local dates; at its end every card keeps the
// highest level its season visits reached, but falls at most one level, and starts the next
// season with zero visits. A business nobody touched for a while closes each missed season in
// turn: an empty season costs one level.

export interface Periodo {
  fechaInicio: string;
  fechaFin: string;
}

/** The card's level for the next season (DOMAIN §5: never more than one level below). */
export const nivelAlCerrar = (
  nivelActual: number,
  visitasTemporada: number,
  niveles: readonly NivelPrograma[],
) => Math.max(nivelPorVisitas(visitasTemporada, niveles), nivelActual - 1, 0);

/** The season after one that ends `fechaFin`, `meses` long. */
export const temporadaSiguiente = (fechaFin: string, meses: number): Periodo => {
  const fechaInicio = sumarDias(fechaFin, 1);
  return { fechaInicio, fechaFin: finDeTemporada(fechaInicio, meses) };
};

/** Whether the season is over on the business's `hoy` (its last day is still in it). */
export const temporadaTerminada = (t: Pick<Periodo, 'fechaFin'>, hoy: string) => t.fechaFin < hoy;

/**
 * The seasons to close, in order, for a business whose open season is `actual` on `hoy`: the
 * current one if it is over, then every whole season nobody opened since; and the season to open
 * after them (the one `hoy` falls in). Empty when nothing is over.
 */
export function cierresPendientes(
  actual: Periodo,
  meses: number,
  hoy: string,
): { cerrar: Periodo[]; abrir: Periodo | null } {
  const cerrar: Periodo[] = [];
  let t = actual;
  while (temporadaTerminada(t, hoy)) {
    cerrar.push(t);
    t = temporadaSiguiente(t.fechaFin, meses);
  }
  return { cerrar, abrir: cerrar.length ? t : null };
}
