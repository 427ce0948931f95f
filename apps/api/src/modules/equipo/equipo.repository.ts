import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { RolEquipo } from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import {
  establecimientos,
  miembros,
  negocios,
  nexos,
  sesiones,
  usuarios,
} from '../../db/schema/index.ts';

// The team's rows (issue 25 part B). A person's standing in a business is one read: the owner by
// the business's own account, anyone else by an accepted, current membership.

export type MiembroRow = typeof miembros.$inferSelect;

/** Who the account is in its business: owner or team member; null for neither. */
export async function findPapelDe(db: Db, usuarioId: string) {
  const [row] = await db
    .select({
      negocioId: negocios.id,
      negocioPublicId: negocios.publicId,
      nombreComercial: negocios.nombreComercial,
      duenoUsuarioId: negocios.usuarioId,
      miembroId: miembros.id,
      rol: miembros.rol,
      establecimientos: miembros.establecimientos,
      tienePin: sql<boolean>`${miembros.pinHash} is not null`,
    })
    .from(negocios)
    .leftJoin(
      miembros,
      and(
        eq(miembros.negocioId, negocios.id),
        eq(miembros.usuarioId, usuarioId),
        isNull(miembros.bajaAt),
        isNotNull(miembros.aceptadoAt),
      ),
    )
    .where(sql`${negocios.usuarioId} = ${usuarioId} or ${miembros.id} is not null`)
    .limit(1);
  if (!row) return null;
  const dueno = row.duenoUsuarioId === usuarioId;
  return {
    negocioId: row.negocioId,
    negocioPublicId: row.negocioPublicId,
    nombreComercial: row.nombreComercial,
    duenoUsuarioId: row.duenoUsuarioId,
    miembroId: row.miembroId,
    rol: (dueno ? 'dueno' : row.rol) as RolEquipo,
    /** Empty: every establishment. */
    establecimientos: dueno ? [] : (row.establecimientos ?? []),
    tienePin: Boolean(row.tienePin),
  };
}

/** The team, owner first, then by when they were invited; people removed are left out. */
export function findMiembros(db: Db, negocioId: string) {
  return db
    .select()
    .from(miembros)
    .where(and(eq(miembros.negocioId, negocioId), isNull(miembros.bajaAt)))
    .orderBy(sql`${miembros.rol} = 'dueno' desc`, asc(miembros.creadoAt));
}

export function findEstablecimientosDe(db: Db, negocioId: string) {
  return db
    .select({ id: establecimientos.id, nombre: establecimientos.nombre })
    .from(establecimientos)
    .where(eq(establecimientos.negocioId, negocioId))
    .orderBy(asc(establecimientos.nombre));
}

export async function findMiembro(db: Db, negocioId: string, miembroId: string) {
  const [row] = await db
    .select()
    .from(miembros)
    .where(
      and(eq(miembros.id, miembroId), eq(miembros.negocioId, negocioId), isNull(miembros.bajaAt)),
    );
  return row ?? null;
}

/** The owner's own row, made the first time it is needed (a PIN, the team's list). */
export async function asegurarDueno(db: Db, negocioId: string): Promise<MiembroRow> {
  const [existe] = await db
    .select()
    .from(miembros)
    .where(
      and(eq(miembros.negocioId, negocioId), eq(miembros.rol, 'dueno'), isNull(miembros.bajaAt)),
    );
  if (existe) return existe;
  const [dueno] = await db
    .select({ usuarioId: negocios.usuarioId, email: usuarios.email, nombre: usuarios.nombre })
    .from(negocios)
    .innerJoin(usuarios, eq(usuarios.id, negocios.usuarioId))
    .where(eq(negocios.id, negocioId));
  if (!dueno) throw new Error('negocio sin dueño');
  const [row] = await db
    .insert(miembros)
    .values({
      negocioId,
      usuarioId: dueno.usuarioId,
      nombre: dueno.nombre.trim() || 'Dueño',
      email: dueno.email,
      rol: 'dueno',
      aceptadoAt: new Date(),
    })
    .onConflictDoNothing()
    .returning();
  // A concurrent request made it first.
  return row ?? (await asegurarDueno(db, negocioId));
}

