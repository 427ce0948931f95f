import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  fechaLocal,
  NEXO_CODE_TTL_MS,
  NEXO_LATIDO_MS,
  type NexoData,
  type NexoStats,
  type NexoVisita,
  type NexoYo,
  type PairingCode,
  type RegisterNexoBody,
  type RegisterNexoResponse,
  ultimaSenal,
  ultimosDias,
  VENTANA_RESUMEN_DIAS,
  type Coordenadas,
} from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import { addressKey } from '../../lib/address-key.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { registrarActividad, type Origen } from '../actividad/actividad.repository.ts';
import { fotoUrl } from '../fotos/fotos.routes.ts';
import { encolarNegocio } from '../pases/pases.repository.ts';
import { VENTANA_SIN_CONEXION_MS, type NexoContext } from '../visitas/visitas.service.ts';
import {
  claimCodigoVinculacion,
  countVisitasOfNexo,
  findEstablecimientoOf,
  findNexoActivo,
  findNexoByToken,
  findNexoWithLugar,
  findNexoOf,
  findNexosOfNegocio,
  findUltimasVisitas,
  insertNexo,
  markSeen,
  replaceCodigoVinculacion,
  revokeNexo,
  revokeNexoOfEstablecimiento,
  type NexoRow,
  setCoordenadas,
} from './nexo.repository.ts';

// Pairing and the device's identity (DOMAIN §4). A business asks for a 6-digit code for one of its
// establishments; the device sends it once and gets a 256-bit token; every later call carries the
// token, and the establishment is always the token's, never one the body names.

const MINUTE = 60 * 1000;
/** Pairing attempts per client address (DOMAIN §4: 5 failed codes per 10 minutes). */
export const REGISTROS_POR_IP: readonly [number, number] = [5, 10 * MINUTE];
/**
 * Pairing codes and unpairings an account may ask for in an hour (issue 25: unpair, new code,
 * pair again was a way round every per-device limit). Each is also written in Actividad.
 */
export const GESTIONES_NEXO_POR_CUENTA: readonly [number, number] = [10, 60 * MINUTE];

/** Counts one pairing code or unpairing for the account; 429 past the hour's allowance. */
async function limitManagement(limiter: RateLimiter, usuarioId: string) {
  const hit = await limiter.hit(`nexo:gestion:${usuarioId}`, ...GESTIONES_NEXO_POR_CUENTA);
  if (!hit.allowed) {
    throw new AppError('RATE_LIMITED', {
      message:
        'Ya generaste muchos códigos o desvinculaste muchos Nexos en la última hora. Espera un poco.',
      retryAfterSeconds: hit.retryAfterSeconds,
    });
  }
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64url');
/** Codes are hashed with a fixed label so that a table dump is not a list of live codes at a glance. */
const hashCodigo = (code: string) => sha256(`vinculacion:${code}`);
export const hashToken = (token: string) => sha256(`nexo:${token}`);

const NO_ESTABLECIMIENTO = 'No se encontró información del establecimiento';

async function getOwnEstablecimiento(db: Db, usuarioId: string, establecimientoId: string) {
  const est = await findEstablecimientoOf(db, establecimientoId, usuarioId);
  if (!est) throw new AppError('NOT_FOUND', { message: NO_ESTABLECIMIENTO });
  return est;
}

export const toNexoData = (n: NexoRow): NexoData => ({
  _id: n.id,
  nombre: n.nombre,
  establecimientoID: n.establecimientoId,
  visitasRegistradas: n.visitasRegistradas,
  fechaRegistro: new Date(n.createdAt).toISOString(),
  ultimoUso: n.ultimoUso ? new Date(n.ultimoUso).toISOString() : null,
  // Heard from: when it paired, its heartbeats (and 'yo'), its visits — the latest of them.
  ultimaSenal: ultimaSenal(n.createdAt, n.vistoAt, n.ultimoUso)?.toISOString() ?? null,
});

export async function generateCode(
  db: Db,
  limiter: RateLimiter,
  usuarioId: string,
  establecimientoId: string,
  origen: Origen,
  now = new Date(),
): Promise<PairingCode> {
  const est = await getOwnEstablecimiento(db, usuarioId, establecimientoId);
  if (await findNexoActivo(db, est.id)) throw new AppError('NEXO_YA_VINCULADO');
  await limitManagement(limiter, usuarioId);
  const expiresAt = new Date(now.getTime() + NEXO_CODE_TTL_MS);
  for (let attempt = 0; attempt < 20; attempt++) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const stored = await db.transaction(async (tx) => {
      const ok = await replaceCodigoVinculacion(
        tx,
        {
          negocioId: est.negocioId,
          establecimientoId: est.id,
          codigoHash: hashCodigo(code),
          expiresAt,
        },
        now,
      );
      if (ok) {
        await registrarActividad(
          tx,
          { negocioId: est.negocioId },
          { accion: 'nexo.codigo_generado', ...origen, en: now },
        );
      }
      return ok;
    });
    if (stored) return { code, expiresIn: NEXO_CODE_TTL_MS };
  }
  throw new AppError('SERVICE_UNAVAILABLE', { message: 'Error al generar código' });
}

