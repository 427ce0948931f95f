import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { diasEntre, sumarDias } from '@tarjeto/shared';
import { queryRows, type Db } from '../../db/client.ts';
import {
  canjes,
  clientes,
  establecimientos,
  miembros,
  promociones,
  promocionVistas,
  tarjetasNuevasPorDia,
  tarjetasPorDia,
  tarjetasPorMes,
  tarjetasRecientesPorDia,
  visitas,
  visitasPorHora,
} from '../../db/schema/index.ts';

// The statistics' reads (DOMAIN §7). None reads a business's visit rows in bulk: visit counts come
// from the hourly roll-up (visitas_por_hora), customer counts from the cards' roll-ups
// (tarjetas_por_dia, tarjetas_nuevas_por_dia, tarjetas_por_mes, tarjetas_recientes_por_dia), promotions from their own counters and
// indexed views and canjes. Each query is a short index range however many visits there are —
// but one: 'Por persona' (contarPorPersona) counts the period's visit rows, as only they keep who
// served.

/**
 * The instant a business-local day starts, in the business's zone. A scalar subquery, so the
 * zone conversion runs once per query (an InitPlan), not once per row it is compared with.
 */
const inicioDelDia = (fecha: string, zonaHoraria: string) =>
  sql`(select (${fecha}::date)::timestamp at time zone ${zonaHoraria})`;

const n = (v: unknown) => Number(v ?? 0);

/** Visits per local day from the roll-up; only days with visits. */
export async function visitasPorDia(db: Db, negocioId: string, desde: string, hasta: string) {
  const rows = await queryRows<{ fecha: string; visitas: string; anonimas: string }>(
    db,
    sql`select ${visitasPorHora.fecha}::text as fecha, sum(${visitasPorHora.visitas}) as visitas,
          sum(${visitasPorHora.anonimas}) as anonimas
        from ${visitasPorHora}
        where ${visitasPorHora.negocioId} = ${negocioId}
          and ${visitasPorHora.fecha} between ${desde}::date and ${hasta}::date
        group by ${visitasPorHora.fecha}`,
  );
  return rows.map((r) => ({ fecha: r.fecha, visitas: n(r.visitas), anonimas: n(r.anonimas) }));
}

/**
 * Canjes per local day in a range of days (`/api/visita/stats` `promocionesUsadas`): a range of
 * the (negocio_id, fecha) index, grouped by the day the canje was filed under; only days with one.
 */
export async function canjesPorDia(
  db: Db,
  negocioId: string,
  zonaHoraria: string,
  desde: string,
  hasta: string,
) {
  const rows = await queryRows<{ fecha: string; canjes: string }>(
    db,
    sql`select ${canjes.fechaLocal}::text as fecha, count(*) as canjes
        from ${canjes}
        where ${canjes.negocioId} = ${negocioId}
          and ${canjes.fecha} >= ${inicioDelDia(desde, zonaHoraria)}
          and ${canjes.fecha} < ${inicioDelDia(sumarDias(hasta, 1), zonaHoraria)}
        group by ${canjes.fechaLocal}`,
  );
  return rows.map((r) => ({ fecha: r.fecha, canjes: n(r.canjes) }));
}

/** Visits per weekday and local hour in a range of days, from the roll-up. */
export async function visitasPorDiaYHora(db: Db, negocioId: string, desde: string, hasta: string) {
  const rows = await queryRows<{ dia_semana: number; hora: number; visitas: string }>(
    db,
    sql`select ${visitasPorHora.diaSemana} as dia_semana, ${visitasPorHora.hora} as hora,
          sum(${visitasPorHora.visitas}) as visitas
        from ${visitasPorHora}
        where ${visitasPorHora.negocioId} = ${negocioId}
          and ${visitasPorHora.fecha} between ${desde}::date and ${hasta}::date
        group by ${visitasPorHora.diaSemana}, ${visitasPorHora.hora}
        having sum(${visitasPorHora.visitas}) > 0`,
  );
  return rows.map((r) => ({
    diaSemana: Number(r.dia_semana),
    hora: Number(r.hora),
    visitas: n(r.visitas),
  }));
}

/** Days back tarjetas_recientes_por_dia tells the second-to-last visit apart (migration 0009). */
export const DIAS_EN_PENULTIMA = 31;

