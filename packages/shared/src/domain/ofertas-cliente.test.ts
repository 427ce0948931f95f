import { describe, expect, it } from 'vitest';
import { instanteLocal, ofertaParaCliente } from './ofertas-cliente.ts';
import type { ReglasPromocion } from './promociones.ts';
import { MX, mx, promocionAbierta } from './test-fixtures.ts';

const NIVELES = [
  { nivel: 1, nombre: 'Bronce', visitasRequeridas: 6 },
  { nivel: 2, nombre: 'Plata', visitasRequeridas: 8 },
  { nivel: 3, nombre: 'Oro', visitasRequeridas: 12 },
  { nivel: 4, nombre: 'Rubí', visitasRequeridas: 15 },
];

const base = promocionAbierta;
const limites = (l: Partial<ReglasPromocion['limites']>) => ({ ...base.limites, ...l });
const martes = mx('2026-11-24T19:00:00'); // a Tuesday evening
const ctx = (over: Partial<Parameters<typeof ofertaParaCliente>[1]> = {}) => ({
  nivel: 1,
  visitasTemporada: 5,
  niveles: NIVELES,
  ahora: martes,
  usosGlobales: 0,
  usos: { hoy: 0, semana: 0, total: 0 },
  ...over,
});

describe('an offer as one customer sees it', () => {
  it('is available when every rule lets them use it now', () => {
    expect(ofertaParaCliente(base, ctx())).toEqual({
      estado: 'disponible',
      motivo: null,
      desbloqueo: null,
      reabre: null,
    });
  });

  it('is not shown at all when its owner switched it off', () => {
    expect(ofertaParaCliente({ ...base, status: false }, ctx())).toBeNull();
  });

  it('locked by level says which level unlocks it and how many visits are missing', () => {
    expect(ofertaParaCliente({ ...base, nivelReq: 2 }, ctx())).toEqual({
      estado: 'bloqueada',
      motivo: 'nivel',
      desbloqueo: { nivel: 2, nombre: 'Plata', faltan: 3 },
      reabre: null,
    });
    // The business lowered Plata to 4 visits: the next visit raises the level, so 1 is missing.
    const bajo = NIVELES.map((n) => (n.nivel === 2 ? { ...n, visitasRequeridas: 4 } : n));
    expect(
      ofertaParaCliente({ ...base, nivelReq: 2 }, ctx({ niveles: bajo }))?.desbloqueo?.faltan,
    ).toBe(1);
    // The business's own level names.
    const propios = NIVELES.map((n) => (n.nivel === 3 ? { ...n, nombre: 'Maestro taquero' } : n));
    expect(
      ofertaParaCliente({ ...base, nivelReq: 3 }, ctx({ niveles: propios }))?.desbloqueo,
    ).toEqual({ nivel: 3, nombre: 'Maestro taquero', faltan: 7 });
  });

  it('used up today opens again tomorrow; this week, next Monday; in total, never', () => {
    expect(
      ofertaParaCliente(
        { ...base, limites: limites({ diario: 1 }) },
        ctx({ usos: { hoy: 1, semana: 1, total: 4 } }),
      ),
    ).toEqual({
      estado: 'usada',
      motivo: 'limite_diario',
      desbloqueo: null,
      reabre: { fecha: '2026-11-25', hora: null, enDias: 1 },
    });
    expect(
      ofertaParaCliente(
        { ...base, limites: limites({ diario: 1, semanal: 2 }) },
        ctx({ usos: { hoy: 0, semana: 2, total: 2 } }),
      ),
    ).toMatchObject({
      estado: 'usada',
      motivo: 'limite_semanal',
      reabre: { fecha: '2026-11-30', hora: null, enDias: 6 },
    });
    expect(
      ofertaParaCliente(
        { ...base, limites: limites({ total: 1 }) },
        ctx({ usos: { hoy: 0, semana: 0, total: 1 } }),
      ),
    ).toMatchObject({ estado: 'usada', motivo: 'limite_total', reabre: null });
  });

  it('a weekly limit of an offer that ends this week does not open again', () => {
    const p: ReglasPromocion = {
      ...base,
      tipo: 'periodo',
      periodo: { fechaInicio: '2026-11-20', fechaFin: '2026-11-27' },
      limites: limites({ semanal: 1 }),
    };
    expect(ofertaParaCliente(p, ctx({ usos: { hoy: 0, semana: 1, total: 1 } }))?.reabre).toBeNull();
  });

  it('a weekly offer out of its hours gives its next window, today or next week', () => {
    const p: ReglasPromocion = {
      ...base,
      tipo: 'programa',
      programa: { diaSemana: 2, horaInicio: '20:00', horaFin: '23:00', zonaHoraria: MX },
    };
    expect(ofertaParaCliente(p, ctx())).toEqual({
      estado: 'fuera_de_horario',
      motivo: 'fuera_de_horario',
      desbloqueo: null,
      reabre: { fecha: '2026-11-24', hora: '20:00', enDias: 0 },
    });
    expect(ofertaParaCliente(p, ctx({ ahora: mx('2026-11-25T12:00:00') }))?.reabre).toEqual({
      fecha: '2026-12-01',
      hora: '20:00',
      enDias: 6,
    });
    // Used once today in its window, with a daily limit: next Tuesday's window.
    const dentro = mx('2026-11-24T21:00:00');
    expect(
      ofertaParaCliente(
        { ...p, limites: limites({ diario: 1 }) },
        ctx({ ahora: dentro, usos: { hoy: 1, semana: 1, total: 1 } }),
      ),
    ).toMatchObject({
      estado: 'usada',
      motivo: 'limite_diario',
      reabre: { fecha: '2026-12-01', hora: '20:00', enDias: 7 },
    });
  });

  it('an offer that has not started yet opens on its first day, however far', () => {
    const p: ReglasPromocion = {
      ...base,
      tipo: 'periodo',
      periodo: { fechaInicio: '2026-12-20', fechaFin: '2026-12-31' },
    };
    expect(ofertaParaCliente(p, ctx())).toMatchObject({
      estado: 'proximamente',
      motivo: 'fuera_de_periodo',
      reabre: { fecha: '2026-12-20', hora: null, enDias: 26 },
    });
  });

  it('sold out, over its global limit or expired is final', () => {
    const exclusivo: ReglasPromocion = {
      ...base,
      tipo: 'exclusivo',
      exclusivo: { restantes: 0, fechaLimite: '2026-12-31' },
    };
    expect(ofertaParaCliente(exclusivo, ctx())).toEqual({
      estado: 'agotada',
      motivo: 'sin_existencias',
      desbloqueo: null,
      reabre: null,
    });
    expect(
      ofertaParaCliente({ ...base, limites: limites({ global: 10 }) }, ctx({ usosGlobales: 10 })),
    ).toMatchObject({ estado: 'agotada', motivo: 'limite_global', reabre: null });
    expect(
      ofertaParaCliente(
        { ...exclusivo, exclusivo: { restantes: 5, fechaLimite: '2026-11-23' } },
        ctx(),
      ),
    ).toMatchObject({ estado: 'vencida', motivo: 'vencida', reabre: null });
  });

  it('tells sold out before locked, and locked before out of hours (the rule’s own order)', () => {
    const p: ReglasPromocion = {
      ...base,
      nivelReq: 3,
      tipo: 'programa',
      programa: { diaSemana: 5, horaInicio: '20:00', horaFin: '23:00', zonaHoraria: MX },
    };
    expect(ofertaParaCliente(p, ctx())?.estado).toBe('bloqueada');
  });
});

describe('a wall-clock time in a zone', () => {
  it('is the instant that zone reads it', () => {
    expect(instanteLocal('2026-11-24', '18:00', MX)).toBe(mx('2026-11-24T18:00:00').getTime());
    // Tijuana keeps daylight saving time: UTC−7 in July, UTC−8 in November.
    expect(new Date(instanteLocal('2026-07-10', '09:30', 'America/Tijuana')).toISOString()).toBe(
      '2026-07-10T16:30:00.000Z',
    );
    expect(new Date(instanteLocal('2026-11-10', '09:30', 'America/Tijuana')).toISOString()).toBe(
      '2026-11-10T17:30:00.000Z',
    );
  });
});
