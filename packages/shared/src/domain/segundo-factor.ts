// An owner's second factor (issue 25 part B): a code from an authenticator app, RFC 6238 TOTP with
// SHA-1, 30-second steps and 6 digits — the same HOTP and step window as the customer's rotating
// code (codigo-cliente.ts), so one implementation serves both. The secret is kept as base64url like
// the customer's; apps read it in RFC 4648 base32, in an otpauth:// URI (Google's Key Uri Format)
// that the setup shows as a QR code and as text. Recovery codes stand in for the app once each.

import { BASE32_CROCKFORD, numeroDelPaso, pasoDe } from './codigo-cliente.ts';

/** The name an authenticator app shows beside the account. */
export const SEGUNDO_FACTOR_EMISOR = 'Tarjeto';
/** How many recovery codes an owner gets when turning it on. */
export const CODIGOS_RECUPERACION_TOTAL = 10;
/** Characters of a recovery code (Crockford base32: 5 bits each, 50 bits in all). */
export const CODIGO_RECUPERACION_LONGITUD = 10;

const BASE32_RFC4648 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

const base64urlABytes = (text: string) => {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(bin, (ch) => ch.charCodeAt(0));
};

const bytesABase64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** The secret (base64url, as stored) in RFC 4648 base32 without padding, as apps take it. */
export function secretoEnBase32(secreto: string): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of base64urlABytes(secreto)) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_RFC4648[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += BASE32_RFC4648[(buffer << (5 - bits)) & 31];
  return out;
}

/**
 * Base32 as a person may copy it (spaces, lower case, padding) back to base64url; null when it is
 * not base32.
 */
export function secretoDeBase32(texto: string): string | null {
  const limpio = texto.replace(/[\s=-]/g, '').toUpperCase();
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const ch of limpio) {
    const valor = BASE32_RFC4648.indexOf(ch);
    if (valor < 0) return null;
    buffer = (buffer << 5) | valor;
    bits += 5;
    if (bits >= 8) {
      bytes.push((buffer >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
    buffer &= (1 << bits) - 1;
  }
  return bytes.length > 0 ? bytesABase64url(Uint8Array.from(bytes)) : null;
}

/** "JBSW Y3DP EHPK 3PXP": the base32 secret in groups of four, for typing it into an app. */
export const secretoParaMostrar = (base32: string) => base32.replace(/(.{4})(?=.)/g, '$1 ');

/** What the setup's QR code holds: otpauth://totp/Tarjeto:ana%40x.mx?secret=…&issuer=Tarjeto… */
export function uriOtpauth(email: string, base32: string): string {
  const etiqueta = `${encodeURIComponent(SEGUNDO_FACTOR_EMISOR)}:${encodeURIComponent(email)}`;
  const q = new URLSearchParams({
    secret: base32,
    issuer: SEGUNDO_FACTOR_EMISOR,
    algorithm: 'SHA1',
    digits: '6',
    period: '30',
  });
  return `otpauth://totp/${etiqueta}?${q.toString()}`;
}

/** The app's code at a moment, from the base32 secret it was given (what a test or a tool computes). */
export async function codigoSegundoFactorEn(base32: string, ms: number): Promise<string> {
  const secreto = secretoDeBase32(base32);
  if (!secreto) throw new Error('El secreto no está en base32');
  return numeroDelPaso(secreto, pasoDe(ms));
}

/**
 * A recovery code as a person types it — any case, spaces or dashes, O for 0 and I or L for 1 —
 * in its one stored form ("7Q4KM8Z2XA"); null when it cannot be one.
 */
export function leerCodigoRecuperacion(texto: string): string | null {
  const t = texto.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (t.length !== CODIGO_RECUPERACION_LONGITUD) return null;
  return [...t].every((ch) => BASE32_CROCKFORD.includes(ch)) ? t : null;
}

/** "7Q4KM-8Z2XA": how a recovery code is shown and saved. */
export const codigoRecuperacionParaMostrar = (codigo: string) =>
  `${codigo.slice(0, CODIGO_RECUPERACION_LONGITUD / 2)}-${codigo.slice(CODIGO_RECUPERACION_LONGITUD / 2)}`;
