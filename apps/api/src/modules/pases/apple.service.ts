import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CODIGO_QR_PREFIJO,
  numeroDelPaso,
  OFERTAS_EN_PASE,
  textoSobre,
  UBICACIONES_EN_PASE,
} from '@tarjeto/shared';
import { AppError } from '../../lib/app-error.ts';
import { randomBase32 } from '../../lib/ids.ts';
import { codigoSecretoDe } from '../clientes/codigo.service.ts';
import { findFoto } from '../fotos/fotos.repository.ts';
import { ultimoAvisoEnCartera } from '../mensajes/mensajes.repository.ts';
import { construirPaseApple } from './apple-pase.ts';
import { colorDelPase, contenidoDe } from './google.objeto.ts';
import {
  asegurarPase,
  desregistrarDispositivo,
  findPaseApple,
  findPaseParaEnviar,
  findTarjetaDelCliente,
  registrarDispositivo,
  serialesActualizados,
  type PaseParaEnviar,
} from './pases.repository.ts';
import { ofertasDelPase, type PasesDeps } from './pases.service.ts';

// Apple Wallet (DOMAIN §11): the card's signed storeCard pass, and the PassKit web service an
// iPhone talks to once the pass is in its wallet — register for updates, ask what changed, fetch
// the latest pass (developer.apple.com: "Adding a web service to update passes"). Every call of
// the service carries the pass's own token (`Authorization: ApplePass <token>`); a wrong one is
// 401 and says nothing of whether the serial exists.

const nuevoSerial = () => randomBase32(26).toLowerCase();

/** The pass as a file, from what the database says now. */
export async function construirPase(deps: PasesDeps, p: PaseParaEnviar) {
  const apple = deps.config.apple!;
  const c = contenidoDe(p);
  const ofertas = await ofertasDelPase(deps.db, p);
  const fondo = colorDelPase(p.negocio);
  const vivo = !p.pase.revocadoAt && p.pase.hotpSecreto && p.cliente.handle;
  const numero = vivo ? await numeroDelPaso(p.pase.hotpSecreto!, p.pase.hotpContador) : '';
  // The business's photo (stored as WebP); the pass makes its small PNGs from it.
  const foto = p.negocio.fotoId ? await findFoto(deps.db, p.negocio.fotoId) : null;
  const aviso = await ultimoAvisoEnCartera(deps.db, p.cliente.id, p.negocio.id);
  return construirPaseApple(apple, {
    serial: p.pase.serial,
    authToken: p.pase.tokenApple!,
    negocio: {
      nombre: p.negocio.nombre,
      colorFondo: fondo,
      colorTexto: textoSobre(fondo),
      colorEtiqueta: textoSobre(fondo),
      logoPng: foto?.bytes ?? null,
    },
    cliente: { nombre: p.cliente.nombre },
    nivel: c.nombreNivel,
    visitasTemporada: c.visitas,
    progreso: c.progreso,
    temporada: c.temporada,
    ofertas: ofertas.slice(0, OFERTAS_EN_PASE).map((o) => ({
      titulo: o.titulo,
      descripcion: o.descripcion,
    })),
    // A removed pass keeps no code: it shows as void (`voided`).
    codigo: vivo ? `${CODIGO_QR_PREFIJO}${p.cliente.handle}${numero}` : null,
    anulado: !vivo,
    ubicaciones: p.lugares
      .filter((l) => l.latitud !== null && l.longitud !== null)
      .slice(0, UBICACIONES_EN_PASE)
      .map((l) => ({ latitude: l.latitud!, longitude: l.longitud!, relevantText: c.textoCercano })),
    paginaUrl: `${deps.publicUrl}/negocio/${p.negocio.slug}`,
    aviso,
    modificadoEn: p.pase.actualizadoAt,
  });
}

/**
 * GET /api/cliente/pases/apple/:negocioID: the customer's card as a pass, made (or made live
 * again) on the first download. The same pass each time: its serial, token and code stay.
 */
