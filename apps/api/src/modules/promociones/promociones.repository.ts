import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { queryRows, unaVezPorBase, type Db } from '../../db/client.ts';
import { fallidosEnSql } from '../../lib/codigos-fallidos.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  canjes,
  clientes,
  codigosCanje,
  establecimientos,
  logros,
  negocios,
  nexos,
  nexoSolicitudes,
  promociones,
  promocionVivaDe,
  promocionVistas,
  tarjetas,
  temporadas,
  usuarios,
} from '../../db/schema/index.ts';

// Promotions, their views and the redemption ledger (DOMAIN §6).

export type PromocionRow = typeof promociones.$inferSelect;

/** What the counter's rules and its list read of a promotion (reglasDe, toEnMostrador). */
export type PromocionEnMostradorRow = Pick<
  PromocionRow,
  | 'publicId'
  | 'titulo'
  | 'descripcion'
  | 'clase'
  | 'nivelReq'
  | 'tipo'
  | 'status'
  | 'programaDia'
  | 'programaInicio'
  | 'programaFin'
  | 'programaZona'
  | 'periodoInicio'
  | 'periodoFin'
  | 'restantes'
  | 'fechaLimite'
  | 'limiteDiario'
  | 'limiteSemanal'
  | 'limiteTotal'
  | 'limiteGlobal'
  | 'terminos'
  | 'usos'
>;

/** One element of promocionesConUsosJson: recent uses as [local date, week, how many]. */
export interface PromocionConUsosJson {
  promocion: PromocionEnMostradorRow;
  total: number;
  recientes: Array<[string, number, number]> | null;
}

/**
 * A business's live promotions with one customer's uses, as one JSON value for a query that
 * reads other things too (the visit's one read): `[{promocion, total, recientes}]` in the
 * counter's order, `recientes` the customer's canjes since `desde` as `[fecha local, semana,
 * cuántos]` — enough to count today's and this week's once the business's day is known
 * (ofertasDeJson). Every date column is a `date`, so the JSON carries what drizzle would.
 */
export function promocionesConUsosJson(negocioId: SQL, clienteId: SQL, desde: SQL): SQL {
  const p = promociones;
  const de = (c: AnyPgColumn) => sql`${c}`;
  const campos: Record<keyof PromocionEnMostradorRow, SQL> = {
    publicId: de(p.publicId),
    titulo: de(p.titulo),
    descripcion: de(p.descripcion),
    clase: de(p.clase),
    nivelReq: de(p.nivelReq),
    tipo: de(p.tipo),
    status: de(p.status),
    programaDia: de(p.programaDia),
    programaInicio: de(p.programaInicio),
    programaFin: de(p.programaFin),
    programaZona: de(p.programaZona),
    periodoInicio: sql`${p.periodoInicio}::text`,
    periodoFin: sql`${p.periodoFin}::text`,
    restantes: de(p.restantes),
    fechaLimite: sql`${p.fechaLimite}::text`,
    limiteDiario: de(p.limiteDiario),
    limiteSemanal: de(p.limiteSemanal),
    limiteTotal: de(p.limiteTotal),
    limiteGlobal: de(p.limiteGlobal),
    terminos: de(p.terminos),
    usos: de(p.usos),
  };
  const objeto = sql.join(
    Object.entries(campos).map(([k, v]) => sql`${sql.raw(`'${k}'`)}, ${v}`),
    sql`, `,
  );
  const delCliente = sql`${canjes.promocionId} = ${p.id} and ${canjes.clienteId} = ${clienteId}`;
  return sql`(select coalesce(json_agg(json_build_object(
      'promocion', json_build_object(${objeto}),
      'total', (select count(*)::int from ${canjes} where ${delCliente}),
      'recientes', (select json_agg(json_build_array(r.f, r.s, r.n)) from (
        select ${canjes.fechaLocal}::text as f, ${canjes.semana} as s, count(*)::int as n
        from ${canjes} where ${delCliente} and ${canjes.fechaLocal} >= (${desde})::date
        group by 1, 2) r)
    ) order by ${p.nivelReq} asc, ${p.createdAt} desc), '[]'::json)
    from ${p}
    where ${p.negocioId} = ${negocioId} and ${p.eliminadaAt} is null and ${p.status})`;
}

