import { randomUUID } from 'node:crypto';
import {
  CODIGO_CANJE_TTL_MS,
  CODIGO_NO_ELEGIBLE,
  elegibilidad,
  elegibilidadTrasCanje,
  fechaLocal,
  indiceSemana,
  logrosDeCanje,
  mensajeNoElegible,
  type Canje,
} from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { conLimiteDeFallidos, desdesDe, type Origen } from '../../lib/codigos-fallidos.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { randomBase32 } from '../../lib/ids.ts';
import { registrarActividad } from '../actividad/actividad.repository.ts';
import { vigilarCodigoFallido } from '../alertas/alertas.service.ts';
import { fotoUrl } from '../fotos/fotos.routes.ts';
import { unaVez } from '../solicitudes/solicitudes.service.ts';
import { readCanjeToken } from './canje-token.ts';
import {
  findClienteParaCanje,
  findContextoCanjeCodigo,
  findExistencias,
  findPromocion,
  lockCodigoCanje,
  findPromocionParaCanje,
  registrarVista,
  replaceCodigoCanje,
  writeCanje,
} from './promociones.repository.ts';
import { reglasDe } from './promociones.service.ts';

// Redemptions (DOMAIN §6): one ledger row per canje, made at the Nexo right after a scan, or with
// a 6-character code the customer made in the app and the Nexo or the dashboard confirms. Every
// limit is checked, the stock decremented and the row written in one transaction. The customer's
// row is locked (their own limits count once); the promotion's stock and overall limit are taken
// by one conditional UPDATE at the end, so under any concurrency a quantity-100 promotion yields
// exactly 100 while its row is held only for that statement and the commit.

const NO_ENCONTRADA = 'No encontramos esa promoción.';

export interface Donde {
  negocioId: string;
  zonaHoraria: string;
  establecimientoId: string | null;
  nexoId: string | null;
  usuarioId: string | null;
  /** The person who registered it: who serves at the Nexo, or who confirmed it in the panel. */
  miembroId?: string | null;
}

/**
 * The redemption itself, inside the caller's transaction. The device and dashboard calls below
 * reach it; the demo dataset writes its history through it too.
 */
export async function recordCanje(
  tx: Db,
  donde: Donde,
  v: {
    promocionPublicId: string;
    clienteId: string;
    codigoCanjeId?: string | null;
    clave?: string;
    now: Date;
  },
): Promise<Canje> {
  const { now } = v;
  const p = await findPromocionParaCanje(tx, v.promocionPublicId, donde.negocioId, v.clienteId);
  if (!p) throw new AppError('NOT_FOUND', { message: NO_ENCONTRADA });
  const hoy = fechaLocal(now, donde.zonaHoraria);
  const semana = indiceSemana(hoy);
  const c = await findClienteParaCanje(tx, p.id, donde.negocioId, v.clienteId, hoy, semana);
  if (!c) throw new AppError('NOT_FOUND', { message: 'No encontramos a ese cliente.' });
  const reglas = reglasDe(p, donde.zonaHoraria);
  const ctx = {
    nivel: c.nivel,
    ahora: now,
    usosGlobales: p.usos,
    usos: { hoy: c.hoy, semana: c.semana, total: c.total },
  };
  const e = elegibilidad(reglas, ctx);
  if (!e.elegible) throw new AppError(CODIGO_NO_ELEGIBLE[e.motivo]);
  const otro = elegibilidadTrasCanje(reglas, ctx);

  const { temporada } = p;
  const enTemporada = !!temporada && hoy >= temporada.fechaInicio && hoy <= temporada.fechaFin;
  const exclusivo = p.tipo === 'exclusivo';
  const answer: Canje = {
    canjeId: randomUUID(),
    fecha: now.toISOString(),
    promocion: { publicID: p.publicId, titulo: p.titulo, descripcion: p.descripcion },
    cliente: { nombre: c.nombre, fotoPerfil: fotoUrl(c.fotoId), nivel: c.nivel },
    restantes: exclusivo ? (p.restantes ?? 0) - 1 : null,
    otroCanje: otro.elegible
      ? { elegible: true, motivo: null }
      : { elegible: false, motivo: otro.motivo },
  };
  const [primero] = logrosDeCanje(c.canjesTotales);
  // The business's activity: which promotion, where (the Nexo or the dashboard), when; the
  // customer's name is read from the ledger row, so it leaves with them if they leave Tarjeto.
  // Written before the redemption's own statement, which takes the promotion's row: that row is
  // then held for that statement and the commit only — not for one more round trip, which on a
  // busy server waits for its event loop while every other unit of a hot promotion waits for the
  // row (issue 12). Refused there, the transaction rolls back and takes this line with it.
  await registrarActividad(
    tx,
    { negocioId: donde.negocioId },
    {
      accion: 'canje.registrado',
      actor: donde.nexoId ? 'nexo' : 'dueno',
      nexoId: donde.nexoId,
      canjeId: answer.canjeId,
      miembroId: donde.miembroId ?? null,
      detalle: { promocion: p.titulo },
      en: now,
    },
  );
  const escrito = await writeCanje(tx, {
    canje: {
      id: answer.canjeId,
      negocioId: donde.negocioId,
      promocionId: p.id,
      clienteId: v.clienteId,
      establecimientoId: donde.establecimientoId,
      nexoId: donde.nexoId,
      usuarioId: donde.usuarioId,
      miembroId: donde.miembroId ?? null,
      temporadaId: enTemporada ? temporada.id : null,
      codigoCanjeId: v.codigoCanjeId ?? null,
      fecha: now,
      fechaLocal: hoy,
      semana,
    },
    promocionId: p.id,
    descontarStock: exclusivo,
    primerCanje: primero ? { clave: primero.clave, tipo: primero.tipo } : null,
    codigoCanjeId: v.codigoCanjeId ?? null,
    solicitud:
      v.clave && donde.nexoId ? { nexoId: donde.nexoId, clave: v.clave, respuesta: answer } : null,
    now,
  });
  if (!escrito)
    throw new AppError(CODIGO_NO_ELEGIBLE[exclusivo ? 'sin_existencias' : 'limite_global']);
  if (exclusivo) {
    answer.restantes = escrito.restantes ?? 0;
    if (answer.restantes <= 0) answer.otroCanje = { elegible: false, motivo: 'sin_existencias' };
  }
  return answer;
}

