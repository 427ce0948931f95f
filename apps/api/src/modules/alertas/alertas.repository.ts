import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { RolEquipo } from '@tarjeto/shared';
import { queryRows, type Db } from '../../db/client.ts';
import {
  auditoria,
  canjes,
  clientes,
  codigosUsados,
  establecimientos,
  miembros,
  negocios,
  nexos,
  promociones,
  resumenesAlertas,
  usuarios,
  visitas,
  type HorarioDia,
} from '../../db/schema/index.ts';
import type { CanjeVisto, Nombres, VisitaVista, Vinculacion, VisitasDeLaSemana } from './reglas.ts';

// What the alert rules read, and where alerts and digests are claimed. Every read is bounded by
// an index range: one business at a time, recent times only.

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const ms = (n: number) => sql`(${n}::int * interval '1 millisecond')`;
const lista = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * The businesses where something the rules read happened since `desde`: a device that registered
 * a visit or was paired, or a canje. One index probe per business and table.
 */
export async function findNegociosConActividad(db: Db, desde: Date, now: Date) {
  return db
    .select({
      id: negocios.id,
      zonaHoraria: negocios.zonaHoraria,
      horario: negocios.horarioOperacion,
    })
    .from(negocios)
    .where(
      sql`exists (select 1 from ${nexos} x where x.negocio_id = ${negocios.id}
                    and (x.ultimo_uso > ${ts(desde)} or x.created_at > ${ts(desde)}))
          or exists (select 1 from ${canjes} c where c.negocio_id = ${negocios.id}
                    and c.fecha > ${ts(desde)} and c.fecha <= ${ts(now)})`,
    );
}

/** One business's zone and hours (a caller that knows only its id). */
export async function findNegocioParaAlertas(db: Db, negocioId: string) {
  const [row] = await db
    .select({
      id: negocios.id,
      zonaHoraria: negocios.zonaHoraria,
      horario: sql<HorarioDia[]>`${negocios.horarioOperacion}`,
    })
    .from(negocios)
    .where(eq(negocios.id, negocioId));
  return row ?? null;
}

/**
 * The latest `max` visits that arrived in (desde, now]. A queued one may have been scanned up to
 * `atrasoMax` before it arrived: the index range on the scan's time, walked back from now, covers
 * that, and the arrival filters.
 */
export async function findVisitasRecibidas(
  db: Db,
  negocioId: string,
  q: { desde: Date; now: Date; atrasoMax: number; max: number },
): Promise<VisitaVista[]> {
  const { desde, now, atrasoMax } = q;
  return db
    .select({
      id: visitas.id,
      establecimientoId: visitas.establecimientoId,
      nexoId: visitas.nexoId,
      clienteId: visitas.clienteId,
      miembroId: visitas.miembroId,
      anonima: visitas.anonima,
      fecha: visitas.fecha,
      recibidaAt: visitas.recibidaAt,
    })
    .from(visitas)
    .where(
      and(
        eq(visitas.negocioId, negocioId),
        sql`${visitas.fecha} > ${ts(new Date(desde.getTime() - atrasoMax))}`,
        sql`${visitas.fecha} <= ${ts(now)}`,
        sql`${visitas.recibidaAt} > ${ts(desde)}`,
        sql`${visitas.recibidaAt} <= ${ts(now)}`,
      ),
    )
    .orderBy(desc(visitas.fecha))
    .limit(q.max);
}

/**
 * The latest `max` canjes made in (desde, now], each with whether its customer was scanned here
 * within `ventanaMs` before it (a judged code or a visit), up to `holguraMs` after.
 */
