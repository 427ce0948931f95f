import { and, count, desc, eq, gt, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import { unaVezPorBase, type Db } from '../../db/client.ts';
import {
  clientes,
  codigosVinculacion,
  establecimientos,
  miembros,
  negocios,
  nexos,
  usuarios,
  visitas,
} from '../../db/schema/index.ts';

// Devices and their pairing codes (DOMAIN §4).

export type NexoRow = typeof nexos.$inferSelect;

/** The establishment, if it belongs to the business of this account. */
export async function findEstablecimientoOf(db: Db, establecimientoId: string, usuarioId: string) {
  const [row] = await db
    .select({
      id: establecimientos.id,
      negocioId: establecimientos.negocioId,
      nombre: establecimientos.nombre,
      zonaHoraria: negocios.zonaHoraria,
    })
    .from(establecimientos)
    .innerJoin(negocios, eq(negocios.id, establecimientos.negocioId))
    .where(and(eq(establecimientos.id, establecimientoId), eq(negocios.usuarioId, usuarioId)))
    .limit(1);
  return row ?? null;
}

export async function findNexoActivo(db: Db, establecimientoId: string) {
  const [row] = await db
    .select()
    .from(nexos)
    .where(and(eq(nexos.establecimientoId, establecimientoId), isNull(nexos.revocadoAt)))
    .limit(1);
  return row ?? null;
}

/** Every Nexo a business has had (unpaired ones too), with the visits each registered. */
export async function findNexosOfNegocio(db: Db, negocioId: string) {
  return db
    .select({
      id: nexos.id,
      establecimientoId: nexos.establecimientoId,
      revocadoAt: nexos.revocadoAt,
      visitasRegistradas: nexos.visitasRegistradas,
    })
    .from(nexos)
    .where(eq(nexos.negocioId, negocioId));
}

/** The Nexo, if it belongs to the business of this account (revoked ones included). */
export async function findNexoOf(db: Db, nexoId: string, usuarioId: string) {
  const [row] = await db
    .select({ nexo: nexos, zonaHoraria: negocios.zonaHoraria })
    .from(nexos)
    .innerJoin(negocios, eq(negocios.id, nexos.negocioId))
    .where(and(eq(nexos.id, nexoId), eq(negocios.usuarioId, usuarioId)))
    .limit(1);
  return row ?? null;
}

/**
 * Replaces the establishment's pairing code: earlier unused ones (and anyone's expired ones) go.
 * False when the hash collides with another establishment's live code; the caller draws again.
 */
export async function replaceCodigoVinculacion(
  tx: Db,
  values: { negocioId: string; establecimientoId: string; codigoHash: string; expiresAt: Date },
  now: Date,
) {
  await tx
    .delete(codigosVinculacion)
    .where(
      and(
        isNull(codigosVinculacion.usadoAt),
        sql`(${codigosVinculacion.establecimientoId} = ${values.establecimientoId} or ${codigosVinculacion.expiresAt} < ${now.toISOString()}::timestamptz)`,
      ),
    );
  const rows = await tx
    .insert(codigosVinculacion)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: codigosVinculacion.id });
  return rows.length === 1;
}

/** Uses the live code with this hash, once: a conditional UPDATE, so two devices cannot both. */
export async function claimCodigoVinculacion(tx: Db, codigoHash: string, now: Date) {
  const [row] = await tx
    .update(codigosVinculacion)
    .set({ usadoAt: now })
    .where(
      and(
        eq(codigosVinculacion.codigoHash, codigoHash),
        isNull(codigosVinculacion.usadoAt),
        gt(codigosVinculacion.expiresAt, now),
      ),
    )
    .returning({
      negocioId: codigosVinculacion.negocioId,
      establecimientoId: codigosVinculacion.establecimientoId,
    });
  return row ?? null;
}

export async function insertNexo(tx: Db, values: typeof nexos.$inferInsert) {
  const [row] = await tx.insert(nexos).values(values).returning();
  return row!;
}