/**
 * Refuses at once, before any transaction, a promotion that is sold out or at its overall limit:
 * those never come back by themselves, and after the last unit of a hot exclusivo they are what
 * nearly every attempt meets. A unit freed meanwhile (the owner raising the quantity) is found by
 * the next attempt; the transaction checks everything again in any case.
 */
async function rejectIfSoldOut(
  db: Db,
  negocioId: string,
  por: Parameters<typeof findExistencias>[2],
) {
  rejectSoldOut(await findExistencias(db, negocioId, por));
}

function rejectSoldOut(p: Awaited<ReturnType<typeof findExistencias>>) {
  if (!p) return;
  if (p.tipo === 'exclusivo' && (p.restantes ?? 0) <= 0)
    throw new AppError(CODIGO_NO_ELEGIBLE.sin_existencias);
  if (p.limiteGlobal !== null && p.usos >= p.limiteGlobal)
    throw new AppError(CODIGO_NO_ELEGIBLE.limite_global);
}

/** At the Nexo, right after a scan: the visit answer's token names the customer. */
export function redeemWithToken(
  db: Db,
  donde: Donde & { nexoId: string },
  body: { promocionID: string; canjeToken: string; idempotencyKey: string },
  now = new Date(),
) {
  return unaVez(
    db,
    { nexoId: donde.nexoId, clave: body.idempotencyKey, tipo: 'canje' },
    async () => {
      const clienteId = await readCanjeToken(db, body.canjeToken, donde.negocioId, now);
      if (!clienteId) throw new AppError('CANJE_TOKEN_INVALIDO');
      await rejectIfSoldOut(db, donde.negocioId, { publicId: body.promocionID });
      return clienteId;
    },
    (tx, clienteId) =>
      recordCanje(tx, donde, {
        promocionPublicId: body.promocionID,
        clienteId,
        clave: body.idempotencyKey,
        now,
      }),
  );
}

/** A code the customer made in the app, confirmed at this business (Nexo or dashboard). */
async function redeemCodigoAt(tx: Db, donde: Donde, codigo: string, now: Date, clave?: string) {
  const code = await lockCodigoCanje(tx, codigo, donde.negocioId, now);
  if (!code) throw new AppError('CODIGO_CANJE_INVALIDO');
  return recordCanje(tx, donde, {
    promocionPublicId: code.promocionPublicId,
    clienteId: code.clienteId,
    codigoCanjeId: code.id,
    ...(clave ? { clave } : {}),
    now,
  });
}

const isInvalidCodigo = (error: unknown) =>
  error instanceof AppError && error.code === 'CODIGO_CANJE_INVALIDO';

/**
 * At the Nexo, a code the customer made in the app. The device is authenticated here, by the
 * statement that also reads the key's earlier answer, the code's stock and (limits in the
 * database) the wrong canje codes counted against the device, its establishment and its business:
 * a retry, a sold-out promotion or an unknown device costs one round trip (issue 12, the rush
 * after the last unit). A device past a limit is refused whatever its code (issue 25).
 */
