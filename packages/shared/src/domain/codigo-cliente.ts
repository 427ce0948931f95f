// The customer's rotating code (DOMAIN §4): what the QR on 'Mi código' holds and what a Nexo reads.
//
//   handle (5 characters, Crockford base32, fixed per customer) + one-time number (6 digits)
//   e.g. "7Q4KM-482913" on screen, "TARJETO:7Q4KM482913" in the QR
//
// The number is RFC 6238 TOTP: HMAC-SHA1 of the 30-second step under a per-customer secret,
// truncated to 6 digits. The server accepts the current step and the one before, so a code shown
// by a phone whose clock is right is good for at most 60 seconds; it also accepts the step after,
// so a phone whose clock runs up to one step ahead still passes (a code from the future can only
// come from such a phone: nobody else has the secret). The secret never leaves the customer's own
// session and device, so a screenshot or a known public id is useless a minute later. Pure and
// async (Web Crypto), so the server, the customer's phone (even offline) and the simulator compute
// exactly the same codes.

export const CODIGO_PASO_MS = 30_000;
/** How many earlier steps are still accepted: 1 → a code lives 30–60 s. */
export const CODIGO_PASOS_PREVIOS = 1;
/** How many later steps are accepted: 1 → a phone clock up to 30 s ahead still works. */
export const CODIGO_PASOS_SIGUIENTES = 1;
export const CODIGO_VIDA_MAX_MS = CODIGO_PASO_MS * (CODIGO_PASOS_PREVIOS + 1);
export const CODIGO_DIGITOS = 6;
export const CODIGO_HANDLE_LONGITUD = 5;
export const CODIGO_QR_PREFIJO = 'TARJETO:';

/** Crockford base32: no I, L, O or U, which people misread. */
export const BASE32_CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The 30-second step a moment falls in. */
export const pasoDe = (ms: number) => Math.floor(ms / CODIGO_PASO_MS);

/** When the code of a step stops being accepted. */
export const venceElPaso = (paso: number) => (paso + 1 + CODIGO_PASOS_PREVIOS) * CODIGO_PASO_MS;

/**
 * Whether a code of this step would still be accepted at `ms` — a live scan, the customer there
 * with their phone, as opposed to a queued or replayed one judged at an earlier moment (DOMAIN §4:
 * only a live scan yields a canje token).
 */
export const pasoVigenteEn = (paso: number, ms: number) =>
  paso >= pasoDe(ms) - CODIGO_PASOS_PREVIOS && paso <= pasoDe(ms) + CODIGO_PASOS_SIGUIENTES;

const base64urlToBytes = (text: string): Uint8Array<ArrayBuffer> => {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
};

/**
 * HMAC-SHA1 of `mensaje` under a secret (base64url). WebCrypto's by default — the phone computes
 * its code offline with it — while the server sets node:crypto's synchronous one (`usarHmac`):
 * WebCrypto's sign is a job on the thread pool, ≈ 100 µs a call in Node, and a visit checks up
 * to five steps (issue 12). Either gives the same bytes.
 */
export type HmacSha1 = (secreto: string, mensaje: Uint8Array) => Uint8Array | Promise<Uint8Array>;

type HmacKey = Awaited<ReturnType<typeof globalThis.crypto.subtle.importKey>>;
const keys = new Map<string, Promise<HmacKey>>();
/** The HMAC key of a secret (base64url), imported once per secret and process. */
function keyOf(secreto: string): Promise<HmacKey> {
  let key = keys.get(secreto);
  if (!key) {
    key = globalThis.crypto.subtle.importKey(
      'raw',
      base64urlToBytes(secreto),
      { name: 'HMAC', hash: 'SHA-1' },
      false,
      ['sign'],
    );
    if (keys.size > 10_000) keys.clear();
    keys.set(secreto, key);
  }
  return key;
}

const hmacWebCrypto: HmacSha1 = async (secreto, mensaje) =>
  new Uint8Array(
    await globalThis.crypto.subtle.sign('HMAC', await keyOf(secreto), new Uint8Array(mensaje)),
  );
let hmac: HmacSha1 = hmacWebCrypto;

/** Sets the HMAC the codes are computed with (the server's node:crypto; see HmacSha1). */
export function usarHmac(f: HmacSha1) {
  hmac = f;
}