export async function getNexoOfEstablecimiento(
  db: Db,
  usuarioId: string,
  establecimientoId: string,
) {
  const est = await getOwnEstablecimiento(db, usuarioId, establecimientoId);
  const nexo = await findNexoActivo(db, est.id);
  return nexo ? toNexoData(nexo) : null;
}

export interface NexosDeEstablecimiento {
  /** Its live Nexo, if one is paired. */
  nexoId: string | null;
  /** Visits registered there by every Nexo it has had: each visit is counted by its device. */
  visitasRegistradas: number;
}

/** establecimientoId → its live Nexo and the visits its Nexos (past ones too) registered. */
export async function nexosByEstablecimiento(db: Db, negocioId: string) {
  const map = new Map<string, NexosDeEstablecimiento>();
  for (const r of await findNexosOfNegocio(db, negocioId)) {
    const e = map.get(r.establecimientoId) ?? { nexoId: null, visitasRegistradas: 0 };
    if (!r.revocadoAt) e.nexoId = r.id;
    e.visitasRegistradas += r.visitasRegistradas;
    map.set(r.establecimientoId, e);
  }
  return map;
}

export async function unpair(
  db: Db,
  limiter: RateLimiter,
  usuarioId: string,
  establecimientoId: string,
  origen: Origen,
) {
  const est = await getOwnEstablecimiento(db, usuarioId, establecimientoId);
  await limitManagement(limiter, usuarioId);
  const revocado = await db.transaction(async (tx) => {
    const nexoId = await revokeNexoOfEstablecimiento(tx, est.id, new Date());
    if (nexoId) {
      await registrarActividad(
        tx,
        { negocioId: est.negocioId },
        { accion: 'nexo.desvinculado', nexoId, ...origen },
      );
    }
    return nexoId;
  });
  if (!revocado) {
    throw new AppError('NOT_FOUND', {
      message: 'Este establecimiento no tiene un Nexo vinculado.',
    });
  }
}

export async function nexoStats(
  db: Db,
  usuarioId: string,
  nexoId: string,
  now = new Date(),
): Promise<NexoStats> {
  const row = await findNexoOf(db, nexoId, usuarioId);
  if (!row) throw new AppError('NOT_FOUND', { message: 'No encontramos ese Nexo.' });
  // The same calendar window as Inicio's "últimos 7 días": today and the 6 days before, in the
  // business's time (shared `ultimosDias`), not 7 × 24 hours back from this moment.
  const hoy = fechaLocal(now, row.zonaHoraria);
  const counts = await countVisitasOfNexo(
    db,
    nexoId,
    ultimosDias(hoy, VENTANA_RESUMEN_DIAS),
    row.zonaHoraria,
  );
  return { ...toNexoData(row.nexo), visitasHoy: counts.hoy, visitasUltimos7Dias: counts.semana };
}

/** The latest visits of one of the business's Nexos (revoked ones included). */
export async function latestVisitas(
  db: Db,
  usuarioId: string,
  nexoId: string,
  limit: number,
): Promise<NexoVisita[]> {
  if (!(await findNexoOf(db, nexoId, usuarioId)))
    throw new AppError('NOT_FOUND', { message: 'No encontramos ese Nexo.' });
  const rows = await findUltimasVisitas(db, nexoId, limit);
  return rows.map((r) => ({
    visitaId: r.id,
    fecha: new Date(r.fecha).toISOString(),
    recibida: new Date(r.recibidaAt).toISOString(),
    anonima: r.anonima,
    cliente: r.nombre === null ? null : { nombre: r.nombre, fotoPerfil: fotoUrl(r.fotoId) },
    registradaPor: r.registradaPor,
  }));
}

/**
 * The device side of pairing. Every attempt from an address counts before the code is looked at,
 * so parallel guesses cannot slip past the limit; a successful pairing gives back its own count
 * and nothing more, so only wrong codes add up (DOMAIN §4: 5 per address per 10 minutes) and
 * pairing one's own device between guesses at other businesses' codes clears none of them.
 */