export async function paseAppleDelCliente(deps: PasesDeps, usuarioId: string, negocioID: string) {
  if (!deps.config.apple || !deps.publicUrl) throw new AppError('CARTERA_NO_DISPONIBLE');
  const t = await findTarjetaDelCliente(deps.db, usuarioId, negocioID);
  if (!t) throw new AppError('NOT_FOUND', { message: 'Ese lugar no está en tu cartera.' });
  await codigoSecretoDe(deps.db, usuarioId);
  const pase = await asegurarPase(deps.db, t.tarjetaId, 'apple', {
    serial: nuevoSerial(),
    tokenApple: randomBytes(24).toString('base64url'),
    hotpSecreto: randomBytes(20).toString('base64url'),
  });
  const p = (await findPaseParaEnviar(deps.db, pase.id))!;
  return {
    archivo: await construirPase(deps, p),
    slug: p.negocio.slug,
    modificado: p.pase.actualizadoAt,
  };
}

// ── The PassKit web service ────────────────────────────────────────────────────────────────

/** The pass an `ApplePass` token opens, or 401 (a wrong type, serial or token alike). */
export async function paseAutorizado(
  deps: PasesDeps,
  passTypeId: string,
  serial: string,
  autorizacion: string | undefined,
) {
  const apple = deps.config.apple;
  const token = /^ApplePass (\S+)$/.exec(autorizacion ?? '')?.[1];
  const pase =
    apple && passTypeId === apple.passTypeId && token ? await findPaseApple(deps.db, serial) : null;
  if (!pase?.tokenApple || !mismoTexto(pase.tokenApple, token!))
    throw new AppError('UNAUTHENTICATED');
  return pase;
}

const mismoTexto = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Registers a device for a pass's updates: 201 when new, 200 when it already was. */
export async function registrar(
  deps: PasesDeps,
  v: {
    dispositivo: string;
    passTypeId: string;
    serial: string;
    pushToken: string;
    autorizacion?: string;
  },
) {
  const pase = await paseAutorizado(deps, v.passTypeId, v.serial, v.autorizacion);
  return (await registrarDispositivo(deps.db, v.dispositivo, pase.id, v.pushToken)) ? 201 : 200;
}

export async function desregistrar(
  deps: PasesDeps,
  v: { dispositivo: string; passTypeId: string; serial: string; autorizacion?: string },
) {
  const pase = await paseAutorizado(deps, v.passTypeId, v.serial, v.autorizacion);
  await desregistrarDispositivo(deps.db, v.dispositivo, pase.id);
}

/**
 * The serials of the device's passes that changed since the tag (a millisecond count we gave in
 * `lastUpdated`), or null for none. Commits can land slightly out of order, so the tag is read a
 * few seconds back: a pass listed twice is only fetched again (and answers 304).
 */
export async function actualizados(
  deps: PasesDeps,
  dispositivo: string,
  passTypeId: string,
  desde?: string,
) {
  if (!deps.config.apple || passTypeId !== deps.config.apple.passTypeId) return null;
  const ms = desde && /^\d{1,15}$/.test(desde) ? Number(desde) - 5000 : null;
  const rows = await serialesActualizados(deps.db, dispositivo, ms === null ? null : new Date(ms));
  if (rows.length === 0) return null;
  const ultimo = Math.max(...rows.map((r) => r.actualizadoAt.getTime()));
  return { serialNumbers: rows.map((r) => r.serial), lastUpdated: String(ultimo) };
}

/** The latest pass for the service, or null when it has not changed since `desde` (304). */
export async function ultimoPase(
  deps: PasesDeps,
  v: { passTypeId: string; serial: string; autorizacion?: string; desde?: string },
) {
  const pase = await paseAutorizado(deps, v.passTypeId, v.serial, v.autorizacion);
  const desde = v.desde ? Date.parse(v.desde) : NaN;
  // HTTP dates have whole seconds.
  if (!Number.isNaN(desde) && Math.floor(pase.actualizadoAt.getTime() / 1000) * 1000 <= desde)
    return null;
  const p = (await findPaseParaEnviar(deps.db, pase.id))!;
  return { archivo: await construirPase(deps, p), modificado: p.pase.actualizadoAt };
}