const conAutor = {
  promocion: promociones,
  negocioPublicId: negocios.publicId,
  duenoId: negocios.usuarioId,
  zonaHoraria: negocios.zonaHoraria,
  autor: usuarios.nombre,
};

/** A promotion with its business's public id and zone and its author's name. */
export async function findPromocion(db: Db, publicId: string) {
  const [row] = await db
    .select(conAutor)
    .from(promociones)
    .innerJoin(negocios, eq(negocios.id, promociones.negocioId))
    .innerJoin(usuarios, eq(usuarios.id, promociones.creadoPor))
    .where(and(eq(promociones.publicId, publicId), isNull(promociones.eliminadaAt)))
    .limit(1);
  return row ?? null;
}

export async function findPromocionesDe(db: Db, negocioId: string) {
  return db
    .select(conAutor)
    .from(promociones)
    .innerJoin(negocios, eq(negocios.id, promociones.negocioId))
    .innerJoin(usuarios, eq(usuarios.id, promociones.creadoPor))
    .where(promocionVivaDe(negocioId))
    .orderBy(desc(promociones.createdAt));
}

export async function insertPromocion(db: Db, values: typeof promociones.$inferInsert) {
  const [row] = await db.insert(promociones).values(values).returning({ id: promociones.id });
  return row!.id;
}

export async function updatePromocion(
  db: Db,
  id: string,
  values: Partial<typeof promociones.$inferInsert>,
) {
  await db
    .update(promociones)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(promociones.id, id));
}

/** The switched-on, not deleted promotions of some businesses (what customers may see). */
export async function findPromocionesEncendidas(db: Db, negocioIds: string[]) {
  if (negocioIds.length === 0) return [];
  return db
    .select()
    .from(promociones)
    .where(
      and(
        inArray(promociones.negocioId, negocioIds),
        isNull(promociones.eliminadaAt),
        eq(promociones.status, true),
      ),
    );
}

/** Per-level summary for the programme screen: which promotions ask for which level. */
export async function findAsignacionesDe(db: Db, negocioId: string) {
  return db
    .select({
      publicId: promociones.publicId,
      titulo: promociones.titulo,
      clase: promociones.clase,
      nivelReq: promociones.nivelReq,
      status: promociones.status,
    })
    .from(promociones)
    .where(promocionVivaDe(negocioId))
    .orderBy(desc(promociones.createdAt));
}

/**
 * A business's live promotions with one customer's uses (promocionesConUsosJson), on their own:
 * for the locked visit path, which knows the business's day (`hoy`) when it asks.
 */
export async function findPromocionesConUsos(
  db: Db,
  negocioId: string,
  clienteId: string,
  hoy: string,
): Promise<PromocionConUsosJson[]> {
  const [row] = await queryRows<{ promociones: PromocionConUsosJson[] }>(
    db,
    sql`select ${promocionesConUsosJson(sql`${negocioId}::uuid`, sql`${clienteId}::uuid`, sql`${hoy}::date - 8`)} as promociones`,
  );
  return row?.promociones ?? [];
}

/**
 * The promotion a redemption is for, as it stands — NOT locked: its stock and overall limit are
 * enforced by writeCanje's conditional UPDATE, which holds the row only for that statement and
 * the commit, so a hot exclusivo is no longer one queue of whole transactions (issue 12). The
 * customer's row IS locked here, in the same round trip: their own limits (daily, weekly, total)
 * are counted by the next statement, whose snapshot then sees every canje of theirs committed
 * before. (Locked in the counting statement itself, the counts would come from the snapshot
 * taken before the wait — five canjes out of twenty at once under a daily limit of one.)
 * The business's open season comes along (the canje counts in it when today falls inside it).
 */
export async function findPromocionParaCanje(
  tx: Db,
  publicId: string,
  negocioId: string,
  clienteId: string,
) {
  const [row] = await tx
    .select({
      promocion: promociones,
      cliente: sql<
        boolean | null
      >`(select true from ${clientes} where ${clientes.id} = ${clienteId} for no key update)`,
      temporada: {
        id: temporadas.id,
        fechaInicio: temporadas.fechaInicio,
        fechaFin: temporadas.fechaFin,
      },
    })
    .from(promociones)
    .leftJoin(
      temporadas,
      and(eq(temporadas.negocioId, promociones.negocioId), eq(temporadas.activa, true)),
    )
    .where(promocionVivaDe(negocioId, eq(promociones.publicId, publicId)));
  return row
    ? { ...row.promocion, clienteExiste: row.cliente === true, temporada: row.temporada }
    : null;
}