export async function findCanjesRecientes(
  db: Db,
  negocioId: string,
  q: { desde: Date; now: Date; ventanaMs: number; holguraMs: number; max: number },
): Promise<CanjeVisto[]> {
  const { desde, now, ventanaMs, holguraMs } = q;
  const desdeCanje = (col: SQL) =>
    sql`${col} between c.fecha - ${ms(ventanaMs)} and c.fecha + ${ms(holguraMs)}`;
  const rows = await queryRows<{
    id: string;
    establecimiento_id: string | null;
    nexo_id: string | null;
    cliente_id: string | null;
    miembro_id: string | null;
    fecha: string | Date;
    promocion: string;
    escaneado: boolean;
  }>(
    db,
    sql`select c.id, c.establecimiento_id, c.nexo_id, c.cliente_id, c.miembro_id, c.fecha,
          p.titulo promocion,
          (c.cliente_id is null
            or exists (select 1 from ${codigosUsados} u where u.cliente_id = c.cliente_id
                         and u.negocio_id = c.negocio_id and ${desdeCanje(sql`u.usado_at`)})
            or exists (select 1 from ${visitas} v where v.cliente_id = c.cliente_id
                         and v.negocio_id = c.negocio_id and ${desdeCanje(sql`v.fecha`)})) escaneado
        from ${canjes} c join ${promociones} p on p.id = c.promocion_id
        where c.negocio_id = ${negocioId} and c.fecha > ${ts(desde)} and c.fecha <= ${ts(now)}
        order by c.fecha desc limit ${q.max}`,
  );
  return rows.map((r) => ({
    id: r.id,
    establecimientoId: r.establecimiento_id,
    nexoId: r.nexo_id,
    clienteId: r.cliente_id,
    miembroId: r.miembro_id,
    fecha: new Date(r.fecha),
    promocion: r.promocion,
    escaneado: r.escaneado,
  }));
}

/** Every device paired in (desde, now] (each pairing makes one). */
export async function findVinculaciones(
  db: Db,
  negocioId: string,
  desde: Date,
  now: Date,
): Promise<Vinculacion[]> {
  return db
    .select({
      nexoId: nexos.id,
      establecimientoId: nexos.establecimientoId,
      nombre: nexos.nombre,
      creadoAt: nexos.createdAt,
    })
    .from(nexos)
    .where(
      and(
        eq(nexos.negocioId, negocioId),
        sql`${nexos.createdAt} > ${ts(desde)}`,
        sql`${nexos.createdAt} <= ${ts(now)}`,
      ),
    );
}

/**
 * The visits each of `personas` registered of each of `clientes` in the local weeks from `desde`
 * (a Monday) to `hasta` (a Monday), up to `now`. Read through the customer's index.
 */
export async function contarVisitasPorSemana(
  db: Db,
  negocioId: string,
  q: {
    personas: readonly string[];
    clientes: readonly string[];
    desde: string;
    hasta: string;
    now: Date;
  },
): Promise<VisitasDeLaSemana[]> {
  if (q.personas.length === 0 || q.clientes.length === 0) return [];
  const rows = await queryRows<{
    miembro_id: string;
    cliente_id: string;
    lunes: string;
    visitas: number;
    nexo_id: string | null;
  }>(
    db,
    sql`select v.miembro_id, v.cliente_id,
          to_char(date_trunc('week', v.fecha_local::timestamp), 'YYYY-MM-DD') lunes,
          count(*)::int visitas, (array_agg(v.nexo_id order by v.fecha desc))[1] nexo_id
        from ${visitas} v
        where v.cliente_id in (${lista(q.clientes)}) and v.negocio_id = ${negocioId}
          and v.fecha > (${q.desde}::date - 2)::timestamptz and v.fecha <= ${ts(q.now)}
          and v.fecha_local >= ${q.desde}::date and v.fecha_local < ${q.hasta}::date + 7
          and v.miembro_id in (${lista(q.personas)})
        group by 1, 2, 3`,
  );
  return rows.map((r) => ({
    miembroId: r.miembro_id,
    clienteId: r.cliente_id,
    lunes: r.lunes,
    visitas: r.visitas,
    nexoId: r.nexo_id,
  }));
}

/** The names of a business's places, devices and people, for the sentences. */
export async function findNombres(db: Db, negocioId: string): Promise<Nombres> {
  const [ests, devs, personas] = await Promise.all([
    db
      .select({ id: establecimientos.id, nombre: establecimientos.nombre })
      .from(establecimientos)
      .where(eq(establecimientos.negocioId, negocioId)),
    db
      .select({ id: nexos.id, nombre: nexos.nombre, establecimientoId: nexos.establecimientoId })
      .from(nexos)
      .where(eq(nexos.negocioId, negocioId)),
    db
      .select({ id: miembros.id, nombre: miembros.nombre, rol: miembros.rol })
      .from(miembros)
      .where(eq(miembros.negocioId, negocioId)),
  ]);
  return {
    establecimientos: new Map(ests.map((e) => [e.id, e.nombre])),
    nexos: new Map(devs.map((n) => [n.id, n])),
    miembros: new Map(personas.map((m) => [m.id, { nombre: m.nombre, rol: m.rol as RolEquipo }])),
  };
}

