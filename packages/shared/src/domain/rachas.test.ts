import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sumarDias } from './fechas.ts';
import { avanzarRacha, indiceSemana, RACHA_VACIA, rachaVigente, semanaIso } from './rachas.ts';
import { logrosDeVisita, logrosDeCanje, tituloLogro } from './logros.ts';

describe('ISO weeks', () => {
  it('start on Monday and name the ISO week-year', () => {
    expect(indiceSemana('2026-11-23')).toBe(indiceSemana('2026-11-29')); // Mon…Sun
    expect(indiceSemana('2026-11-30')).toBe(indiceSemana('2026-11-29') + 1);
    expect(semanaIso('2026-11-23')).toBe('2026-W48');
    expect(semanaIso('2027-01-01')).toBe('2026-W53'); // a Friday in 2026's last week
    expect(semanaIso('2024-12-30')).toBe('2025-W01');
  });

  it('advance by one every 7 days (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20000 }), (n) => {
        const d = sumarDias('2000-01-03', n);
        expect(indiceSemana(sumarDias(d, 7))).toBe(indiceSemana(d) + 1);
      }),
    );
  });
});

describe('streaks', () => {
  it('grow week after week, hold within a week, restart after a gap, ignore late scans', () => {
    let r = avanzarRacha(RACHA_VACIA, 100);
    expect(r).toEqual({ semanas: 1, ultimaSemana: 100 });
    r = avanzarRacha(r, 100);
    expect(r.semanas).toBe(1);
    r = avanzarRacha(avanzarRacha(r, 101), 102);
    expect(r).toEqual({ semanas: 3, ultimaSemana: 102 });
    expect(avanzarRacha(r, 99)).toEqual(r); // an offline scan from before
    expect(avanzarRacha(r, 104)).toEqual({ semanas: 1, ultimaSemana: 104 });
  });

  it('stay alive through the current week and break after a whole week without a visit', () => {
    const r = { semanas: 5, ultimaSemana: 200 };
    expect(rachaVigente(r, 200)).toBe(5);
    expect(rachaVigente(r, 201)).toBe(5);
    expect(rachaVigente(r, 202)).toBe(0);
    expect(rachaVigente(RACHA_VACIA, 10)).toBe(0);
  });
});

describe('achievements', () => {
  const antes = { visitas: 0, negocios: 0, racha: 0, nivel: 0 };
  it('are earned once, by crossing: first visit, each level, 4/12/26 weeks, 5 places, first canje', () => {
    expect(
      logrosDeVisita(antes, { visitas: 1, negocios: 1, racha: 1, nivel: 0 }, 'n1').map(
        (l) => l.clave,
      ),
    ).toEqual(['primera_visita::']);
    expect(
      logrosDeVisita(
        { ...antes, visitas: 7, nivel: 0 },
        { visitas: 8, negocios: 1, racha: 1, nivel: 2 },
        'n1',
      ).map((l) => l.clave),
    ).toEqual(['nivel:1:n1', 'nivel:2:n1']);
    expect(
      logrosDeVisita(
        { visitas: 9, negocios: 4, racha: 3, nivel: 1 },
        { visitas: 10, negocios: 5, racha: 4, nivel: 1 },
        'n2',
      ).map((l) => l.tipo),
    ).toEqual(['racha', 'negocios']);
    expect(
      logrosDeVisita(
        { visitas: 9, negocios: 5, racha: 4, nivel: 1 },
        { visitas: 10, negocios: 5, racha: 4, nivel: 1 },
        'n2',
      ),
    ).toEqual([]);
    expect(logrosDeCanje(0).map((l) => l.tipo)).toEqual(['primer_canje']);
    expect(logrosDeCanje(3)).toEqual([]);
  });
  it('read well in Spanish', () => {
    expect(tituloLogro({ tipo: 'nivel', valor: 4 })).toBe('Nivel Rubí');
    expect(tituloLogro({ tipo: 'racha', valor: 12 })).toBe('12 semanas seguidas');
  });
});
