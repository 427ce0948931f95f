import { createHash, createPrivateKey } from 'node:crypto';
import http2 from 'node:http2';
import { SignJWT } from 'jose';
import type { AppleWalletConfig } from './config.ts';

// APNs over HTTP/2 with token auth: the push that tells a phone "this pass changed, ask the web
// service". Apple's Wallet guide (Adding a Web Service to Update Passes): the topic is the pass type
// id and the payload an empty JSON dictionary; what the phone shows comes from the new pass's
// changeMessage, never from the push. One HTTP/2 session per APNs URL is kept open, as Apple asks.

const TIEMPO_MAXIMO_MS = 10_000;
// Apple refuses a provider token older than an hour and one renewed more often than every
// 20 minutes (TooManyProviderTokenUpdates): 50 minutes sits between both.
const VIDA_TOKEN_MS = 50 * 60_000;
const ENTRE_RENOVACIONES_MS = 20 * 60_000;

export interface OpcionesApns {
  /** The clock, in ms, for the token's iat and age; tests move it. */
  ahora?: () => number;
  tiempoMaximoMs?: number;
}

/**
 * A push APNs accepted, or one whose token no longer names a device (410 Unregistered, 400
 * BadDeviceToken): the caller drops that registration.
 */
export type ResultadoPush =
  { ok: true; apnsId: string | null } | { ok: false; tokenInvalido: true; razon: string };

/** A push that failed; `reintentable` for the network, 429 and 5xx. */
export class ErrorApns extends Error {
  override name = 'ErrorApns';
  constructor(
    message: string,
    readonly status: number | null,
    readonly razon: string | null,
    readonly reintentable: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

// The provider token per key. `porRechazo` marks one made because APNs refused the previous: if
// APNs refuses that one too, the key itself is wrong, and minting more would break the 20-minute rule.
interface TokenProveedor {
  jwt: string;
  emitido: number;
  porRechazo: boolean;
}
const tokens = new Map<string, Promise<TokenProveedor>>();

const claveDe = (config: AppleWalletConfig) =>
  createHash('sha256')
    .update(`${config.teamId}\n${config.apnsKeyId}\n${config.apnsKeyPem}`)
    .digest('hex');

async function firmar(config: AppleWalletConfig, ahora: number, porRechazo: boolean) {
  const jwt = await new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: config.apnsKeyId })
    .setIssuer(config.teamId)
    .setIssuedAt(Math.floor(ahora / 1000))
    .sign(createPrivateKey(config.apnsKeyPem));
  return { jwt, emitido: ahora, porRechazo };
}

/** The cached token while younger than 50 minutes; concurrent pushes share one signing. */
async function tokenDeProveedor(config: AppleWalletConfig, ahora: () => number) {
  const clave = claveDe(config);
  const guardado = tokens.get(clave);
  if (guardado) {
    const t = await guardado.catch(() => null);
    if (t && ahora() - t.emitido < VIDA_TOKEN_MS) return t;
    if (tokens.get(clave) !== guardado) return tokenDeProveedor(config, ahora);
  }
  const nuevo = firmar(config, ahora(), false);
  tokens.set(clave, nuevo);
  return nuevo;
}

/** After a 403 on `rechazado`: a new token, or null when one was already made for this reason. */
async function renovarTrasRechazo(
  config: AppleWalletConfig,
  rechazado: TokenProveedor,
  ahora: () => number,
): Promise<TokenProveedor | null> {
  const clave = claveDe(config);
  const actual = await tokens.get(clave)?.catch(() => null);
  // Another push already replaced it: use that one.
  if (actual && actual.jwt !== rechazado.jwt) return actual;
  if (rechazado.porRechazo && ahora() - rechazado.emitido < ENTRE_RENOVACIONES_MS) return null;
  const nuevo = firmar(config, ahora(), true);
  tokens.set(clave, nuevo);
  return nuevo;
}

// One session per APNs URL; forgotten as soon as it closes, fails or is told to go away, so the
// next push opens a new one. http2.connect speaks TLS for https:// and cleartext (h2c) for http://.
const sesiones = new Map<string, http2.ClientHttp2Session>();

function sesion(url: string) {
  const abierta = sesiones.get(url);
  if (abierta && !abierta.closed && !abierta.destroyed) return { s: abierta, nueva: false };
  const s = http2.connect(url);
  const olvidar = () => {
    if (sesiones.get(url) === s) sesiones.delete(url);
  };
  // Without an 'error' listener a refused connection would be an uncaught exception; the
  // pending stream reports it to its push.
  s.on('error', olvidar);
  s.on('goaway', olvidar);
  s.on('close', olvidar);
  sesiones.set(url, s);
  return { s, nueva: true };
}

