import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  clientes,
  negocios,
  programasLealtad,
  tarjetas,
  tarjetasPorDia,
  tarjetaVisitada,
  tarjetaVisitadaEn,
  temporadas,
  visitas,
  type NivelConfig,
} from '../../db/schema/index.ts';

// The loyalty programme, its seasons and the customers' cards (DOMAIN §5).

export type TarjetaRow = typeof tarjetas.$inferSelect;

/** The programme's levels and the open season, in one query (the visit path reads it each time). */
export async function findProgramaYTemporada(db: Db, negocioId: string) {
  const [row] = await db
    .select({ niveles: programasLealtad.niveles, temporada: temporadas })
    .from(programasLealtad)
    .leftJoin(
      temporadas,
      and(eq(temporadas.negocioId, programasLealtad.negocioId), eq(temporadas.activa, true)),
    )
    .where(eq(programasLealtad.negocioId, negocioId))
    .limit(1);
  return row ?? null;
}

export async function findPrograma(db: Db, negocioId: string) {
  const [row] = await db
    .select()
    .from(programasLealtad)
    .where(eq(programasLealtad.negocioId, negocioId))
    .limit(1);
  return row ?? null;
}

export async function findTemporadaActiva(db: Db, negocioId: string) {
  const [row] = await db
    .select()
    .from(temporadas)
    .where(and(eq(temporadas.negocioId, negocioId), eq(temporadas.activa, true)))
    .limit(1);
  return row ?? null;
}

/**
 * Everything a customer's visit decides on, read fresh and locked for this transaction: the card
 * (and the customer's row, so their streak and totals move one visit at a time), the programme's
 * levels and open season as they are now (a season close holds the card locks while it works),
 * how many businesses they have visited before (cards waiting empty in the wallet do not count),
 * and their counted visit here within the cooldown window on either side of `at`. Null when the
 * customer has no card here yet.
 */
export async function findEstadoParaVisita(
  tx: Db,
  negocioId: string,
  clienteId: string,
  at: Date,
  cooldownMs: number,
) {
  const desde = new Date(at.getTime() - cooldownMs).toISOString();
  const hasta = new Date(at.getTime() + cooldownMs).toISOString();
  // Only the columns the visit uses: on the embedded database a wide row costs as much as a query.
  const [row] = await tx
    .select({
      tarjeta: {
        id: tarjetas.id,
        nivel: tarjetas.nivel,
        visitasTemporada: tarjetas.visitasTemporada,
        visitasTotales: tarjetas.visitasTotales,
        rachaSemanas: tarjetas.rachaSemanas,
        ultimaSemana: tarjetas.ultimaSemana,
        ultimaVisita: tarjetas.ultimaVisita,
        penultimaVisita: tarjetas.penultimaVisita,
        ultimoMes: tarjetas.ultimoMes,
        mesesConVisita: tarjetas.mesesConVisita,
      },
      cliente: {
        visitasTotales: clientes.visitasTotales,
        rachaSemanas: clientes.rachaSemanas,
        ultimaSemana: clientes.ultimaSemana,
      },
      negocios:
        sql<number>`(select count(*) from ${tarjetas} x where x.cliente_id = ${clienteId} and x.ultima_visita is not null)`.mapWith(
          Number,
        ),
      niveles: programasLealtad.niveles,
      temporada: {
        id: temporadas.id,
        fechaInicio: temporadas.fechaInicio,
        fechaFin: temporadas.fechaFin,
      },
      cercana: sql<
        string | null
      >`(select max(${visitas.fecha}) from ${visitas} where ${visitas.clienteId} = ${clienteId} and ${visitas.negocioId} = ${negocioId} and ${visitas.fecha} > ${desde}::timestamptz and ${visitas.fecha} < ${hasta}::timestamptz)`,
    })
    .from(tarjetas)
    .innerJoin(clientes, eq(clientes.id, tarjetas.clienteId))
    .innerJoin(programasLealtad, eq(programasLealtad.negocioId, tarjetas.negocioId))
    .leftJoin(
      temporadas,
      and(eq(temporadas.negocioId, tarjetas.negocioId), eq(temporadas.activa, true)),
    )
    .where(and(eq(tarjetas.negocioId, negocioId), eq(tarjetas.clienteId, clienteId)))
    // NO KEY UPDATE, not UPDATE: the visit changes counters, never a key. A first visit's card
    // insert (and any row pointing at the customer) holds KEY SHARE on the customer, which FOR
    // UPDATE waits for: two first visits of one customer at two businesses then waited on each
    // other until PostgreSQL killed one as a deadlock (a 500 after a second; issue 12).
    .for('no key update', { of: [tarjetas, clientes] });
  if (!row) return null;
  return {
    ...row,
    niveles: row.niveles as NivelConfig[],
    cercana: row.cercana ? new Date(row.cercana) : null,
  };
}

