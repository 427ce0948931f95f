import { describe, expect, it } from 'vitest';
import { mascaraHora, normalizarHora, pasoHora } from './hora.ts';

describe('mascaraHora (as typed)', () => {
  it('puts the colon in after the hours, one key at a time', () => {
    const tecleado = (teclas: string) => [...teclas].reduce((v, k) => mascaraHora(v + k), '');
    expect(tecleado('1230')).toBe('12:30');
    expect(tecleado('0900')).toBe('09:00');
    expect(tecleado('930')).toBe('9:30');
    expect(tecleado('245')).toBe('2:45');
    expect(tecleado('21:')).toBe('21:');
    expect(tecleado('9:30')).toBe('9:30');
    expect(tecleado('12305')).toBe('12:30');
  });

  it('reads other separators and a pasted meridiem', () => {
    expect(mascaraHora('9.30')).toBe('9:30');
    expect(mascaraHora('9h30')).toBe('9:30');
    expect(mascaraHora('9:30 p. m.')).toBe('21:30');
    expect(mascaraHora('12 am')).toBe('00:00');
    expect(mascaraHora('ab')).toBe('');
  });

  it('lets a time be erased back to nothing', () => {
    expect(mascaraHora('12:')).toBe('12:');
    expect(mascaraHora('12')).toBe('12');
    expect(mascaraHora('')).toBe('');
  });
});

describe('normalizarHora (on leaving the field)', () => {
  it('gives the 24-hour HH:MM of a finished entry', () => {
    expect(normalizarHora('9')).toBe('09:00');
    expect(normalizarHora('9:')).toBe('09:00');
    expect(normalizarHora('9:30')).toBe('09:30');
    expect(normalizarHora('2130')).toBe('21:30');
    expect(normalizarHora('00:00')).toBe('00:00');
    expect(normalizarHora('23:59')).toBe('23:59');
    expect(normalizarHora('9 pm')).toBe('21:00');
    expect(normalizarHora('12:15 p.m.')).toBe('12:15');
    expect(normalizarHora('  ')).toBe('');
  });

  it('refuses what is no time of the day', () => {
    for (const t of ['24:00', '2:4', '9:3', '12:60', '13 pm', '0 am', '99', 'abc'])
      expect(normalizarHora(t), t).toBeNull();
  });
});

describe('pasoHora (arrow keys)', () => {
  it('moves to the next or previous quarter hour, round the clock', () => {
    expect(pasoHora('09:00', 1)).toBe('09:15');
    expect(pasoHora('09:00', -1)).toBe('08:45');
    expect(pasoHora('09:07', 1)).toBe('09:15');
    expect(pasoHora('09:07', -1)).toBe('09:00');
    expect(pasoHora('23:45', 1)).toBe('00:00');
    expect(pasoHora('00:00', -1)).toBe('23:45');
    expect(pasoHora('', 1)).toBeNull();
  });
});
