import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sesiones, usuarios } from '../../db/schema/index.ts';

export async function findUsuarioBySessionHash(db: Db, tokenHash: string, now: Date) {
  const rows = await db
    .select({ usuario: usuarios, sesionId: sesiones.id, expiresAt: sesiones.expiresAt })
    .from(sesiones)
    .innerJoin(usuarios, eq(usuarios.id, sesiones.usuarioId))
    .where(and(eq(sesiones.tokenHash, tokenHash), gt(sesiones.expiresAt, now)))
    .limit(1);
  return rows[0] ?? null;
}
