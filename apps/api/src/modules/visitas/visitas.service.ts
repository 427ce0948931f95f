import { randomUUID } from 'node:crypto';
import {
  avanzarRacha,
  indiceMes,
  indiceSemana,
  logrosDeVisita,
  partesLocales,
  RACHA_VACIA,
  fechaLocal,
  leerCodigoCliente,
  pasoVigenteEn,
  recordarVisita,
  registrarMes,
  temporadaTerminada,
  type PromocionEnMostrador,
  type RegistrarVisitaBody,
  type VisitaResultado,
} from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  contarFallido,
  desdesDe,
  leerFallidos,
  rechazarSiExcede,
  type Origen,
} from '../../lib/codigos-fallidos.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { vigilarCodigoFallido } from '../alertas/alertas.service.ts';
import { comprobarCodigo, resolverCodigo, type OtroCodigo } from '../clientes/codigo.service.ts';
import { fotoUrl } from '../fotos/fotos.routes.ts';
import {
  estadoParaVisita,
  planVisita,
  programaAlDia,
  tarjetaParaMostrar,
  temporadaDeLaFecha,
  type ProgramaVigente,
} from '../lealtad/lealtad.service.ts';
import { gastarCodigoDePase } from '../pases/codigo-pase.ts';
import { signCanjeToken } from '../promociones/canje-token.ts';
import {
  ofertasDeJson,
  ofertasSegunNivel,
  promocionesElegibles,
} from '../promociones/promociones.service.ts';
import { unaVez } from '../solicitudes/solicitudes.service.ts';
import {
  findVisitaState,
  writeNoCount,
  writeVisita,
  type Guard,
  type TarjetaState,
} from './visitas.repository.ts';

// registerVisita(): the busiest path of the product and its one transaction (DOMAIN §4). A scan
// becomes, together or not at all: the visit row, the customer's card (created on the first visit),
// the business's, season's and device's counters, the hour's roll-up and the stored answer that a
// retry of the same idempotency key gets back.
//
// TWO PATHS, ONE ANSWER. Every scan first takes the fast path (registerFast): one query without a
// lock reads all the visit decides on (findVisitaState), the shared rules decide in code
// (decideVisita), and one autocommit statement claims the key and writes everything — only if the
// customer's row and card are still the versions read (writeVisita's `guard`). The locked path
// (registerLocked) is the fallback: the key claimed first (unaVez), the customer and card read
// under lock (estadoParaVisita), the same decideVisita, the same writes. The rule between them:
// the fast path answers unless it cannot decide alone, and then hands the scan over untouched —
//   - a request with this key is in flight (claimed, no answer yet): the locked path waits for it;
//   - the business's season has ended by its local date: the locked path closes it first;
//   - the guarded write found the customer or card changed since the read (a race lost), or a
//     unique index refused it for a reason other than a used code (the key claimed, the card made
//     meanwhile): the statement wrote nothing, and the locked path decides on the new state.
// A stored answer, a refusal (unknown device, wrong or used code, limits, a scan outside the offline
// window) and every decision taken are the same on both paths: dos-caminos.test.ts runs generated
// scans down each and compares the answers and what they wrote.

/** The device a visit comes from, as its bearer token resolved. */
export interface NexoContext {
  nexoId: string;
  negocioId: string;
  establecimientoId: string;
  zonaHoraria: string;
  cooldownMinutos: number;
  /** Who is serving at it ("¿Quién atiende?"), recorded on its visits and canjes; null: nobody. */
  miembroId?: string | null;
}

/**
 * How long a scan may wait in an offline device's queue (DOMAIN §4, docs/nexo-protocol.md): its
 * code is checked against the moment it was scanned, within these bounds.
 */
export const VENTANA_SIN_CONEXION_MS = 24 * 60 * 60 * 1000;
/** A device clock a little ahead of the server's is tolerated. */
export const TOLERANCIA_RELOJ_MS = 2 * 60 * 1000;

/**
 * A scan this much older than its arrival was queued (offline) or backdated: it counts at its own
 * time but never yields a canje token, and a device may send only so many a minute (issue 25: one
 * device wrote 300 backdated visits in 3 s). An offline kiosk's queue drains at this pace; the
 * kiosk keeps what it is refused (429) and sends it again.
 */
export const ESCANEO_ATRASADO_MS = 2 * 60 * 1000;
export const ESCANEOS_ATRASADOS_POR_NEXO: readonly [number, number] = [20, 60 * 1000];

