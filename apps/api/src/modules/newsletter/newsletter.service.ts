import { NEWSLETTER_OK } from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import { addressKey } from '../../lib/address-key.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { insertSuscripcion } from './newsletter.repository.ts';

/**
 * Subscriptions from one address in an hour. A person subscribes once; a shop's Wi-Fi a few
 * times. The bound keeps anyone from testing a list of addresses against "ya está suscrito", or
 * from filling the list with other people's addresses.
 */
export const NEWSLETTER_POR_DIRECCION = [10, 60 * 60 * 1000] as const;

/** `email` arrives trimmed and lowercased by the shared schema, so duplicates compare equal. */
export async function subscribeNewsletter(db: Db, limiter: RateLimiter, email: string, ip: string) {
  const hit = await limiter.hit(`boletin:ip:${addressKey(ip)}`, ...NEWSLETTER_POR_DIRECCION);
  if (!hit.allowed) {
    throw new AppError('RATE_LIMITED', {
      message: 'Ya recibimos varias suscripciones desde tu conexión. Intenta de nuevo en una hora.',
      retryAfterSeconds: hit.retryAfterSeconds,
    });
  }
  const created = await insertSuscripcion(db, email, 'landing');
  if (!created)
    throw new AppError('NEWSLETTER_YA_SUSCRITO', {
      fieldErrors: { email: 'Este correo ya está suscrito a nuestro boletín.' },
    });
  return { success: true as const, message: NEWSLETTER_OK };
}
