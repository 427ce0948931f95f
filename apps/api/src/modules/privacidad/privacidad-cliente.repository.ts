import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { encolarAnulacion } from '../pases/pases.repository.ts';
import {
  canjes,
  clientes,
  establecimientos,
  fotos,
  logros,
  mensajes,
  negocios,
  newsletterSuscripciones,
  nexos,
  pases,
  nexoSolicitudes,
  promociones,
  sesiones,
  tarjetas,
  usuarios,
  visitas,
} from '../../db/schema/index.ts';
import { despuesDe, porFecha, type CursorFecha } from './privacidad.repository.ts';

// A customer's rights over their data (DOMAIN §8): their consent to promotional mail, reading all
// of their data out, and erasing it. Like the business's side, this is the one place that reads
// and deletes across the aggregates a customer appears in. Their visits and canjes are the
// businesses' history as well: erasing the customer unlinks them from the person (the foreign
// keys set them to null) and leaves every figure of the businesses as it was.

/** Which business a row of the download is about, as the download names it. */
const delNegocio = { negocioID: negocios.publicId, nombreComercial: negocios.nombreComercial };

export async function findPreferencias(db: Db, usuarioId: string) {
  const [row] = await db
    .select({ aceptaCorreos: usuarios.aceptaCorreos, actualizadoEn: usuarios.aceptaCorreosAt })
    .from(usuarios)
    .where(eq(usuarios.id, usuarioId));
  return row ?? null;
}

/**
 * Stores the consent. Withdrawing it also takes the account's address off the landing's newsletter
 * list, in the same transaction: "no" must mean no promotional mail, whichever list it came from.
 */
export async function savePreferencias(
  db: Db,
  usuarioId: string,
  aceptaCorreos: boolean,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(usuarios)
      .set({ aceptaCorreos, aceptaCorreosAt: now, updatedAt: now })
      .where(eq(usuarios.id, usuarioId))
      .returning({
        email: usuarios.email,
        aceptaCorreos: usuarios.aceptaCorreos,
        actualizadoEn: usuarios.aceptaCorreosAt,
      });
    if (row && !aceptaCorreos)
      await tx.delete(newsletterSuscripciones).where(eq(newsletterSuscripciones.email, row.email));
    return row ?? null;
  });
}

/** The account and the customer record behind it. */
export async function findCuentaCliente(db: Db, usuarioId: string) {
  const [row] = await db
    .select({
      email: usuarios.email,
      creadaEn: usuarios.createdAt,
      aceptaCorreos: usuarios.aceptaCorreos,
      aceptaCorreosAt: usuarios.aceptaCorreosAt,
      cliente: clientes,
    })
    .from(usuarios)
    .innerJoin(clientes, eq(clientes.usuarioId, usuarios.id))
    .where(eq(usuarios.id, usuarioId));
  return row ?? null;
}

/**
 * The customer's cards added to a phone's wallet (DOMAIN §11), removed ones too: what went to
 * Google or Apple, and when it stopped.
 */
export function findPasesDeCliente(db: Db, clienteId: string) {
  return db
    .select({
      ...delNegocio,
      plataforma: pases.plataforma,
      agregadoEn: pases.createdAt,
      quitadoEn: pases.revocadoAt,
    })
    .from(pases)
    .innerJoin(tarjetas, eq(tarjetas.id, pases.tarjetaId))
    .innerJoin(negocios, eq(negocios.id, tarjetas.negocioId))
    .where(eq(tarjetas.clienteId, clienteId))
    .orderBy(asc(pases.createdAt), asc(pases.id));
}

/** Each card's answer to its business's avisos (issue 28). */
export function findAvisosDeCliente(db: Db, clienteId: string) {
  return db
    .select({
      ...delNegocio,
      acepta: tarjetas.avisos,
      respondidoEn: tarjetas.avisosAt,
    })
    .from(tarjetas)
    .innerJoin(negocios, eq(negocios.id, tarjetas.negocioId))
    .where(eq(tarjetas.clienteId, clienteId))
    .orderBy(asc(tarjetas.createdAt), asc(tarjetas.id));
}

/** The messages decided for the customer, oldest first: sent or kept back as control. */
export function findMensajesDeCliente(db: Db, clienteId: string) {
  return db
    .select({
      ...delNegocio,
      texto: mensajes.texto,
      decididoEn: mensajes.enviarDesde,
      enviadoEn: mensajes.enviadoAt,
      canal: mensajes.canal,
      grupoDeControl: mensajes.control,
    })
    .from(mensajes)
    .innerJoin(negocios, eq(negocios.id, mensajes.negocioId))
    .where(eq(mensajes.clienteId, clienteId))
    .orderBy(asc(mensajes.enviarDesde), asc(mensajes.id));
}

/** The customer's cards (a customer has one per business: a short list), oldest first. */
export function findTarjetasDeCliente(db: Db, clienteId: string) {
  return db
    .select({
      ...delNegocio,
      nivel: tarjetas.nivel,
      visitasTemporada: tarjetas.visitasTemporada,
      visitasTotales: tarjetas.visitasTotales,
      rachaSemanas: tarjetas.rachaSemanas,
      primeraVisita: tarjetas.primeraVisita,
      ultimaVisita: tarjetas.ultimaVisita,
      agregadaEn: tarjetas.createdAt,
    })
    .from(tarjetas)
    .innerJoin(negocios, eq(negocios.id, tarjetas.negocioId))
    .where(eq(tarjetas.clienteId, clienteId))
    .orderBy(asc(tarjetas.createdAt), asc(tarjetas.id));
}