/** The scopes a device's wrong codes count in (lib/codigos-fallidos.ts). */
export const origenOfNexo = (nexo: NexoContext): Origen => ({
  nexo: nexo.nexoId,
  establecimiento: nexo.establecimientoId,
  negocio: nexo.negocioId,
});

/** A wrong code, counted in every limit and toward the device's run of them (an Alerta). */
const countCodigoFallido = (db: Db, limiter: RateLimiter, nexo: NexoContext, now: Date) =>
  Promise.all([
    contarFallido(limiter, 'cliente', origenOfNexo(nexo)),
    vigilarCodigoFallido(db, limiter, nexo, now),
  ]);

/** A queued or backdated scan counts against the device's pace; 429 past it. */
async function limitAtrasados(limiter: RateLimiter, nexo: NexoContext, at: Date, now: Date) {
  if (now.getTime() - at.getTime() <= ESCANEO_ATRASADO_MS) return;
  const hit = await limiter.hit(`nexo:atrasados:${nexo.nexoId}`, ...ESCANEOS_ATRASADOS_POR_NEXO);
  if (!hit.allowed) {
    throw new AppError('RATE_LIMITED', {
      message: 'Demasiadas visitas atrasadas desde este Nexo. Las enviaremos poco a poco.',
      retryAfterSeconds: hit.retryAfterSeconds,
    });
  }
}

/** A canje token, only for a live scan: a code still valid at the server's clock (DOMAIN §4). */
const canjeTokenIfLive = (
  db: Db,
  clienteId: string,
  paso: number | null,
  nexo: NexoContext,
  now: Date,
) =>
  paso !== null && pasoVigenteEn(paso, now.getTime())
    ? signCanjeToken(db, clienteId, nexo.negocioId, now)
    : Promise.resolve(null);

function escaneoMoment(escaneadoEn: string | undefined, now: Date) {
  if (!escaneadoEn) return now;
  const at = new Date(escaneadoEn);
  const delta = now.getTime() - at.getTime();
  if (delta > VENTANA_SIN_CONEXION_MS || delta < -TOLERANCIA_RELOJ_MS)
    throw new AppError('ESCANEO_FUERA_DE_VENTANA');
  // A clock slightly ahead is read as now: a visit is never in the future.
  return delta < 0 ? now : at;
}

/**
 * A scan from the device whose bearer token hashes to `tokenHash` (the visit's own read
 * authenticates it: 401 NEXO_NO_VINCULADO when unknown or revoked).
 */
export async function registerVisita(
  db: Db,
  limiter: RateLimiter,
  tokenHash: string,
  body: RegistrarVisitaBody,
  now = new Date(),
): Promise<VisitaResultado> {
  // Almost every scan: one read, one conditional write. When that cannot decide alone (the rule
  // at the top of this file), the locked transaction does it.
  const otroCodigo = paseCodigoSpender(db);
  const rapida = await registerFast(db, limiter, tokenHash, body, now, otroCodigo);
  if ('respuesta' in rapida) return rapida.respuesta;
  return registerLocked(db, limiter, rapida.nexo, body, now, otroCodigo);
}

/**
 * The locked path: the idempotency key claimed first (a request in flight with it is waited for),
 * the customer identified and the programme brought up to date outside the transaction, then the
 * visit decided and written on the card as locked (recordVisita). Exported for dos-caminos.test.ts.
 */
export function registerLocked(
  db: Db,
  limiter: RateLimiter,
  nexo: NexoContext,
  body: RegistrarVisitaBody,
  now: Date,
  otroCodigo: OtroCodigo = paseCodigoSpender(db),
): Promise<VisitaResultado> {
  return unaVez(
    db,
    { nexoId: nexo.nexoId, clave: body.idempotencyKey, tipo: 'visita' },
    async () => {
      const at = escaneoMoment(body.escaneadoEn, now);
      // Everything the transaction needs that does not need its locks, asked at once, outside
      // it: the customer (then their canje token and the promotions' query), and the programme.
      // A season that ended since the business was last touched is closed first (DOMAIN §5).
      const [quien, programa] = await Promise.all([
        body.anonimo
          ? null
          : identifyCliente(db, limiter, nexo, body.codigo ?? '', at, now, otroCodigo).then(
              async (cliente) => {
                const [canjeToken, ofertas] = await Promise.all([
                  // Signed with `db`, not the transaction: the secret is cached per handle.
                  canjeTokenIfLive(db, cliente.cliente.id, cliente.paso, nexo, now),
                  ofertasSegunNivel(db, {
                    negocioId: nexo.negocioId,
                    clienteId: cliente.cliente.id,
                    zonaHoraria: nexo.zonaHoraria,
                    ahora: now,
                  }),
                ]);
                return { cliente, previo: { canjeToken, ofertas } };
              },
            ),
        programaAlDia(db, nexo.negocioId, nexo.zonaHoraria, now),
      ]);
      return { at, quien, programa };
    },
    (tx, { at, quien, programa }) =>
      recordVisita(tx, nexo, programa, {
        cliente: quien?.cliente ?? null,
        at,
        now,
        clave: body.idempotencyKey,
        previo: quien?.previo,
      }),
  );
}