interface Respuesta {
  status: number;
  razon: string | null;
  apnsId: string | null;
}

function publicar(
  url: string,
  ruta: string,
  cabeceras: Record<string, string>,
  cuerpo: string,
  tiempoMaximoMs: number,
): Promise<Respuesta & { sesionNueva: boolean }> {
  return new Promise((resolve, reject) => {
    let s: http2.ClientHttp2Session;
    let nueva: boolean;
    try {
      ({ s, nueva } = sesion(url));
    } catch (error) {
      return reject(new ErrorDeRed(error, true));
    }
    let status = 0;
    let apnsId: string | null = null;
    let texto = '';
    const req = s.request({ ':method': 'POST', ':path': ruta, ...cabeceras });
    req.setTimeout(tiempoMaximoMs, () => {
      // A silent connection is likely dead: drop it so the next push reconnects.
      s.destroy();
      req.destroy(new Error(`APNs no respondió en ${tiempoMaximoMs} ms`));
    });
    req.on('response', (h) => {
      status = Number(h[':status']);
      apnsId = typeof h['apns-id'] === 'string' ? h['apns-id'] : null;
    });
    req.setEncoding('utf8');
    req.on('data', (c: string) => (texto += c));
    req.on('end', () => {
      let razon: string | null = null;
      try {
        razon = texto ? ((JSON.parse(texto) as { reason?: string }).reason ?? null) : null;
      } catch {
        razon = texto.slice(0, 200);
      }
      resolve({ status, razon, apnsId, sesionNueva: nueva });
    });
    req.on('error', (error) => reject(new ErrorDeRed(error, nueva)));
    req.end(cuerpo);
  });
}

class ErrorDeRed extends Error {
  constructor(
    readonly causa: unknown,
    readonly sesionNueva: boolean,
  ) {
    super(causa instanceof Error ? causa.message : String(causa));
  }
}

/**
 * Tells the device behind `pushToken` that its pass changed. Resolves ok, or tokenInvalido for a
 * token to drop; throws ErrorApns otherwise. A 403 for the provider token (expired, invalid) is
 * answered with a new token and one more try.
 */
export async function enviarPush(
  config: AppleWalletConfig,
  pushToken: string,
  topic = config.passTypeId,
  opciones: OpcionesApns = {},
): Promise<ResultadoPush> {
  const ahora = opciones.ahora ?? Date.now;
  const tiempoMaximoMs = opciones.tiempoMaximoMs ?? TIEMPO_MAXIMO_MS;
  let token = await tokenDeProveedor(config, ahora);
  let renovado = false;
  let reconectado = false;

  for (;;) {
    let r: Respuesta;
    try {
      r = await publicar(
        config.apnsUrl,
        `/3/device/${encodeURIComponent(pushToken)}`,
        {
          authorization: `bearer ${token.jwt}`,
          'apns-topic': topic,
          // The payload has no alert, sound or badge: Apple's APNs guide calls that a background
          // push and requires priority 5 for it (10 is an error). Wallet's guide names no header.
          'apns-push-type': 'background',
          'apns-priority': '5',
        },
        '{}',
        tiempoMaximoMs,
      );
    } catch (error) {
      const e = error as ErrorDeRed;
      // A kept session may have died unseen (APNs closes idle ones): once more, on a new session
      // if that one is gone.
      if (!e.sesionNueva && !reconectado) {
        reconectado = true;
        continue;
      }
      throw new ErrorApns(`APNs no respondió: ${e.message}`, null, null, true, { cause: e.causa });
    }

    if (r.status === 200) return { ok: true, apnsId: r.apnsId };
    if (r.status === 410 || (r.status === 400 && r.razon === 'BadDeviceToken'))
      return { ok: false, tokenInvalido: true, razon: r.razon ?? String(r.status) };
    if (
      r.status === 403 &&
      (r.razon === 'ExpiredProviderToken' || r.razon === 'InvalidProviderToken') &&
      !renovado
    ) {
      renovado = true;
      const nuevo = await renovarTrasRechazo(config, token, ahora);
      if (nuevo) {
        token = nuevo;
        continue;
      }
    }
    throw new ErrorApns(
      `APNs respondió ${r.status}${r.razon ? ` (${r.razon})` : ''}`,
      r.status,
      r.razon,
      r.status === 429 || r.status >= 500,
    );
  }
}

/** Closes every APNs session (shutdown, tests); the next push opens a new one. */
export async function cerrarApns() {
  const abiertas = [...sesiones.values()];
  sesiones.clear();
  await Promise.all(
    abiertas.map(
      (s) =>
        new Promise<void>((resolve) => {
          if (s.closed || s.destroyed) return resolve();
          s.close(() => resolve());
        }),
    ),
  );
}