/**
 * 'Visitas de la semana' (SPEC §9) from the cards' last two visits, as the roll-up
 * tarjetas_recientes_por_dia counts them (cards by the day of their last visit and the days from
 * their second-to-last one): a customer visited this week ⇔ their last visit is on or after Monday;
 * frequent (2+ visits in the 30 days) ⇔ the visit before the last is in the 30 days; new (exactly 1
 * in the 30 days, this week) ⇔ the last is this week and the one before is not in the 30 days. Only
 * the rows of the 30 days are read: at most 30 × 33.
 */
export async function contarClientesDeLaSemana(
  db: Db,
  negocioId: string,
  v: { semanaDesde: string; clientesDesde: string; hoy: string },
) {
  // Beyond DIAS_EN_PENULTIMA days the roll-up no longer tells when the visit before the last was.
  if (diasEntre(v.clientesDesde, v.hoy) >= DIAS_EN_PENULTIMA)
    throw new Error(`tarjetas_recientes_por_dia distingue ${DIAS_EN_PENULTIMA} días`);
  const r = tarjetasRecientesPorDia;
  const penultimaEn30 = sql`${r.penultimaDias} >= 0 and ${r.fecha} - ${r.penultimaDias}::int >= ${v.clientesDesde}::date`;
  const [row] = await queryRows<{ clientes: string; frecuentes: string; nuevos: string }>(
    db,
    sql`select
          coalesce(sum(${r.tarjetas}) filter (where ${r.fecha} >= ${v.semanaDesde}::date), 0) as clientes,
          coalesce(sum(${r.tarjetas}) filter (where ${penultimaEn30}), 0) as frecuentes,
          coalesce(sum(${r.tarjetas}) filter (where ${r.fecha} >= ${v.semanaDesde}::date and not (${penultimaEn30})), 0) as nuevos
        from ${r}
        where ${r.negocioId} = ${negocioId} and ${r.fecha} >= ${v.clientesDesde}::date`,
  );
  return { clientes: n(row?.clientes), frecuentes: n(row?.frecuentes), nuevos: n(row?.nuevos) };
}

/**
 * Customers with a visit since a local day (their last visit is on or after it), and those whose
 * first visit here was since then: two sums of the cards' roll-ups (tarjetas_por_dia,
 * tarjetas_nuevas_por_dia), one row per day however many customers came.
 */
export async function contarClientesDesde(db: Db, negocioId: string, desde: string) {
  const [row] = await queryRows<{ clientes: string; nuevos: string }>(
    db,
    sql`select
          (select coalesce(sum(${tarjetasPorDia.tarjetas}), 0) from ${tarjetasPorDia}
            where ${tarjetasPorDia.negocioId} = ${negocioId} and ${tarjetasPorDia.fecha} >= ${desde}::date) as clientes,
          (select coalesce(sum(${tarjetasNuevasPorDia.tarjetas}), 0) from ${tarjetasNuevasPorDia}
            where ${tarjetasNuevasPorDia.negocioId} = ${negocioId} and ${tarjetasNuevasPorDia.fecha} >= ${desde}::date) as nuevos`,
  );
  return { clientes: n(row?.clientes), nuevos: n(row?.nuevos) };
}

/**
 * The customers' cards per level now, and of those the ones with a visit since a local day: sums
 * of the cards' roll-up (tarjetas_por_dia, one row per day of last visit and level), a few hundred
 * rows however many customers the business has.
 */
export async function contarTarjetasPorNivel(db: Db, negocioId: string, desde: string) {
  const rows = await queryRows<{ nivel: number; clientes: string; activos: string }>(
    db,
    sql`select ${tarjetasPorDia.nivel} as nivel, sum(${tarjetasPorDia.tarjetas}) as clientes,
          coalesce(sum(${tarjetasPorDia.tarjetas}) filter (where ${tarjetasPorDia.fecha} >= ${desde}::date), 0) as activos
        from ${tarjetasPorDia}
        where ${tarjetasPorDia.negocioId} = ${negocioId}
        group by ${tarjetasPorDia.nivel}
        having sum(${tarjetasPorDia.tarjetas}) > 0`,
  );
  return rows.map((r) => ({
    nivel: Number(r.nivel),
    clientes: n(r.clientes),
    activos: n(r.activos),
  }));
}