/**
 * The fast path (issue 12): the visit in two round trips. One query without a lock reads
 * everything the visit decides on (findVisitaState: the device by its token, the customer, their
 * card, the programme, the promotions with their uses), the shared rules decide in code, and ONE
 * autocommit statement claims the key and writes the visit, only if the customer's row and card
 * are still the versions read (writeVisita's `guard`). `{nexo}` when it could not decide alone
 * (nothing written); the caller then runs the locked path. Exported for dos-caminos.test.ts.
 */
export async function registerFast(
  db: Db,
  limiter: RateLimiter,
  tokenHash: string,
  body: RegistrarVisitaBody,
  now: Date,
  otroCodigo: OtroCodigo = paseCodigoSpender(db),
): Promise<{ respuesta: VisitaResultado } | { nexo: NexoContext }> {
  // The scan's moment, or the error it gets — after an earlier answer for the key, which wins.
  let at: Date | AppError;
  try {
    at = escaneoMoment(body.escaneadoEn, now);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    at = err;
  }
  const codigo = body.anonimo ? null : leerCodigoCliente(body.codigo ?? '');
  const enBase = body.anonimo ? undefined : limiter.enBase;
  const estado = await findVisitaState(db, {
    tokenHash,
    clave: body.idempotencyKey,
    handle: codigo?.handle ?? null,
    at: at instanceof Date ? at : now,
    ahora: now,
    fallidos: enBase ? desdesDe('cliente', enBase.inicio) : null,
  });
  if (!estado) throw new AppError('NEXO_NO_VINCULADO');
  const { nexo } = estado;
  if (estado.previa) {
    if (estado.previa.respuesta === null) return { nexo }; // in flight: unaVez waits for it
    if (estado.previa.tipo !== 'visita')
      throw new AppError('CONFLICT', { message: 'Esa clave ya se usó para otra solicitud.' });
    return { respuesta: estado.previa.respuesta as VisitaResultado };
  }
  if (at instanceof AppError) throw at;
  await limitAtrasados(limiter, nexo, at, now);
  const programa = { niveles: estado.niveles, temporada: estado.temporada };
  if (
    programa.temporada &&
    temporadaTerminada(programa.temporada, fechaLocal(now, nexo.zonaHoraria))
  )
    return { nexo }; // the locked path closes the season first
  const solicitud = (respuesta: VisitaResultado) => ({
    clave: body.idempotencyKey,
    respuesta,
    reclamar: true,
  });

  try {
    if (body.anonimo) {
      const { answer, write } = anonymousVisita(nexo, programa, at, now);
      await writeVisita(db, { ...write, solicitud: solicitud(answer) });
      return { respuesta: answer };
    }
    const origen = origenOfNexo(nexo);
    // A limiter outside the database (Redis) is asked now that the device is known.
    rechazarSiExcede(
      'cliente',
      origen,
      estado.fallidos ?? (await leerFallidos(limiter, 'cliente', origen)),
    );
    const identificado = await comprobarCodigo(
      codigo?.numero ?? null,
      estado.cliente,
      at,
      otroCodigo,
    ).catch(async (error: unknown) => {
      await countCodigoFallido(db, limiter, nexo, now);
      throw error;
    });
    const cliente = identificado.cliente;
    const guard: Guard = {
      clienteId: cliente.id,
      clienteVersion: cliente.version,
      tarjeta: estado.tarjeta && { id: estado.tarjeta.id, version: estado.tarjeta.version },
    };
    const ofertas = ofertasDeJson(estado.promociones, nexo.zonaHoraria, now);
    const decision = await decideVisita(
      nexo,
      { cliente: { ...cliente }, paso: identificado.paso },
      {
        tarjeta: estado.tarjeta ?? { ...EMPTY_TARJETA, id: randomUUID() },
        nueva: !estado.tarjeta || estado.tarjeta.visitasTotales === 0,
        cliente,
        negocios: estado.negocios,
        cercana: estado.cercana,
        vigente: programa,
      },
      {
        at,
        now,
        canjeToken: await canjeTokenIfLive(db, cliente.id, identificado.paso, nexo, now),
        ofertas,
      },
    );
    const escrita = decision.write
      ? await writeVisita(db, { ...decision.write, solicitud: solicitud(decision.answer), guard })
      : await writeNoCount(db, nexo.nexoId, now, solicitud(decision.answer), {
          guard,
          codigo: { clienteId: cliente.id, paso: identificado.paso, negocioId: nexo.negocioId },
        });
    return escrita ? { respuesta: decision.answer } : { nexo };
  } catch (err) {
    // A unique index raised (the statement wrote nothing): the same code counted already
    // somewhere (one code counts once), or a race the locked path sorts out — the key claimed by
    // a concurrent request with it, or the card made meanwhile (a first visit, a wallet).
    const violacion = violatedUnique(err);
    if (violacion === null) throw err;
    if (violacion.includes('visitas_codigo_una_vez_idx') || violacion.includes('codigos_usados'))
      throw new AppError('CODIGO_CLIENTE_USADO');
    return { nexo };
  }
}

