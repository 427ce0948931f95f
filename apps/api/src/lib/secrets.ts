import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { secretos } from '../db/schema/index.ts';

const cache = new WeakMap<Db, Map<string, Promise<string>>>();

/**
 * A named server secret, created at random on first use and kept in the database so every
 * instance signs and verifies with the same key. The first writer wins a race. A secret never
 * changes once made, so each process reads it once per database handle.
 */
export function getOrCreateSecret(db: Db, nombre: string): Promise<string> {
  let porNombre = cache.get(db);
  if (!porNombre) cache.set(db, (porNombre = new Map()));
  let secret = porNombre.get(nombre);
  if (!secret) {
    secret = readOrCreate(db, nombre);
    porNombre.set(nombre, secret);
    secret.catch(() => porNombre.delete(nombre));
  }
  return secret;
}

async function readOrCreate(db: Db, nombre: string): Promise<string> {
  await db
    .insert(secretos)
    .values({ nombre, valor: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: secretos.nombre });
  const [row] = await db
    .select({ valor: secretos.valor })
    .from(secretos)
    .where(eq(secretos.nombre, nombre));
  return row!.valor;
}
