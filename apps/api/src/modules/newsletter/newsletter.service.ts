import { NEWSLETTER_OK } from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertSuscripcion } from './newsletter.repository.ts';

/** `email` arrives trimmed and lowercased by the shared schema, so duplicates compare equal. */
export async function subscribeNewsletter(db: Db, email: string) {
  const created = await insertSuscripcion(db, email, 'landing');
  if (!created)
    throw new AppError('NEWSLETTER_YA_SUSCRITO', {
      fieldErrors: { email: 'Este correo ya está suscrito a nuestro boletín.' },
    });
  return { success: true as const, message: NEWSLETTER_OK };
}
