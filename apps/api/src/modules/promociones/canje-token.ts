import { createHmac, timingSafeEqual } from 'node:crypto';
import { CANJE_TOKEN_TTL_MS } from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import { getOrCreateSecret } from '../../lib/secrets.ts';

// The visit answer's `canjeToken`: proof, for a few minutes, that this device just scanned this
// customer, so staff can redeem an offer without scanning again. Signed (HMAC-SHA256 with a server
// secret), not stored: `<cliente>.<negocio>.<expiry ms>.<signature>`, base64url parts.

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

export async function signCanjeToken(
  db: Db,
  clienteId: string,
  negocioId: string,
  now: Date,
): Promise<string> {
  const payload = `${clienteId}.${negocioId}.${now.getTime() + CANJE_TOKEN_TTL_MS}`;
  return `${payload}.${sign(await getOrCreateSecret(db, 'canje-token'), payload)}`;
}

/** The customer the token names, if it is genuine, unexpired and for this business; else null. */
export async function readCanjeToken(
  db: Db,
  token: string,
  negocioId: string,
  now: Date,
): Promise<string | null> {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [clienteId, tokenNegocio, exp, sig] = parts as [string, string, string, string];
  const expected = Buffer.from(
    sign(await getOrCreateSecret(db, 'canje-token'), parts.slice(0, 3).join('.')),
  );
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (tokenNegocio !== negocioId || Number(exp) < now.getTime()) return null;
  return clienteId;
}
