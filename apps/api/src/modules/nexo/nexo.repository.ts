import { and, count, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import { unaVezPorBase, type Db } from '../../db/client.ts';
import {
  clientes,
  codigosVinculacion,
  establecimientos,
  negocios,
  nexos,
  visitas,
} from '../../db/schema/index.ts';

// Devices and their pairing codes (DOMAIN §4).

export type NexoRow = typeof nexos.$inferSelect;

/** The establishment, if it belongs to the business of this account. */
export async function findEstablecimientoDe(db: Db, establecimientoId: string, usuarioId: string) {
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
export async function findNexosDeNegocio(db: Db, negocioId: string) {
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
export async function findNexoDe(db: Db, nexoId: string, usuarioId: string) {
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
export async function revokeNexoDeEstablecimiento(db: Db, establecimientoId: string, now: Date) {
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
  const [row] = await nexoPorToken(db).execute({ tokenHash });
  return row ?? null;
}

// Every request of a device starts here: built once per database handle, a named prepared
// statement (issue 12).
const nexoPorToken = unaVezPorBase((db) =>
  db
    .select({
      nexoId: nexos.id,
      negocioId: nexos.negocioId,
      establecimientoId: nexos.establecimientoId,
      zonaHoraria: negocios.zonaHoraria,
      cooldownMinutos: negocios.cooldownMinutos,
    })
    .from(nexos)
    .innerJoin(negocios, eq(negocios.id, nexos.negocioId))
    .where(and(eq(nexos.tokenHash, sql.placeholder('tokenHash')), isNull(nexos.revocadoAt)))
    .limit(1)
    .prepare('nexo_por_token'),
);

/** The device with the business and establishment it stands in, for the device's own screen. */
export async function findNexoConLugar(db: Db, nexoId: string) {
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
export async function countVisitasDeNexo(
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

/** The device's latest visits, newest scan first, with the customer's name when there is one. */
export async function findUltimasVisitas(db: Db, nexoId: string, limit: number) {
  return db
    .select({
      id: visitas.id,
      fecha: visitas.fecha,
      recibidaAt: visitas.recibidaAt,
      anonima: visitas.anonima,
      nombre: clientes.nombre,
      fotoId: clientes.fotoId,
    })
    .from(visitas)
    .leftJoin(clientes, eq(clientes.id, visitas.clienteId))
    .where(eq(visitas.nexoId, nexoId))
    .orderBy(desc(visitas.fecha))
    .limit(limit);
}
