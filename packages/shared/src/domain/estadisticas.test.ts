import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACTIVIDAD_VACIA,
  clientesDeLaSemana,
  diasEntre,
  esFrecuente,
  esNuevo,
  indiceMes,
  lunesDeSemana,
  MESES_EN_MASCARA,
  mesDeIndice,
  primerDiaDeMes,
  recordarVisita,
  registrarMes,
  retencionPorMes,
  tasaDeRetencion,
  ultimasSemanas,
  ultimosDias,
  ventanasDeInicio,
  visitoEnMes,
  type ActividadMensual,
  type Recencia,
  traficoDeCeldas,
} from './estadisticas.ts';
import { sumarDias } from './fechas.ts';
import { indiceSemana } from './rachas.ts';

describe('windows in the business calendar', () => {
  it('the last N days end today and include it', () => {
    expect(ultimosDias('2026-11-23', 7)).toEqual({ desde: '2026-11-17', hasta: '2026-11-23' });
    expect(ultimosDias('2026-03-01', 30)).toEqual({ desde: '2026-01-31', hasta: '2026-03-01' });
    expect(diasEntre('2026-01-31', '2026-03-01')).toBe(29);
  });

  it('an ISO week starts on Monday, whatever day it is', () => {
    expect(lunesDeSemana('2026-11-23')).toBe('2026-11-23'); // Monday
    expect(lunesDeSemana('2026-11-29')).toBe('2026-11-23'); // Sunday
    expect(lunesDeSemana('2027-01-01')).toBe('2026-12-28'); // across the year
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20000 }), (n) => {
        const d = sumarDias('2000-01-01', n);
        const lunes = lunesDeSemana(d);
        expect(indiceSemana(lunes)).toBe(indiceSemana(d));
        expect(indiceSemana(sumarDias(lunes, -1))).toBe(indiceSemana(d) - 1);
      }),
    );
  });

  it('the last weeks are whole ISO weeks, oldest first, the current one up to today', () => {
    const s = ultimasSemanas('2026-11-25', 3); // a Wednesday
    expect(s.map((w) => [w.semana, w.desde, w.hasta, w.enCurso])).toEqual([
      ['2026-W46', '2026-11-09', '2026-11-15', false],
      ['2026-W47', '2026-11-16', '2026-11-22', false],
      ['2026-W48', '2026-11-23', '2026-11-25', true],
    ]);
    expect(s[2]!.indice - s[0]!.indice).toBe(2);
    expect(ultimasSemanas('2026-11-25', 12)).toHaveLength(12);
  });

  it("Inicio's windows: this week, 30 days for customers, 7 for visits", () => {
    expect(ventanasDeInicio('2026-11-25')).toEqual({
      semana: { desde: '2026-11-23', hasta: '2026-11-25' },
      clientes: { desde: '2026-10-27', hasta: '2026-11-25' },
      resumen: { desde: '2026-11-19', hasta: '2026-11-25' },
    });
  });
});

describe('frequent and new customers (SPEC §9)', () => {
  it('frequent: 2 or more visits in 30 days; new: exactly 1 and this week', () => {
    expect([0, 1, 2, 5].map(esFrecuente)).toEqual([false, false, true, true]);
    expect(esNuevo(1, true)).toBe(true);
    expect(esNuevo(1, false)).toBe(false);
    expect(esNuevo(2, true)).toBe(false);
  });

  it('counts each customer once from their visit dates', () => {
    const hoy = '2026-11-25'; // week from Monday 23; 30 days from 27 Oct
    const r = clientesDeLaSemana(
      [
        ['2026-11-24'], // new: one visit, this week
        ['2026-11-24', '2026-11-25'], // frequent, this week
        ['2026-11-02', '2026-11-10'], // frequent, not this week
        ['2026-11-10'], // one visit, not this week: neither
        ['2026-09-01', '2026-11-23'], // the older visit is outside the 30 days: new
        ['2026-10-26', '2026-11-23'], // 26 Oct is day 31: new
        ['2026-10-27', '2026-11-23'], // 27 Oct is day 30: frequent
      ],
      hoy,
    );
    expect(r).toEqual({ clientes: 5, frecuentes: 3, nuevos: 3 });
  });
});

describe("a card's two latest visits", () => {
  it('keep the top two instants whatever order visits arrive in (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1 }), (ts) => {
        let r: Recencia = { ultima: null, penultima: null };
        for (const t of ts) r = recordarVisita(r, new Date(t * 60_000));
        const sorted = [...ts].sort((a, b) => b - a);
        expect(r.ultima!.getTime()).toBe(sorted[0]! * 60_000);
        expect(r.penultima?.getTime() ?? null).toBe(sorted.length > 1 ? sorted[1]! * 60_000 : null);
      }),
    );
  });
});

