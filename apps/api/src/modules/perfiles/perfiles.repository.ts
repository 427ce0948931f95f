import { and, asc, desc, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clientes, establecimientos, negocios, usuarios } from '../../db/schema/index.ts';

export type ClienteRow = typeof clientes.$inferSelect;
export type NegocioRow = typeof negocios.$inferSelect;

/**
 * Gives the account its type, once: a conditional UPDATE, so two setups racing each other cannot
 * both win. Returns null when the account already had a type.
 */
export async function claimTipoUsuario(
  db: Db,
  usuarioId: string,
  values: { tipoUsuario: 'Cliente' | 'Negocio'; publicId: string; nombre: string },
) {
  const [row] = await db
    .update(usuarios)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(usuarios.id, usuarioId), isNull(usuarios.tipoUsuario)))
    .returning();
  return row ?? null;
}

export async function findClienteByUsuario(db: Db, usuarioId: string) {
  const [row] = await db.select().from(clientes).where(eq(clientes.usuarioId, usuarioId)).limit(1);
  return row ?? null;
}

export async function findNegocioByUsuario(db: Db, usuarioId: string) {
  const [row] = await db.select().from(negocios).where(eq(negocios.usuarioId, usuarioId)).limit(1);
  return row ?? null;
}

/** Records the first printing of the counter poster; later ones keep the first date. */
export async function marcarCartelImpreso(db: Db, negocioId: string, at: Date) {
  await db
    .update(negocios)
    .set({
      cartelImpresoAt: sql`coalesce(${negocios.cartelImpresoAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(negocios.id, negocioId));
}

/** The first free slug among base, base-2, base-3… */
export async function freeSlug(db: Db, base: string) {
  const taken = new Set(
    (
      await db
        .select({ slug: negocios.slug })
        .from(negocios)
        .where(like(negocios.slug, `${base}%`))
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
}

/**
 * The business's establishments in the order they were added. Several added in one save share
 * their time: the main one first, then by name — a stable order, whatever an update does to the
 * rows' physical place.
 */
export async function findEstablecimientos(db: Db, negocioId: string) {
  return db
    .select()
    .from(establecimientos)
    .where(eq(establecimientos.negocioId, negocioId))
    .orderBy(
      asc(establecimientos.createdAt),
      desc(establecimientos.principal),
      asc(establecimientos.nombre),
      asc(establecimientos.id),
    );
}

type EstablecimientoValues = Omit<typeof establecimientos.$inferInsert, 'id' | 'negocioId'>;

/** Edits an establishment of this business (the business in the WHERE: never another's). */
export async function updateEstablecimiento(
  db: Db,
  negocioId: string,
  id: string,
  values: EstablecimientoValues,
) {
  await db
    .update(establecimientos)
    .set(values)
    .where(and(eq(establecimientos.id, id), eq(establecimientos.negocioId, negocioId)));
}

export async function insertEstablecimiento(db: Db, values: typeof establecimientos.$inferInsert) {
  await db.insert(establecimientos).values(values);
}

export async function deleteEstablecimientos(db: Db, negocioId: string, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .delete(establecimientos)
    .where(and(eq(establecimientos.negocioId, negocioId), inArray(establecimientos.id, ids)));
}