/** RFC 4226 HOTP of one step: the 6-digit number for that counter. */
export async function numeroDelPaso(secreto: string, paso: number): Promise<string> {
  const counter = new Uint8Array(8);
  let c = paso;
  for (let i = 7; i >= 0; i--) {
    counter[i] = c & 0xff;
    c = Math.floor(c / 256);
  }
  const mac = await hmac(secreto, counter);
  const offset = mac[mac.length - 1]! & 0x0f;
  const bin =
    ((mac[offset]! & 0x7f) << 24) |
    (mac[offset + 1]! << 16) |
    (mac[offset + 2]! << 8) |
    mac[offset + 3]!;
  return String(bin % 10 ** CODIGO_DIGITOS).padStart(CODIGO_DIGITOS, '0');
}

export interface CodigoCliente {
  handle: string;
  numero: string;
}

/** The customer's code at a moment, with the step it belongs to. */
export async function codigoClienteEn(handle: string, secreto: string, ms: number) {
  const paso = pasoDe(ms);
  return { handle, numero: await numeroDelPaso(secreto, paso), paso };
}

/**
 * Everything 'Mi código' shows at a moment: the code, the QR's text, and in how many milliseconds
 * it stops being accepted and the next one is out. The server answers it and the phone computes it
 * offline, from the same secret, the same way.
 */
export async function codigoParaPantalla(handle: string, secreto: string, ms: number) {
  const code = await codigoClienteEn(handle, secreto, ms);
  return {
    codigo: codigoParaMostrar(code),
    qr: codigoParaQr(code),
    expiraEn: venceElPaso(code.paso) - ms,
    renuevaEn: (code.paso + 1) * CODIGO_PASO_MS - ms,
  };
}

/** "7Q4KM-482913": what the screen shows and a person types. */
export const codigoParaMostrar = ({ handle, numero }: CodigoCliente) => `${handle}-${numero}`;

/** "TARJETO:7Q4KM482913": what the QR holds (QR alphanumeric mode: dense, easy to scan). */
export const codigoParaQr = ({ handle, numero }: CodigoCliente) =>
  `${CODIGO_QR_PREFIJO}${handle}${numero}`;

/**
 * Reads a code as a scanner or a person gives it: with or without the QR prefix, dashes, spaces,
 * lower case, and the letters people type for digits (O → 0, I/L → 1). Null when it cannot be one.
 */
export function leerCodigoCliente(text: string): CodigoCliente | null {
  let t = text.trim().toUpperCase();
  if (t.startsWith(CODIGO_QR_PREFIJO)) t = t.slice(CODIGO_QR_PREFIJO.length);
  t = t.replace(/[\s-]/g, '');
  if (t.length !== CODIGO_HANDLE_LONGITUD + CODIGO_DIGITOS) return null;
  const handle = t.slice(0, CODIGO_HANDLE_LONGITUD).replace(/O/g, '0').replace(/[IL]/g, '1');
  const numero = t.slice(CODIGO_HANDLE_LONGITUD).replace(/O/g, '0').replace(/[IL]/g, '1');
  if ([...handle].some((ch) => !BASE32_CROCKFORD.includes(ch))) return null;
  if (!/^\d+$/.test(numero)) return null;
  return { handle, numero };
}

/**
 * The step a code belongs to if it is valid at `ms` (the current step, up to CODIGO_PASOS_PREVIOS
 * before it or CODIGO_PASOS_SIGUIENTES after it); null when it is not. Compares every candidate,
 * so the time taken does not depend on which one matches.
 */
export async function pasoDelCodigo(
  secreto: string,
  numero: string,
  ms: number,
): Promise<number | null> {
  const actual = pasoDe(ms);
  let found: number | null = null;
  for (let paso = actual + CODIGO_PASOS_SIGUIENTES; paso >= actual - CODIGO_PASOS_PREVIOS; paso--) {
    const esperado = await numeroDelPaso(secreto, paso);
    let diff = esperado.length ^ numero.length;
    for (let i = 0; i < esperado.length; i++)
      diff |= esperado.charCodeAt(i) ^ (numero.charCodeAt(i) || 0);
    if (diff === 0 && found === null) found = paso;
  }
  return found;
}