export async function redeemCodigoAtNexo(
  db: Db,
  limiter: RateLimiter,
  tokenHash: string,
  body: { codigo: string; idempotencyKey: string },
  now = new Date(),
) {
  const ctx = await findContextoCanjeCodigo(db, {
    tokenHash,
    clave: body.idempotencyKey,
    codigo: body.codigo,
    now,
    desdes: desdesDe('canje', (ms) => limiter.enBase?.inicio(ms) ?? new Date(now.getTime() - ms)),
  });
  if (!ctx) throw new AppError('NEXO_NO_VINCULADO');
  const donde = { ...ctx.nexo, usuarioId: null };
  const origen: Origen = {
    nexo: donde.nexoId,
    establecimiento: donde.establecimientoId,
    negocio: donde.negocioId,
  };
  const canjear = () =>
    unaVez(
      db,
      { nexoId: donde.nexoId, clave: body.idempotencyKey, tipo: 'canje' },
      async () => rejectSoldOut(ctx.existencias),
      (tx) => redeemCodigoAt(tx, donde, body.codigo, now, body.idempotencyKey),
      ctx.previa,
    );
  // A retry of a key already answered gets its answer, whatever has been counted since.
  if (ctx.previa?.respuesta) return canjear();
  // A wrong code also counts toward the device's run of them (an Alerta).
  const canjearVigilado = () =>
    canjear().catch(async (error: unknown) => {
      if (isInvalidCodigo(error)) await vigilarCodigoFallido(db, limiter, donde, now);
      throw error;
    });
  return conLimiteDeFallidos(
    limiter,
    'canje',
    origen,
    canjearVigilado,
    isInvalidCodigo,
    limiter.enBase ? ctx.fallidos : null,
  );
}

/** In the dashboard: the owner's account and the business count wrong canje codes (issue 25). */
export async function redeemCodigoAtPanel(
  db: Db,
  limiter: RateLimiter,
  donde: Donde,
  codigo: string,
  now = new Date(),
) {
  const origen: Origen = { negocio: donde.negocioId, usuario: donde.usuarioId ?? undefined };
  return conLimiteDeFallidos(
    limiter,
    'canje',
    origen,
    async () => {
      await rejectIfSoldOut(db, donde.negocioId, { codigo, now });
      return db.transaction((tx) => redeemCodigoAt(tx, donde, codigo, now));
    },
    isInvalidCodigo,
  );
}

/**
 * The customer asks for a code to redeem an offer in the app: checked now against every rule
 * (so nobody gets a code that cannot work), and again when it is confirmed.
 */
export async function requestCanjeCodigo(
  db: Db,
  cliente: { id: string },
  promocionPublicId: string,
  now = new Date(),
) {
  const row = await findPromocion(db, promocionPublicId);
  if (!row) throw new AppError('NOT_FOUND', { message: NO_ENCONTRADA });
  const { promocion: p, zonaHoraria } = row;
  const hoy = fechaLocal(now, zonaHoraria);
  const c = await findClienteParaCanje(db, p.id, p.negocioId, cliente.id, hoy, indiceSemana(hoy));
  const e = elegibilidad(reglasDe(p, zonaHoraria), {
    nivel: c?.nivel ?? 0,
    ahora: now,
    usosGlobales: p.usos,
    usos: { hoy: c?.hoy ?? 0, semana: c?.semana ?? 0, total: c?.total ?? 0 },
  });
  // The customer reads this one in their own app: "tú", not the counter's "este cliente".
  if (!e.elegible)
    throw new AppError(CODIGO_NO_ELEGIBLE[e.motivo], {
      message: mensajeNoElegible(e.motivo, 'cliente'),
    });
  for (let attempt = 0; attempt < 10; attempt++) {
    const codigo = randomBase32(6);
    if (
      await replaceCodigoCanje(
        db,
        {
          codigo,
          negocioId: p.negocioId,
          promocionId: p.id,
          clienteId: cliente.id,
          expiresAt: new Date(now.getTime() + CODIGO_CANJE_TTL_MS),
        },
        now,
      )
    ) {
      return {
        codigo,
        expiraEn: CODIGO_CANJE_TTL_MS,
        promocion: { publicID: p.publicId, titulo: p.titulo },
      };
    }
  }
  throw new AppError('SERVICE_UNAVAILABLE');
}

/** A customer opened the offer (DOMAIN §6: counted once per customer per day). */
export async function viewPromocionAsCliente(
  db: Db,
  cliente: { id: string },
  promocionPublicId: string,
  now = new Date(),
) {
  const row = await findPromocion(db, promocionPublicId);
  if (!row || !row.promocion.status) throw new AppError('NOT_FOUND', { message: NO_ENCONTRADA });
  await registrarVista(db, row.promocion.id, cliente.id, fechaLocal(now, row.zonaHoraria));
}
