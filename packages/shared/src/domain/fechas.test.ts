import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fechaLocal, finDeTemporada, partesLocales, sumarDias, sumarMeses } from './fechas.ts';

describe('business-local dates', () => {
  it('reads today in the business time zone, not the server one', () => {
    const lateNight = new Date('2026-11-22T05:30:00Z'); // 23:30 on the 21st in Mexico City
    expect(fechaLocal(lateNight, 'America/Mexico_City')).toBe('2026-11-21');
    expect(fechaLocal(lateNight, 'UTC')).toBe('2026-11-22');
    expect(fechaLocal(lateNight, 'America/Tijuana')).toBe('2026-11-21');
  });

  it('adds months keeping the day, or the last day of a shorter month', () => {
    expect(sumarMeses('2026-11-21', 3)).toBe('2027-02-21');
    expect(sumarMeses('2026-11-30', 3)).toBe('2027-02-28');
    expect(sumarMeses('2027-11-30', 3)).toBe('2028-02-29');
    expect(sumarMeses('2026-01-31', 1)).toBe('2026-02-28');
    expect(sumarMeses('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('a 3-month season ends the day before the same date three months on', () => {
    expect(finDeTemporada('2026-11-21', 3)).toBe('2027-02-20');
    expect(finDeTemporada('2026-01-01', 3)).toBe('2026-03-31');
    expect(sumarDias('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('always lands after the start and within 92 days for 3 months', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (d) => {
          const inicio = d.toISOString().slice(0, 10);
          const fin = finDeTemporada(inicio, 3);
          const days = (Date.parse(fin) - Date.parse(inicio)) / 86_400_000;
          return days >= 88 && days <= 91;
        },
      ),
    );
  });
});

describe('partesLocales', () => {
  it('reads the business clock, not the server clock', () => {
    // 2026-11-23 03:30 UTC is still Sunday the 22nd, 21:30, in Mexico City (UTC−6).
    const at = new Date('2026-11-23T03:30:00Z');
    expect(partesLocales(at, 'America/Mexico_City')).toEqual({
      fecha: '2026-11-22',
      hora: 21,
      diaSemana: 0,
    });
    expect(partesLocales(at, 'UTC')).toEqual({ fecha: '2026-11-23', hora: 3, diaSemana: 1 });
    expect(partesLocales(new Date('2026-11-23T06:00:00Z'), 'America/Mexico_City').hora).toBe(0);
  });
});