/** The name of the unique index a database error broke ('' when not told), or null. */
function violatedUnique(err: unknown): string | null {
  for (
    let e = err as { code?: unknown; cause?: unknown; constraint?: unknown; message?: unknown };
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505')
      return `${typeof e.constraint === 'string' ? e.constraint : ''} ${typeof e.message === 'string' ? e.message : ''}`;
  }
  return null;
}

/**
 * An Apple Wallet pass's one-time code, spent when it is one (modules/pases/codigo-pase.ts). One
 * per scan: when the fast path hands over to the locked one, the code it spent still counts there.
 */
function paseCodigoSpender(db: Db): OtroCodigo {
  const gastados = new Map<string, Promise<boolean>>();
  return (clienteId, numero) => {
    const clave = `${clienteId}:${numero}`;
    let r = gastados.get(clave);
    if (!r) gastados.set(clave, (r = gastarCodigoDePase(db, clienteId, numero)));
    return r;
  };
}

/** The customer a code names, counting wrong codes against the device (guessing). */
async function identifyCliente(
  db: Db,
  limiter: RateLimiter,
  nexo: NexoContext,
  codigo: string,
  at: Date,
  now: Date,
  otroCodigo: OtroCodigo,
) {
  const origen = origenOfNexo(nexo);
  // The counts and the code are looked up side by side (one wait, not two); a device over a
  // limit is refused whatever its code was, and only a wrong code adds to the counts.
  const [fallidos, resuelto] = await Promise.all([
    leerFallidos(limiter, 'cliente', origen),
    resolverCodigo(db, codigo, at, otroCodigo).then(
      (ok) => ({ ok }),
      (error: unknown) => ({ error }),
    ),
  ]);
  rechazarSiExcede('cliente', origen, fallidos);
  if ('error' in resuelto) {
    await countCodigoFallido(db, limiter, nexo, now);
    throw resuelto.error;
  }
  return resuelto.ok;
}

/** A customer as a code identifies them; `paso` null for a visit written without a code. */
export interface ClienteDelCodigo {
  cliente: { id: string; nombre: string; fotoId: string | null };
  paso: number | null;
}

/**
 * The visit itself, inside the caller's transaction, for a customer already identified (or an
 * anonymous visit). The device API reaches it through registerVisita(); the demo dataset writes its
 * history through it too, so counters, cards and roll-ups always agree with the visit rows. With
 * `clave`, the answer is stored for retries of that idempotency key. `conOfertas: false` skips
 * working out the promotions to show (the demo history never shows them).
 */