/**
 * Holds the business's alert lock for the rest of the transaction: two instances raising the same
 * alert take turns, and the second finds it raised.
 */
export async function lockAlertasDe(tx: Db, negocioId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(7415003, hashtext(${negocioId}))`);
}

/** Which of `claves` the business was already alerted of since `desde`. */
export async function findClavesRegistradas(
  db: Db,
  negocioId: string,
  claves: readonly string[],
  desde: Date,
) {
  if (claves.length === 0) return new Set<string>();
  const rows = await queryRows<{ clave: string }>(
    db,
    sql`select a.detalle->>'clave' clave from ${auditoria} a
        where a.negocio_id = ${negocioId} and a.tipo = 'alertas' and a.creado_at > ${ts(desde)}
          and a.detalle->>'clave' in (${sql.join(
            claves.map((c) => sql`${c}`),
            sql`, `,
          )})`,
  );
  return new Set(rows.map((r) => r.clave));
}

// ── The daily digest ────────────────────────────────────────────────────────────────────────

/** The business's local calendar day before `now`'s, as a SQL date. */
const ayerLocal = (now: Date) => sql`((${ts(now)} at time zone ${negocios.zonaHoraria})::date - 1)`;
/** A local date's midnight in the business's zone, as an instant. */
const medianoche = (fecha: SQL, zona: SQL) => sql`((${fecha})::timestamp at time zone ${zona})`;

/**
 * Each business whose digest of yesterday (its own calendar) is due — it is `hora` or later there
 * now, yesterday had alerts, and nobody has mailed it — with its owner's address.
 */
export async function findResumenesPendientes(db: Db, now: Date, hora: number) {
  const ayer = ayerLocal(now);
  return db
    .select({
      negocioId: negocios.id,
      nombreComercial: negocios.nombreComercial,
      zonaHoraria: negocios.zonaHoraria,
      email: usuarios.email,
      fecha: sql<string>`to_char(${ayer}, 'YYYY-MM-DD')`,
    })
    .from(negocios)
    .innerJoin(usuarios, eq(usuarios.id, negocios.usuarioId))
    .where(
      sql`extract(hour from (${ts(now)} at time zone ${negocios.zonaHoraria})) >= ${hora}
        and not exists (select 1 from ${resumenesAlertas} r
                        where r.negocio_id = ${negocios.id} and r.fecha = ${ayer})
        and exists (select 1 from ${auditoria} a
                    where a.negocio_id = ${negocios.id} and a.tipo = 'alertas'
                      and a.creado_at >= ${medianoche(ayer, sql`${negocios.zonaHoraria}`)}
                      and a.creado_at < ${medianoche(sql`${ayer} + 1`, sql`${negocios.zonaHoraria}`)})`,
    );
}

/** A business's alerts of one local day, oldest first, with the customer each one names. */
export async function findAlertasDelDia(
  db: Db,
  negocioId: string,
  fecha: string,
  zonaHoraria: string,
) {
  const dia = sql`${fecha}::date`;
  const zona = sql`${zonaHoraria}::text`;
  const rows = await queryRows<{
    accion: string;
    creado_at: string | Date;
    texto: string | null;
    cliente: string | null;
  }>(
    db,
    sql`select a.accion, a.creado_at, a.detalle->>'texto' texto, c.nombre cliente
        from ${auditoria} a
        left join ${clientes} c on c.id = (a.detalle->>'cliente')::uuid
        where a.negocio_id = ${negocioId} and a.tipo = 'alertas'
          and a.creado_at >= ${medianoche(dia, zona)} and a.creado_at < ${medianoche(sql`${dia} + 1`, zona)}
        order by a.creado_at, a.id`,
  );
  return rows.map((r) => ({ ...r, creadoAt: new Date(r.creado_at) }));
}

/** Claims the digest of a business's day: true for the one caller that records it. */
export async function reclamarResumen(db: Db, negocioId: string, fecha: string, now: Date) {
  const rows = await db
    .insert(resumenesAlertas)
    .values({ negocioId, fecha, enviadoAt: now })
    .onConflictDoNothing()
    .returning({ negocioId: resumenesAlertas.negocioId });
  return rows.length === 1;
}
