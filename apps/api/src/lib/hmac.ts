import { createHmac } from 'node:crypto';
import type { HmacSha1 } from '@tarjeto/shared';

/** HMAC-SHA1 with node:crypto, synchronous: the server's for the customers' rotating codes. */
export const hmacNode: HmacSha1 = (secreto, mensaje) =>
  createHmac('sha1', Buffer.from(secreto, 'base64url')).update(mensaje).digest();