/** Revokes the establishment's live Nexo; its token stops working at once. Its id, or null. */
export async function revokeNexoOfEstablecimiento(db: Db, establecimientoId: string, now: Date) {
  const [row] = await db
    .update(nexos)
    .set({ revocadoAt: now })
    .where(and(eq(nexos.establecimientoId, establecimientoId), isNull(nexos.revocadoAt)))
    .returning({ id: nexos.id });
  return row?.id ?? null;
}

/** Revokes one Nexo; false when it already was. */
export async function revokeNexo(db: Db, nexoId: string, now: Date) {
  const rows = await db
    .update(nexos)
    .set({ revocadoAt: now })
    .where(and(eq(nexos.id, nexoId), isNull(nexos.revocadoAt)))
    .returning({ id: nexos.id });
  return rows.length > 0;
}

/** The live device behind a token hash, with what the visit path needs of its business. */
export async function findNexoByToken(db: Db, tokenHash: string) {
  const [row] = await nexoByToken(db).execute({ tokenHash });
  return row ?? null;
}

// Every request of a device starts here: built once per database handle, a named prepared
// statement (issue 12).
const nexoByToken = unaVezPorBase((db) =>
  db
    .select({
      nexoId: nexos.id,
      negocioId: nexos.negocioId,
      establecimientoId: nexos.establecimientoId,
      zonaHoraria: negocios.zonaHoraria,
      cooldownMinutos: negocios.cooldownMinutos,
      miembroId: nexos.miembroActualId,
    })
    .from(nexos)
    .innerJoin(negocios, eq(negocios.id, nexos.negocioId))
    .where(and(eq(nexos.tokenHash, sql.placeholder('tokenHash')), isNull(nexos.revocadoAt)))
    .limit(1)
    .prepare('nexo_por_token'),
);

/** The device with the business and establishment it stands in, for the device's own screen. */
export async function findNexoWithLugar(db: Db, nexoId: string) {
  const [row] = await db
    .select({ nexo: nexos, negocio: negocios, establecimiento: establecimientos })
    .from(nexos)
    .innerJoin(negocios, eq(negocios.id, nexos.negocioId))
    .innerJoin(establecimientos, eq(establecimientos.id, nexos.establecimientoId))
    .where(eq(nexos.id, nexoId))
    .limit(1);
  return row ?? null;
}

/**
 * Visits the device registered on the business-local days `desde`…`hasta` (inclusive), and on the
 * last of them. The instant `desde` starts in the zone bounds the index range on (nexo, fecha).
 */
export async function countVisitasOfNexo(
  db: Db,
  nexoId: string,
  dias: { desde: string; hasta: string },
  zonaHoraria: string,
) {
  const [row] = await db
    .select({
      semana: count(),
      hoy: sql<number>`count(*) filter (where ${visitas.fechaLocal} = ${dias.hasta})`.mapWith(
        Number,
      ),
    })
    .from(visitas)
    .where(
      and(
        eq(visitas.nexoId, nexoId),
        gte(
          visitas.fecha,
          sql`(select (${dias.desde}::date)::timestamp at time zone ${zonaHoraria})`,
        ),
        sql`${visitas.fechaLocal} between ${dias.desde}::date and ${dias.hasta}::date`,
      ),
    );
  return { semana: row?.semana ?? 0, hoy: row?.hoy ?? 0 };
}

/**
 * The device's latest visits, newest scan first, with the customer's name when there is one and
 * the person who was serving.
 */
export async function findUltimasVisitas(db: Db, nexoId: string, limit: number) {
  return db
    .select({
      id: visitas.id,
      fecha: visitas.fecha,
      recibidaAt: visitas.recibidaAt,
      anonima: visitas.anonima,
      nombre: clientes.nombre,
      fotoId: clientes.fotoId,
      registradaPor: { nombre: miembros.nombre, rol: miembros.rol },
    })
    .from(visitas)
    .leftJoin(clientes, eq(clientes.id, visitas.clienteId))
    .leftJoin(miembros, eq(miembros.id, visitas.miembroId))
    .where(eq(visitas.nexoId, nexoId))
    .orderBy(desc(visitas.fecha))
    .limit(limit);
}

