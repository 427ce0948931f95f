import type { z } from 'zod';
import {
  NIVELES,
  programaUpdateSchema,
  TEMPORADA_MESES_MAX,
  TEMPORADA_MESES_MIN,
  type Programa,
  type ProgramaUpdate,
} from '@tarjeto/shared';

// What the programme form holds while the owner edits, and the bodies it sends.

export interface ProgramaFormValues {
  niveles: Array<{
    nivel: number;
    nombre: string;
    /** Text while typing; the contract makes it a number. */
    visitasRequeridas: string;
    beneficios: Array<{ descripcion: string; activo: boolean }>;
  }>;
  duracionMeses: number;
}

/** What the form hands over once valid: the contract's output (numbers, trimmed names). */
export type ProgramaGuardado = z.output<typeof programaUpdateSchema>;

export const MESES_OPCIONES = Array.from(
  { length: TEMPORADA_MESES_MAX - TEMPORADA_MESES_MIN + 1 },
  (_, i) => TEMPORADA_MESES_MIN + i,
);

export function valoresDePrograma(p: Programa): ProgramaFormValues {
  return {
    niveles: [...p.niveles]
      .sort((a, b) => a.nivel - b.nivel)
      .map((n) => ({
        nivel: n.nivel,
        nombre: n.nombre,
        visitasRequeridas: String(n.visitasRequeridas),
        beneficios: n.beneficios.map((b) => ({ ...b })),
      })),
    duracionMeses: p.duracionMeses,
  };
}

const numero = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

/**
 * The body of a simulation: the thresholds and the season length are all it depends on, so names
 * and benefits go as the defaults. Typing a benefit neither asks the server again nor, while a
 * name is half-typed, stops the simulator. Null when the thresholds or length are not valid yet.
 */
export function cuerpoDeSimulacion(v: ProgramaFormValues): ProgramaUpdate | null {
  const body = {
    niveles: v.niveles.map((n) => ({
      nivel: n.nivel,
      nombre: NIVELES[n.nivel]?.nombre ?? `Nivel ${n.nivel}`,
      visitasRequeridas: numero(n.visitasRequeridas),
      beneficios: [],
    })),
    duracionMeses: Number(v.duracionMeses),
  };
  return programaUpdateSchema.safeParse(body).success ? body : null;
}