export async function registerNexo(
  db: Db,
  limiter: RateLimiter,
  body: RegisterNexoBody,
  ip: string,
  now = new Date(),
): Promise<RegisterNexoResponse['data']> {
  const key = `nexo:registro:ip:${addressKey(ip)}`;
  const hit = await limiter.hit(key, ...REGISTROS_POR_IP);
  if (!hit.allowed) {
    throw new AppError('RATE_LIMITED', {
      message: 'Demasiados códigos incorrectos desde esta red. Espera unos minutos.',
      retryAfterSeconds: hit.retryAfterSeconds,
    });
  }
  const paired = await db.transaction(async (tx) => {
    const code = await claimCodigoVinculacion(tx, hashCodigo(body.connectionCode.trim()), now);
    if (!code) return null;
    if (await findNexoActivo(tx, code.establecimientoId)) return 'ocupado' as const;
    return pairNexo(tx, { ...code, nombre: body.nombre?.trim() || 'Nexo', now, ip });
  });
  if (paired === null) throw new AppError('NEXO_CODIGO_INVALIDO');
  if (paired === 'ocupado') throw new AppError('NEXO_YA_VINCULADO');
  await limiter.devolver(key);
  const { nexo, token } = paired;
  const { negocio, establecimiento } = await lugarOfNexo(db, nexo.id);
  return {
    nexoId: nexo.id,
    establecimientoId: nexo.establecimientoId,
    token,
    negocio,
    establecimiento,
  };
}

/**
 * A new device for an establishment, with its token (returned once; only the hash is kept), and
 * the pairing in the business's activity. The one way a Nexo comes to be: pairing, and the demo
 * dataset's counters.
 */
export async function pairNexo(
  tx: Db,
  v: { negocioId: string; establecimientoId: string; nombre: string; now: Date; ip?: string },
) {
  const token = `nexo_${randomBytes(32).toString('base64url')}`;
  const nexo = await insertNexo(tx, {
    negocioId: v.negocioId,
    establecimientoId: v.establecimientoId,
    nombre: v.nombre,
    tokenHash: hashToken(token),
    createdAt: v.now,
  });
  await registrarActividad(
    tx,
    { negocioId: v.negocioId },
    { accion: 'nexo.vinculado', actor: 'nexo', nexoId: nexo.id, ip: v.ip ?? null, en: v.now },
  );
  return { nexo, token };
}

async function lugarOfNexo(db: Db, nexoId: string) {
  const row = await findNexoWithLugar(db, nexoId);
  if (!row) throw new AppError('NEXO_NO_VINCULADO');
  const { negocio, establecimiento, nexo } = row;
  return {
    nexo,
    negocio: {
      publicID: negocio.publicId,
      nombreComercial: negocio.nombreComercial,
      fotoPerfil: fotoUrl(negocio.fotoId),
      gradient: negocio.gradient,
    },
    establecimiento: {
      establecimientoID: establecimiento.id,
      nombre: establecimiento.nombre,
      direccion: `${establecimiento.direccion}, ${establecimiento.zona}, ${establecimiento.ciudad}`,
    },
  };
}

/** The device behind a bearer token; 401 NEXO_NO_VINCULADO when unknown or unpaired. */
export async function nexoFromToken(db: Db, token: string | null): Promise<NexoContext> {
  const row = token ? await findNexoByToken(db, hashToken(token)) : null;
  if (!row) throw new AppError('NEXO_NO_VINCULADO');
  return row;
}

/** The device asking who it is, which also says it is there (DOMAIN §10: heard from). */
export async function nexoYo(db: Db, nexo: NexoContext, now = new Date()): Promise<NexoYo> {
  await markSeen(db, nexo.nexoId, now);
  const { nexo: row, negocio, establecimiento } = await lugarOfNexo(db, nexo.nexoId);
  const data = toNexoData(row);
  return {
    nexoId: data._id,
    nombre: data.nombre,
    visitasRegistradas: data.visitasRegistradas,
    fechaRegistro: data.fechaRegistro,
    ultimoUso: data.ultimoUso,
    negocio,
    establecimiento,
    ventanaSinConexionMs: VENTANA_SIN_CONEXION_MS,
    zonaHoraria: nexo.zonaHoraria,
    latidoCadaMs: NEXO_LATIDO_MS,
  };
}

/** The device unpairs itself (its 'Desvincular' button): the token stops working. */
export const unpairSelf = (db: Db, nexo: NexoContext, ip: string) =>
  db.transaction(async (tx) => {
    if (await revokeNexo(tx, nexo.nexoId, new Date())) {
      await registrarActividad(
        tx,
        { negocioId: nexo.negocioId },
        { accion: 'nexo.desvinculado', actor: 'nexo', nexoId: nexo.nexoId, ip },
      );
    }
  });

/**
 * PUT /api/establecimiento/ubicacion: where one of the owner's establishments is (or null). The
 * business's wallet passes list it, so they are queued to be sent again (DOMAIN §11).
 */
export async function saveUbicacion(
  db: Db,
  usuarioId: string,
  establecimientoId: string,
  coordenadas: Coordenadas | null,
) {
  const est = await getOwnEstablecimiento(db, usuarioId, establecimientoId);
  await setCoordenadas(db, est.id, coordenadas);
  await encolarNegocio(db, est.negocioId);
  return { establecimientoID: est.id, coordenadas };
}
