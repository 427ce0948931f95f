import { NIVELES, type Nivel } from '../constants.ts';

export interface NivelPrograma {
  nivel: number;
  visitasRequeridas: number;
}

/** The Spanish name of a level; 0 and anything unknown read 'Todos'. */
export const nombreNivel = (nivel: number): string =>
  NIVELES.find((n) => n.nivel === nivel)?.nombre ?? NIVELES[0].nombre;

/**
 * The highest level whose requirement the season's visits reach (DOMAIN §5). Levels are read from
 * the business's own programme, so a business that changes its thresholds changes the answer.
 */
export const nivelPorVisitas = (visitas: number, niveles: readonly NivelPrograma[]): Nivel => {
  let alcanzado = 0;
  for (const n of niveles) {
    if (visitas >= n.visitasRequeridas && n.nivel > alcanzado) alcanzado = n.nivel;
  }
  return alcanzado as Nivel;
};

export interface NivelConNombre extends NivelPrograma {
  nombre: string;
}

export interface SiguienteNivel {
  nivel: number;
  nombre: string;
  visitasRequeridas: number;
  /** Visits this season still missing to reach it. */
  faltan: number;
}

/** The next level above `nivelActual` in the business's programme, with what is missing; null at the top. */
export function siguienteNivel(
  visitasTemporada: number,
  nivelActual: number,
  niveles: readonly NivelConNombre[],
): SiguienteNivel | null {
  const next = [...niveles]
    .filter((n) => n.nivel > nivelActual)
    .sort((a, b) => a.nivel - b.nivel)[0];
  if (!next) return null;
  return {
    nivel: next.nivel,
    nombre: next.nombre,
    visitasRequeridas: next.visitasRequeridas,
    faltan: Math.max(0, next.visitasRequeridas - visitasTemporada),
  };
}

/** The level's name in the business's programme (a business may rename its levels). */
export const nombreNivelEn = (nivel: number, niveles: readonly NivelConNombre[]) =>
  niveles.find((n) => n.nivel === nivel)?.nombre ?? nombreNivel(nivel);

/**
 * The card's level after one more counted visit: it rises as soon as the season's visits reach a
 * threshold and never falls mid-season (DOMAIN §5).
 */
export const nivelTrasVisita = (
  nivelActual: number,
  visitasTemporada: number,
  niveles: readonly NivelPrograma[],
) => Math.max(nivelActual, nivelPorVisitas(visitasTemporada, niveles));
