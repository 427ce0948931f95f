import { codigoParaMostrar, leerCodigoCliente, revisarCodigoCanje } from '@tarjeto/shared';

// The two codes a customer can show at the counter, told apart: the visit code of 'Mi código'
// (TARJETO: + 11 characters, or 5 + 6 typed) and the 6-character redemption code the app makes
// for one promotion. A scanner, a barcode reader or a person may hand in either; neither may be
// taken for the other.

export const CODIGO_CANJE_LONGITUD = 6;

export const CODIGO_CANJE_ES_DE_VISITA =
  'Ese es su código de visita. Para canjear, pide el código de 6 caracteres de la promoción en su app.';

/** The input keeps no more than this: enough to recognise a visit code typed in by mistake. */
const MAX_ESCRITO = 24;

/**
 * What the input shows while someone types (or a barcode reader types into it): capitals, without
 * spaces or dashes. Nothing is cut at 6, so a longer code is refused with a reason, not shortened
 * into another valid-looking code.
 */
export const formatearCodigoCanje = (raw: string) =>
  raw
    .toUpperCase()
    .replace(/[^0-9A-Z:]/g, '')
    .slice(0, MAX_ESCRITO);

export type LecturaCodigoCanje = { ok: true; codigo: string } | { ok: false; error: string };

/** The code to send (normalised as the server reads it: O is 0, I and L are 1), or why not. */
export function leerCodigoCanje(texto: string): LecturaCodigoCanje {
  if (leerCodigoCliente(texto)) return { ok: false, error: CODIGO_CANJE_ES_DE_VISITA };
  const revisado = revisarCodigoCanje(texto);
  return revisado.ok ? { ok: true, codigo: revisado.data } : { ok: false, error: revisado.error };
}

export type Lectura =
  { kind: 'visita'; codigo: string } | { kind: 'canje'; codigo: string } | { kind: 'ajeno' };

/** What a camera or a barcode reader read: a visit code, a redemption code, or neither. */
export function clasificarLectura(texto: string): Lectura {
  const visita = leerCodigoCliente(texto);
  if (visita) return { kind: 'visita', codigo: codigoParaMostrar(visita) };
  const canje = leerCodigoCanje(texto);
  return canje.ok ? { kind: 'canje', codigo: canje.codigo } : { kind: 'ajeno' };
}
