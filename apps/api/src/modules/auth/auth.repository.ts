import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { usuarios } from '../../db/schema/index.ts';

export async function findUsuarioByEmail(db: Db, email: string) {
  const [row] = await db.select().from(usuarios).where(eq(usuarios.email, email)).limit(1);
  return row ?? null;
}

/** Inserts the account; null when the address is taken (the unique index decides, race-free). */
export async function insertUsuario(
  db: Db,
  values: { email: string; nombre: string; passwordHash: string },
) {
  const [row] = await db
    .insert(usuarios)
    .values(values)
    .onConflictDoNothing({ target: usuarios.email })
    .returning();
  return row ?? null;
}

export async function markVerified(db: Db, usuarioId: string) {
  const [row] = await db
    .update(usuarios)
    .set({ verificado: true, updatedAt: new Date() })
    .where(eq(usuarios.id, usuarioId))
    .returning();
  return row!;
}

export async function updatePassword(db: Db, usuarioId: string, passwordHash: string) {
  await db
    .update(usuarios)
    .set({ passwordHash, verificado: true, updatedAt: new Date() })
    .where(eq(usuarios.id, usuarioId));
}
