import { and, desc, eq, sql } from 'drizzle-orm';
import {
  TIPO_DE_ACCION,
  type AccionActividad,
  type ActorActividad,
  type TipoActividad,
} from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import {
  auditoria,
  canjes,
  clientes,
  establecimientos,
  miembros,
  nexos,
  type DetalleActividad,
} from '../../db/schema/index.ts';

// The account's activity (issue 14). Every service records through `registrarActividad`, inside
// the transaction of what it records when that has one; the table refuses anything but INSERT
// (migration 0010), so the reads below are the only other thing done with it.

export interface EventoNuevo {
  accion: AccionActividad;
  /** Who did it; the owner unless said otherwise. */
  actor?: ActorActividad;
  nexoId?: string | null;
  canjeId?: string | null;
  /** The person of the team who acted, or who the event is about. */
  miembroId?: string | null;
  detalle?: DetalleActividad;
  ip?: string | null;
  /** When it happened; the database's clock unless given (the demo dataset's backdated events). */
  en?: Date;
}

/** Where a change comes from: the client's address and, for a team member, who it was. */
export type Origen = Pick<EventoNuevo, 'ip' | 'actor' | 'miembroId'>;

/**
 * Records one event of a business — named by its id, or by its owner's account: then an account
 * that owns no business (a customer, an owner before the setup wizard) records nothing, in the
 * same single statement.
 */
export async function registrarActividad(
  db: Db,
  de: { negocioId: string } | { usuarioId: string },
  e: EventoNuevo,
) {
  const negocio =
    'negocioId' in de
      ? sql`select ${de.negocioId}::uuid`
      : sql`select n.id from negocios n where n.usuario_id = ${de.usuarioId}`;
  await db.execute(sql`
    insert into ${auditoria} (negocio_id, tipo, accion, actor, nexo_id, canje_id, miembro_id, detalle, ip, creado_at)
    select negocio.id, ${TIPO_DE_ACCION[e.accion]}, ${e.accion}, ${e.actor ?? 'dueno'},
      ${e.nexoId ?? null}::uuid, ${e.canjeId ?? null}::uuid, ${e.miembroId ?? null}::uuid,
      ${JSON.stringify(e.detalle ?? {})}::jsonb,
      ${e.ip ?? null}, coalesce(${e.en?.toISOString() ?? null}::timestamptz, now())
    from (${negocio}) as negocio(id)`);
}

/** Where a page starts: the last shown event's exact time and id. */
export interface DespuesActividad {
  creadoAt: string;
  id: number;
}

/** A canje's customer, or the one an alert names (DetalleActividad.cliente). */
const clienteDelEvento = sql`coalesce(${canjes.clienteId}, case when ${auditoria.tipo} = 'alertas' then (${auditoria.detalle}->>'cliente')::uuid end)`;

/** One page of a business's events, newest first: a backward scan of one index range. */
export async function findActividad(
  db: Db,
  negocioId: string,
  q: { tipo?: TipoActividad | undefined; despues: DespuesActividad | null; limit: number },
) {
  return db
    .select({
      id: auditoria.id,
      accion: auditoria.accion,
      tipo: auditoria.tipo,
      actor: auditoria.actor,
      ip: auditoria.ip,
      detalle: auditoria.detalle,
      creadoAt: auditoria.creadoAt,
      creadoAtExacto: sql<string>`${auditoria.creadoAt}::text`,
      nexo: nexos.nombre,
      establecimiento: establecimientos.nombre,
      cliente: clientes.nombre,
      miembro: { nombre: miembros.nombre, rol: miembros.rol },
    })
    .from(auditoria)
    .leftJoin(nexos, and(eq(nexos.id, auditoria.nexoId), eq(nexos.negocioId, negocioId)))
    .leftJoin(establecimientos, eq(establecimientos.id, nexos.establecimientoId))
    .leftJoin(canjes, and(eq(canjes.id, auditoria.canjeId), eq(canjes.negocioId, negocioId)))
    .leftJoin(clientes, eq(clientes.id, clienteDelEvento))
    .leftJoin(
      miembros,
      and(
        eq(miembros.id, sql`coalesce(${auditoria.miembroId}, ${canjes.miembroId})`),
        eq(miembros.negocioId, negocioId),
      ),
    )
    .where(
      and(
        eq(auditoria.negocioId, negocioId),
        q.tipo ? eq(auditoria.tipo, q.tipo) : undefined,
        q.despues
          ? sql`(${auditoria.creadoAt}, ${auditoria.id}) < (${q.despues.creadoAt}::timestamptz, ${q.despues.id}::bigint)`
          : undefined,
      ),
    )
    .orderBy(desc(auditoria.creadoAt), desc(auditoria.id))
    .limit(q.limit);
}

export type ActividadRow = Awaited<ReturnType<typeof findActividad>>[number];
