import { describe, expect, it } from 'vitest';
import { NEXO_AVISO_SILENCIO_MS, NEXO_EN_LINEA_MS, NEXO_VISTO_MAX_MS } from '../constants.ts';
import type { DiaDeHorario } from './horario.ts';
import {
  abiertoTodoElTiempo,
  debeAvisarSinConexion,
  estadoConexionNexo,
  haceTexto,
  ultimaSenal,
  type NexoVigilado,
} from './nexo-conexion.ts';
import { MX, mx } from './test-fixtures.ts';

const MIN = 60_000;
const antes = (d: Date, ms: number) => new Date(d.getTime() - ms);

const semana = (apertura: string, cierre: string, cerrados: number[] = []): DiaDeHorario[] =>
  [0, 1, 2, 3, 4, 5, 6].map((dia) =>
    cerrados.includes(dia) ? { dia, apertura: '', cierre: '' } : { dia, apertura, cierre },
  );

describe('the last sign of life', () => {
  it('is the latest of heartbeat and visit, whichever exists', () => {
    const latido = '2026-11-24T18:00:00.000Z';
    const visita = new Date('2026-11-24T18:05:00.000Z');
    expect(ultimaSenal(latido, visita)).toEqual(visita);
    expect(ultimaSenal(latido, null)).toEqual(new Date(latido));
    expect(ultimaSenal(null, undefined)).toBeNull();
    expect(ultimaSenal('no es fecha', latido)).toEqual(new Date(latido));
  });
});

describe('En línea, Visto hace…, Sin conexión', () => {
  const ahora = mx('2026-11-24T13:00:00');

  it('is En línea when heard from in the last 5 minutes (edge included) or a clock ahead', () => {
    expect(estadoConexionNexo(ahora, ahora)).toEqual({ estado: 'en_linea', texto: 'En línea' });
    expect(estadoConexionNexo(antes(ahora, NEXO_EN_LINEA_MS), ahora).estado).toBe('en_linea');
    expect(estadoConexionNexo(new Date(ahora.getTime() + 40_000), ahora).estado).toBe('en_linea');
  });

  it('says how long ago after that, rounded down, in minutes, hours and days', () => {
    expect(estadoConexionNexo(antes(ahora, NEXO_EN_LINEA_MS + 1000), ahora)).toEqual({
      estado: 'visto',
      texto: 'Visto hace 5 min',
      haceMs: NEXO_EN_LINEA_MS + 1000,
    });
    expect(estadoConexionNexo(antes(ahora, 59 * MIN + 59_000), ahora).texto).toBe(
      'Visto hace 59 min',
    );
    expect(estadoConexionNexo(antes(ahora, 3 * 60 * MIN + 50 * MIN), ahora).texto).toBe(
      'Visto hace 3 h',
    );
    expect(estadoConexionNexo(antes(ahora, 25 * 60 * MIN), ahora).texto).toBe('Visto hace 1 día');
    expect(estadoConexionNexo(antes(ahora, NEXO_VISTO_MAX_MS), ahora).texto).toBe(
      'Visto hace 7 días',
    );
  });

  it('is Sin conexión when never heard from, or not for more than a week', () => {
    expect(estadoConexionNexo(null, ahora)).toEqual({
      estado: 'sin_conexion',
      texto: 'Sin conexión',
      nunca: true,
    });
    expect(estadoConexionNexo(antes(ahora, NEXO_VISTO_MAX_MS + 1), ahora)).toEqual({
      estado: 'sin_conexion',
      texto: 'Sin conexión',
      nunca: false,
    });
  });

  it('writes short Spanish durations', () => {
    expect(haceTexto(0)).toBe('1 min');
    expect(haceTexto(90 * MIN)).toBe('1 h');
    expect(haceTexto(48 * 60 * MIN)).toBe('2 días');
  });
});

