// What the counter types, checked by plain functions: text without control characters, the
// pairing form (a 6-digit code and an optional device name) and a redemption code. The contracts
// (contracts/common.ts, nexo.ts, promociones.ts) build their schemas on these rules, and the kiosk
// calls the functions directly: a schema would bring zod into the kiosk's first screen, its largest
// part for these few checks (issue 29, target 5). entradas-mostrador.test.ts holds the two to the
// same answers and the same first message.

/**
 * Text as a person types it. Control characters (NUL and the rest of C0 but tab, line feed and
 * carriage return, plus DEL) are never part of a name, an address or a password: PostgreSQL
 * refuses a NUL outright.
 */
// eslint-disable-next-line no-control-regex
export const CARACTERES_DE_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const TEXTO_NO_PERMITIDO = 'El texto tiene caracteres no permitidos';

/** What the business may call a device ("Caja 1"). */
export const NEXO_NOMBRE_MAX = 60;
export const NEXO_NOMBRE_LARGO = `Máximo ${NEXO_NOMBRE_MAX} caracteres`;

/** The 6-digit code the business's panel shows to pair a device. */
export const CODIGO_VINCULACION = /^\d{6}$/;
export const CODIGO_VINCULACION_INVALIDO = 'El código tiene 6 dígitos';

/** A redemption code as stored: 6 characters of Crockford's base 32. */
export const CODIGO_CANJE = /^[0-9A-HJKMNP-TV-Z]{6}$/;
export const CODIGO_CANJE_INVALIDO = 'El código tiene 6 letras o números';

/** A redemption code as the server reads it: trimmed, in capitals, without spaces or dashes, O as
 * 0 and I, L as 1 (what a person misreads on a phone's screen). */
export const normalizarCodigoCanje = (texto: string) =>
  texto.trim().toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');

/** What a rule made of the input, or why not (and, for a form, which field says it). */
export type Revision<T, Campo extends string = string> =
  { ok: true; data: T } | { ok: false; error: string; campo?: Campo };

export interface Vinculacion {
  connectionCode: string;
  nombre?: string | undefined;
}

/** The pairing form as registerNexoBodySchema reads it; the code's problem first. */
export function revisarVinculacion(
  body: Vinculacion,
): Revision<Vinculacion, 'connectionCode' | 'nombre'> {
  if (CARACTERES_DE_CONTROL.test(body.connectionCode))
    return { ok: false, campo: 'connectionCode', error: TEXTO_NO_PERMITIDO };
  const connectionCode = body.connectionCode.trim();
  if (!CODIGO_VINCULACION.test(connectionCode))
    return { ok: false, campo: 'connectionCode', error: CODIGO_VINCULACION_INVALIDO };
  if (body.nombre === undefined) return { ok: true, data: { connectionCode } };
  if (CARACTERES_DE_CONTROL.test(body.nombre))
    return { ok: false, campo: 'nombre', error: TEXTO_NO_PERMITIDO };
  const nombre = body.nombre.trim();
  if (nombre.length > NEXO_NOMBRE_MAX)
    return { ok: false, campo: 'nombre', error: NEXO_NOMBRE_LARGO };
  return { ok: true, data: { connectionCode, nombre } };
}

/** A redemption code as codigoCanjeSchema reads it: the code to send, or why not. */
export function revisarCodigoCanje(texto: string): Revision<string> {
  if (CARACTERES_DE_CONTROL.test(texto)) return { ok: false, error: TEXTO_NO_PERMITIDO };
  const codigo = normalizarCodigoCanje(texto);
  return CODIGO_CANJE.test(codigo)
    ? { ok: true, data: codigo }
    : { ok: false, error: CODIGO_CANJE_INVALIDO };
}