export async function recordVisita(
  tx: Db,
  nexo: NexoContext,
  programa: ProgramaVigente,
  visit: {
    cliente: ClienteDelCodigo | null;
    at: Date;
    now: Date;
    clave?: string;
    conOfertas?: boolean;
    /**
     * Asked before the transaction (registerVisita): the canje token, and the promotions with the
     * customer's uses, to filter by the level this visit leaves. Without it, both are worked out
     * here, inside the transaction.
     */
    previo?: { canjeToken: string | null; ofertas: (nivel: number) => PromocionEnMostrador[] };
  },
): Promise<VisitaResultado> {
  const { at, now } = visit;
  const stored = (respuesta: VisitaResultado) =>
    visit.clave ? { clave: visit.clave, respuesta } : null;

  if (!visit.cliente) {
    const { answer, write } = anonymousVisita(nexo, programa, at, now);
    await writeVisita(tx, { ...write, solicitud: stored(answer) });
    return answer;
  }

  const { cliente } = visit.cliente;
  const cooldownMs = nexo.cooldownMinutos * 60 * 1000;
  const estado = await estadoParaVisita(tx, nexo.negocioId, cliente.id, at, cooldownMs);
  const ofertas = async (nivel: number) =>
    visit.conOfertas === false
      ? []
      : visit.previo
        ? visit.previo.ofertas(nivel)
        : promocionesElegibles(tx, {
            negocioId: nexo.negocioId,
            clienteId: cliente.id,
            nivel,
            zonaHoraria: nexo.zonaHoraria,
            ahora: now,
          });
  const canjeToken = visit.previo
    ? visit.previo.canjeToken
    : await canjeTokenIfLive(tx, cliente.id, visit.cliente.paso, nexo, now);
  const { answer, write } = await decideVisita(
    nexo,
    visit.cliente,
    {
      ...estado,
      // The levels and season as they are inside this transaction (a close may just have run).
      vigente: { niveles: estado.niveles, temporada: estado.temporada },
    },
    { at, now, canjeToken, ofertas },
  );
  try {
    if (!write) {
      // A cooldown still uses the code up (judged once, here or anywhere).
      const paso = visit.cliente.paso;
      await writeNoCount(tx, nexo.nexoId, now, stored(answer), {
        codigo: paso === null ? null : { clienteId: cliente.id, paso, negocioId: nexo.negocioId },
      });
      return answer;
    }
    await writeVisita(tx, { ...write, solicitud: stored(answer) });
  } catch (err) {
    // The same code already counted somewhere (one code counts once): the transaction is void.
    if (violatedUnique(err) !== null) throw new AppError('CODIGO_CLIENTE_USADO');
    throw err;
  }
  return answer;
}

/** The visit row a scan writes, by the business's wall clock at `at`. */
function visitaRow(nexo: NexoContext, at: Date) {
  const local = partesLocales(at, nexo.zonaHoraria);
  return {
    id: randomUUID(),
    negocioId: nexo.negocioId,
    establecimientoId: nexo.establecimientoId,
    nexoId: nexo.nexoId,
    fecha: at,
    fechaLocal: local.fecha,
    horaLocal: local.hora,
    diaSemana: local.diaSemana,
    miembroId: nexo.miembroId ?? null,
  };
}

/** An anonymous visit (no code): the answer, and what writeVisita writes. */
function anonymousVisita(nexo: NexoContext, programa: ProgramaVigente, at: Date, now: Date) {
  const base = visitaRow(nexo, at);
  const answer: VisitaResultado = {
    contada: true,
    visitaId: base.id,
    escaneadoEn: at.toISOString(),
    siguienteVisitaDesde: null,
    cliente: null,
    tarjeta: null,
    promociones: [],
    canjeToken: null,
  };
  return {
    answer,
    write: {
      visita: { ...base, clienteId: null, tarjetaId: null, codigoPaso: null },
      tarjeta: null,
      cliente: null,
      logros: [],
      temporadaId: temporadaDeLaFecha(programa, base.fechaLocal),
      clienteNuevo: false,
      now,
    },
  };
}

/** A card before its first visit: what a new card holds (the table's defaults). */
const EMPTY_TARJETA: Omit<TarjetaState, 'id'> = {
  nivel: 0,
  visitasTemporada: 0,
  visitasTotales: 0,
  rachaSemanas: 0,
  ultimaSemana: null,
  ultimaVisita: null,
  penultimaVisita: null,
  ultimoMes: null,
  mesesConVisita: 0,
};

/**
 * What a customer's scan does, decided in code by the shared rules on the state it was read in
 * (locked, or read for a conditional write): the answer, and the writes of a counted visit — or
 * none, within the cooldown. Both paths of registerVisita and the demo history go through here.
 */