/**
 * A new, empty card — made by a first visit (auto-enrolment), which then fills it, or by adding
 * the business to the wallet by its code; null when one appeared meanwhile.
 */
export async function insertTarjeta(tx: Db, negocioId: string, clienteId: string) {
  const [created] = await tx
    .insert(tarjetas)
    .values({ negocioId, clienteId })
    .onConflictDoNothing({ target: [tarjetas.negocioId, tarjetas.clienteId] })
    .returning();
  return created ?? null;
}

/** The open season with what closing it needs: the programme's levels and length, the zone. */
export async function findTemporadaAbierta(tx: Db, negocioId: string) {
  const [row] = await tx
    .select({
      temporada: temporadas,
      niveles: programasLealtad.niveles,
      duracionMeses: programasLealtad.duracionMeses,
      zonaHoraria: negocios.zonaHoraria,
    })
    .from(temporadas)
    .innerJoin(programasLealtad, eq(programasLealtad.negocioId, temporadas.negocioId))
    .innerJoin(negocios, eq(negocios.id, temporadas.negocioId))
    .where(and(eq(temporadas.negocioId, negocioId), eq(temporadas.activa, true)))
    .limit(1);
  return row ?? null;
}

/** Businesses whose open season ended before their own today. */
export async function findNegociosConTemporadaVencida(db: Db, limit = 200) {
  const rows = await db
    .select({ negocioId: temporadas.negocioId })
    .from(temporadas)
    .innerJoin(negocios, eq(negocios.id, temporadas.negocioId))
    .where(
      and(
        eq(temporadas.activa, true),
        sql`${temporadas.fechaFin} < (now() at time zone ${negocios.zonaHoraria})::date`,
      ),
    )
    .limit(limit);
  return rows.map((r) => r.negocioId);
}

/**
 * Holds the business's season lock for the rest of the transaction: closing a season is done
 * once, by one instance, while nobody else closes it (DOMAIN §5).
 */
