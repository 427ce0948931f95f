import { describe, expect, it } from 'vitest';
import { claveLogro, logrosDeVisita, logrosProximos, type ProgresoCliente } from './logros.ts';

const base: ProgresoCliente = {
  visitas: 0,
  canjes: 0,
  racha: 0,
  negociosVisitados: 0,
  tarjetas: [],
  obtenidos: new Set(),
};

describe('the next achievements', () => {
  it('of a newcomer: every first one, at zero', () => {
    expect(logrosProximos(base).map((p) => [p.tipo, p.valor, p.actual, p.meta])).toEqual([
      ['primera_visita', null, 0, 1],
      ['racha', 4, 0, 4],
      ['primer_canje', null, 0, 1],
      ['negocios', 5, 0, 5],
    ]);
  });

  it('skip what was earned, take the next streak, and come closest first', () => {
    const earned = logrosDeVisita(
      { visitas: 0, negocios: 0, racha: 3, nivel: 0 },
      { visitas: 1, negocios: 1, racha: 4, nivel: 1 },
      'n1',
    );
    const proximos = logrosProximos({
      visitas: 9,
      canjes: 0,
      racha: 5,
      negociosVisitados: 2,
      tarjetas: [
        { negocioId: 'n1', visitasTemporada: 7, siguiente: { nivel: 2, visitasRequeridas: 8 } },
        { negocioId: 'n2', visitasTemporada: 2, siguiente: { nivel: 1, visitasRequeridas: 6 } },
        { negocioId: 'n3', visitasTemporada: 20, siguiente: null },
      ],
      obtenidos: new Set(earned.map((l) => l.clave)),
    });
    expect(proximos.map((p) => [p.tipo, p.valor, p.negocioId, p.actual, p.meta])).toEqual([
      ['nivel', 2, 'n1', 7, 8],
      ['racha', 12, null, 5, 12],
      ['negocios', 5, null, 2, 5],
      ['nivel', 1, 'n2', 2, 6],
      ['primer_canje', null, null, 0, 1],
    ]);
  });

  it('leave out a level already earned at that business in an earlier season', () => {
    const proximos = logrosProximos({
      ...base,
      tarjetas: [
        { negocioId: 'n1', visitasTemporada: 1, siguiente: { nivel: 2, visitasRequeridas: 8 } },
      ],
      obtenidos: new Set([claveLogro('nivel', 2, 'n1')]),
    });
    expect(proximos.some((p) => p.tipo === 'nivel')).toBe(false);
  });
});
