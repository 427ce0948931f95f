import { and, eq, sql } from 'drizzle-orm';
import {
  AVISOS_ACTIVADOS,
  AVISOS_DESACTIVADOS,
  type AvisosCliente,
  type AvisoTarjeta,
  type SuscripcionPushJSON,
} from '@tarjeto/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { suscripcionesPush, tarjetas } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { marcarEntregado } from './mensajes.repository.ts';
import { endpointAceptable } from './web-push.client.ts';

// The customer's side of messages (DOMAIN §12): consent per business (off until they say yes),
// the browsers and phones that receive notifications, and 'Dejar de recibir' from a message.

/** A customer keeps notifications on this many browsers and phones at most (the newest). */
export const SUSCRIPCIONES_MAX = 10;

async function clienteDe(db: Db, usuarioId: string) {
  const [r] = await queryRows<{ id: string; correo: boolean }>(
    db,
    sql`select c.id, (u.verificado and not exists (
          select 1 from correos_rebotados r where r.cliente_id = c.id)) as correo
        from clientes c join usuarios u on u.id = c.usuario_id where c.usuario_id = ${usuarioId}`,
  );
  if (!r) throw new AppError('PERFIL_INCOMPLETO');
  return r;
}

async function avisosDeTarjetas(db: Db, clienteId: string, negocioPublicId?: string) {
  const rows = await queryRows<{
    negocio_id: string;
    public_id: string;
    nombre: string;
    avisos: boolean;
    avisos_at: Date | string | null;
    en_cartera: boolean;
  }>(
    db,
    sql`select n.id as negocio_id, n.public_id, n.nombre_comercial as nombre, t.avisos, t.avisos_at,
          exists (select 1 from pases p where p.tarjeta_id = t.id and p.revocado_at is null
                  and (p.plataforma = 'google'
                       or exists (select 1 from pase_dispositivos d where d.pase_id = p.id))) as en_cartera
        from tarjetas t join negocios n on n.id = t.negocio_id
        where t.cliente_id = ${clienteId}
          ${negocioPublicId ? sql`and n.public_id = ${negocioPublicId}` : sql``}
        order by coalesce(t.ultima_visita, t.created_at) desc, n.nombre_comercial`,
  );
  return rows.map((r) => ({
    negocioId: r.negocio_id,
    aviso: {
      negocioID: r.public_id,
      nombre: r.nombre,
      acepta: r.avisos,
      preguntado: r.avisos_at !== null,
      cambiadoAt: r.avisos_at ? new Date(r.avisos_at).toISOString() : null,
      enCartera: r.en_cartera,
    } satisfies AvisoTarjeta,
  }));
}