/** Months of bits tarjetas_por_mes keeps per card (`meses_con_visita & 127`). */
export const MESES_EN_TARJETAS_POR_MES = 7;

/**
 * The cards whose last visit is in month `desdeMes` or later, grouped by which of the `meses`
 * months up to `mesActual` they had a visit in: the retention roll-up (tarjetas_por_mes: cards by
 * last month and their last 7 months' bits, registrarMes) shifted to end at `mesActual` and cut to
 * those months, so at most 2^meses groups from a few hundred rows however many customers there
 * are. The service reads retention from them with the shared rules.
 */
export async function agruparActividadMensual(
  db: Db,
  negocioId: string,
  mesActual: number,
  meses: number,
  desdeMes: number,
) {
  // The roll-up keeps 7 months of bits (migration 0009): more would need it counted again.
  if (meses > MESES_EN_TARJETAS_POR_MES)
    throw new Error(`tarjetas_por_mes guarda ${MESES_EN_TARJETAS_POR_MES} meses, no ${meses}`);
  const mascara = 2 ** meses - 1;
  const rows = await queryRows<{ meses: string | number; clientes: string }>(
    db,
    sql`select a.meses, sum(a.tarjetas) as clientes from (
          select case when ${mesActual}::int - ${tarjetasPorMes.mes} between 0 and 30
            then (${tarjetasPorMes.meses}::bigint << (${mesActual}::int - ${tarjetasPorMes.mes})) & ${mascara}
            else 0 end as meses,
            ${tarjetasPorMes.tarjetas} as tarjetas
          from ${tarjetasPorMes}
          where ${tarjetasPorMes.negocioId} = ${negocioId} and ${tarjetasPorMes.mes} >= ${desdeMes}::int
        ) a
        group by a.meses
        having sum(a.tarjetas) > 0`,
  );
  return rows.map((r) => ({ meses: Number(r.meses), clientes: n(r.clientes) }));
}

/** Canjes of the business since a local day. */
export async function contarCanjesDesde(
  db: Db,
  negocioId: string,
  zonaHoraria: string,
  desde: string,
) {
  const [row] = await queryRows<{ canjes: string }>(
    db,
    sql`select count(*) as canjes from ${canjes}
        where ${canjes.negocioId} = ${negocioId}
          and ${canjes.fecha} >= ${inicioDelDia(desde, zonaHoraria)}`,
  );
  return n(row?.canjes);
}

/** Most promotions a business is shown with in 'Uso de Promociones'. */
export const PROMOCIONES_EN_USO_MAX = 50;

/** Each live promotion's views and canjes in a range of local days, and since it was published. */
export async function usoDePromociones(db: Db, negocioId: string, desde: string, hasta: string) {
  const rows = await queryRows<{
    public_id: string;
    titulo: string;
    clase: string;
    nivel_req: number;
    status: boolean;
    vistas_totales: number;
    canjes_totales: number;
    vistas: string;
    canjes: string;
  }>(
    db,
    sql`select p.public_id, p.titulo, p.clase, p.nivel_req, p.status,
          p.vistas as vistas_totales, p.usos as canjes_totales,
          (select count(*) from ${promocionVistas} pv
            where pv.promocion_id = p.id and pv.fecha between ${desde}::date and ${hasta}::date) as vistas,
          (select count(*) from ${canjes} c
            where c.promocion_id = p.id and c.fecha_local between ${desde}::date and ${hasta}::date) as canjes
        from ${promociones} p
        where p.negocio_id = ${negocioId} and p.eliminada_at is null
        order by canjes desc, vistas desc, p.created_at desc
        limit ${PROMOCIONES_EN_USO_MAX}`,
  );
  return rows.map((r) => ({
    publicID: r.public_id,
    titulo: r.titulo,
    clase: r.clase,
    nivelReq: Number(r.nivel_req),
    status: r.status,
    vistas: n(r.vistas),
    canjes: n(r.canjes),
    vistasTotales: n(r.vistas_totales),
    canjesTotales: n(r.canjes_totales),
  }));
}

/**
 * 'Por persona': the visits and canjes of a range of local days (`desde` inclusive, `antesDe` the
 * first day after) by who registered them — the person serving at the Nexo, or null for nobody.
 * The one statistic read from the visit rows themselves (no roll-up keeps who served): a range of
 * the (negocio_id, fecha) indexes of visitas and canjes, grouped to one row per person.
 */