export async function insertMiembro(
  db: Db,
  v: {
    negocioId: string;
    nombre: string;
    email: string;
    rol: RolEquipo;
    establecimientos: string[];
    invitacionHash: string;
    invitacionVence: Date;
  },
) {
  const [row] = await db.insert(miembros).values(v).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateMiembro(
  db: Db,
  negocioId: string,
  miembroId: string,
  v: Partial<Pick<MiembroRow, 'rol' | 'establecimientos' | 'invitacionHash' | 'invitacionVence'>>,
) {
  const [row] = await db
    .update(miembros)
    .set(v)
    .where(
      and(eq(miembros.id, miembroId), eq(miembros.negocioId, negocioId), isNull(miembros.bajaAt)),
    )
    .returning();
  return row ?? null;
}

/**
 * Removes a person: their row stays (history names them), their link and PIN go, their sessions
 * end, and no Nexo keeps them as the one serving.
 */
export async function bajaMiembro(db: Db, negocioId: string, miembroId: string, now: Date) {
  const [row] = await db
    .update(miembros)
    .set({ bajaAt: now, invitacionHash: null, pinHash: null })
    .where(
      and(
        eq(miembros.id, miembroId),
        eq(miembros.negocioId, negocioId),
        isNull(miembros.bajaAt),
        sql`${miembros.rol} <> 'dueno'`,
      ),
    )
    .returning();
  if (!row) return null;
  if (row.usuarioId) await db.delete(sesiones).where(eq(sesiones.usuarioId, row.usuarioId));
  await db
    .update(nexos)
    .set({ miembroActualId: null, miembroActualDesde: null })
    .where(eq(nexos.miembroActualId, miembroId));
  return row;
}

/** A live invitation by its token's hash, with its business's name. */
export async function findInvitacion(db: Db, invitacionHash: string, now: Date) {
  const [row] = await db
    .select({ miembro: miembros, negocio: negocios.nombreComercial })
    .from(miembros)
    .innerJoin(negocios, eq(negocios.id, miembros.negocioId))
    .where(
      and(
        eq(miembros.invitacionHash, invitacionHash),
        isNull(miembros.bajaAt),
        isNull(miembros.aceptadoAt),
        sql`${miembros.invitacionVence} > ${now.toISOString()}::timestamptz`,
      ),
    );
  return row ?? null;
}

/** The invitation taken: linked to the account made with it, its token gone (single use). */
export async function aceptarMiembro(db: Db, miembroId: string, usuarioId: string, now: Date) {
  const [row] = await db
    .update(miembros)
    .set({ usuarioId, aceptadoAt: now, invitacionHash: null, invitacionVence: null })
    .where(and(eq(miembros.id, miembroId), isNull(miembros.aceptadoAt), isNull(miembros.bajaAt)))
    .returning();
  return row ?? null;
}

export async function setPin(db: Db, miembroId: string, pinHash: string) {
  await db
    .update(miembros)
    .set({ pinHash, pinFallidos: 0, pinBloqueadoHasta: null })
    .where(eq(miembros.id, miembroId));
}

// ── At the kiosk ────────────────────────────────────────────────────────────────────────────

/** The people with a PIN who may serve at an establishment (the owner everywhere). */
export function findPersonasDeEstablecimiento(
  db: Db,
  negocioId: string,
  establecimientoId: string,
) {
  return db
    .select({ miembroId: miembros.id, nombre: miembros.nombre, rol: miembros.rol })
    .from(miembros)
    .where(
      and(
        eq(miembros.negocioId, negocioId),
        isNull(miembros.bajaAt),
        isNotNull(miembros.aceptadoAt),
        isNotNull(miembros.pinHash),
        sql`(cardinality(${miembros.establecimientos}) = 0 or ${establecimientoId}::uuid = any(${miembros.establecimientos}))`,
      ),
    )
    .orderBy(sql`${miembros.rol} = 'dueno' desc`, asc(miembros.nombre));
}

/** Whoever the device says is serving now, if they still may. */
export async function findAtiende(db: Db, nexoId: string) {
  const [row] = await db
    .select({ miembroId: miembros.id, nombre: miembros.nombre, rol: miembros.rol })
    .from(nexos)
    .innerJoin(miembros, eq(miembros.id, nexos.miembroActualId))
    .where(and(eq(nexos.id, nexoId), isNull(miembros.bajaAt)));
  return row ?? null;
}

/**
 * One PIN try, counted before it is judged: the person's row is locked, a wrong PIN adds one and
 * locks them out at the limit; a right one clears the count. Returns the row as it was read.
 */
export async function findMiembroParaPin(tx: Db, negocioId: string, miembroId: string) {
  const [row] = await tx
    .select()
    .from(miembros)
    .where(
      and(
        eq(miembros.id, miembroId),
        eq(miembros.negocioId, negocioId),
        isNull(miembros.bajaAt),
        isNotNull(miembros.aceptadoAt),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function setPinFallidos(
  tx: Db,
  miembroId: string,
  pinFallidos: number,
  pinBloqueadoHasta: Date | null,
) {
  await tx
    .update(miembros)
    .set({ pinFallidos, pinBloqueadoHasta })
    .where(eq(miembros.id, miembroId));
}

export async function setAtiende(db: Db, nexoId: string, miembroId: string | null, now: Date) {
  await db
    .update(nexos)
    .set({ miembroActualId: miembroId, miembroActualDesde: miembroId ? now : null })
    .where(eq(nexos.id, nexoId));
}

/** Whether a verified account already holds the address (an invitation cannot make a second). */
export async function existeCuentaVerificada(db: Db, email: string) {
  const [row] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.email, email), eq(usuarios.verificado, true)));
  return Boolean(row);
}

export async function insertUsuarioDeEquipo(
  db: Db,
  v: { email: string; nombre: string; passwordHash: string; now: Date },
) {
  const [row] = await db
    .insert(usuarios)
    .values({
      email: v.email,
      nombre: v.nombre,
      passwordHash: v.passwordHash,
      tipoUsuario: 'Negocio',
      verificado: true,
      createdAt: v.now,
      updatedAt: v.now,
    })
    .returning();
  return row!;
}
