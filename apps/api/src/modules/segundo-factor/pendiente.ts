import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { usuarios } from '../../db/schema/index.ts';
import { getOrCreateSecret } from '../../lib/secrets.ts';

// The half-open sign-in of an account with a second factor (issue 25 part B): the password was
// right, the code is still to come. No session exists yet; what the browser holds is this signed
// token, `<usuario id>.<expiry ms>.<signature>`, in an HttpOnly, SameSite=Strict cookie scoped to
// the login calls. The signature covers a digest of the account's password hash and second-factor
// state, so a password change, a reset or turning the factor off or on voids every pending token,
// and it lasts minutes. Signed, not stored: any instance reads it (the key is a database secret).

export const PENDIENTE_COOKIE = 'tarjeto_segundo_factor';
/** Where the cookie goes: the login call that sets it and the step that reads it. */
export const PENDIENTE_RUTA = '/api/auth/login';
/** Time to open the app and type the code. */
export const PENDIENTE_MS = 5 * 60 * 1000;

type UsuarioRow = typeof usuarios.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const secreto = (db: Db) => getOrCreateSecret(db, 'segundo-factor-pendiente');

/** What the token is bound to: the password and the second factor as they are now. */
const estadoDe = (u: UsuarioRow) =>
  createHash('sha256')
    .update(`${u.passwordHash}|${u.totpSecreto ?? ''}|${u.totpActivadoAt?.getTime() ?? ''}`)
    .digest('base64url');

const firma = (key: string, u: UsuarioRow, exp: number) =>
  createHmac('sha256', key)
    .update(`${u.id}.${exp}.${estadoDe(u)}`)
    .digest('base64url');

export async function firmarPendiente(db: Db, usuario: UsuarioRow, now = Date.now()) {
  const exp = now + PENDIENTE_MS;
  return `${usuario.id}.${exp}.${firma(await secreto(db), usuario, exp)}`;
}

/**
 * The account a pending token names, if the token is genuine, unexpired, and the account still is
 * what it was when the password was given (verified, the same password, the factor on); else
 * null. Also the token's signature, which the caller uses it up by.
 */
export async function leerPendiente(
  db: Db,
  token: string | undefined,
  now = Date.now(),
): Promise<{ usuario: UsuarioRow; firma: string } | null> {
  const [id, exp, sig, ...resto] = (token ?? '').split('.');
  if (!id || !exp || !sig || resto.length > 0 || !UUID.test(id) || !/^\d{1,15}$/.test(exp))
    return null;
  if (Number(exp) < now) return null;
  const [usuario] = await db.select().from(usuarios).where(eq(usuarios.id, id)).limit(1);
  if (!usuario?.verificado || !usuario.totpActivadoAt) return null;
  const esperada = Buffer.from(firma(await secreto(db), usuario, Number(exp)));
  const dada = Buffer.from(sig);
  if (esperada.length !== dada.length || !timingSafeEqual(esperada, dada)) return null;
  return { usuario, firma: sig };
}
