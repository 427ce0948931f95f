import { describe, expect, it } from 'vitest';
import {
  agregarTarjetaBodySchema,
  CODIGO_NEGOCIO_FORMATO,
  CODIGO_NEGOCIO_REQUERIDO,
  normalizarCodigoNegocio,
} from './cartera.ts';

describe('business codes as people type them', () => {
  it('become the canonical code', () => {
    expect(normalizarCodigoNegocio('tacos-7q4k')).toBe('TACOS-7Q4K');
    expect(normalizarCodigoNegocio('  Tacos 7Q4K ')).toBe('TACOS-7Q4K');
    expect(normalizarCodigoNegocio('tacos7q4k')).toBe('TACOS-7Q4K');
    expect(normalizarCodigoNegocio('CAFÉ—AB12')).toBe('CAFE-AB12');
    // In the random part O reads 0, I and L read 1 (Crockford); the name's word keeps its letters.
    expect(normalizarCodigoNegocio('polo-oil9')).toBe('POLO-0119');
  });

  it('are refused with the field message when they cannot be one', () => {
    const error = (codigoNegocio: unknown) =>
      agregarTarjetaBodySchema.safeParse({ codigoNegocio }).error?.issues[0]?.message;
    expect(error('')).toBe(CODIGO_NEGOCIO_REQUERIDO);
    expect(error(undefined)).toBe(CODIGO_NEGOCIO_REQUERIDO);
    expect(error('ABC')).toBe(CODIGO_NEGOCIO_FORMATO);
    // A plain word is not read as a code with its dash left out.
    expect(error('tacos')).toBe(CODIGO_NEGOCIO_FORMATO);
    expect(error('TACOS-7Q4')).toBe(CODIGO_NEGOCIO_FORMATO);
    expect(error('TACOSTACOS-7Q4K')).toBe(CODIGO_NEGOCIO_FORMATO);
    expect(error('TACOS-7U4K')).toBe(CODIGO_NEGOCIO_FORMATO); // U is not in the alphabet
    expect(agregarTarjetaBodySchema.parse({ codigoNegocio: 'tacos 7q4k' })).toEqual({
      codigoNegocio: 'TACOS-7Q4K',
    });
  });
});
