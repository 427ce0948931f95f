import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NIVELES_PROGRAMA as P } from '../constants.ts';
import { nivelPorVisitas } from './niveles.ts';
import { cierresPendientes, nivelAlCerrar, temporadaSiguiente } from './temporadas.ts';

describe('closing a season', () => {
  it('keeps the level the season reached, but drops at most one', () => {
    expect(nivelAlCerrar(4, 15, P)).toBe(4); // Rubí again
    expect(nivelAlCerrar(4, 9, P)).toBe(3); // reached Plata: one below
    expect(nivelAlCerrar(4, 0, P)).toBe(3); // nothing: still one below
    expect(nivelAlCerrar(1, 0, P)).toBe(0);
    expect(nivelAlCerrar(0, 0, P)).toBe(0);
  });

  it('is never more than one below, never above what was held or reached (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.nat(40), (nivel, visitas) => {
        const next = nivelAlCerrar(nivel, visitas, P);
        expect(next).toBeGreaterThanOrEqual(Math.max(0, nivel - 1));
        expect(next).toBeLessThanOrEqual(Math.max(nivel, nivelPorVisitas(visitas, P)));
        expect(next).toBeGreaterThanOrEqual(nivelPorVisitas(visitas, P));
      }),
    );
  });

  it('follows a season with the next, day after day', () => {
    expect(temporadaSiguiente('2026-11-30', 3)).toEqual({
      fechaInicio: '2026-12-01',
      fechaFin: '2027-02-28',
    });
  });

  it('closes nothing before the end, the season the day after, and every season missed', () => {
    const t = { fechaInicio: '2026-09-01', fechaFin: '2026-11-30' };
    expect(cierresPendientes(t, 3, '2026-11-30')).toEqual({ cerrar: [], abrir: null });
    expect(cierresPendientes(t, 3, '2026-12-01')).toEqual({
      cerrar: [t],
      abrir: { fechaInicio: '2026-12-01', fechaFin: '2027-02-28' },
    });
    const lejos = cierresPendientes(t, 3, '2027-06-15');
    expect(lejos.cerrar.map((c) => c.fechaInicio)).toEqual([
      '2026-09-01',
      '2026-12-01',
      '2027-03-01',
    ]);
    expect(lejos.abrir).toEqual({ fechaInicio: '2027-06-01', fechaFin: '2027-08-31' });
  });
});
