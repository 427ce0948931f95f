// CSV as spreadsheets read it (RFC 4180): comma-separated, CRLF between rows, a field quoted when
// it holds a comma, a quote or a line break, quotes doubled inside. Files start with a UTF-8 byte
// order mark, the sign Excel (es-MX) needs to read accents as UTF-8 instead of Windows-1252.

export const CSV_BOM = '\uFEFF';
export const CSV_EOL = '\r\n';

/**
 * A cell a spreadsheet would run as a formula: '=', '+', '-', '@' or a tab/CR at the start
 * (OWASP "CSV injection"). Customers type their own names, so a name like `=HYPERLINK(…)` must
 * reach the owner's Excel as text: it gets a leading apostrophe, which Excel shows as text.
 */
const FORMULA = /^[=+\-@\t\r]/;

export const neutralizarFormula = (texto: string) => (FORMULA.test(texto) ? `'${texto}` : texto);

/** One field: numbers as they are, text neutralised and quoted when it needs to be. */
export function csvCampo(valor: string | number | null | undefined): string {
  if (valor === null || valor === undefined) return '';
  if (typeof valor === 'number') return Number.isFinite(valor) ? String(valor) : '';
  const texto = neutralizarFormula(valor);
  return /[",\r\n]/.test(texto) ? `"${texto.replace(/"/g, '""')}"` : texto;
}

/** One row, with its line ending. */
export const csvFila = (campos: ReadonlyArray<string | number | null | undefined>) =>
  campos.map(csvCampo).join(',') + CSV_EOL;

/**
 * Reads CSV text back into rows of fields (the byte order mark, quoted fields, doubled quotes and
 * CRLF or LF line ends). The tests read the exports with it, as a spreadsheet would.
 */
export function parseCsv(text: string): string[][] {
  const src = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  while (i < src.length) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        field += c;
      }
      i++;
      continue;
    }
    if (c === '"' && field === '') {
      quoted = true;
    } else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' || c === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      if (c === '\r' && src[i + 1] === '\n') i++;
    } else {
      field += c;
    }
    i++;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