/** What a redemption needs to know about the customer here: their level and their past uses. */
export async function findClienteParaCanje(
  tx: Db,
  promocionId: string,
  negocioId: string,
  clienteId: string,
  hoy: string,
  semana: number,
) {
  const [row] = await tx
    .select({
      nombre: clientes.nombre,
      fotoId: clientes.fotoId,
      canjesTotales: clientes.canjesTotales,
      nivel:
        sql<number>`coalesce((select ${tarjetas.nivel} from ${tarjetas} where ${tarjetas.negocioId} = ${negocioId} and ${tarjetas.clienteId} = ${clienteId}), 0)`.mapWith(
          Number,
        ),
      hoy: sql<number>`(select count(*) from ${canjes} where ${canjes.promocionId} = ${promocionId} and ${canjes.clienteId} = ${clienteId} and ${canjes.fechaLocal} = ${hoy})`.mapWith(
        Number,
      ),
      semana:
        sql<number>`(select count(*) from ${canjes} where ${canjes.promocionId} = ${promocionId} and ${canjes.clienteId} = ${clienteId} and ${canjes.semana} = ${semana})`.mapWith(
          Number,
        ),
      total:
        sql<number>`(select count(*) from ${canjes} where ${canjes.promocionId} = ${promocionId} and ${canjes.clienteId} = ${clienteId})`.mapWith(
          Number,
        ),
    })
    .from(clientes)
    .where(eq(clientes.id, clienteId))
    .limit(1);
  return row ?? null;
}

/**
 * Every write of one redemption, in one statement: the ledger row; the promotion's uses (and its
 * stock, for an exclusivo); the open season's count; the customer's total and, for the first,
 * the achievement; the customer's code marked used; the answer kept for the device's key.
 */
export async function writeCanje(
  tx: Db,
  v: {
    canje: typeof canjes.$inferInsert & { id: string };
    promocionId: string;
    descontarStock: boolean;
    primerCanje: { clave: string; tipo: string } | null;
    codigoCanjeId: string | null;
    solicitud: { nexoId: string; clave: string; respuesta: unknown } | null;
    now: Date;
  },
) {
  const c = v.canje;
  const parts = [
    // The stock and the overall limit are checked by the UPDATE itself: a concurrent one waits
    // for the row, then re-reads it and finds the last unit gone. Nothing else is written when
    // it matches no row (every other part reads from p).
    sql`with p as (
      update ${promociones} set usos = usos + 1${v.descontarStock ? sql`, restantes = restantes - 1` : sql``}
      where id = ${v.promocionId} and status and eliminada_at is null
        and (limite_global is null or usos < limite_global)${v.descontarStock ? sql` and restantes > 0` : sql``}
      returning restantes
    ), k as (
      insert into ${canjes} (id, negocio_id, promocion_id, cliente_id, establecimiento_id, nexo_id, usuario_id, miembro_id, temporada_id, codigo_canje_id, fecha, fecha_local, semana)
      select ${c.id}::uuid, ${c.negocioId}::uuid, ${c.promocionId}::uuid, ${c.clienteId}::uuid, ${c.establecimientoId ?? null}::uuid, ${c.nexoId ?? null}::uuid, ${c.usuarioId ?? null}::uuid, ${c.miembroId ?? null}::uuid, ${c.temporadaId ?? null}::uuid, ${c.codigoCanjeId ?? null}::uuid, ${(c.fecha as Date).toISOString()}::timestamptz, ${c.fechaLocal}::date, ${c.semana}::int
      from p
      returning id
    ), u as (
      update ${clientes} set canjes_totales = canjes_totales + 1
      where id = ${c.clienteId} and exists (select 1 from p)
    )`,
  ];
  if (c.temporadaId) {
    parts.push(sql`, s as (
      update ${temporadas} set promociones_canjeadas = promociones_canjeadas + 1
      where id = ${c.temporadaId} and exists (select 1 from p)
    )`);
  }
  if (v.primerCanje) {
    parts.push(sql`, l as (
      insert into ${logros} (cliente_id, tipo, clave, obtenido_at)
      select ${c.clienteId}::uuid, ${v.primerCanje.tipo}, ${v.primerCanje.clave}, ${v.now.toISOString()}::timestamptz
      from p
      on conflict (cliente_id, clave) do nothing
    )`);
  }
  if (v.codigoCanjeId) {
    parts.push(sql`, x as (
      update ${codigosCanje} set usado_at = ${v.now.toISOString()}::timestamptz
      where id = ${v.codigoCanjeId} and exists (select 1 from p)
    )`);
  }
  if (v.solicitud) {
    // The stock the answer reports is the one this UPDATE left (a concurrent canje may have
    // taken one since the promotion was read).
    parts.push(sql`, q as (
      update ${nexoSolicitudes} set respuesta = ${JSON.stringify(v.solicitud.respuesta)}::jsonb
        ${
          v.descontarStock
            ? sql`|| jsonb_build_object('restantes', (select restantes from p))
                  || case when (select restantes from p) <= 0
                     then '{"otroCanje": {"elegible": false, "motivo": "sin_existencias"}}'::jsonb
                     else '{}'::jsonb end`
            : sql``
        }
      where nexo_id = ${v.solicitud.nexoId} and clave = ${v.solicitud.clave} and exists (select 1 from p)
    )`);
  }
  parts.push(sql` select k.id, p.restantes from k, p`);
  const rows = await queryRows<{ id: string; restantes: number | null }>(
    tx,
    sql.join(parts, sql``),
  );
  // No row: the last unit (or the overall limit) went to a concurrent canje, or the promotion was
  // switched off meanwhile; nothing was written.
  return rows[0] ? { restantes: rows[0].restantes } : null;
}

