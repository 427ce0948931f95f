import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import {
  clientes,
  establecimientos,
  negocios,
  negocioEnTarjeta,
  paseDispositivos,
  pases,
  pasesSalida,
  programasLealtad,
  tarjetas,
  temporadas,
  type NivelConfig,
} from '../../db/schema/index.ts';

// The passes' rows (db/schema/pases.ts): a card's pass per platform, the customer's wallet secret,
// what a pass shows, and the outbox's claims. Every customer-side read goes by the session's own
// customer; the outbox reads by pass id.

export type Plataforma = 'google' | 'apple';

/** The session's customer's card at a business (by its publicID), with what a pass names. */
export async function findTarjetaDelCliente(db: Db, usuarioId: string, negocioPublicId: string) {
  const [row] = await db
    .select({
      tarjetaId: tarjetas.id,
      clienteId: clientes.id,
      handle: clientes.codigoHandle,
      secretoCartera: clientes.codigoSecretoCartera,
    })
    .from(tarjetas)
    .innerJoin(clientes, eq(clientes.id, tarjetas.clienteId))
    .innerJoin(negocios, eq(negocios.id, tarjetas.negocioId))
    .where(and(eq(clientes.usuarioId, usuarioId), eq(negocios.publicId, negocioPublicId)))
    .limit(1);
  return row ?? null;
}

/** Sets the customer's wallet secret unless one is there; the one that stands. */
export async function asegurarSecretoCartera(db: Db, clienteId: string, nuevo: string) {
  await db
    .update(clientes)
    .set({ codigoSecretoCartera: nuevo })
    .where(and(eq(clientes.id, clienteId), isNull(clientes.codigoSecretoCartera)));
  const [row] = await db
    .select({ secreto: clientes.codigoSecretoCartera })
    .from(clientes)
    .where(eq(clientes.id, clienteId));
  return row!.secreto!;
}

/**
 * The card's pass on a platform, made if missing and live again if it was removed (a removed
 * pass added again keeps its serial: the phone's copy is the same pass, back in use).
 */
export async function asegurarPase(
  db: Db,
  tarjetaId: string,
  plataforma: Plataforma,
  nuevo: { serial: string; tokenApple: string | null; hotpSecreto: string | null },
) {
  const [row] = await db
    .insert(pases)
    .values({ tarjetaId, plataforma, ...nuevo })
    .onConflictDoUpdate({
      target: [pases.tarjetaId, pases.plataforma],
      set: { revocadoAt: null, actualizadoAt: sql`now()` },
    })
    .returning();
  return row!;
}

/** The card's pass on a platform as it stands, or null. */
export async function findPase(db: Db, tarjetaId: string, plataforma: Plataforma) {
  const [row] = await db
    .select({ id: pases.id, revocadoAt: pases.revocadoAt })
    .from(pases)
    .where(and(eq(pases.tarjetaId, tarjetaId), eq(pases.plataforma, plataforma)))
    .limit(1);
  return row ?? null;
}

/**
 * Undoes asegurarPase when the wallet would not take the pass: a new one goes (with what it
 * queued), one that was removed is removed again.
 */
export async function deshacerPase(
  db: Db,
  paseId: string,
  antes: { revocadoAt: Date | null } | null,
) {
  if (!antes) await db.delete(pases).where(eq(pases.id, paseId));
  else if (antes.revocadoAt)
    await db.update(pases).set({ revocadoAt: antes.revocadoAt }).where(eq(pases.id, paseId));
}

/**
 * The customer's cards in a phone's wallet, with each card's business publicID: a live Google
 * pass (Google took the object), and an Apple pass an iPhone registered for (a download alone may
 * have been cancelled, or opened on a computer).
 */
