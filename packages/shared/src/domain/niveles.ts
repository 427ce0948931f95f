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
