import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  diaDeLaSemana,
  diaMes,
  diaMesAnio,
  fechaCorta,
  fechaDiaMes,
  fechaDiaMesAnio,
  horaMinutos,
  mesAbreviado,
  nombreMes,
} from './fecha-es.ts';

// Every word these write is what es-MX's Intl writes (Node's ICU and Chromium's agree on them):
// on the phone's clock (this process's zone) and for calendar dates read in UTC.
const intl = (opciones: Intl.DateTimeFormatOptions, d: Date) =>
  new Intl.DateTimeFormat('es-MX', opciones).format(d);
const instantes = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
});

describe('dates in es-MX words', () => {
  it("say instants on the phone's clock as Intl does", () => {
    fc.assert(
      fc.property(instantes, (d) => {
        expect(diaMes(d)).toBe(intl({ day: 'numeric', month: 'short' }, d));
        expect(diaMesAnio(d)).toBe(intl({ day: 'numeric', month: 'short', year: 'numeric' }, d));
        expect(diaDeLaSemana(d)).toBe(intl({ weekday: 'long' }, d));
        expect(horaMinutos(d)).toBe(
          intl({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, d),
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('say calendar dates as Intl does in UTC, whatever the time written after them', () => {
    fc.assert(
      fc.property(instantes, (d) => {
        const fecha = d.toISOString().slice(0, 10);
        const utc = { timeZone: 'UTC' } as const;
        expect(fechaDiaMes(fecha)).toBe(intl({ ...utc, day: 'numeric', month: 'short' }, d));
        expect(fechaDiaMesAnio(`${fecha}T23:59:59-06:00`)).toBe(
          intl({ ...utc, day: 'numeric', month: 'short', year: 'numeric' }, d),
        );
        expect(nombreMes(fecha.slice(0, 7))).toBe(intl({ ...utc, month: 'long' }, d));
        expect(mesAbreviado(fecha.slice(0, 7))).toBe(intl({ ...utc, month: 'short' }, d));
      }),
      { numRuns: 1000 },
    );
    expect(fechaDiaMes('2026-11-09')).toBe('9 nov');
    expect(nombreMes('2026-09')).toBe('septiembre');
    expect(fechaCorta('2026-11-21')).toBe('21 nov 2026');
    expect(fechaCorta('sin fecha')).toBe('sin fecha');
  });
});