export async function findPasesDelCliente(db: Db, usuarioId: string) {
  return db
    .select({
      id: pases.id,
      plataforma: pases.plataforma,
      negocioPublicId: negocios.publicId,
      createdAt: pases.createdAt,
    })
    .from(pases)
    .innerJoin(tarjetas, eq(tarjetas.id, pases.tarjetaId))
    .innerJoin(clientes, eq(clientes.id, tarjetas.clienteId))
    .innerJoin(negocios, eq(negocios.id, tarjetas.negocioId))
    .where(
      and(
        eq(clientes.usuarioId, usuarioId),
        isNull(pases.revocadoAt),
        sql`(${pases.plataforma} = 'google' or exists (select 1 from ${paseDispositivos} d where d.pase_id = ${pases.id}))`,
      ),
    );
}

/**
 * 'Quitar de la cartera del teléfono': the wallet secret goes (its codes stop at once), every
 * live pass is marked removed, and each is queued to be sent as void. How many were live.
 */
export async function revocarPasesDelCliente(db: Db, usuarioId: string) {
  return db.transaction(async (tx) => {
    const [cliente] = await tx
      .update(clientes)
      .set({ codigoSecretoCartera: null })
      .where(eq(clientes.usuarioId, usuarioId))
      .returning({ id: clientes.id });
    if (!cliente) return 0;
    const revocados = await tx
      .update(pases)
      .set({ revocadoAt: sql`now()`, actualizadoAt: sql`now()` })
      .where(
        and(
          isNull(pases.revocadoAt),
          sql`${pases.tarjetaId} in (select ${tarjetas.id} from ${tarjetas} where ${tarjetas.clienteId} = ${cliente.id})`,
        ),
      )
      .returning({ id: pases.id });
    for (const p of revocados) await encolarObjeto(tx, p.id);
    return revocados.length;
  });
}

/** Queues "send this pass's current state" (one unsent such entry per pass is enough). */
export async function encolarObjeto(db: Db, paseId: string) {
  await db.execute(sql`
    insert into pases_salida (pase_id, tipo) values (${paseId}, 'objeto')
    on conflict (pase_id) where tipo = 'objeto' and intentos = 0 do nothing`);
}

/**
 * Queues every live pass of a business's cards — its look or its offers changed — with a message
 * for the cards whose level a new offer is for (Google shows it as a notification).
 */
export async function encolarNegocio(
  db: Db,
  negocioId: string,
  mensaje?: { nivelMinimo: number; datos: Record<string, unknown> },
) {
  await db.execute(sql`
    with vivos as (
      select p.id, p.plataforma, t.nivel from pases p join tarjetas t on t.id = p.tarjeta_id
      where t.negocio_id = ${negocioId} and p.revocado_at is null
    ), objetos as (
      insert into pases_salida (pase_id, tipo) select id, 'objeto' from vivos
      on conflict (pase_id) where tipo = 'objeto' and intentos = 0 do nothing
    )
    insert into pases_salida (pase_id, tipo, datos)
    select id, 'mensaje', ${mensaje ? JSON.stringify(mensaje.datos) : null}::jsonb from vivos
    where ${mensaje ? true : false} and plataforma = 'google' and nivel >= ${mensaje?.nivelMinimo ?? 0}`);
}

/** Queues every live pass of a customer's cards (their name changed). */
export async function encolarCliente(db: Db, clienteId: string) {
  await db.execute(sql`
    insert into pases_salida (pase_id, tipo)
    select p.id, 'objeto' from pases p join tarjetas t on t.id = p.tarjeta_id
    where t.cliente_id = ${clienteId} and p.revocado_at is null
    on conflict (pase_id) where tipo = 'objeto' and intentos = 0 do nothing`);
}

/**
 * Before a customer's account or a business is deleted (in its transaction): each of the cards'
 * live Google objects is queued to be voided at Google, named by its serial — the entry outlives
 * the rows. An iPhone's pass stops being served and updated; Apple has no call to void it.
 */
export async function encolarAnulacion(db: Db, de: { clienteId: string } | { negocioId: string }) {
  const tarjetasDe =
    'clienteId' in de
      ? sql`select id from tarjetas where cliente_id = ${de.clienteId}`
      : sql`select id from tarjetas where negocio_id = ${de.negocioId}`;
  await db.execute(sql`
    insert into pases_salida (pase_id, tipo, datos)
    select null, 'anular', jsonb_build_object('serial', serial) from pases
    where plataforma = 'google' and revocado_at is null and tarjeta_id in (${tarjetasDe})`);
}

