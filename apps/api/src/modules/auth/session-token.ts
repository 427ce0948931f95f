import { createHash, randomBytes } from 'node:crypto';

// Sessions are opaque random tokens in a cookie; the server keeps only their SHA-256 (DOMAIN §2),
// so a leaked database row cannot be replayed as a cookie.

export const SESSION_COOKIE = 'tarjeto_sesion';

export const newSessionToken = () => randomBytes(32).toString('base64url');

export const hashSessionToken = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('base64url');
