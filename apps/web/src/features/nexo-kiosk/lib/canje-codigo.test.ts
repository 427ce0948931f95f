import { describe, expect, it } from 'vitest';
import {
  CODIGO_CANJE_ES_DE_VISITA,
  clasificarLectura,
  formatearCodigoCanje,
  leerCodigoCanje,
} from './canje-codigo.ts';

describe('formatearCodigoCanje', () => {
  it('shows capitals without spaces or dashes, and never cuts a longer code short', () => {
    expect(formatearCodigoCanje('k7m 2qx')).toBe('K7M2QX');
    expect(formatearCodigoCanje('k7m-2qx')).toBe('K7M2QX');
    expect(formatearCodigoCanje('TARJETO:7Q4KM482913')).toBe('TARJETO:7Q4KM482913');
    expect(formatearCodigoCanje('x'.repeat(40))).toHaveLength(24);
  });
});

describe('leerCodigoCanje', () => {
  it('reads the code as the server does: O is 0, I and L are 1', () => {
    expect(leerCodigoCanje('K7M2QX')).toEqual({ ok: true, codigo: 'K7M2QX' });
    expect(leerCodigoCanje(' ko1 il0 ')).toEqual({ ok: true, codigo: 'K01110' });
  });

  it('says why a code cannot be one', () => {
    expect(leerCodigoCanje('K7M2Q')).toEqual({
      ok: false,
      error: 'El código tiene 6 letras o números',
    });
    expect(leerCodigoCanje('K7M2QXZ')).toMatchObject({ ok: false });
    // U is not in Crockford base32.
    expect(leerCodigoCanje('K7M2QU')).toMatchObject({ ok: false });
  });

  it('tells a visit code typed here by mistake apart', () => {
    for (const visita of ['TARJETO:7Q4KM482913', '7Q4KM-482913', '7Q4KM482913'])
      expect(leerCodigoCanje(visita)).toEqual({ ok: false, error: CODIGO_CANJE_ES_DE_VISITA });
  });
});

describe('clasificarLectura', () => {
  it('tells a visit code, a redemption code and anything else apart', () => {
    expect(clasificarLectura('TARJETO:7Q4KM482913')).toEqual({
      kind: 'visita',
      codigo: '7Q4KM-482913',
    });
    expect(clasificarLectura('k7m2qx')).toEqual({ kind: 'canje', codigo: 'K7M2QX' });
    expect(clasificarLectura('https://example.com/menu')).toEqual({ kind: 'ajeno' });
    expect(clasificarLectura('7501055300051')).toEqual({ kind: 'ajeno' });
  });
});
