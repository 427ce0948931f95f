import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCampo, csvFila, neutralizarFormula, parseCsv } from './csv.ts';

describe('CSV fields', () => {
  it('quote commas, quotes and line breaks, and double the quotes', () => {
    expect(csvCampo('Tacos, tortas y más')).toBe('"Tacos, tortas y más"');
    expect(csvCampo('La "Güera"')).toBe('"La ""Güera"""');
    expect(csvCampo('Línea 1\nLínea 2')).toBe('"Línea 1\nLínea 2"');
    expect(csvCampo('Peña Ñúñez')).toBe('Peña Ñúñez');
    expect(csvCampo(42)).toBe('42');
    expect(csvCampo(null)).toBe('');
    expect(csvCampo(undefined)).toBe('');
  });

  it('never hand a spreadsheet a formula', () => {
    expect(csvCampo('=HYPERLINK("http://x","clic")')).toBe('"\'=HYPERLINK(""http://x"",""clic"")"');
    expect(csvCampo('+52 55')).toBe("'+52 55");
    expect(csvCampo('-Ana-')).toBe("'-Ana-");
    expect(csvCampo('@ana')).toBe("'@ana");
    expect(neutralizarFormula('Ana')).toBe('Ana');
    expect(csvCampo(-5)).toBe('-5');
  });

  it('end every row with CRLF', () => {
    expect(csvFila(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });
});

describe('parseCsv', () => {
  it('reads back the byte order mark, quotes and both line endings', () => {
    const text = `${CSV_BOM}Nombre,Visitas\r\n"Pérez, Ana",3\n"Dice ""hola""\r\nadiós",\r\n`;
    expect(parseCsv(text)).toEqual([
      ['Nombre', 'Visitas'],
      ['Pérez, Ana', '3'],
      ['Dice "hola"\r\nadiós', ''],
    ]);
  });

  it('round-trips any row of text (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 6 }), { maxLength: 8 }),
        (rows) => {
          const text = CSV_BOM + rows.map((r) => csvFila(r)).join('');
          // A row of one empty field is an empty line; a spreadsheet reads it the same way.
          const esperado = rows.map((r) => r.map(neutralizarFormula));
          expect(parseCsv(text)).toEqual(esperado);
        },
      ),
    );
  });
});
