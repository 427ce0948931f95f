import { and, eq, sql } from 'drizzle-orm';
import type { CanalMensaje, TipoAutomatizacion } from '@tarjeto/shared';
import { queryRows, type Db } from '../../db/client.ts';
import {
  correosRebotados,
  mensajes,
  suscripcionesPush,
  type EstadoMensaje,
} from '../../db/schema/index.ts';

// The messages' rows (db/schema/mensajes.ts): deciding one for a customer within the limits, the
// queue's claim and its outcomes, and what a channel needs to reach a customer.

/** Whom a decision is about, and what it would say. */
export interface Decision {
  negocioId: string;
  clienteId: string;
  origen: TipoAutomatizacion | 'campana';
  campanaId: string | null;
  clave: string;
  control: boolean;
  texto: string;
  promocionId: string | null;
  enviarDesde: Date;
}

/** The customer's messages the limits look at: from a week before `desde` on (both groups). */
export async function mensajesRecientes(db: Db, clienteId: string, desde: Date) {
  const rows = await queryRows<{ negocio_id: string; enviar_desde: Date | string }>(
    db,
    sql`select negocio_id, enviar_desde from mensajes
        where cliente_id = ${clienteId}
          and enviar_desde > ${new Date(desde.getTime() - 7 * 86_400_000).toISOString()}::timestamptz
          and estado <> 'omitido' and estado <> 'fallido'`,
  );
  return rows.map((r) => ({ negocioId: r.negocio_id, en: new Date(r.enviar_desde) }));
}

/**
 * Writes a decision, once per `clave`, inside the caller's transaction. The customer's advisory
 * lock is held by the caller so the limits read and this write are one step across instances.
 * True when it was new.
 */
export async function escribirDecision(db: Db, d: Decision) {
  const rows = await db
    .insert(mensajes)
    .values({
      negocioId: d.negocioId,
      clienteId: d.clienteId,
      origen: d.origen,
      campanaId: d.campanaId,
      clave: d.clave,
      control: d.control,
      texto: d.texto,
      promocionId: d.promocionId,
      enviarDesde: d.enviarDesde,
      estado: d.control ? 'control' : 'pendiente',
      siguienteAt: d.enviarDesde,
    })
    .onConflictDoNothing({ target: mensajes.clave })
    .returning({ id: mensajes.id });
  return rows.length > 0;
}

