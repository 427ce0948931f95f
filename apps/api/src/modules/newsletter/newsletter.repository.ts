import { newsletterSuscripciones } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';

/** Inserts the address; false when it was already there (the unique index decides, race-free). */
export async function insertSuscripcion(db: Db, email: string, origen: string): Promise<boolean> {
  const rows = await db
    .insert(newsletterSuscripciones)
    .values({ email, origen })
    .onConflictDoNothing({ target: newsletterSuscripciones.email })
    .returning({ id: newsletterSuscripciones.id });
  return rows.length > 0;
}