describe('telling the owner a Nexo went silent in opening hours', () => {
  // 2026-11-24 is a Tuesday; the café opens 07:00–21:00 and rests on Sundays.
  const cafe = semana('07:00', '21:00', [0]);
  const nexo = (over: Partial<NexoVigilado>): NexoVigilado => ({
    vistoAt: mx('2026-11-24T12:00:00'),
    ultimoUso: null,
    avisoSinConexionAt: null,
    horario: cafe,
    zonaHoraria: MX,
    ...over,
  });

  it('tells after 30 silent minutes of opening hours, not a minute sooner', () => {
    expect(debeAvisarSinConexion(nexo({}), mx('2026-11-24T12:30:00'))).toBe(true);
    expect(debeAvisarSinConexion(nexo({}), mx('2026-11-24T12:29:59'))).toBe(false);
    // A visit is heard from too.
    expect(
      debeAvisarSinConexion(
        nexo({ ultimoUso: mx('2026-11-24T12:10:00') }),
        mx('2026-11-24T12:30:00'),
      ),
    ).toBe(false);
  });

  it('does not tell outside opening hours, and gives a shop that just opened half an hour', () => {
    const silencioso = nexo({ vistoAt: mx('2026-11-23T20:40:00') });
    expect(debeAvisarSinConexion(silencioso, mx('2026-11-23T23:30:00'))).toBe(false);
    expect(debeAvisarSinConexion(silencioso, mx('2026-11-24T06:59:00'))).toBe(false);
    expect(debeAvisarSinConexion(silencioso, mx('2026-11-24T07:10:00'))).toBe(false);
    expect(debeAvisarSinConexion(silencioso, mx('2026-11-24T07:30:00'))).toBe(true);
    // Sunday, closed all day.
    expect(
      debeAvisarSinConexion(nexo({ vistoAt: mx('2026-11-28T20:00:00') }), mx('2026-11-29T12:00')),
    ).toBe(false);
  });

  it('never watches a device that never beat', () => {
    expect(
      debeAvisarSinConexion(
        nexo({ vistoAt: null, ultimoUso: mx('2026-11-24T08:00:00') }),
        mx('2026-11-24T12:00:00'),
      ),
    ).toBe(false);
  });

  it('tells once per silence, and again after the device was heard from and went quiet', () => {
    const avisado = nexo({ avisoSinConexionAt: mx('2026-11-24T12:30:00') });
    expect(debeAvisarSinConexion(avisado, mx('2026-11-24T12:35:00'))).toBe(false);
    expect(debeAvisarSinConexion(avisado, mx('2026-11-24T18:00:00'))).toBe(false);
    const volvio = { ...avisado, vistoAt: mx('2026-11-24T13:00:00') };
    expect(debeAvisarSinConexion(volvio, mx('2026-11-24T13:20:00'))).toBe(false);
    expect(debeAvisarSinConexion(volvio, mx('2026-11-24T13:30:00'))).toBe(true);
    // Back through a visit, not a heartbeat: the same.
    const porVisita = { ...avisado, ultimoUso: mx('2026-11-24T14:00:00') };
    expect(debeAvisarSinConexion(porVisita, mx('2026-11-24T14:30:00'))).toBe(true);
  });

  it('follows hours past midnight on the business clock', () => {
    const taqueria = semana('18:00', '02:00', [1]);
    const n = nexo({ vistoAt: mx('2026-11-25T00:30:00'), horario: taqueria });
    expect(debeAvisarSinConexion(n, mx('2026-11-25T01:00:00'))).toBe(true);
    expect(debeAvisarSinConexion(n, mx('2026-11-25T02:10:00'))).toBe(false);
    expect(
      abiertoTodoElTiempo(taqueria, mx('2026-11-24T23:30:00'), mx('2026-11-25T01:59:00'), MX),
    ).toBe(true);
    expect(NEXO_AVISO_SILENCIO_MS).toBe(30 * MIN);
  });
});