/** The transaction-scoped lock that makes one customer's decisions one at a time. */
export async function bloquearCliente(db: Db, clienteId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`mensajes:${clienteId}`}))`);
}

export async function existeClave(db: Db, clave: string) {
  const rows = await db
    .select({ id: mensajes.id })
    .from(mensajes)
    .where(eq(mensajes.clave, clave))
    .limit(1);
  return rows.length > 0;
}

/** A claimed message with what sending it needs. */
export interface MensajeParaEnviar {
  id: string;
  negocioId: string;
  clienteId: string;
  origen: TipoAutomatizacion | 'campana';
  texto: string;
  intentos: number;
  negocio: string;
  negocioPublicId: string;
  slug: string;
  zona: string;
  promocion: string | null;
  avisos: boolean;
  email: string | null;
  cliente: string;
}

/**
 * Claims up to `limite` messages that are due, leased for `arriendoMs` (an instance that dies
 * holding them gives them back then); rows another instance is claiming are skipped.
 */
export async function reclamarMensajes(db: Db, ahora: Date, limite: number, arriendoMs: number) {
  const rows = await queryRows<{
    id: string;
    negocio_id: string;
    cliente_id: string;
    origen: TipoAutomatizacion | 'campana';
    texto: string;
    intentos: number;
  }>(
    db,
    sql`
    with listos as (
      select id from mensajes
      where estado = 'pendiente' and siguiente_at <= ${ahora.toISOString()}::timestamptz
      order by siguiente_at, id limit ${limite}
      for update skip locked
    )
    update mensajes m
    set intentos = m.intentos + 1,
        siguiente_at = ${ahora.toISOString()}::timestamptz + make_interval(secs => ${arriendoMs / 1000}),
        bloqueado_hasta = ${ahora.toISOString()}::timestamptz + make_interval(secs => ${arriendoMs / 1000})
    from listos where m.id = listos.id
    returning m.id, m.negocio_id, m.cliente_id, m.origen, m.texto, m.intentos`,
  );
  if (rows.length === 0) return [];
  const detalles = await queryRows<{
    id: string;
    negocio: string;
    negocio_public_id: string;
    slug: string;
    zona: string;
    promocion: string | null;
    avisos: boolean | null;
    email: string | null;
    verificado: boolean;
    rebotado: boolean;
    cliente: string;
  }>(
    db,
    sql`
    select m.id, n.nombre_comercial as negocio, n.public_id as negocio_public_id, n.slug, n.zona_horaria as zona,
           p.titulo as promocion, t.avisos, u.email, u.verificado,
           exists (select 1 from correos_rebotados r where r.cliente_id = m.cliente_id) as rebotado,
           c.nombre as cliente
    from mensajes m
    join negocios n on n.id = m.negocio_id
    join clientes c on c.id = m.cliente_id
    join usuarios u on u.id = c.usuario_id
    left join tarjetas t on t.negocio_id = m.negocio_id and t.cliente_id = m.cliente_id
    left join promociones p on p.id = m.promocion_id
    where m.id in (${sql.join(
      rows.map((r) => sql`${r.id}::uuid`),
      sql`, `,
    )})`,
  );
  const porId = new Map(detalles.map((d) => [d.id, d]));
  return rows.flatMap((r): MensajeParaEnviar[] => {
    const d = porId.get(r.id);
    if (!d) return [];
    return [
      {
        id: r.id,
        negocioId: r.negocio_id,
        clienteId: r.cliente_id,
        origen: r.origen,
        texto: r.texto,
        intentos: r.intentos,
        negocio: d.negocio,
        negocioPublicId: d.negocio_public_id,
        slug: d.slug,
        zona: d.zona,
        promocion: d.promocion,
        avisos: Boolean(d.avisos),
        email: d.verificado && !d.rebotado ? d.email : null,
        cliente: d.cliente,
      },
    ];
  });
}

/** What happened to a claimed message. */
export async function cerrarMensaje(
  db: Db,
  id: string,
  estado: Exclude<EstadoMensaje, 'pendiente' | 'control'>,
  ahora: Date,
  datos: { canal?: CanalMensaje | null; error?: string | null } = {},
) {
  await db
    .update(mensajes)
    .set({
      estado,
      canal: datos.canal ?? null,
      error: datos.error?.slice(0, 500) ?? null,
      bloqueadoHasta: null,
      enviadoAt: estado === 'enviado' ? ahora : null,
    })
    .where(and(eq(mensajes.id, id), eq(mensajes.estado, 'pendiente')));
}

/** Not sent this time: tried again at `cuando`. */
export async function reprogramarMensaje(db: Db, id: string, cuando: Date, error: string) {
  await db
    .update(mensajes)
    .set({ siguienteAt: cuando, bloqueadoHasta: null, error: error.slice(0, 500) })
    .where(and(eq(mensajes.id, id), eq(mensajes.estado, 'pendiente')));
}

/** The service worker showed it: delivered. */
export async function marcarEntregado(db: Db, id: string) {
  const rows = await db
    .update(mensajes)
    .set({ entregadoAt: sql`coalesce(${mensajes.entregadoAt}, now())` })
    .where(and(eq(mensajes.id, id), eq(mensajes.estado, 'enviado'), eq(mensajes.canal, 'push')))
    .returning({ id: mensajes.id });
  return rows.length > 0;
}

// ── The ways to a customer ───────────────────────────────────────────────────────────────────

export async function suscripcionesDe(db: Db, clienteId: string) {
  return db
    .select({
      endpoint: suscripcionesPush.endpoint,
      p256dh: suscripcionesPush.p256dh,
      auth: suscripcionesPush.auth,
    })
    .from(suscripcionesPush)
    .where(eq(suscripcionesPush.clienteId, clienteId));
}

/** A subscription its push service no longer knows (404/410): gone. */
export async function olvidarSuscripcion(db: Db, endpoint: string) {
  await db.delete(suscripcionesPush).where(eq(suscripcionesPush.endpoint, endpoint));
}

/** A hard bounce: mail is off as a channel for this customer. */
export async function marcarRebote(db: Db, clienteId: string, motivo: string) {
  await db
    .insert(correosRebotados)
    .values({ clienteId, motivo: motivo.slice(0, 300) })
    .onConflictDoNothing();
}

/** The customer's card at the business in a phone's wallet (not removed), if any. */
export async function paseVigente(db: Db, clienteId: string, negocioId: string) {
  const rows = await queryRows<{ id: string; plataforma: 'google' | 'apple' }>(
    db,
    sql`select p.id, p.plataforma from pases p join tarjetas t on t.id = p.tarjeta_id
        where t.cliente_id = ${clienteId} and t.negocio_id = ${negocioId}
          and p.revocado_at is null
          -- an iPhone's pass is in a wallet once a device registered it
          and (p.plataforma = 'google'
               or exists (select 1 from pase_dispositivos d where d.pase_id = p.id))
        order by p.created_at desc limit 1`,
  );
  return rows[0] ?? null;
}

/** The latest message sent to this card through the phone's wallet: what an Apple pass shows. */
export async function ultimoAvisoEnCartera(db: Db, clienteId: string, negocioId: string) {
  const [r] = await queryRows<{ texto: string }>(
    db,
    sql`select texto from mensajes
        where cliente_id = ${clienteId} and negocio_id = ${negocioId}
          and estado = 'enviado' and canal = 'cartera'
        order by enviado_at desc limit 1`,
  );
  return r?.texto ?? null;
}
