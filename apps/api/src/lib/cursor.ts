import { AppError } from './app-error.ts';

// Page cursors, opaque to the client: base64url of the last row's sort values. A cursor is checked
// like any input; one that does not read back (edited, truncated, from another list) is a 400
// with the list's own message on the `cursor` field.

export const codificarCursor = (valores: unknown[]) =>
  Buffer.from(JSON.stringify(valores), 'utf8').toString('base64url');

export const cursorInvalido = (mensaje: string) =>
  new AppError('VALIDATION', { message: mensaje, fieldErrors: { cursor: mensaje } });

/** The values a cursor holds; a 400 with `mensaje` when it is not one of ours. */
export function leerCursor(cursor: string, mensaje: string): unknown[] {
  try {
    const valores: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(valores)) return valores;
  } catch {
    // falls through
  }
  throw cursorInvalido(mensaje);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const esEntero = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
export const esId = (v: unknown): v is string => typeof v === 'string' && UUID.test(v);

// What PostgreSQL writes for a timestamptz ('2026-11-21 18:00:00.123456+00'): a cursor carries it
// exactly, so the next page starts right after the last row even when two share a millisecond.
const MARCA = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?)?$/;
export const esMarca = (v: unknown): v is string => typeof v === 'string' && MARCA.test(v);
