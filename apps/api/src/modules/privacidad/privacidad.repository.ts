import { and, asc, count, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { encolarAnulacion } from '../pases/pases.repository.ts';
import { findEstablecimientos } from '../perfiles/perfiles.repository.ts';
import {
  canjes,
  clientes,
  fotos,
  miembros,
  negocios,
  nexos,
  nexoSolicitudes,
  programasLealtad,
  promociones,
  sesiones,
  fechasDeTarjetaVisitada,
  tarjetas,
  tarjetaVisitadaEn,
  temporadas,
  usuarios,
  visitas,
} from '../../db/schema/index.ts';

// The business's rights over its data (DOMAIN §8): reading all of it out and erasing it. Both
// cross every aggregate the business owns, so this repository reads and deletes across them —
// the one place that does, so nothing else needs to know how a whole business is taken apart.
//
// Large tables are walked by keyset (a cursor on an index, one batch per query), never with an
// OFFSET and never all at once: a business with a million visits costs one batch of memory, and
// other requests run between batches (the embedded database has a single connection).

export type NegocioRow = typeof negocios.$inferSelect;

/** The business by public id, if this account owns it. */
export async function findNegocioDelDueno(db: Db, negocioPublicId: string, usuarioId: string) {
  const [row] = await db
    .select()
    .from(negocios)
    .where(and(eq(negocios.publicId, negocioPublicId), eq(negocios.usuarioId, usuarioId)))
    .limit(1);
  return row ?? null;
}

export async function findNegocioDeUsuario(db: Db, usuarioId: string) {
  const [row] = await db.select().from(negocios).where(eq(negocios.usuarioId, usuarioId)).limit(1);
  return row ?? null;
}

export async function findCuenta(db: Db, usuarioId: string) {
  const [row] = await db
    .select({ email: usuarios.email, createdAt: usuarios.createdAt })
    .from(usuarios)
    .where(eq(usuarios.id, usuarioId));
  return row ?? null;
}

/**
 * The business's small lists: establishments, devices, programme, seasons, promotions, and its
 * people (removed ones too: the visits and canjes they registered still name them).
 */
export async function findFichas(db: Db, negocioId: string) {
  const [ests, devices, [programa], seasons, promos, personas] = await Promise.all([
    findEstablecimientos(db, negocioId),
    db.select().from(nexos).where(eq(nexos.negocioId, negocioId)).orderBy(asc(nexos.createdAt)),
    db.select().from(programasLealtad).where(eq(programasLealtad.negocioId, negocioId)),
    db
      .select()
      .from(temporadas)
      .where(eq(temporadas.negocioId, negocioId))
      .orderBy(asc(temporadas.fechaInicio)),
    db
      .select()
      .from(promociones)
      .where(eq(promociones.negocioId, negocioId))
      .orderBy(asc(promociones.createdAt)),
    db
      .select({ id: miembros.id, nombre: miembros.nombre, rol: miembros.rol })
      .from(miembros)
      .where(eq(miembros.negocioId, negocioId)),
  ]);
  return {
    establecimientos: ests,
    nexos: devices,
    programa: programa ?? null,
    temporadas: seasons,
    promociones: promos,
    miembros: personas,
  };
}

/** A cursor on (fecha, id): the timestamp as PostgreSQL's own text, so no microsecond is lost. */
export interface CursorFecha {
  fecha: string;
  id: string;
}

export const despuesDe = (
  columnas: { fecha: AnyPgColumn; id: AnyPgColumn },
  cursor: CursorFecha | null,
) =>
  cursor
    ? and(
        gte(columnas.fecha, sql`${cursor.fecha}::timestamptz`),
        sql`(${columnas.fecha}, ${columnas.id}) > (${cursor.fecha}::timestamptz, ${cursor.id}::uuid)`,
      )
    : undefined;

/** The business's customers' cards, by customer id (the card index's order). */
export async function* lotesDeTarjetas(db: Db, negocioId: string, lote: number) {
  let ultimo: string | null = null;
  for (;;) {
    const filas = await db
      .select({
        clienteId: tarjetas.clienteId,
        clientePublicId: clientes.publicId,
        cliente: clientes.nombre,
        nivel: tarjetas.nivel,
        visitasTemporada: tarjetas.visitasTemporada,
        visitasTotales: tarjetas.visitasTotales,
        rachaSemanas: tarjetas.rachaSemanas,
        ...fechasDeTarjetaVisitada,
      })
      .from(tarjetas)
      .innerJoin(clientes, eq(clientes.id, tarjetas.clienteId))
      .where(tarjetaVisitadaEn(negocioId, ultimo ? gt(tarjetas.clienteId, ultimo) : undefined))
      .orderBy(asc(tarjetas.clienteId))
      .limit(lote);
    if (filas.length === 0) return;
    yield filas;
    if (filas.length < lote) return;
    ultimo = filas[filas.length - 1]!.clienteId;
  }
}

/** How many canjes each of these customers made at the business. */
export async function canjesPorCliente(db: Db, negocioId: string, clienteIds: string[]) {
  if (clienteIds.length === 0) return new Map<string, number>();
  const filas = await db
    .select({ clienteId: canjes.clienteId, total: count() })
    .from(canjes)
    .where(and(eq(canjes.negocioId, negocioId), inArray(canjes.clienteId, clienteIds)))
    .groupBy(canjes.clienteId);
  return new Map(filas.map((f) => [f.clienteId!, Number(f.total)]));
}

/** One page of the business's visits after `cursor`, with the customer each one names. */
const paginaDeVisitas = (db: Db, negocioId: string, cursor: CursorFecha | null, lote: number) =>
  db
    .select({
      id: visitas.id,
      cursor: sql<string>`${visitas.fecha}::text`,
      fecha: visitas.fecha,
      fechaLocal: visitas.fechaLocal,
      horaLocal: visitas.horaLocal,
      establecimientoId: visitas.establecimientoId,
      nexoId: visitas.nexoId,
      anonima: visitas.anonima,
      miembroId: visitas.miembroId,
      clientePublicId: clientes.publicId,
      cliente: clientes.nombre,
    })
    .from(visitas)
    .leftJoin(clientes, eq(clientes.id, visitas.clienteId))
    .where(and(eq(visitas.negocioId, negocioId), despuesDe(visitas, cursor)))
    .orderBy(asc(visitas.fecha), asc(visitas.id))
    .limit(lote);

/** One page of the business's canjes after `cursor`, with the promotion and the customer. */
const paginaDeCanjes = (db: Db, negocioId: string, cursor: CursorFecha | null, lote: number) =>
  db
    .select({
      id: canjes.id,
      cursor: sql<string>`${canjes.fecha}::text`,
      fecha: canjes.fecha,
      fechaLocal: canjes.fechaLocal,
      promocionPublicId: promociones.publicId,
      promocion: promociones.titulo,
      clientePublicId: clientes.publicId,
      cliente: clientes.nombre,
      establecimientoId: canjes.establecimientoId,
      nexoId: canjes.nexoId,
      miembroId: canjes.miembroId,
    })
    .from(canjes)
    .innerJoin(promociones, eq(promociones.id, canjes.promocionId))
    .leftJoin(clientes, eq(clientes.id, canjes.clienteId))
    .where(and(eq(canjes.negocioId, negocioId), despuesDe(canjes, cursor)))
    .orderBy(asc(canjes.fecha), asc(canjes.id))
    .limit(lote);

/** Pages of rows ordered by (fecha, id), walked by keyset until a short page. */
export async function* porFecha<T extends { cursor: string; id: string }>(
  pagina: (cursor: CursorFecha | null) => Promise<T[]>,
  lote: number,
): AsyncGenerator<T[]> {
  let cursor: CursorFecha | null = null;
  for (;;) {
    const filas: T[] = await pagina(cursor);
    if (filas.length > 0) yield filas;
    if (filas.length < lote) return;
    const last: T = filas[filas.length - 1]!;
    cursor = { fecha: last.cursor, id: last.id };
  }
}

/** The business's visits, oldest first. */
export const lotesDeVisitas = (db: Db, negocioId: string, lote: number) =>
  porFecha((cursor) => paginaDeVisitas(db, negocioId, cursor, lote), lote);

/** The business's canjes, oldest first. */
export const lotesDeCanjes = (db: Db, negocioId: string, lote: number) =>
  porFecha((cursor) => paginaDeCanjes(db, negocioId, cursor, lote), lote);

// ── Erasing ─────────────────────────────────────────────────────────────────────────────────────

/** A password hash no password verifies against (argon2 cannot parse it). */
const SIN_CONTRASENA = '!cuenta-eliminada';

/**
 * The first step of an erasure, all at once: the business's Nexos stop (their tokens are refused
 * from now on), every session of the account ends, and its password stops working, so nothing new
 * comes in while the rest is deleted.
 */
export async function cerrarCuenta(db: Db, usuarioId: string, negocioId: string, now: Date) {
  await db.transaction(async (tx) => {
    await tx
      .update(nexos)
      .set({ revocadoAt: now })
      .where(and(eq(nexos.negocioId, negocioId), isNull(nexos.revocadoAt)));
    await tx.delete(sesiones).where(eq(sesiones.usuarioId, usuarioId));
    await tx
      .update(usuarios)
      .set({ passwordHash: SIN_CONTRASENA, updatedAt: now })
      .where(eq(usuarios.id, usuarioId));
  });
}

/**
 * Deletes up to `lote` of the business's largest rows — visits, then the devices' stored answers —
 * and says how many went. Called until it answers 0, so no single statement holds the database
 * for long.
 */
export async function borrarLote(db: Db, negocioId: string, lote: number) {
  const v = await db
    .delete(visitas)
    .where(
      inArray(
        visitas.id,
        db
          .select({ id: visitas.id })
          .from(visitas)
          .where(eq(visitas.negocioId, negocioId))
          .limit(lote),
      ),
    )
    .returning({ id: visitas.id });
  if (v.length > 0) return v.length;
  const s = await db
    .delete(nexoSolicitudes)
    .where(
      sql`(${nexoSolicitudes.nexoId}, ${nexoSolicitudes.clave}) in (
        select s.nexo_id, s.clave from ${nexoSolicitudes} s
        join ${nexos} n on n.id = s.nexo_id
        where n.negocio_id = ${negocioId}
        limit ${lote})`,
    )
    .returning({ clave: nexoSolicitudes.clave });
  return s.length;
}

/**
 * The rest in one transaction: the business row — whose deletion cascades to its establishments,
 * devices, pairing codes, programme, seasons, promotions, canjes, cards, roll-ups and the
 * achievements earned there — then the account's pictures and the account itself (its sessions
 * and codes cascade).
 */
export async function borrarNegocioYCuenta(db: Db, usuarioId: string, negocioId: string) {
  await db.transaction(async (tx) => {
    await encolarAnulacion(tx, { negocioId });
    await tx.delete(negocios).where(eq(negocios.id, negocioId));
    await tx.delete(fotos).where(eq(fotos.usuarioId, usuarioId));
    await tx.delete(usuarios).where(eq(usuarios.id, usuarioId));
  });
}
