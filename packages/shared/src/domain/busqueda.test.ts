import { describe, expect, it } from 'vitest';
import { BUSQUEDA_MAX_PALABRAS, palabrasDeBusqueda, plegarTexto } from './busqueda.ts';

describe('searching by name', () => {
  it('folds capitals, accents and tildes', () => {
    expect(plegarTexto('Ñandú ÁLVAREZ Güereca')).toBe('nandu alvarez guereca');
    expect(palabrasDeBusqueda('  JOSÉ   Núñez ')).toEqual(['jose', 'nunez']);
  });

  it('keeps letters and digits only, split at anything else', () => {
    expect(palabrasDeBusqueda("O'Connor-Pérez")).toEqual(['o', 'connor', 'perez']);
    expect(palabrasDeBusqueda('Bjørn 2º')).toEqual(['bjørn', '2º']);
    // Nothing a full-text query could read as an operator survives.
    expect(palabrasDeBusqueda(" ' & | ! : * ( ) <-> \\ ")).toEqual([]);
    expect(palabrasDeBusqueda('ana:* | !pedro')).toEqual(['ana', 'pedro']);
  });

  it('counts a repeated word once and stops at the limit', () => {
    expect(palabrasDeBusqueda('ana Ana ÁNA')).toEqual(['ana']);
    expect(palabrasDeBusqueda('a b c d e f g h')).toHaveLength(BUSQUEDA_MAX_PALABRAS);
  });
});
