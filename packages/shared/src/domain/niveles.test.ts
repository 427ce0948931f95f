import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NIVELES_PROGRAMA } from '../constants.ts';
import {
  nivelPorVisitas,
  nivelTrasVisita,
  nombreAudiencia,
  nombreNivel,
  nombreNivelEn,
  siguienteNivel,
} from './niveles.ts';

describe('nombreNivel', () => {
  it("names a person's five levels, level 0 and anything unknown as 'Sin nivel'", () => {
    expect([0, 1, 2, 3, 4].map(nombreNivel)).toEqual([
      'Sin nivel',
      'Bronce',
      'Plata',
      'Oro',
      'Rubí',
    ]);
    expect(nombreNivel(9)).toBe('Sin nivel');
    expect(nombreNivel(-1)).toBe('Sin nivel');
  });
});

describe('nombreAudiencia', () => {
  it("names a promotion's audience: level 0 is everyone, 'Todos'", () => {
    expect([0, 1, 2, 3, 4].map((n) => nombreAudiencia(n))).toEqual([
      'Todos',
      'Bronce',
      'Plata',
      'Oro',
      'Rubí',
    ]);
    expect(nombreAudiencia(9)).toBe('Todos');
    const propio = DEFAULT_NIVELES_PROGRAMA.map((n) =>
      n.nivel === 3 ? { ...n, nombre: 'Compadre' } : n,
    );
    expect(nombreAudiencia(3, propio)).toBe('Compadre');
    expect(nombreAudiencia(0, propio)).toBe('Todos');
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

describe('siguienteNivel and nivelTrasVisita', () => {
  const programa = DEFAULT_NIVELES_PROGRAMA;

  it('says what the next level needs, and nothing at the top', () => {
    expect(siguienteNivel(0, 0, programa)).toEqual({
      nivel: 1,
      nombre: 'Bronce',
      visitasRequeridas: 6,
      faltan: 6,
    });
    expect(siguienteNivel(7, 1, programa)).toMatchObject({ nombre: 'Plata', faltan: 1 });
    expect(siguienteNivel(20, 4, programa)).toBeNull();
  });

  it('raises the level at a threshold and never lowers it mid-season', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 100 }), (nivel, v) => {
        const after = nivelTrasVisita(nivel, v, programa);
        expect(after).toBeGreaterThanOrEqual(nivel);
        expect(after).toBeGreaterThanOrEqual(nivelPorVisitas(v, programa));
      }),
    );
    expect(nivelTrasVisita(0, 6, programa)).toBe(1);
    expect(nivelTrasVisita(3, 2, programa)).toBe(3);
  });

  it('names levels as the business renamed them', () => {
    const propio = programa.map((n) => (n.nivel === 2 ? { ...n, nombre: 'Compa' } : n));
    expect(nombreNivelEn(2, propio)).toBe('Compa');
    expect(nombreNivelEn(0, propio)).toBe('Sin nivel');
  });
});