const existencias = {
  tipo: promociones.tipo,
  restantes: promociones.restantes,
  usos: promociones.usos,
  limiteGlobal: promociones.limiteGlobal,
};

/** A redemption code of the business, not used and not expired. */
const codigoVivo = (
  codigo: string | Placeholder,
  negocioId: string | AnyPgColumn,
  now: Date | Placeholder,
) =>
  and(
    eq(codigosCanje.codigo, codigo),
    eq(codigosCanje.negocioId, negocioId),
    isNull(codigosCanje.usadoAt),
    gte(codigosCanje.expiresAt, now),
  );

/** The promotion of a live redemption code of the business. */
const existenciasDeCodigo = (
  db: Db,
  negocioId: string | AnyPgColumn,
  codigo: string | Placeholder,
  now: Date | Placeholder,
) =>
  db
    .select(existencias)
    .from(codigosCanje)
    .innerJoin(promociones, eq(promociones.id, codigosCanje.promocionId))
    .where(codigoVivo(codigo, negocioId, now));

/**
 * The stock and overall use of a promotion, by its public id or by a live redemption code, read
 * before any transaction: a sold-out exclusivo is refused without one (the rush after the last
 * unit is most of the attempts).
 */
export async function findExistencias(
  db: Db,
  negocioId: string,
  por: { publicId: string } | { codigo: string; now: Date },
) {
  const [row] =
    'publicId' in por
      ? await db
          .select(existencias)
          .from(promociones)
          .where(and(eq(promociones.publicId, por.publicId), eq(promociones.negocioId, negocioId)))
      : await existenciasDeCodigo(db, negocioId, por.codigo, por.now);
  return row ?? null;
}

/**
 * Everything a code confirmed at a Nexo needs before its transaction, in one round trip: the live
 * device behind the token hash (null when unknown or unpaired), the answer an earlier request with
 * this idempotency key got (if any), and the stock of the code's promotion (null when the code is
 * not live here). After a hot exclusivo's last unit this is the whole of nearly every attempt.
 */
export async function findContextoCanjeCodigo(
  db: Db,
  v: {
    tokenHash: string;
    clave: string;
    codigo: string;
    now: Date;
    /** Each wrong-code window's start (codigos-fallidos' desdesDe). */
    desdes: Record<string, string>;
  },
) {
  const { desdes, ...valores } = v;
  const [row] = await contextoCanjeCodigo(db).execute({
    ...valores,
    ...desdes,
    now: v.now.toISOString(),
  });
  return row ? { ...row, fallidos: row.fallidos.map(Number) } : null;
}

