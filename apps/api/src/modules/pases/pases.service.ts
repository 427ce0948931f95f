import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { PasesCliente } from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomBase32 } from '../../lib/ids.ts';
import { codigoSecretoDe } from '../clientes/codigo.service.ts';
import { ofertasPublicasDe } from '../promociones/promociones.service.ts';
import type { CarteraConfig } from './config.ts';
import { crearGoogleWallet, ErrorGoogleWallet, type GoogleWallet } from './google.client.ts';
import { claseDe, idDeObjeto, objetoDe } from './google.objeto.ts';
import {
  asegurarPase,
  asegurarSecretoCartera,
  deshacerPase,
  findPase,
  findPaseParaEnviar,
  findPasesDelCliente,
  findTarjetaDelCliente,
  revocarPasesDelCliente,
  type PaseParaEnviar,
} from './pases.repository.ts';

// The card in the phone's own wallet (DOMAIN §11, docs/wallet.md): adding a card to Google Wallet
// (the object inserted with its key through the REST API, then a signed save link that names it
// by id only), what the customer has added, and removing it all. The outbox that keeps the passes
// current afterwards is salida.service.ts.

/** What the wallets need beside the database: their credentials and clients, the public origin. */
export interface PasesDeps {
  db: Db;
  config: CarteraConfig;
  /** The product's public origin (PUBLIC_URL): the pass's links and images. */
  publicUrl: string | null;
  google: GoogleWallet | null;
  log: FastifyBaseLogger;
  /** Each class as this process last wrote it: a card's update does not rewrite its business's. */
  clasesEscritas: Map<string, string>;
}

export function crearPasesDeps(
  db: Db,
  config: CarteraConfig,
  publicUrl: string | null,
  log: FastifyBaseLogger,
): PasesDeps {
  return {
    db,
    config,
    publicUrl: publicUrl?.replace(/\/+$/, '') ?? null,
    google: config.google ? crearGoogleWallet(config.google) : null,
    log,
    clasesEscritas: new Map(),
  };
}

/** A pass's serial: 26 characters of Crockford base32 (130 bits), not guessable. */
const nuevoSerial = () => randomBase32(26).toLowerCase();
/** The wallet's TOTP secret: 160 bits (RFC 4226's length), base64url like the customer's. */
const nuevoSecreto = () => randomBytes(20).toString('base64url');

/** GET /api/cliente/pases: which wallets this server offers, and the cards already in each. */
export async function pasesDelCliente(deps: PasesDeps, usuarioId: string): Promise<PasesCliente> {
  const rows = await findPasesDelCliente(deps.db, usuarioId);
  return {
    disponibles: { google: deps.google !== null, apple: deps.config.apple !== null },
    pases: rows.map((r) => ({
      negocioID: r.negocioPublicId,
      plataforma: r.plataforma,
      agregadoAt: r.createdAt.toISOString(),
    })),
  };
}

/** The customer's card at a business, or 404 as if the business were unknown. */
async function tarjetaDe(deps: PasesDeps, usuarioId: string, negocioPublicId: string) {
  const t = await findTarjetaDelCliente(deps.db, usuarioId, negocioPublicId);
  if (!t) throw new AppError('NOT_FOUND', { message: 'Ese lugar no está en tu cartera.' });
  return t;
}

/**
 * The offers a pass lists: the business's offers of today that the card's level reaches (a pass is
 * read for days, so an evening offer is listed in the morning too — its hours are the offer's own).
 */
export async function ofertasDelPase(db: Db, p: PaseParaEnviar, ahora = new Date()) {
  const hoy = await ofertasPublicasDe(db, p.negocio, p.niveles, ahora);
  return hoy.filter((o) => o.nivelReq <= p.tarjeta.nivel);
}

/** Google's class and object for a pass, written (inserted, or patched when they exist). */
export async function guardarEnGoogle(deps: PasesDeps, google: GoogleWallet, p: PaseParaEnviar) {
  const config = deps.config.google!;
  const publicUrl = deps.publicUrl!;
  const clase = claseDe(config, p, publicUrl);
  const escrita = JSON.stringify(clase);
  if (deps.clasesEscritas.get(clase.id) !== escrita) {
    await google.guardarClase(clase);
    deps.clasesEscritas.set(clase.id, escrita);
  }
  await google.guardarObjeto(objetoDe(config, p, await ofertasDelPase(deps.db, p), publicUrl));
}

/**
 * POST /api/cliente/pases/google: the card's pass made (or made live again), the wallet's secret
 * made on first use, the object written to Google with its key, and the save link that names it.
 * `origen` is the page's origin, which Google checks the link was opened from.
 */
export async function agregarAGoogle(
  deps: PasesDeps,
  usuarioId: string,
  negocioPublicId: string,
  origen: string | null,
) {
  const google = deps.google;
  if (!google || !deps.publicUrl) throw new AppError('CARTERA_NO_DISPONIBLE');
  const tarjeta = await tarjetaDe(deps, usuarioId, negocioPublicId);
  // The handle is made with the customer's own code, if they never opened 'Mi código'.
  await codigoSecretoDe(deps.db, usuarioId);
  await asegurarSecretoCartera(deps.db, tarjeta.clienteId, nuevoSecreto());
  const antes = await findPase(deps.db, tarjeta.tarjetaId, 'google');
  const pase = await asegurarPase(deps.db, tarjeta.tarjetaId, 'google', {
    serial: nuevoSerial(),
    tokenApple: null,
    hotpSecreto: null,
  });
  const p = await findPaseParaEnviar(deps.db, pase.id);
  try {
    await guardarEnGoogle(deps, google, p!);
  } catch (err) {
    // Not in Google Wallet, so not in the customer's list either.
    await deshacerPase(deps.db, pase.id, antes);
    if (!(err instanceof ErrorGoogleWallet)) throw err;
    deps.log.warn({ status: err.status, error: err.message }, 'Google Wallet no aceptó el pase');
    throw new AppError('CARTERA_NO_RESPONDE');
  }
  return {
    url: await google.enlaceParaGuardar(
      idDeObjeto(deps.config.google!, pase.serial),
      origen ? [origen] : [],
    ),
  };
}

/** DELETE /api/cliente/pases: 'Quitar de la cartera del teléfono' — every pass, and its codes. */
export async function quitarDeLaCartera(deps: PasesDeps, usuarioId: string) {
  return { quitados: await revocarPasesDelCliente(deps.db, usuarioId) };
}