/** Everything a pass shows: the card, its customer, its business and programme, its places. */
export async function findPaseParaEnviar(db: Db, paseId: string) {
  const [row] = await db
    .select({
      pase: pases,
      tarjeta: {
        id: tarjetas.id,
        nivel: tarjetas.nivel,
        visitasTemporada: tarjetas.visitasTemporada,
      },
      cliente: {
        id: clientes.id,
        nombre: clientes.nombre,
        handle: clientes.codigoHandle,
        secretoCartera: clientes.codigoSecretoCartera,
      },
      negocio: negocioEnTarjeta,
      niveles: programasLealtad.niveles,
      temporadaFin: temporadas.fechaFin,
    })
    .from(pases)
    .innerJoin(tarjetas, eq(tarjetas.id, pases.tarjetaId))
    .innerJoin(clientes, eq(clientes.id, tarjetas.clienteId))
    .innerJoin(negocios, eq(negocios.id, tarjetas.negocioId))
    .leftJoin(programasLealtad, eq(programasLealtad.negocioId, negocios.id))
    .leftJoin(temporadas, and(eq(temporadas.negocioId, negocios.id), eq(temporadas.activa, true)))
    .where(eq(pases.id, paseId))
    .limit(1);
  if (!row) return null;
  const lugares = await db
    .select({
      nombre: establecimientos.nombre,
      latitud: establecimientos.latitud,
      longitud: establecimientos.longitud,
    })
    .from(establecimientos)
    .where(eq(establecimientos.negocioId, row.negocio.id))
    .orderBy(
      asc(establecimientos.createdAt),
      desc(establecimientos.principal),
      asc(establecimientos.nombre),
      asc(establecimientos.id),
    );
  return { ...row, niveles: (row.niveles ?? []) as NivelConfig[], lugares };
}

export type PaseParaEnviar = NonNullable<Awaited<ReturnType<typeof findPaseParaEnviar>>>;

/** An outbox entry as claimed. */
export interface EntradaSalida {
  id: number;
  /** Null for 'anular', and for an entry whose pass was deleted since. */
  paseId: string | null;
  tipo: 'objeto' | 'mensaje' | 'anular';
  datos: Record<string, unknown> | null;
  intentos: number;
}

/**
 * Claims what is due: the oldest entry of each pass (a pass's next waits until it went), up to
 * `limite`, leased for `arriendoMs` — an instance that dies holding one gives it back then. Rows
 * another instance is claiming are skipped.
 */
export async function reclamarSalida(db: Db, limite: number, arriendoMs: number) {
  const rows = await queryRows<{
    id: string | number;
    pase_id: string | null;
    tipo: 'objeto' | 'mensaje' | 'anular';
    datos: Record<string, unknown> | null;
    intentos: number;
  }>(
    db,
    sql`
    with cabezas as (
      select distinct on (coalesce(pase_id::text, id::text)) id, siguiente_at from pases_salida
      order by coalesce(pase_id::text, id::text), id
    ), listas as (
      select s.id from pases_salida s join cabezas c on c.id = s.id
      where c.siguiente_at <= now()
      order by s.siguiente_at, s.id limit ${limite}
      for update of s skip locked
    )
    update pases_salida s
    set intentos = s.intentos + 1,
        siguiente_at = now() + make_interval(secs => ${arriendoMs / 1000})
    from listas where s.id = listas.id
    returning s.id, s.pase_id, s.tipo, s.datos, s.intentos`,
  );
  return rows.map((r): EntradaSalida => ({
    id: Number(r.id),
    paseId: r.pase_id,
    tipo: r.tipo,
    datos: r.datos,
    intentos: r.intentos,
  }));
}

/** Sent: the entry goes. */
export async function borrarDeSalida(db: Db, id: number) {
  await db.delete(pasesSalida).where(eq(pasesSalida.id, id));
}

