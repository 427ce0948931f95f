import { describe, expect, it } from 'vitest';
import { RANGOS_PRECIOS, saludo } from './constants.ts';
import { RANGO_PRECIOS_IDS } from './contracts/perfil.ts';

describe('RANGOS_PRECIOS', () => {
  it('keeps the four stored ids of SPEC §9, cheapest first', () => {
    expect(RANGO_PRECIOS_IDS).toEqual(['low', 'mid', 'high', 'premium']);
    expect(RANGOS_PRECIOS.map((r) => r.etiqueta)).toEqual(['$', '$$', '$$$', '$$$$']);
  });

  it('puts every whole-peso amount in exactly one band: no gaps, no overlaps', () => {
    expect(RANGOS_PRECIOS[0].desde).toBe(0);
    expect(RANGOS_PRECIOS.at(-1)!.hasta).toBeNull();
    for (let pesos = 0; pesos <= 2000; pesos++) {
      const bandas = RANGOS_PRECIOS.filter(
        (r) => pesos >= r.desde && (r.hasta === null || pesos < r.hasta),
      );
      expect(bandas, `$${pesos}`).toHaveLength(1);
    }
  });

  it('says its amounts as the bands hold them', () => {
    expect(RANGOS_PRECIOS.map((r) => r.rango)).toEqual([
      'Menos de $200',
      '$200 – $349',
      '$350 – $499',
      '$500 o más',
    ]);
  });
});

describe('saludo', () => {
  it("greets by the name, trimmed, and without one says '¡Hola!'", () => {
    expect(saludo('Tacos Cuichi')).toBe('¡Hola, Tacos Cuichi!');
    expect(saludo('  Ana  ')).toBe('¡Hola, Ana!');
    expect(saludo('   ')).toBe('¡Hola!');
    expect(saludo(null)).toBe('¡Hola!');
    expect(saludo(undefined)).toBe('¡Hola!');
  });
});
