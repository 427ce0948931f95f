import { describe, expect, it } from 'vitest';
import { ACCIONES_ALERTA, type DiaDeHorario } from '@tarjeto/shared';
import { ESCANEO_ATRASADO_MS } from '../visitas/visitas.service.ts';
import { fueraDeHorario, lunesDe, REGLAS_ALERTA, tramoMasDenso } from './reglas.ts';

// The alert rules' own arithmetic, without a database: the table covers every alert, the densest
// stretch of a burst, the margin around opening hours and the business-local week.

const MIN = 60_000;
const mx = (local: string) => new Date(`${local}:00-06:00`);

describe('REGLAS_ALERTA', () => {
  it('has one rule for each alert, each with a Spanish line saying what it flags', () => {
    expect(Object.keys(REGLAS_ALERTA).sort()).toEqual([...ACCIONES_ALERTA].sort());
    for (const regla of Object.values(REGLAS_ALERTA))
      expect(regla.descripcion).toMatch(/^[A-ZÁÉÍÓÚÑ].+\.$/);
  });

  it('calls a visit backdated exactly as the visit service calls it queued', () => {
    expect(REGLAS_ALERTA['alerta.rafaga'].atrasadas.atrasoMs).toBe(ESCANEO_ATRASADO_MS);
  });
});

describe('tramoMasDenso', () => {
  it('finds the most moments within a window of the first, the earliest on a tie', () => {
    const t = [0, 1, 2, 10, 11, 12, 13, 30].map((m) => m * MIN);
    expect(tramoMasDenso(t, 5 * MIN)).toEqual({ desde: 3, hasta: 6, n: 4 });
    // A moment exactly one window after the first is outside it.
    expect(tramoMasDenso([0, 5 * MIN], 5 * MIN)).toEqual({ desde: 0, hasta: 0, n: 1 });
    expect(tramoMasDenso([], 5 * MIN).n).toBe(0);
  });
});

describe('fueraDeHorario', () => {
  // Tuesday 2026-03-03; open 08:00–20:00 on weekdays, 18:00–02:00 on Saturday, shut on Sunday.
  const horario: DiaDeHorario[] = [
    { dia: 0, apertura: '', cierre: '' },
    ...[1, 2, 3, 4, 5].map((dia) => ({ dia, apertura: '08:00', cierre: '20:00' })),
    { dia: 6, apertura: '18:00', cierre: '02:00' },
  ];
  const fuera = (local: string) =>
    fueraDeHorario(horario, mx(local), 'America/Mexico_City', 15 * MIN);

  it('gives a quarter of an hour either side of the hours', () => {
    expect(fuera('2026-03-03T07:45')).toBe(false);
    expect(fuera('2026-03-03T07:44')).toBe(true);
    expect(fuera('2026-03-03T20:14')).toBe(false);
    expect(fuera('2026-03-03T20:16')).toBe(true);
    expect(fuera('2026-03-03T13:00')).toBe(false);
  });

  it('reads a night past midnight as the evening before, and a closed day as closed', () => {
    // Saturday night into Sunday: open until 02:00.
    expect(fuera('2026-03-08T01:30')).toBe(false);
    expect(fuera('2026-03-08T02:30')).toBe(true);
    expect(fuera('2026-03-08T13:00')).toBe(true);
  });
});

describe('lunesDe', () => {
  it('is the Monday of the ISO week, Sunday included in the week before it', () => {
    expect(lunesDe('2026-03-02')).toBe('2026-03-02');
    expect(lunesDe('2026-03-08')).toBe('2026-03-02');
    expect(lunesDe('2026-03-09')).toBe('2026-03-09');
    expect(lunesDe('2027-01-01')).toBe('2026-12-28');
  });
});