/** Not sent: tried again after `esperaMs`, with why. */
export async function reprogramarSalida(db: Db, id: number, esperaMs: number, error: string) {
  await db
    .update(pasesSalida)
    .set({
      siguienteAt: sql`now() + make_interval(secs => ${esperaMs / 1000})`,
      error: error.slice(0, 500),
    })
    .where(eq(pasesSalida.id, id));
}

/** A Google message went: the card's day's message is spent. */
export async function marcarMensaje(db: Db, paseId: string) {
  await db
    .update(pases)
    .set({ mensajeAt: sql`now()` })
    .where(eq(pases.id, paseId));
}

// ── Apple: the pass by its serial, the devices registered for it, the one-time code ───────────

/** A live or removed Apple pass by its serialNumber. */
export async function findPaseApple(db: Db, serial: string) {
  const [row] = await db
    .select()
    .from(pases)
    .where(and(eq(pases.serial, serial), eq(pases.plataforma, 'apple')))
    .limit(1);
  return row ?? null;
}

/** Registers a device for a pass's pushes: true when new, false when it was (token updated). */
export async function registrarDispositivo(
  db: Db,
  dispositivo: string,
  paseId: string,
  pushToken: string,
) {
  const rows = await queryRows<{ nuevo: boolean }>(
    db,
    sql`insert into pase_dispositivos (dispositivo, pase_id, push_token)
        values (${dispositivo}, ${paseId}, ${pushToken})
        on conflict (dispositivo, pase_id) do update set push_token = excluded.push_token
        returning (xmax = 0) as nuevo`,
  );
  return rows[0]?.nuevo ?? false;
}

export async function desregistrarDispositivo(db: Db, dispositivo: string, paseId: string) {
  await db
    .delete(paseDispositivos)
    .where(and(eq(paseDispositivos.dispositivo, dispositivo), eq(paseDispositivos.paseId, paseId)));
}

/** A push token APNs said is no longer valid: every registration with it goes. */
export async function borrarPushToken(db: Db, pushToken: string) {
  await db.delete(paseDispositivos).where(eq(paseDispositivos.pushToken, pushToken));
}

/** The serials of a device's passes changed after `desde` (all of them without), and the newest. */
export async function serialesActualizados(db: Db, dispositivo: string, desde: Date | null) {
  return db
    .select({ serial: pases.serial, actualizadoAt: pases.actualizadoAt })
    .from(paseDispositivos)
    .innerJoin(pases, eq(pases.id, paseDispositivos.paseId))
    .where(
      and(
        eq(paseDispositivos.dispositivo, dispositivo),
        desde ? sql`${pases.actualizadoAt} > ${desde}` : undefined,
      ),
    );
}

export async function pushTokensDelPase(db: Db, paseId: string) {
  const rows = await db
    .select({ pushToken: paseDispositivos.pushToken })
    .from(paseDispositivos)
    .where(eq(paseDispositivos.paseId, paseId));
  return rows.map((r) => r.pushToken);
}

/** The customer's live Apple passes with their one-time code's secret and counter. */
export async function findCodigosApple(db: Db, clienteId: string) {
  return db
    .select({ id: pases.id, secreto: pases.hotpSecreto, contador: pases.hotpContador })
    .from(pases)
    .innerJoin(tarjetas, eq(tarjetas.id, pases.tarjetaId))
    .where(
      and(
        eq(tarjetas.clienteId, clienteId),
        eq(pases.plataforma, 'apple'),
        isNull(pases.revocadoAt),
      ),
    );
}

/**
 * Spends a pass's one-time code: the counter moves on only from the value the code was made
 * with (two scans of one screenshot: one wins), and the pass is queued to be pushed with the
 * next code. False when another scan spent it first.
 */
export async function gastarCodigoApple(db: Db, paseId: string, contador: number) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(pases)
      .set({ hotpContador: contador + 1, actualizadoAt: sql`now()` })
      .where(and(eq(pases.id, paseId), eq(pases.hotpContador, contador)))
      .returning({ id: pases.id });
    if (rows.length === 0) return false;
    await encolarObjeto(tx, paseId);
    return true;
  });
}
