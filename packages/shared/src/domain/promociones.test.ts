import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLASES_PROMO,
  dentroDelPrograma,
  elegibilidad,
  elegibilidadTrasCanje,
  mensajeNoElegible,
  MOTIVOS_NO_ELEGIBLE,
  porVencer,
  problemasDePromocion,
  nombreTipoPromo,
  tasaDeUso,
  motivoSinTasa,
  MAS_CANJES_QUE_VISTAS,
  SIN_VISTAS_REGISTRADAS,
  TIPOS_PROMO,
  tituloTipoPromo,
  type ReglasPromocion,
} from './promociones.ts';
import { MX, mx, promocionAbierta } from './test-fixtures.ts';

const base = promocionAbierta;
const ahora = mx('2026-11-24T19:00:00'); // a Tuesday evening
/** Any set of limits (each one or none), and any usage by one customer. */
const limitesArb = fc.record({
  diario: fc.option(fc.integer({ min: 1, max: 5 })),
  semanal: fc.option(fc.integer({ min: 1, max: 10 })),
  total: fc.option(fc.integer({ min: 1, max: 20 })),
  global: fc.option(fc.integer({ min: 1, max: 50 })),
});
const usosArb = fc.record({ hoy: fc.nat(6), semana: fc.nat(12), total: fc.nat(25) });
const ok = { nivel: 0, ahora, usosGlobales: 0, usos: { hoy: 0, semana: 0, total: 0 } };