export async function avisosDelCliente(
  db: Db,
  usuarioId: string,
  clavePublica: string,
): Promise<AvisosCliente> {
  const cliente = await clienteDe(db, usuarioId);
  const [{ n }] = (await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from suscripciones_push where cliente_id = ${cliente.id}`,
  )) as [{ n: string | number }];
  return {
    push: { clavePublica, suscripciones: Number(n) },
    correo: cliente.correo,
    tarjetas: (await avisosDeTarjetas(db, cliente.id)).map((t) => t.aviso),
  };
}

/** Yes or no to one business's messages, from its card or from Ajustes. */
export async function cambiarAviso(db: Db, usuarioId: string, negocioID: string, acepta: boolean) {
  const cliente = await clienteDe(db, usuarioId);
  const [t] = await avisosDeTarjetas(db, cliente.id, negocioID);
  if (!t) throw new AppError('NOT_FOUND', { message: 'Ese lugar no está en tu cartera.' });
  await db
    .update(tarjetas)
    .set({ avisos: acepta, avisosAt: sql`now()` })
    .where(and(eq(tarjetas.clienteId, cliente.id), eq(tarjetas.negocioId, t.negocioId)));
  const [despues] = await avisosDeTarjetas(db, cliente.id, negocioID);
  return {
    message: acepta ? AVISOS_ACTIVADOS(t.aviso.nombre) : AVISOS_DESACTIVADOS(t.aviso.nombre),
    data: despues!.aviso,
  };
}

const cuantas = async (db: Db, clienteId: string) =>
  (await db.select().from(suscripcionesPush).where(eq(suscripcionesPush.clienteId, clienteId)))
    .length;

/**
 * This browser receives the customer's notifications. The endpoint is theirs from now on (a
 * shared phone's browser goes to whoever turned it on last); past SUSCRIPCIONES_MAX the oldest go.
 */
export async function guardarSuscripcion(db: Db, usuarioId: string, s: SuscripcionPushJSON) {
  if (!endpointAceptable(s.endpoint))
    throw new AppError('PUSH_NO_VALIDO', {
      fieldErrors: { endpoint: 'La suscripción no tiene una dirección válida' },
    });
  const cliente = await clienteDe(db, usuarioId);
  await db.transaction(async (tx) => {
    await tx
      .insert(suscripcionesPush)
      .values({
        clienteId: cliente.id,
        endpoint: s.endpoint,
        p256dh: s.keys.p256dh,
        auth: s.keys.auth,
      })
      .onConflictDoUpdate({
        target: suscripcionesPush.endpoint,
        set: {
          clienteId: cliente.id,
          p256dh: s.keys.p256dh,
          auth: s.keys.auth,
          createdAt: sql`now()`,
        },
      });
    await tx.execute(sql`
      delete from suscripciones_push where id in (
        select id from suscripciones_push where cliente_id = ${cliente.id}
        order by created_at desc offset ${SUSCRIPCIONES_MAX})`);
  });
  return { suscripciones: await cuantas(db, cliente.id) };
}

export async function quitarSuscripcion(db: Db, usuarioId: string, endpoint: string) {
  const cliente = await clienteDe(db, usuarioId);
  await db
    .delete(suscripcionesPush)
    .where(
      and(eq(suscripcionesPush.clienteId, cliente.id), eq(suscripcionesPush.endpoint, endpoint)),
    );
  return { suscripciones: await cuantas(db, cliente.id) };
}

/** The message a 'Dejar de recibir' link names: its business, and whether the card still accepts. */
async function mensajeDeBaja(db: Db, mensajeId: string) {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(mensajeId))
    throw new AppError('AVISO_DESCONOCIDO');
  const [r] = await queryRows<{
    negocio_id: string;
    cliente_id: string;
    negocio: string;
    avisos: boolean | null;
  }>(
    db,
    sql`select m.negocio_id, m.cliente_id, n.nombre_comercial as negocio, t.avisos
        from mensajes m join negocios n on n.id = m.negocio_id
        left join tarjetas t on t.negocio_id = m.negocio_id and t.cliente_id = m.cliente_id
        where m.id = ${mensajeId} and not m.control`,
  );
  if (!r) throw new AppError('AVISO_DESCONOCIDO');
  return r;
}

export async function verBaja(db: Db, mensajeId: string) {
  const r = await mensajeDeBaja(db, mensajeId);
  return { negocio: r.negocio, acepta: Boolean(r.avisos) };
}

/** 'Dejar de recibir' (the page's button, or a mail app's one-click POST): that business's off. */
export async function darDeBaja(db: Db, mensajeId: string) {
  const r = await mensajeDeBaja(db, mensajeId);
  await db
    .update(tarjetas)
    .set({ avisos: false, avisosAt: sql`now()` })
    .where(and(eq(tarjetas.negocioId, r.negocio_id), eq(tarjetas.clienteId, r.cliente_id)));
  return { negocio: r.negocio, acepta: false };
}

/** The service worker showed the notification. Unknown ids are ignored alike (nothing to learn). */
export async function acusarEntrega(db: Db, mensajeId: string) {
  await marcarEntregado(db, mensajeId);
}
