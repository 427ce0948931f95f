import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  diaLargo,
  fechaLocal,
  finDeTemporada,
  partesLocales,
  sumarDias,
  sumarMeses,
} from './fechas.ts';

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

describe('the last minute kept per zone', () => {
  // What the cache must always agree with: the zone's calendar as Intl reads it, asked afresh
  // another way ('2026-11-22 21:30:00' in Swedish, the weekday in English).
  const intl = (ms: number, zona: string) => {
    const [fecha, hora] = new Date(ms)
      .toLocaleString('sv-SE', { timeZone: zona, hourCycle: 'h23' })
      .split(' ') as [string, string];
    const dia = new Date(ms).toLocaleDateString('en-US', { timeZone: zona, weekday: 'short' });
    return {
      fecha,
      hora: Number(hora.slice(0, 2)),
      diaSemana: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(dia),
    };
  };
  const zonas = [
    'America/Mexico_City',
    'America/Tijuana',
    'America/Cancun',
    'America/Chihuahua',
    'Asia/Kathmandu',
    'Africa/Monrovia',
    'UTC',
  ];

  const recorrer = (desde: number, pasos: number[], zona: string) => {
    let t = desde;
    for (const paso of pasos) {
      t += paso;
      const esperado = intl(t, zona);
      expect(partesLocales(new Date(t), zona)).toEqual(esperado);
      expect(fechaLocal(new Date(t), zona)).toBe(esperado.fecha);
    }
  };

  it('answers as Intl does along any walk through time, a few seconds at a time', () => {
    fc.assert(
      fc.property(
        // From 1900 (sub-minute offsets before 1973: never reused) to 2100.
        fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.constantFrom(...zonas),
        fc.array(fc.integer({ min: 0, max: 45_000 }), { minLength: 20, maxLength: 150 }),
        (desde, zona, pasos) => {
          // Start just before a local hour turns, where a stale answer would show.
          recorrer(desde - (desde % 3_600_000) - 120_000, pasos, zona);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('turns the day at midnight in Monrovia in 1970, 44 min 30 s past a UTC hour', () => {
    recorrer(Date.UTC(1970, 5, 1, 0, 44, 0), Array<number>(12).fill(5_000), 'Africa/Monrovia');
  });

  it('crosses midnight and a change of offset within the same hour', () => {
    // 23:59:59.999 and 00:00:00 in Mexico City are different minutes: different days.
    const antes = Date.UTC(2026, 10, 23, 5, 59, 59, 999);
    expect(fechaLocal(new Date(antes), 'America/Mexico_City')).toBe('2026-11-22');
    expect(fechaLocal(new Date(antes + 1), 'America/Mexico_City')).toBe('2026-11-23');
    expect(partesLocales(new Date(antes), 'America/Mexico_City').hora).toBe(23);
    expect(partesLocales(new Date(antes + 1), 'America/Mexico_City').hora).toBe(0);
    // Tijuana leaves daylight time on 2026-11-01 at 09:00 UTC: 01:59 PDT, then 01:00 PST.
    const cambio = Date.UTC(2026, 10, 1, 9, 0, 0);
    expect(partesLocales(new Date(cambio - 1), 'America/Tijuana').hora).toBe(1);
    expect(partesLocales(new Date(cambio), 'America/Tijuana').hora).toBe(1);
    expect(partesLocales(new Date(cambio + 60 * 60 * 1000), 'America/Tijuana').hora).toBe(2);
  });
});

describe('diaLargo', () => {
  it('says a day as a sentence does, without the comma Intl puts after the weekday', () => {
    expect(diaLargo('2026-06-28')).toBe('domingo 28 de junio');
    expect(diaLargo('2026-11-21')).toBe('sábado 21 de noviembre');
    // The calendar day itself, wherever the server runs: 1 January stays 1 January.
    expect(diaLargo('2027-01-01')).toBe('viernes 1 de enero');
  });
});