export async function contarPorPersona(
  db: Db,
  negocioId: string,
  rango: { desde: string; antesDe: string; zonaHoraria: string },
) {
  const desde = inicioDelDia(rango.desde, rango.zonaHoraria);
  const hasta = inicioDelDia(rango.antesDe, rango.zonaHoraria);
  const rows = await queryRows<{ miembro_id: string | null; visitas: string; canjes: string }>(
    db,
    sql`select x.miembro_id, sum(x.visitas) as visitas, sum(x.canjes) as canjes from (
          select v.miembro_id, count(*) as visitas, 0 as canjes from ${visitas} v
          where v.negocio_id = ${negocioId} and v.fecha >= ${desde} and v.fecha < ${hasta}
          group by v.miembro_id
          union all
          select c.miembro_id, 0 as visitas, count(*) as canjes from ${canjes} c
          where c.negocio_id = ${negocioId} and c.fecha >= ${desde} and c.fecha < ${hasta}
          group by c.miembro_id
        ) x
        group by x.miembro_id`,
  );
  return rows.map((r) => ({
    miembroId: r.miembro_id,
    visitas: n(r.visitas),
    canjes: n(r.canjes),
  }));
}

/** The business's people who ever joined (the owner's own row, current and removed staff). */
export function findPersonasDelNegocio(db: Db, negocioId: string) {
  return db
    .select({
      miembroId: miembros.id,
      nombre: miembros.nombre,
      rol: miembros.rol,
      baja: sql<boolean>`${miembros.bajaAt} is not null`,
    })
    .from(miembros)
    .where(and(eq(miembros.negocioId, negocioId), isNotNull(miembros.aceptadoAt)));
}

export interface CursorVisitas {
  fecha: string;
  id: string;
}

/**
 * One page of a business's visits between two instants, newest first, after `cursor` (the last
 * row of the page before): a keyset on (fecha, id) over the (negocio_id, fecha) index, so the
 * millionth visit costs what the first does.
 */
export async function paginaDeVisitas(
  db: Db,
  negocioId: string,
  /** Local days: `desde` inclusive, `antesDe` the first day after the range. */
  rango: { desde: string; antesDe: string; zonaHoraria: string },
  limit: number,
  cursor: CursorVisitas | null,
) {
  const despues = cursor
    ? sql`and (v.fecha, v.id) < (${cursor.fecha}::timestamptz, ${cursor.id}::uuid)`
    : sql``;
  const rows = await queryRows<{
    id: string;
    fecha: string;
    fecha_local: string;
    hora_local: number;
    anonima: boolean;
    cliente_public_id: string | null;
    cliente_nombre: string | null;
    establecimiento_id: string;
    establecimiento_nombre: string;
  }>(
    db,
    // The instant to the microsecond: the cursor must name the row exactly.
    sql`select v.id, to_char(v.fecha at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as fecha,
          v.fecha_local::text as fecha_local, v.hora_local, v.anonima,
          c.public_id as cliente_public_id, c.nombre as cliente_nombre,
          e.id as establecimiento_id, e.nombre as establecimiento_nombre
        from ${visitas} v
        join ${establecimientos} e on e.id = v.establecimiento_id
        left join ${clientes} c on c.id = v.cliente_id
        where v.negocio_id = ${negocioId}
          and v.fecha >= ${inicioDelDia(rango.desde, rango.zonaHoraria)}
          and v.fecha < ${inicioDelDia(rango.antesDe, rango.zonaHoraria)}
          ${despues}
        order by v.fecha desc, v.id desc
        limit ${limit}`,
  );
  return rows.map((r) => ({
    id: r.id,
    /** Microseconds, for the cursor. */
    fechaExacta: r.fecha,
    fecha: new Date(r.fecha).toISOString(),
    fechaLocal: r.fecha_local,
    hora: Number(r.hora_local),
    anonima: r.anonima,
    cliente: r.cliente_public_id
      ? { publicID: r.cliente_public_id, nombre: r.cliente_nombre }
      : null,
    establecimiento: { establecimientoID: r.establecimiento_id, nombre: r.establecimiento_nombre },
  }));
}