/** The customer's achievements, in the order they were earned. */
export function findLogrosDeCliente(db: Db, clienteId: string) {
  return db
    .select({
      tipo: logros.tipo,
      valor: logros.valor,
      ...delNegocio,
      obtenidoEn: logros.obtenidoAt,
    })
    .from(logros)
    .leftJoin(negocios, eq(negocios.id, logros.negocioId))
    .where(eq(logros.clienteId, clienteId))
    .orderBy(asc(logros.obtenidoAt), asc(logros.id));
}

const paginaDeVisitas = (db: Db, clienteId: string, cursor: CursorFecha | null, lote: number) =>
  db
    .select({
      id: visitas.id,
      cursor: sql<string>`${visitas.fecha}::text`,
      fecha: visitas.fecha,
      fechaLocal: visitas.fechaLocal,
      ...delNegocio,
      establecimiento: establecimientos.nombre,
    })
    .from(visitas)
    .innerJoin(negocios, eq(negocios.id, visitas.negocioId))
    .innerJoin(establecimientos, eq(establecimientos.id, visitas.establecimientoId))
    .where(and(eq(visitas.clienteId, clienteId), despuesDe(visitas, cursor)))
    .orderBy(asc(visitas.fecha), asc(visitas.id))
    .limit(lote);

const paginaDeCanjes = (db: Db, clienteId: string, cursor: CursorFecha | null, lote: number) =>
  db
    .select({
      id: canjes.id,
      cursor: sql<string>`${canjes.fecha}::text`,
      fecha: canjes.fecha,
      fechaLocal: canjes.fechaLocal,
      ...delNegocio,
      promocionID: promociones.publicId,
      promocion: promociones.titulo,
    })
    .from(canjes)
    .innerJoin(negocios, eq(negocios.id, canjes.negocioId))
    .innerJoin(promociones, eq(promociones.id, canjes.promocionId))
    .where(and(eq(canjes.clienteId, clienteId), despuesDe(canjes, cursor)))
    .orderBy(asc(canjes.fecha), asc(canjes.id))
    .limit(lote);

/** The customer's visits at every business, oldest first, a page at a time. */
export const lotesDeVisitasDeCliente = (db: Db, clienteId: string, lote: number) =>
  porFecha((cursor) => paginaDeVisitas(db, clienteId, cursor, lote), lote);

/** The customer's canjes at every business, oldest first, a page at a time. */
export const lotesDeCanjesDeCliente = (db: Db, clienteId: string, lote: number) =>
  porFecha((cursor) => paginaDeCanjes(db, clienteId, cursor, lote), lote);

// ── Erasing ─────────────────────────────────────────────────────────────────────────────────────

/**
 * Erases the customer in one transaction (a customer's rows are few: a card per business, their
 * visits unlinked by one indexed UPDATE the foreign key runs):
 *
 * - the Nexos' stored answers that name them — the answers to their scans and their canjes, kept
 *   so a device's retry gets the first answer back — lose the name, photo and redemption token;
 * - their pictures, and their address on the newsletter list;
 * - the account, whose deletion cascades to the sessions, codes, customer record, cards, canje
 *   codes, promotion views and achievements, and sets the customer of their visits and canjes to
 *   null: those stay, counted by the businesses, tied to nobody.
 *
 * Counters the businesses keep (visits, unique customers, season figures, the hourly roll-up,
 * each promotion's views and uses) are not touched.
 */
export async function borrarCliente(db: Db, usuarioId: string, clienteId: string, email: string) {
  await db.transaction(async (tx) => {
    await tx.delete(sesiones).where(eq(sesiones.usuarioId, usuarioId));
    const negocioIds = tx
      .select({ id: tarjetas.negocioId })
      .from(tarjetas)
      .where(eq(tarjetas.clienteId, clienteId));
    const nexoIds = tx
      .select({ id: nexos.id })
      .from(nexos)
      .where(inArray(nexos.negocioId, negocioIds));
    // A visit's answer is stored with the customer's id (older ones only carried the canje
    // token, which starts with it).
    await tx
      .update(nexoSolicitudes)
      .set({
        respuesta: sql`jsonb_set(jsonb_set(${nexoSolicitudes.respuesta}, '{cliente}', 'null'::jsonb), '{canjeToken}', 'null'::jsonb)`,
        clienteId: null,
      })
      .where(
        and(
          inArray(nexoSolicitudes.nexoId, nexoIds),
          eq(nexoSolicitudes.tipo, 'visita'),
          or(
            eq(nexoSolicitudes.clienteId, clienteId),
            sql`${nexoSolicitudes.respuesta}->>'canjeToken' like ${`${clienteId}.%`}`,
          ),
        ),
      );
    // A canje's answer names the canje; its level stays, its person goes.
    await tx
      .update(nexoSolicitudes)
      .set({
        respuesta: sql`jsonb_set(${nexoSolicitudes.respuesta}, '{cliente}', jsonb_build_object('nombre', '', 'fotoPerfil', null, 'nivel', ${nexoSolicitudes.respuesta}->'cliente'->'nivel'))`,
      })
      .where(
        and(
          inArray(nexoSolicitudes.nexoId, nexoIds),
          eq(nexoSolicitudes.tipo, 'canje'),
          sql`${nexoSolicitudes.respuesta}->>'canjeId' in (select ${canjes.id}::text from ${canjes} where ${canjes.clienteId} = ${clienteId})`,
        ),
      );
    await encolarAnulacion(tx, { clienteId });
    await tx.delete(fotos).where(eq(fotos.usuarioId, usuarioId));
    await tx.delete(newsletterSuscripciones).where(eq(newsletterSuscripciones.email, email));
    await tx.delete(usuarios).where(eq(usuarios.id, usuarioId));
  });
}