// Built once per database handle, a named prepared statement (the refusal of a rush is this
// statement alone, thousands of times).
const contextoCanjeCodigo = unaVezPorBase((db) => {
  const e = existenciasDeCodigo(
    db,
    nexos.negocioId,
    sql.placeholder('codigo'),
    sql.placeholder('now'),
  )
    .limit(1)
    .as('e');
  return db
    .select({
      nexo: {
        nexoId: nexos.id,
        negocioId: nexos.negocioId,
        establecimientoId: nexos.establecimientoId,
        zonaHoraria: negocios.zonaHoraria,
        miembroId: nexos.miembroActualId,
      },
      previa: { tipo: nexoSolicitudes.tipo, respuesta: nexoSolicitudes.respuesta },
      existencias: {
        tipo: e.tipo,
        restantes: e.restantes,
        usos: e.usos,
        limiteGlobal: e.limiteGlobal,
      },
      fallidos: sql<number[]>`${fallidosEnSql('canje', {
        nexo: sql`${nexos.id}`,
        establecimiento: sql`${nexos.establecimientoId}`,
        negocio: sql`${nexos.negocioId}`,
      })}`,
    })
    .from(nexos)
    .innerJoin(negocios, eq(negocios.id, nexos.negocioId))
    .leftJoin(
      nexoSolicitudes,
      and(
        eq(nexoSolicitudes.nexoId, nexos.id),
        eq(nexoSolicitudes.clave, sql.placeholder('clave')),
      ),
    )
    .leftJoinLateral(e, sql`true`)
    .where(and(eq(nexos.tokenHash, sql.placeholder('tokenHash')), isNull(nexos.revocadoAt)))
    .limit(1)
    .prepare('contexto_canje_codigo');
});

/** The live code, locked: used once, by one redemption. */
export async function lockCodigoCanje(tx: Db, codigo: string, negocioId: string, now: Date) {
  const [row] = await tx
    .select({
      id: codigosCanje.id,
      clienteId: codigosCanje.clienteId,
      promocionPublicId: promociones.publicId,
    })
    .from(codigosCanje)
    .innerJoin(promociones, eq(promociones.id, codigosCanje.promocionId))
    .where(codigoVivo(codigo, negocioId, now))
    .for('update', { of: codigosCanje });
  return row ?? null;
}

/**
 * A new code for the customer and promotion, replacing their unused one; false when the code
 * collides with another live one (the caller draws again).
 */
export async function replaceCodigoCanje(
  db: Db,
  values: typeof codigosCanje.$inferInsert,
  now: Date,
) {
  return db.transaction(async (tx) => {
    await tx
      .update(codigosCanje)
      .set({ usadoAt: now })
      .where(
        and(
          eq(codigosCanje.clienteId, values.clienteId),
          eq(codigosCanje.promocionId, values.promocionId),
          isNull(codigosCanje.usadoAt),
        ),
      );
    const rows = await tx
      .insert(codigosCanje)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: codigosCanje.id });
    return rows.length === 1;
  });
}

/** A customer opened the offer today: counted once per day. */
export async function registrarVista(
  db: Db,
  promocionId: string,
  clienteId: string,
  fecha: string,
) {
  await db.execute(sql`
    with v as (
      insert into ${promocionVistas} (promocion_id, cliente_id, fecha) values (${promocionId}, ${clienteId}, ${fecha}::date)
      on conflict do nothing returning 1
    )
    update ${promociones} set vistas = vistas + (select count(*) from v) where id = ${promocionId}`);
}

/** Redemptions per local day since `desde` (inclusive). */
export async function canjesPorDia(db: Db, promocionId: string, desde: string) {
  return db
    .select({
      fecha: canjes.fechaLocal,
      canjes: sql<number>`count(*)`.mapWith(Number),
    })
    .from(canjes)
    .where(and(eq(canjes.promocionId, promocionId), gte(canjes.fechaLocal, desde)))
    .groupBy(canjes.fechaLocal)
    .orderBy(asc(canjes.fechaLocal));
}

/** The owner's business, with its zone and main establishment (where the dashboard redeems). */
export async function findLugarDelDueno(db: Db, usuarioId: string) {
  const [row] = await db
    .select({
      negocioId: negocios.id,
      zonaHoraria: negocios.zonaHoraria,
      establecimientoId: establecimientos.id,
    })
    .from(negocios)
    .innerJoin(
      establecimientos,
      and(eq(establecimientos.negocioId, negocios.id), eq(establecimientos.principal, true)),
    )
    .where(eq(negocios.usuarioId, usuarioId))
    .limit(1);
  return row ?? null;
}