export async function lockTemporadasDe(tx: Db, negocioId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(7415002, hashtext(${negocioId}))`);
}

/**
 * Every card of the business, locked: visits wait until the close is done (an empty one too: its
 * first visit may be waiting). `visitada` tells the customers' cards from the wallet's empty ones.
 */
export async function lockTarjetasDe(tx: Db, negocioId: string) {
  return tx
    .select({
      id: tarjetas.id,
      nivel: tarjetas.nivel,
      visitasTemporada: tarjetas.visitasTemporada,
      visitada: sql<boolean>`${tarjetaVisitada}`,
    })
    .from(tarjetas)
    .where(eq(tarjetas.negocioId, negocioId))
    .for('update');
}

export async function archivarTemporada(
  tx: Db,
  id: string,
  figuras: { bajadas: number; clientes: number; distribucion: number[]; cerradaAt: Date },
) {
  await tx
    .update(temporadas)
    .set({ activa: false, ...figuras })
    .where(eq(temporadas.id, id));
}

export async function insertTemporada(tx: Db, values: typeof temporadas.$inferInsert) {
  const [row] = await tx.insert(temporadas).values(values).returning();
  return row!;
}

/** New levels for a new season: visits start at zero, and each card remembers where it began. */
export async function reiniciarTarjetas(tx: Db, niveles: Array<{ id: string; nivel: number }>) {
  for (let i = 0; i < niveles.length; i += 500) {
    const chunk = niveles.slice(i, i + 500);
    await tx.execute(sql`
      update ${tarjetas} t set nivel = v.nivel, nivel_inicio_temporada = v.nivel, visitas_temporada = 0
      from (values ${sql.join(
        chunk.map((c) => sql`(${c.id}::uuid, ${c.nivel}::smallint)`),
        sql`, `,
      )}) as v(id, nivel)
      where t.id = v.id`);
  }
}

export async function findTemporadasCerradas(db: Db, negocioId: string, limit = 8) {
  return db
    .select()
    .from(temporadas)
    .where(and(eq(temporadas.negocioId, negocioId), eq(temporadas.activa, false)))
    .orderBy(desc(temporadas.fechaInicio))
    .limit(limit);
}

/**
 * The customers' cards per level now, and those with a visit this season: sums of the cards'
 * roll-up (tarjetas_por_dia), not a read of every card.
 */
export async function contarTarjetas(db: Db, negocioId: string) {
  const rows = await db
    .select({
      nivel: tarjetasPorDia.nivel,
      total: sql<number>`sum(${tarjetasPorDia.tarjetas})`.mapWith(Number),
      conVisitas:
        sql<number>`coalesce(sum(${tarjetasPorDia.tarjetas}) filter (where ${tarjetasPorDia.enTemporada}), 0)`.mapWith(
          Number,
        ),
    })
    .from(tarjetasPorDia)
    .where(eq(tarjetasPorDia.negocioId, negocioId))
    .groupBy(tarjetasPorDia.nivel)
    .having(sql`sum(${tarjetasPorDia.tarjetas}) > 0`);
  return rows;
}

export async function updatePrograma(
  tx: Db,
  negocioId: string,
  values: { niveles: NivelConfig[]; duracionMeses: number },
) {
  await tx
    .update(programasLealtad)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(programasLealtad.negocioId, negocioId));
}

export async function updateTemporada(
  tx: Db,
  id: string,
  values: { fechaFin: string; duracionMeses: number },
) {
  await tx.update(temporadas).set(values).where(eq(temporadas.id, id));
}

/**
 * The simulator's input: the business's cards grouped by (level today, level at the season's
 * start, visits in the season up to `hasta`), with how many cards share each — a few hundred
 * rows however many customers. When `hasta` is today the cards' own season counters are those
 * visits, so no visit is read; a season cut short counts its visits up to its new last day.
 */
export async function gruposDeTarjetas(
  db: Db,
  negocioId: string,
  desde: string,
  hasta: string | null,
) {
  const visitasHasta =
    hasta === null ? sql<number>`${tarjetas.visitasTemporada}` : sql<number>`coalesce(v.n, 0)`;
  const base = db
    .select({
      nivel: tarjetas.nivel,
      nivelInicio: tarjetas.nivelInicioTemporada,
      visitas: visitasHasta.mapWith(Number),
      tarjetas: sql<number>`count(*)`.mapWith(Number),
    })
    .from(tarjetas)
    .$dynamic();
  const conVisitas =
    hasta === null
      ? base
      : base.leftJoin(
          sql`(select ${visitas.tarjetaId} as tarjeta_id, count(*) as n from ${visitas}
               where ${visitas.negocioId} = ${negocioId} and ${visitas.fechaLocal} between ${desde}::date and ${hasta}::date
               group by ${visitas.tarjetaId}) v`,
          sql`v.tarjeta_id = ${tarjetas.id}`,
        );
  return conVisitas.where(tarjetaVisitadaEn(negocioId)).groupBy(sql`1`, sql`2`, sql`3`);
}

/** Raises cards to new levels (thresholds went down): never lowers one mid-season. */
export async function subirNiveles(tx: Db, cambios: Array<{ id: string; nivel: number }>) {
  for (let i = 0; i < cambios.length; i += 500) {
    const chunk = cambios.slice(i, i + 500);
    await tx.execute(sql`
      update ${tarjetas} t set nivel = greatest(t.nivel, v.nivel)
      from (values ${sql.join(
        chunk.map((c) => sql`(${c.id}::uuid, ${c.nivel}::smallint)`),
        sql`, `,
      )}) as v(id, nivel)
      where t.id = v.id`);
  }
}