describe('the weekly window', () => {
  const martes = { diaSemana: 2, horaInicio: '18:00', horaFin: '22:00', zonaHoraria: MX };
  it('is open from its start, closed at its end, and only on its day', () => {
    expect(dentroDelPrograma(martes, mx('2026-11-24T18:00:00'))).toBe(true);
    expect(dentroDelPrograma(martes, mx('2026-11-24T21:59:00'))).toBe(true);
    expect(dentroDelPrograma(martes, mx('2026-11-24T22:00:00'))).toBe(false);
    expect(dentroDelPrograma(martes, mx('2026-11-24T17:59:00'))).toBe(false);
    expect(dentroDelPrograma(martes, mx('2026-11-25T19:00:00'))).toBe(false);
  });

  it('runs past midnight into the next day when it ends before it starts', () => {
    const viernes = { diaSemana: 5, horaInicio: '22:00', horaFin: '02:00', zonaHoraria: MX };
    expect(dentroDelPrograma(viernes, mx('2026-11-27T23:30:00'))).toBe(true);
    expect(dentroDelPrograma(viernes, mx('2026-11-28T01:59:00'))).toBe(true);
    expect(dentroDelPrograma(viernes, mx('2026-11-28T02:00:00'))).toBe(false);
    expect(dentroDelPrograma(viernes, mx('2026-11-27T21:59:00'))).toBe(false);
    // Saturday late night is not Friday's window.
    expect(dentroDelPrograma(viernes, mx('2026-11-28T23:00:00'))).toBe(false);
  });

  it('reads the promotion’s own time zone, not the server’s', () => {
    const tijuana = { ...martes, zonaHoraria: 'America/Tijuana' };
    // 19:00 in Mexico City is 17:00 in Tijuana (UTC−8 in November): not yet open there.
    expect(dentroDelPrograma(tijuana, ahora)).toBe(false);
  });

  it('holds for every moment: open exactly when the local clock is inside', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 7 * 24 * 60 - 1 }),
        (dia, hi, hf, minutoSemana) => {
          fc.pre(hi !== hf);
          const p = {
            diaSemana: dia,
            horaInicio: `${String(hi).padStart(2, '0')}:00`,
            horaFin: `${String(hf).padStart(2, '0')}:00`,
            zonaHoraria: 'UTC',
          };
          // 2026-11-22 is a Sunday: minute m of that week.
          const at = new Date(Date.UTC(2026, 10, 22) + minutoSemana * 60_000);
          const d = Math.floor(minutoSemana / 1440);
          const m = minutoSemana % 1440;
          const expected =
            hi < hf
              ? d === dia && m >= hi * 60 && m < hf * 60
              : (d === dia && m >= hi * 60) || (d === (dia + 1) % 7 && m < hf * 60);
          expect(dentroDelPrograma(p, at)).toBe(expected);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('eligibility', () => {
  it('allows at the boundary and refuses one past it, for every limit', () => {
    const limited = (l: Partial<ReglasPromocion['limites']>) => ({
      ...base,
      limites: { ...base.limites, ...l },
    });
    const cases: Array<[ReglasPromocion, Partial<typeof ok.usos> & { global?: number }, string]> = [
      [limited({ diario: 1 }), { hoy: 1 }, 'limite_diario'],
      [limited({ semanal: 3 }), { semana: 3 }, 'limite_semanal'],
      [limited({ total: 5 }), { total: 5 }, 'limite_total'],
      [limited({ global: 500 }), { global: 500 }, 'limite_global'],
    ];
    for (const [p, at, motivo] of cases) {
      const { global = 0, ...usos } = at;
      const under = Object.fromEntries(Object.entries(usos).map(([k, v]) => [k, v - 1]));
      expect(
        elegibilidad(p, {
          ...ok,
          usosGlobales: Math.max(0, global - 1),
          usos: { ...ok.usos, ...under },
        }),
      ).toEqual({ elegible: true });
      expect(
        elegibilidad(p, { ...ok, usosGlobales: global, usos: { ...ok.usos, ...usos } }),
      ).toEqual({ elegible: false, motivo });
    }
  });

  it('asks for the level', () => {
    const oro = { ...base, nivelReq: 3 };
    expect(elegibilidad(oro, { ...ok, nivel: 2 })).toEqual({ elegible: false, motivo: 'nivel' });
    expect(elegibilidad(oro, { ...ok, nivel: 3 })).toEqual({ elegible: true });
  });

  it('keeps to the period, its last day included, in business-local dates', () => {
    const p = {
      ...base,
      tipo: 'periodo' as const,
      periodo: { fechaInicio: '2026-11-24', fechaFin: '2026-11-30' },
    };
    expect(elegibilidad(p, { ...ok, ahora: mx('2026-11-23T23:59:00') }).elegible).toBe(false);
    expect(elegibilidad(p, { ...ok, ahora: mx('2026-11-24T00:00:00') }).elegible).toBe(true);
    expect(elegibilidad(p, { ...ok, ahora: mx('2026-11-30T23:59:00') }).elegible).toBe(true);
    expect(elegibilidad(p, { ...ok, ahora: mx('2026-12-01T00:00:00') })).toEqual({
      elegible: false,
      motivo: 'vencida',
    });
  });

  it('sells out an exclusivo and ends it after its deadline', () => {
    const p = {
      ...base,
      tipo: 'exclusivo' as const,
      exclusivo: { restantes: 1, fechaLimite: '2026-11-24' },
    };
    expect(elegibilidad(p, ok)).toEqual({ elegible: true });
    expect(elegibilidad({ ...p, exclusivo: { ...p.exclusivo, restantes: 0 } }, ok)).toEqual({
      elegible: false,
      motivo: 'sin_existencias',
    });
    expect(elegibilidad(p, { ...ok, ahora: mx('2026-11-25T00:01:00') })).toEqual({
      elegible: false,
      motivo: 'vencida',
    });
  });

  it('refuses a switched-off promotion first, and ignores per-customer limits without usage', () => {
    expect(elegibilidad({ ...base, status: false }, ok)).toEqual({
      elegible: false,
      motivo: 'inactiva',
    });
    const p = { ...base, limites: { ...base.limites, diario: 1 } };
    expect(elegibilidad(p, { nivel: 0, ahora, usosGlobales: 0 })).toEqual({ elegible: true });
  });

  it('is never eligible while any limit is reached (property)', () => {
    fc.assert(
      fc.property(
        limitesArb,
        usosArb,
        fc.nat(60),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 4 }),
        (limites, usos, globales, nivel, nivelReq) => {
          const r = elegibilidad(
            { ...base, limites, nivelReq },
            { nivel, ahora, usosGlobales: globales, usos },
          );
          const reached =
            (limites.diario !== null && usos.hoy >= limites.diario) ||
            (limites.semanal !== null && usos.semana >= limites.semanal) ||
            (limites.total !== null && usos.total >= limites.total) ||
            (limites.global !== null && globales >= limites.global) ||
            nivel < nivelReq;
          expect(r.elegible).toBe(!reached);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('has a Spanish message for every reason', () => {
    for (const m of MOTIVOS_NO_ELEGIBLE) expect(mensajeNoElegible(m)).toMatch(/^[A-ZÁÉÍÓÚ¡¿]/);
  });

  it('words refusals for the counter, and in tú only for the customer’s own app', () => {
    for (const m of MOTIVOS_NO_ELEGIBLE) {
      expect(mensajeNoElegible(m), m).not.toMatch(/usaste|\btu\b/i);
      expect(mensajeNoElegible(m, 'cliente'), m).toMatch(/^[A-ZÁÉÍÓÚ¡¿]/);
    }
    expect(mensajeNoElegible('limite_semanal')).toBe(
      'Este cliente ya usó esta promoción las veces permitidas esta semana.',
    );
    expect(mensajeNoElegible('limite_semanal', 'cliente')).toBe(
      'Ya usaste esta promoción las veces permitidas esta semana.',
    );
    // Reasons about the promotion, not the person, read the same for both.
    expect(mensajeNoElegible('vencida', 'cliente')).toBe(mensajeNoElegible('vencida'));
  });
});

describe('one more canje, right after one', () => {
  const semanal1 = { ...base, limites: { ...base.limites, semanal: 1 } };

  it('is refused when that canje reached a limit, with the limit as the reason', () => {
    expect(elegibilidadTrasCanje(semanal1, ok)).toEqual({
      elegible: false,
      motivo: 'limite_semanal',
    });
    const diario2 = { ...base, limites: { ...base.limites, diario: 2 } };
    expect(elegibilidadTrasCanje(diario2, ok)).toEqual({ elegible: true });
    expect(
      elegibilidadTrasCanje(diario2, { ...ok, usos: { hoy: 1, semana: 1, total: 1 } }),
    ).toEqual({ elegible: false, motivo: 'limite_diario' });
  });

  it('counts the stock it took and the global use it added', () => {
    const ultima = {
      ...base,
      tipo: 'exclusivo' as const,
      exclusivo: { restantes: 1, fechaLimite: '2026-12-01' },
    };
    expect(elegibilidadTrasCanje(ultima, ok)).toEqual({
      elegible: false,
      motivo: 'sin_existencias',
    });
    const global3 = { ...base, limites: { ...base.limites, global: 3 } };
    expect(elegibilidadTrasCanje(global3, { ...ok, usosGlobales: 1 })).toEqual({ elegible: true });
    expect(elegibilidadTrasCanje(global3, { ...ok, usosGlobales: 2 })).toEqual({
      elegible: false,
      motivo: 'limite_global',
    });
  });

  it('agrees with the rule itself on the state after the canje (property)', () => {
    fc.assert(
      fc.property(limitesArb, usosArb, fc.nat(60), (limites, usos, globales) => {
        const p = { ...base, limites };
        const despues = elegibilidad(p, {
          nivel: 0,
          ahora,
          usosGlobales: globales + 1,
          usos: { hoy: usos.hoy + 1, semana: usos.semana + 1, total: usos.total + 1 },
        });
        expect(elegibilidadTrasCanje(p, { nivel: 0, ahora, usosGlobales: globales, usos })).toEqual(
          despues,
        );
      }),
      { numRuns: 300 },
    );
  });
});

describe('the names people read', () => {
  it('are the drawer’s four type names (SPEC §4), agreeing with the clase', () => {
    expect(TIPOS_PROMO.map((t) => nombreTipoPromo(t))).toEqual([
      'Regular',
      'Programada',
      'Por Periodo',
      'Exclusiva',
    ]);
    expect(TIPOS_PROMO.map((t) => nombreTipoPromo(t, 'evento'))).toEqual([
      'Regular',
      'Programado',
      'Por Periodo',
      'Exclusivo',
    ]);
  });

  it('title the type section after the clase: Tipo de promoción, Tipo de evento…', () => {
    expect(CLASES_PROMO.map(tituloTipoPromo)).toEqual([
      'Tipo de promoción',
      'Tipo de cupón',
      'Tipo de premio',
      'Tipo de evento',
    ]);
  });
});

describe('promotions that could never be used', () => {
  const hoy = '2026-11-24';
  it('are refused with a field error', () => {
    expect(
      problemasDePromocion(
        { tipo: 'periodo', periodo: { fechaInicio: '2026-12-10', fechaFin: '2026-12-01' } },
        hoy,
      ),
    ).toEqual([
      {
        path: ['tipoPromo', 'periodo', 'fechaFin'],
        message: 'La fecha de fin no puede ser antes del inicio',
      },
    ]);
    expect(
      problemasDePromocion(
        { tipo: 'periodo', periodo: { fechaInicio: '2026-11-01', fechaFin: '2026-11-23' } },
        hoy,
      )[0]!.message,
    ).toBe('La fecha de fin ya pasó');
    expect(
      problemasDePromocion(
        { tipo: 'exclusivo', exclusivo: { totalInicial: 10, fechaLimite: '2026-11-23' } },
        hoy,
      )[0]!.message,
    ).toBe('La fecha límite ya pasó');
    expect(
      problemasDePromocion(
        { tipo: 'programa', programa: { horaInicio: '18:00', horaFin: '18:00' } },
        hoy,
      )[0]!.message,
    ).toBe('La hora de fin debe ser distinta de la de inicio');
  });
  it('accept a window that ends today or crosses midnight', () => {
    expect(
      problemasDePromocion({ tipo: 'periodo', periodo: { fechaInicio: hoy, fechaFin: hoy } }, hoy),
    ).toEqual([]);
    expect(
      problemasDePromocion(
        { tipo: 'programa', programa: { horaInicio: '22:00', horaFin: '02:00' } },
        hoy,
      ),
    ).toEqual([]);
    expect(problemasDePromocion({ tipo: 'regular' }, hoy)).toEqual([]);
  });
});

describe('expiring soon and usage rate (SPEC §9)', () => {
  it('flags a last day within 3 days, not after it has passed', () => {
    const p = (fechaFin: string) => ({
      tipo: 'periodo' as const,
      periodo: { fechaInicio: '2026-11-01', fechaFin },
      exclusivo: null,
    });
    expect(porVencer(p('2026-11-27'), '2026-11-24')).toBe(true);
    expect(porVencer(p('2026-11-28'), '2026-11-24')).toBe(false);
    expect(porVencer(p('2026-11-23'), '2026-11-24')).toBe(false);
    expect(porVencer({ tipo: 'regular', periodo: null, exclusivo: null }, '2026-11-24')).toBe(
      false,
    );
  });
  it('rounds uses over views to a percentage', () => {
    expect(tasaDeUso(3, 1)).toBe(33);
    expect(tasaDeUso(8, 7)).toBe(88);
    expect(tasaDeUso(4, 4)).toBe(100);
    expect(tasaDeUso(5, 0)).toBe(0);
  });
  it('is never above 100 %: no rate when the views do not cover the canjes (issue 26 B2)', () => {
    // A customer redeemed twice at the kiosk and opened the offer once in the app.
    expect(tasaDeUso(1, 2)).toBeNull();
    expect(motivoSinTasa(1, 2)).toBe(MAS_CANJES_QUE_VISTAS);
    expect(tasaDeUso(0, 3)).toBeNull();
    expect(motivoSinTasa(0, 3)).toBe(SIN_VISTAS_REGISTRADAS);
    expect(tasaDeUso(0, 0)).toBeNull();
    expect(motivoSinTasa(0, 0)).toBe(SIN_VISTAS_REGISTRADAS);
    expect(motivoSinTasa(3, 1)).toBeNull();
    for (let vistas = 0; vistas <= 12; vistas++)
      for (let usos = 0; usos <= 12; usos++) {
        const t = tasaDeUso(vistas, usos);
        if (t !== null) expect(t).toBeLessThanOrEqual(100);
        expect(t === null).toBe(motivoSinTasa(vistas, usos) !== null);
      }
  });
});
