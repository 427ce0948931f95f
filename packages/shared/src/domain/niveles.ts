import { NIVELES, SIN_NIVEL, TODOS_LOS_NIVELES, type Nivel } from '../constants.ts';

export interface NivelPrograma {
  nivel: number;
  visitasRequeridas: number;
}

/** A person's level by its Spanish name; 0 and anything unknown read 'Sin nivel'. */
export const nombreNivel = (nivel: number): string =>
  NIVELES.find((n) => n.nivel === nivel)?.nombre ?? SIN_NIVEL;

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

/**
 * A person's level by its name in the business's programme (a business may rename its levels);
 * level 0 is 'Sin nivel'.
 */
export const nombreNivelEn = (nivel: number, niveles: readonly NivelConNombre[]) =>
  niveles.find((n) => n.nivel === nivel)?.nombre ?? nombreNivel(nivel);

/**
 * Who a promotion is for, by the lowest level it asks for: level 0 (or an unknown one) is everyone,
 * 'Todos'; any other is that level's name in the business's programme.
 */
export const nombreAudiencia = (nivelReq: number, niveles: readonly NivelConNombre[] = []) =>
  NIVELES.some((n) => n.nivel === nivelReq && n.nivel > 0)
    ? nombreNivelEn(nivelReq, niveles)
    : TODOS_LOS_NIVELES;

/**
 * The card's level after one more counted visit: it rises as soon as the season's visits reach a
 * threshold and never falls mid-season (DOMAIN §5).
 */
export const nivelTrasVisita = (
  nivelActual: number,
  visitasTemporada: number,
  niveles: readonly NivelPrograma[],
) => Math.max(nivelActual, nivelPorVisitas(visitasTemporada, niveles));