describe('months with a visit, kept on the card', () => {
  it('index calendar months', () => {
    expect(indiceMes('2026-11-25') - indiceMes('2026-01-01')).toBe(10);
    expect(mesDeIndice(indiceMes('2026-12-31') + 1)).toBe('2027-01');
    expect(primerDiaDeMes(indiceMes('2026-02-14'))).toBe('2026-02-01');
  });

  it('remember every month of the last 31, whatever order visits arrive in (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 80 }), { minLength: 1 }), (meses) => {
        let a: ActividadMensual = ACTIVIDAD_VACIA;
        for (const m of meses) a = registrarMes(a, 1000 + m);
        const ultimo = 1000 + Math.max(...meses);
        expect(a.ultimoMes).toBe(ultimo);
        expect(a.meses).toBeGreaterThan(0);
        expect(a.meses).toBeLessThan(2 ** MESES_EN_MASCARA);
        for (let m = 1000; m <= 1080; m++) {
          const visito = meses.includes(m - 1000);
          const recordado = ultimo - m < MESES_EN_MASCARA;
          // A month still in memory is known exactly; one beyond it reads as no visit.
          expect(visitoEnMes(a, m)).toBe(visito && recordado && m <= ultimo);
        }
      }),
    );
  });

  it('retention: of one month’s customers, the share who came back the next', () => {
    const hoy = '2026-11-10';
    const nov = indiceMes(hoy);
    const con = (...ms: number[]) => ms.reduce(registrarMes, ACTIVIDAD_VACIA);
    const r = retencionPorMes(
      [
        con(nov - 1, nov), // October and November: came back
        con(nov - 1), // October only
        con(nov - 2, nov - 1), // September and October
        con(nov), // November only: not in October's base
        con(nov - 3, nov - 1, nov), // came back
      ],
      hoy,
      3,
    );
    expect(r).toEqual([
      { mes: '2026-09', base: 1, volvieron: 0, tasa: 0, enCurso: false },
      { mes: '2026-10', base: 1, volvieron: 1, tasa: 100, enCurso: false },
      { mes: '2026-11', base: 4, volvieron: 2, tasa: 50, enCurso: true },
    ]);
    expect(tasaDeRetencion(0, 0)).toBeNull();
    expect(tasaDeRetencion(3, 1)).toBe(33);
  });

  it('retention: a group of customers with the same months counts as that many', () => {
    const hoy = '2026-11-10';
    const nov = indiceMes(hoy);
    const con = (...ms: number[]) => ms.reduce(registrarMes, ACTIVIDAD_VACIA);
    const r = retencionPorMes(
      [
        { ...con(nov - 1, nov), clientes: 3 },
        { ...con(nov - 1), clientes: 2 },
      ],
      hoy,
      2,
    );
    expect(r).toEqual([
      { mes: '2026-10', base: 0, volvieron: 0, tasa: null, enCurso: false },
      { mes: '2026-11', base: 5, volvieron: 3, tasa: 60, enCurso: true },
    ]);
  });
});

describe('traficoDeCeldas (GET /api/visita/trafico, issue 26)', () => {
  it('fills the 7 × 24 picture, weekday 0 = Domingo, with totals and the peak', () => {
    const t = traficoDeCeldas([
      { diaSemana: 0, hora: 9, visitas: 3 },
      { diaSemana: 5, hora: 14, visitas: 4 },
      { diaSemana: 1, hora: 9, visitas: 2 },
      { diaSemana: 6, hora: 23, visitas: 4 },
    ]);
    expect(t.matriz).toHaveLength(7);
    for (const fila of t.matriz) expect(fila).toHaveLength(24);
    expect(t.matriz[0]![9]).toBe(3);
    expect(t.porHora[9]).toBe(5);
    expect(t.porHora[14]).toBe(4);
    expect(t.porDiaSemana).toEqual([3, 2, 0, 0, 0, 4, 4]);
    expect(t.total).toBe(13);
    // A tie goes to the earliest in the week (Domingo first).
    expect(t.pico).toEqual({ diaSemana: 5, hora: 14, visitas: 4 });
  });

  it('is all zeros without visits, and ignores a cell out of range', () => {
    const t = traficoDeCeldas([{ diaSemana: 7, hora: 3, visitas: 9 }]);
    expect(t.total).toBe(0);
    expect(t.pico).toBeNull();
    expect(t.porHora.every((v) => v === 0)).toBe(true);
  });
});