// ── Heard from, and silent (DOMAIN §10) ─────────────────────────────────────────────────────

/** The latest sign of life: a heartbeat (`visto_at`) or a visit (`ultimo_uso`). */
const lastSignalSql = sql`greatest(${nexos.vistoAt}, ${nexos.ultimoUso})`;

/**
 * The live device behind a token hash was heard from now (its heartbeat): `visto_at` moves on, and
 * a notice that it had gone silent is done with. Its id, or null when the token is unknown or
 * unpaired — the one statement is both the check and the write.
 */
export async function markSeenByToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .update(nexos)
    .set({
      vistoAt: sql`greatest(${nexos.vistoAt}, ${now.toISOString()}::timestamptz)`,
      avisoSinConexionAt: null,
    })
    .where(and(eq(nexos.tokenHash, tokenHash), isNull(nexos.revocadoAt)))
    .returning({ id: nexos.id });
  return row?.id ?? null;
}

/** The same for a device already known by its id (its 'yo' at start-up). */
export async function markSeen(db: Db, nexoId: string, now: Date) {
  await db
    .update(nexos)
    .set({
      vistoAt: sql`greatest(${nexos.vistoAt}, ${now.toISOString()}::timestamptz)`,
      avisoSinConexionAt: null,
    })
    .where(and(eq(nexos.id, nexoId), isNull(nexos.revocadoAt)));
}

/** Not heard from since `hasta`, nor noticed for this silence: whose owner may need telling. */
const silentUnnotified = (hasta: Date) =>
  and(
    isNull(nexos.revocadoAt),
    isNotNull(nexos.vistoAt),
    sql`${lastSignalSql} <= ${hasta.toISOString()}::timestamptz`,
    sql`(${nexos.avisoSinConexionAt} is null or ${nexos.avisoSinConexionAt} < ${lastSignalSql})`,
  );

/**
 * Live devices that have beaten before and were silent since `hasta`, not yet noticed for this
 * silence, with what the notice needs: their business's hours and zone, names, and owner's email.
 */
export async function findSilentNexos(db: Db, hasta: Date) {
  return db
    .select({
      nexoId: nexos.id,
      negocioId: nexos.negocioId,
      establecimientoId: nexos.establecimientoId,
      nombre: nexos.nombre,
      vistoAt: nexos.vistoAt,
      ultimoUso: nexos.ultimoUso,
      avisoSinConexionAt: nexos.avisoSinConexionAt,
      horario: negocios.horarioOperacion,
      zonaHoraria: negocios.zonaHoraria,
      nombreComercial: negocios.nombreComercial,
      establecimiento: establecimientos.nombre,
      email: usuarios.email,
    })
    .from(nexos)
    .innerJoin(negocios, eq(negocios.id, nexos.negocioId))
    .innerJoin(establecimientos, eq(establecimientos.id, nexos.establecimientoId))
    .innerJoin(usuarios, eq(usuarios.id, negocios.usuarioId))
    .where(silentUnnotified(hasta));
}

/**
 * Marks the notice of this silence as given, once: a conditional UPDATE, so of several instances
 * looking at once only one wins, and a device heard from meanwhile is left alone.
 */
export async function claimOfflineAviso(tx: Db, nexoId: string, hasta: Date, now: Date) {
  const rows = await tx
    .update(nexos)
    .set({ avisoSinConexionAt: now })
    .where(and(eq(nexos.id, nexoId), silentUnnotified(hasta)))
    .returning({ id: nexos.id });
  return rows.length === 1;
}

/** Sets (or clears) where an establishment is. */
export async function setCoordenadas(
  db: Db,
  establecimientoId: string,
  c: { latitud: number; longitud: number } | null,
) {
  await db
    .update(establecimientos)
    .set({ latitud: c?.latitud ?? null, longitud: c?.longitud ?? null })
    .where(eq(establecimientos.id, establecimientoId));
}
