import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@tarjeto/shared';
import {
  anuncioCanje,
  horaCanje,
  nivelReqTexto,
  preguntaCanje,
  primerNombre,
  promocionesTexto,
  quedanTexto,
  resumenCanje,
} from './canje-copy.ts';
import { canje } from '../test-fixtures.ts';

describe('the words of a redemption', () => {
  it('says what is left, in es-MX numbers', () => {
    expect(quedanTexto(1)).toBe('Queda 1');
    expect(quedanTexto(12)).toBe('Quedan 12');
    expect(quedanTexto(1200)).toBe('Quedan 1,200');
    expect(quedanTexto(0)).toBe('Ya no quedan');
  });

  it('names the level a promotion asks for', () => {
    expect(nivelReqTexto(0)).toBe('Para todos');
    expect(nivelReqTexto(3)).toBe('Nivel Oro');
  });

  it('asks before redeeming, with the customer’s name when there is one', () => {
    expect(preguntaCanje('2x1 en tacos', 'Ana López')).toBe(
      '¿Canjear 2x1 en tacos para Ana López?',
    );
    expect(preguntaCanje('2x1 en tacos', null)).toBe('¿Canjear 2x1 en tacos?');
    expect(primerNombre('  Ana  López ')).toBe('Ana');
  });

  it('sums up a redemption for the screen reader', () => {
    expect(resumenCanje(canje({ restantes: 4 }))).toBe(
      '¡Canje realizado! 2x1 en tacos para Daniela Ruiz. Quedan 4.',
    );
    expect(resumenCanje(canje())).toBe('¡Canje realizado! 2x1 en tacos para Daniela Ruiz.');
    const origen = { tipo: 'codigo' as const, codigo: 'K7M2QX' };
    expect(anuncioCanje({ step: 'sending', intento: 1, titulo: null, origen })).toBe('Canjeando…');
    expect(anuncioCanje({ step: 'sending', intento: 2, titulo: null, origen })).toBe(
      'Sin respuesta. Intentando de nuevo…',
    );
    expect(
      anuncioCanje({
        step: 'refused',
        code: 'PROMO_LIMITE_DIARIO',
        message: ERROR_MESSAGES.PROMO_LIMITE_DIARIO,
        rescan: false,
        titulo: null,
        origen,
      }),
    ).toBe('No se pudo canjear. Este cliente ya usó esta promoción las veces permitidas hoy.');
    expect(anuncioCanje({ step: 'unconfirmed', reason: 'offline', titulo: null, origen })).toMatch(
      /^Sin conexión\. Para canjear se necesita conexión/,
    );
    expect(promocionesTexto(1)).toBe('Tiene 1 promoción para canjear.');
    expect(promocionesTexto(3)).toBe('Tiene 3 promociones para canjear.');
  });

  it('gives the time of a redemption on the counter’s clock', () => {
    expect(horaCanje('2026-11-21T18:42:00.000Z')).toMatch(/^\d{2}:\d{2}$/);
    expect(horaCanje('2026-11-21T18:42:00.000Z', 'America/Mexico_City')).toBe('12:42');
    expect(horaCanje('2026-11-21T14:05:00.000Z', 'America/Mexico_City')).toBe('08:05');
    expect(horaCanje('no')).toBe('');
  });
});
