import { and, desc, eq, lt, ne, not } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sesiones, usuarios } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { registrarActividad } from '../actividad/actividad.repository.ts';
import { createSession, type ClientMeta } from './session.ts';

type UsuarioRow = typeof usuarios.$inferSelect;

/**
 * The accounts of an address: its verified one, if any, and its newest unverified one, if any.
 * (Several unverified rows may share an address: see the usuarios schema.)
 */
export async function findCuentas(
  db: Db,
  email: string,
): Promise<{ verificada: UsuarioRow | null; pendiente: UsuarioRow | null }> {
  const rows = await db
    .select()
    .from(usuarios)
    .where(eq(usuarios.email, email))
    .orderBy(desc(usuarios.verificado), desc(usuarios.createdAt))
    .limit(2);
  const verificada = rows[0]?.verificado ? rows[0] : null;
  const pendiente = rows.find((r) => !r.verificado) ?? null;
  return { verificada, pendiente };
}

export async function insertUsuario(
  db: Db,
  values: { email: string; nombre: string; passwordHash: string },
) {
  const [row] = await db.insert(usuarios).values(values).returning();
  return row!;
}

/** Unverified rows of an address older than `before`: signups nobody finished. */
export async function deleteStalePendientes(db: Db, email: string, before: Date) {
  await db
    .delete(usuarios)
    .where(
      and(eq(usuarios.email, email), not(usuarios.verificado), lt(usuarios.createdAt, before)),
    );
}

const isUniqueViolation = (err: unknown) => {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '23505') return true;
  return false;
};

/**
 * Marks the account verified and removes the other unverified rows of its address. With a new
 * password (a reset) it also ends every session of the account (DOMAIN §2) and records the reset
 * in a business's activity. Null when the address already has a verified account: the partial
 * unique index decides, so two racing verifications cannot both win.
 */
export async function markVerified(
  db: Db,
  usuarioId: string,
  reset?: { passwordHash: string; ip: string },
) {
  const passwordHash = reset?.passwordHash;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(usuarios)
        .set({ verificado: true, updatedAt: new Date(), ...(passwordHash ? { passwordHash } : {}) })
        .where(eq(usuarios.id, usuarioId))
        .returning();
      if (!row) return null;
      if (reset) {
        await tx.delete(sesiones).where(eq(sesiones.usuarioId, row.id));
        await registrarActividad(
          tx,
          { usuarioId: row.id },
          { accion: 'contrasena.restablecida', ip: reset.ip },
        );
      }
      await tx
        .delete(usuarios)
        .where(
          and(eq(usuarios.email, row.email), not(usuarios.verificado), ne(usuarios.id, row.id)),
        );
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

/**
 * A new password for a signed-in account: the hash changes, every session of the account ends and
 * one new session is made for the browser that asked — all or nothing.
 */
export async function replacePassword(
  db: Db,
  usuarioId: string,
  passwordHash: string,
  meta: ClientMeta,
) {
  return db.transaction(async (tx) => {
    const [usuario] = await tx
      .update(usuarios)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(usuarios.id, usuarioId))
      .returning();
    if (!usuario) throw new AppError('UNAUTHENTICATED');
    await tx.delete(sesiones).where(eq(sesiones.usuarioId, usuarioId));
    const token = await createSession(tx, usuario, meta);
    await registrarActividad(tx, { usuarioId }, { accion: 'contrasena.cambiada', ip: meta.ip });
    return { usuario, token };
  });
}
