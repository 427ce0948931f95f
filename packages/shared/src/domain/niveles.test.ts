import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NIVELES_PROGRAMA } from '../constants.ts';
import { nivelPorVisitas, nombreNivel } from './niveles.ts';

describe('nombreNivel', () => {
  it('names the five levels and falls back to Todos', () => {
    expect([0, 1, 2, 3, 4].map(nombreNivel)).toEqual(['Todos', 'Bronce', 'Plata', 'Oro', 'Rubí']);
    expect(nombreNivel(9)).toBe('Todos');
    expect(nombreNivel(-1)).toBe('Todos');
  });
});

describe('nivelPorVisitas with the default programme (6/8/12/15)', () => {
  it.each([
    [0, 0],
    [5, 0],
    [6, 1],
    [7, 1],
    [8, 2],
    [11, 2],
    [12, 3],
    [14, 3],
    [15, 4],
    [400, 4],
  ])('%i visits → level %i', (visitas, nivel) => {
    expect(nivelPorVisitas(visitas, DEFAULT_NIVELES_PROGRAMA)).toBe(nivel);
  });

  it('never goes down when visits go up', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        return (
          nivelPorVisitas(lo, DEFAULT_NIVELES_PROGRAMA) <=
          nivelPorVisitas(hi, DEFAULT_NIVELES_PROGRAMA)
        );
      }),
    );
  });
});