async function decideVisita(
  nexo: NexoContext,
  { cliente, paso }: ClienteDelCodigo,
  estado: {
    tarjeta: TarjetaState;
    nueva: boolean;
    cliente: { visitasTotales: number; rachaSemanas: number; ultimaSemana: number | null };
    negocios: number;
    cercana: Date | null;
    vigente: ProgramaVigente;
  },
  v: {
    at: Date;
    now: Date;
    canjeToken: string | null;
    ofertas: (nivel: number) => PromocionEnMostrador[] | Promise<PromocionEnMostrador[]>;
  },
) {
  const { at, now } = v;
  const base = visitaRow(nexo, at);
  const quien = { nombre: cliente.nombre, fotoPerfil: fotoUrl(cliente.fotoId) };
  const cooldownMs = nexo.cooldownMinutos * 60 * 1000;
  const { tarjeta, nueva, vigente } = estado;

  if (estado.cercana) {
    const answer: VisitaResultado = {
      contada: false,
      motivo: 'cooldown',
      visitaId: null,
      escaneadoEn: at.toISOString(),
      siguienteVisitaDesde: new Date(estado.cercana.getTime() + cooldownMs).toISOString(),
      cliente: { ...quien, nivel: tarjeta.nivel },
      tarjeta: {
        ...tarjetaParaMostrar(tarjeta, vigente.niveles),
        nueva: false,
        subioDeNivel: false,
      },
      promociones: await v.ofertas(tarjeta.nivel),
      canjeToken: v.canjeToken,
    };
    return { answer, write: null };
  }

  const plan = planVisita(tarjeta, vigente, base.fechaLocal);
  const semana = indiceSemana(base.fechaLocal);
  const rachaTarjeta = avanzarRacha(
    { semanas: tarjeta.rachaSemanas, ultimaSemana: tarjeta.ultimaSemana },
    semana,
  );
  // What the statistics count (DOMAIN §7): the card's two latest visits and its months with one.
  // A first visit here (a card just made, or one that waited empty) has none before it.
  const recencia = recordarVisita(
    nueva
      ? { ultima: null, penultima: null }
      : { ultima: tarjeta.ultimaVisita, penultima: tarjeta.penultimaVisita },
    at,
  );
  const meses = registrarMes(
    { ultimoMes: tarjeta.ultimoMes, meses: tarjeta.mesesConVisita },
    indiceMes(base.fechaLocal),
  );
  const rachaAntes =
    estado.cliente.ultimaSemana === null
      ? RACHA_VACIA
      : { semanas: estado.cliente.rachaSemanas, ultimaSemana: estado.cliente.ultimaSemana };
  const rachaCliente = avanzarRacha(rachaAntes, semana);
  // `estado.negocios`: the businesses visited before this visit (not a wallet's empty cards).
  const logros = logrosDeVisita(
    {
      visitas: estado.cliente.visitasTotales,
      negocios: estado.negocios,
      racha: rachaAntes.semanas,
      nivel: tarjeta.nivel,
    },
    {
      visitas: estado.cliente.visitasTotales + 1,
      negocios: estado.negocios + (nueva ? 1 : 0),
      racha: rachaCliente.semanas,
      nivel: plan.nivel,
    },
    nexo.negocioId,
  );
  const answer: VisitaResultado = {
    contada: true,
    visitaId: base.id,
    escaneadoEn: at.toISOString(),
    siguienteVisitaDesde: null,
    cliente: { ...quien, nivel: plan.nivel },
    tarjeta: {
      ...tarjetaParaMostrar(plan, vigente.niveles),
      nueva,
      subioDeNivel: plan.subioDeNivel,
    },
    promociones: await v.ofertas(plan.nivel),
    canjeToken: v.canjeToken,
  };
  return {
    answer,
    write: {
      visita: { ...base, clienteId: cliente.id, tarjetaId: tarjeta.id, codigoPaso: paso },
      tarjeta: {
        nivel: plan.nivel,
        enTemporada: plan.temporadaId !== null,
        subio: plan.subioDeNivel,
        racha: rachaTarjeta,
        penultimaVisita: recencia.penultima,
        meses,
      },
      cliente: { racha: rachaCliente },
      logros,
      temporadaId: plan.temporadaId,
      clienteNuevo: nueva,
      now,
    },
  };
}
