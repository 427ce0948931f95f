import { describe, expect, it } from 'vitest';
import { estadoHorario, horarioTexto, type DiaDeHorario } from './horario.ts';
import { MX, mx } from './test-fixtures.ts';

const semana = (apertura: string, cierre: string, cerrados: number[] = []): DiaDeHorario[] =>
  [0, 1, 2, 3, 4, 5, 6].map((dia) =>
    cerrados.includes(dia) ? { dia, apertura: '', cierre: '' } : { dia, apertura, cierre },
  );

// 2026-11-24 is a Tuesday (2).
describe('opening hours on the business clock', () => {
  const cafe = semana('07:00', '21:00', [0]);

  it('is open between opening and closing, and says when it closes', () => {
    expect(estadoHorario(cafe, mx('2026-11-24T07:00:00'), MX)).toEqual({
      abierto: true,
      hoy: { apertura: '07:00', cierre: '21:00' },
      cierraA: '21:00',
      abre: null,
    });
    expect(estadoHorario(cafe, mx('2026-11-24T20:59:00'), MX).abierto).toBe(true);
  });

  it('before opening, opens later today; after closing, tomorrow', () => {
    expect(estadoHorario(cafe, mx('2026-11-24T06:30:00'), MX)).toMatchObject({
      abierto: false,
      abre: { diaSemana: 2, hora: '07:00', enDias: 0 },
    });
    expect(estadoHorario(cafe, mx('2026-11-24T21:00:00'), MX)).toMatchObject({
      abierto: false,
      hoy: { apertura: '07:00', cierre: '21:00' },
      abre: { diaSemana: 3, hora: '07:00', enDias: 1 },
    });
  });

  it('skips closed days: Saturday night opens again on Monday', () => {
    expect(estadoHorario(cafe, mx('2026-11-28T22:00:00'), MX).abre).toEqual({
      diaSemana: 1,
      hora: '07:00',
      enDias: 2,
    });
    // On the closed day itself there are no hours today.
    expect(estadoHorario(cafe, mx('2026-11-29T12:00:00'), MX)).toMatchObject({
      abierto: false,
      hoy: null,
      abre: { diaSemana: 1, enDias: 1 },
    });
  });

  it('a night that runs past midnight is still open early the next day', () => {
    // Tacos 18:00–02:00, closed Mondays.
    const tacos = semana('18:00', '02:00', [1]);
    expect(estadoHorario(tacos, mx('2026-11-24T23:30:00'), MX)).toMatchObject({
      abierto: true,
      cierraA: '02:00',
    });
    // 01:00 on Wednesday: Tuesday's night.
    expect(estadoHorario(tacos, mx('2026-11-25T01:00:00'), MX)).toMatchObject({
      abierto: true,
      cierraA: '02:00',
      hoy: { apertura: '18:00', cierre: '02:00' },
    });
    expect(estadoHorario(tacos, mx('2026-11-25T02:00:00'), MX)).toMatchObject({
      abierto: false,
      abre: { diaSemana: 3, hora: '18:00', enDias: 0 },
    });
    // Monday 01:00 is Sunday's night; Tuesday 01:00 is not Monday's (closed Monday).
    expect(estadoHorario(tacos, mx('2026-11-23T01:00:00'), MX).abierto).toBe(true);
    expect(estadoHorario(tacos, mx('2026-11-24T01:00:00'), MX)).toMatchObject({
      abierto: false,
      abre: { diaSemana: 2, hora: '18:00', enDias: 0 },
    });
  });

  it('reads the business’s zone, not the phone’s', () => {
    // 21:30 in Mexico City is 19:30 in Tijuana: a café there is still open.
    expect(estadoHorario(cafe, mx('2026-11-24T21:30:00'), 'America/Tijuana').abierto).toBe(true);
    expect(estadoHorario(cafe, mx('2026-11-24T21:30:00'), MX).abierto).toBe(false);
  });

  it('with no open day at all, is closed with nothing to announce', () => {
    expect(estadoHorario([], mx('2026-11-24T12:00:00'), MX)).toEqual({
      abierto: false,
      hoy: null,
      cierraA: null,
      abre: null,
    });
    // A day missing from the list, or half filled, is a closed day.
    const parcial = [
      { dia: 2, apertura: '09:00', cierre: '' },
      { dia: 3, apertura: '09:00', cierre: '18:00' },
    ];
    expect(estadoHorario(parcial, mx('2026-11-24T12:00:00'), MX)).toMatchObject({
      abierto: false,
      hoy: null,
      abre: { diaSemana: 3, enDias: 1 },
    });
  });
});

describe('the words of the hours', () => {
  const cafe = semana('07:00', '21:00', [0]);
  const texto = (iso: string, horario = cafe) => horarioTexto(estadoHorario(horario, mx(iso), MX));

  it('says whether it is open now, and when it closes or opens next', () => {
    expect(texto('2026-11-24T12:00:00')).toEqual({
      estado: 'Abierto ahora',
      detalle: 'Cierra a las 21:00',
    });
    expect(texto('2026-11-24T06:30:00')).toEqual({
      estado: 'Cerrado',
      detalle: 'Abre hoy a las 07:00',
    });
    expect(texto('2026-11-24T22:00:00').detalle).toBe('Abre mañana a las 07:00');
    // Saturday night: Sunday is closed, Monday opens.
    expect(texto('2026-11-28T22:00:00').detalle).toBe('Abre el lunes a las 07:00');
    expect(texto('2026-11-24T12:00:00', [])).toEqual({ estado: 'Cerrado', detalle: null });
  });
});
