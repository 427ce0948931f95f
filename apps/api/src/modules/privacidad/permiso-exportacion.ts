import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { getOrCreateSecret } from '../../lib/secrets.ts';

// The permit a business's export needs (docs/security.md, part 3 #7a): the owner gave the
// password a moment ago, in this session, for this business. Signed (HMAC-SHA256 with a server
// secret), not stored: `<expiry ms>.<signature of session id, business id and expiry>`. It travels
// in an HttpOnly, SameSite=Strict cookie scoped to the business's export path — never in a URL,
// so never in a log or the browser's history — and the download that uses it clears it.

export const PERMISO_EXPORTACION_COOKIE = 'tarjeto_exportacion';
/** Long enough for a slow phone to start the download, short enough to be of no use later. */
export const PERMISO_EXPORTACION_MS = 2 * 60 * 1000;

const firma = (secret: string, sesionId: string, negocioId: string, exp: number) =>
  createHmac('sha256', secret).update(`${sesionId}.${negocioId}.${exp}`).digest('base64url');

const secreto = (db: Db) => getOrCreateSecret(db, 'permiso-exportacion');

export async function firmarPermisoExportacion(
  db: Db,
  sesionId: string,
  negocioId: string,
  now = new Date(),
): Promise<string> {
  const exp = now.getTime() + PERMISO_EXPORTACION_MS;
  return `${exp}.${firma(await secreto(db), sesionId, negocioId, exp)}`;
}

/** Whether `permiso` is genuine, unexpired, and for this session and this business. */
export async function permisoExportacionValido(
  db: Db,
  permiso: string | undefined,
  sesionId: string,
  negocioId: string,
  now = new Date(),
): Promise<boolean> {
  const [exp, sig, ...resto] = (permiso ?? '').split('.');
  if (!exp || !sig || resto.length > 0 || !/^\d+$/.test(exp)) return false;
  const expected = Buffer.from(firma(await secreto(db), sesionId, negocioId, Number(exp)));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  return Number(exp) >= now.getTime();
}
