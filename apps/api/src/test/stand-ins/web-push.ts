import { createDecipheriv, createECDH, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';

// A push service on loopback, speaking what FCM or Mozilla's autopush speak — with the browser's
// part too, so a test can read what the phone would show:
// - RFC 8030 (Generic Event Delivery Using HTTP Push): POST to the subscription's endpoint; TTL
//   required (400 without it), Urgency and Topic checked; 201 Created with a Location; 404 for an
//   endpoint it never made, 410 Gone for one the browser dropped; 413 over 4096 bytes.
// - RFC 8292 (VAPID): `Authorization: vapid t=<JWT>, k=<key>`; the JWT's ES256 signature verified
//   against k, `aud` the endpoint's origin, `exp` in the future and at most 24 h away, `sub` a
//   mailto: or https: URI. None → 401; an invalid one, or a k other than the applicationServerKey
//   the subscription was made with → 403.
// - RFC 8291 / RFC 8188 (aes128gcm): the body decrypted with the subscription's private key and
//   auth secret, as the browser does. A real push service cannot read the body and the browser
//   drops one it cannot decrypt; this stand-in answers 400 instead, so a test sees it.

export interface SuscripcionFalsa {
  endpoint: string;
  /** base64url, like PushSubscription.toJSON().keys */
  p256dh: string;
  auth: string;
}

export interface PushEntregado {
  endpoint: string;
  /** The decrypted payload. */
  payload: string;
  ttl: number;
  urgency: string;
  topic: string | undefined;
  /** The request's headers, lower-case names. */
  headers: http.IncomingHttpHeaders;
  /** The VAPID JWT's claims and the k it came with. */
  vapid: { sub: string; aud: string; exp: number; k: string };
}

export interface IntentoPush {
  endpoint: string;
  status: number;
  motivo?: string;
}

export interface PushFalso {
  /** http://127.0.0.1:<port> */
  url: string;
  /**
   * A browser subscribing: a P-256 key pair and a 16-byte auth secret kept here, the public parts
   * returned. With `llaveServidor` (the applicationServerKey, base64url) the subscription is
   * restricted to it (RFC 8292 §4), as every browser makes them today.
   */
  crearSuscripcion(opciones?: { llaveServidor?: string }): SuscripcionFalsa;
  /** The pushes accepted (201), decrypted. */
  recibidos: PushEntregado[];
  /** Every request, accepted or not. */
  intentos: IntentoPush[];
  /** The browser dropped this subscription: from now on it answers 410 (or 404). */
  olvidar(endpoint: string, status?: 404 | 410): void;
  /** The next n requests get 503 (or 429), with Retry-After. */
  fallarProximas(n: number, status?: 503 | 429): void;
  cerrar(): Promise<void>;
}

interface Registro {
  ecdh: ReturnType<typeof createECDH>;
  publica: Buffer;
  auth: Buffer;
  llaveServidor: string | undefined;
  baja: 404 | 410 | undefined;
}

class Rechazo extends Error {
  constructor(
    readonly status: number,
    motivo: string,
  ) {
    super(motivo);
  }
}

const B64URL = /^[A-Za-z0-9_-]+$/;
const URGENCIAS = new Set(['very-low', 'low', 'normal', 'high']);
const MAXIMO_CUERPO = 4096;
/** RFC 8292 §2: exp no more than 24 hours after the request. A minute of clock skew allowed. */
const EXP_MAXIMO_S = 24 * 3600;
const HOLGURA_S = 60;

/** RFC 8291 §3.4 and RFC 8188 §2: one aes128gcm record, decrypted for the subscription. */
export function descifrarAes128gcm(cuerpo: Buffer, ecdh: Registro['ecdh'], auth: Buffer): string {
  if (cuerpo.length < 21) throw new Rechazo(400, 'cuerpo sin encabezado aes128gcm');
  const salt = cuerpo.subarray(0, 16);
  const rs = cuerpo.readUInt32BE(16);
  const idlen = cuerpo[20]!;
  // RFC 8291 §4: keyid is the application server's 65-byte uncompressed P-256 key.
  if (idlen !== 65) throw new Rechazo(400, `keyid de ${idlen} bytes (se esperan 65)`);
  if (rs < 18) throw new Rechazo(400, `rs ${rs} menor que 18`);
  const remitente = cuerpo.subarray(21, 21 + idlen);
  const registro = cuerpo.subarray(21 + idlen);
  // RFC 8291 §4: a push message is a single record.
  if (registro.length > rs) throw new Rechazo(400, 'más de un registro');
  if (registro.length < 17) throw new Rechazo(400, 'registro vacío');

  let secreto: Buffer;
  try {
    secreto = ecdh.computeSecret(remitente);
  } catch {
    throw new Rechazo(400, 'llave del remitente inválida');
  }
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), remitente]);
  const ikm = Buffer.from(hkdfSync('sha256', secreto, auth, info, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  // Sequence number 0: the nonce as derived.
  const descifrador = createDecipheriv('aes-128-gcm', cek, nonce);
  descifrador.setAuthTag(registro.subarray(registro.length - 16));
  let claro: Buffer;
  try {
    claro = Buffer.concat([
      descifrador.update(registro.subarray(0, registro.length - 16)),
      descifrador.final(),
    ]);
  } catch {
    throw new Rechazo(400, 'no se pudo descifrar (llaves, secreto o cuerpo alterados)');
  }
  // Padding: the last non-zero byte is the delimiter, 0x02 for the last (only) record.
  let fin = claro.length - 1;
  while (fin >= 0 && claro[fin] === 0) fin--;
  if (fin < 0 || claro[fin] !== 2)
    throw new Rechazo(400, 'sin el delimitador 0x02 del último registro');
  return claro.subarray(0, fin).toString('utf8');
}

async function verificarVapid(
  autorizacion: string | undefined,
  origen: string,
  ahoraS: number,
  registro: Registro,
): Promise<PushEntregado['vapid']> {
  if (!autorizacion) throw new Rechazo(401, 'sin Authorization');
  const m = autorizacion.match(/^vapid\s+(.+)$/i);
  if (!m) throw new Rechazo(401, 'Authorization no es vapid');
  const parametros = new Map<string, string>();
  for (const parte of m[1]!.split(',')) {
    const [nombre, ...valor] = parte.trim().split('=');
    if (nombre && valor.length) parametros.set(nombre.trim().toLowerCase(), valor.join('=').trim());
  }
  const t = parametros.get('t');
  const k = parametros.get('k');
  if (!t || !k) throw new Rechazo(401, 'vapid sin t o sin k');
  if (!B64URL.test(k)) throw new Rechazo(403, 'k no es base64url');
  const publica = Buffer.from(k, 'base64url');
  if (publica.length !== 65 || publica[0] !== 4)
    throw new Rechazo(403, 'k no es una llave P-256 sin comprimir');
  if (registro.llaveServidor !== undefined && registro.llaveServidor !== k)
    throw new Rechazo(403, 'k no es la applicationServerKey de la suscripción');

  let claims;
  try {
    if (decodeProtectedHeader(t).alg !== 'ES256') throw new Error('alg');
    const llave = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: publica.subarray(1, 33).toString('base64url'),
        y: publica.subarray(33).toString('base64url'),
      },
      'ES256',
    );
    ({ payload: claims } = await jwtVerify(t, llave, {
      algorithms: ['ES256'],
      audience: origen,
      requiredClaims: ['exp', 'aud'],
      currentDate: new Date(ahoraS * 1000),
      clockTolerance: HOLGURA_S,
    }));
  } catch (error) {
    throw new Rechazo(403, `JWT inválido: ${(error as Error).message}`);
  }
  const exp = claims.exp!;
  if (exp > ahoraS + EXP_MAXIMO_S + HOLGURA_S) throw new Rechazo(403, 'exp a más de 24 horas');
  const sub = claims.sub;
  if (typeof sub !== 'string' || !/^(mailto:.+@.+|https:\/\/.+)$/.test(sub))
    throw new Rechazo(403, 'sub no es mailto: ni https:');
  return { sub, aud: origen, exp, k };
}

export async function iniciarPushFalso(
  opciones: {
    /** The push service's clock, in ms, to judge the JWT's exp. */
    ahora?: () => number;
  } = {},
): Promise<PushFalso> {
  const ahora = opciones.ahora ?? Date.now;
  const suscripciones = new Map<string, Registro>();
  const recibidos: PushEntregado[] = [];
  const intentos: IntentoPush[] = [];
  const fallas: { restantes: number; status: 503 | 429 } = { restantes: 0, status: 503 };
  let base = '';

  async function atender(
    metodo: string,
    ruta: string,
    cabeceras: http.IncomingHttpHeaders,
    cuerpo: Buffer,
  ): Promise<{ status: number; motivo?: string; cabeceras?: Record<string, string> }> {
    const id = ruta.match(/^\/push\/([A-Za-z0-9_-]+)$/)?.[1];
    const registro = id ? suscripciones.get(id) : undefined;
    if (!registro) return { status: 404, motivo: 'suscripción desconocida' };
    if (metodo !== 'POST') return { status: 405, motivo: 'solo POST' };
    if (fallas.restantes > 0) {
      fallas.restantes--;
      return {
        status: fallas.status,
        motivo: fallas.status === 429 ? 'demasiadas solicitudes' : 'servicio no disponible',
        cabeceras: { 'retry-after': '1' },
      };
    }
    if (registro.baja) return { status: registro.baja, motivo: 'la suscripción ya no existe' };

    try {
      const vapid = await verificarVapid(
        cabeceras.authorization,
        base,
        Math.floor(ahora() / 1000),
        registro,
      );
      const ttlTexto = cabeceras.ttl;
      if (typeof ttlTexto !== 'string' || !/^\d+$/.test(ttlTexto))
        throw new Rechazo(400, 'falta TTL');
      const urgency = cabeceras.urgency ?? 'normal';
      if (typeof urgency !== 'string' || !URGENCIAS.has(urgency))
        throw new Rechazo(400, 'Urgency inválida');
      const topic = cabeceras.topic;
      if (
        topic !== undefined &&
        (typeof topic !== 'string' || topic.length > 32 || !B64URL.test(topic))
      )
        throw new Rechazo(400, 'Topic inválido');
      if (cuerpo.length > MAXIMO_CUERPO) throw new Rechazo(413, 'cuerpo de más de 4096 bytes');
      if (cabeceras['content-encoding'] !== 'aes128gcm')
        throw new Rechazo(415, 'Content-Encoding no es aes128gcm');
      const payload = descifrarAes128gcm(cuerpo, registro.ecdh, registro.auth);
      recibidos.push({
        endpoint: `${base}${ruta}`,
        payload,
        ttl: Number(ttlTexto),
        urgency,
        topic,
        headers: cabeceras,
        vapid,
      });
      return {
        status: 201,
        cabeceras: { location: `${base}/m/${randomUUID()}`, ttl: ttlTexto },
      };
    } catch (error) {
      if (error instanceof Rechazo) return { status: error.status, motivo: error.message };
      throw error;
    }
  }

  const servidor = http.createServer((req, res) => {
    const partes: Buffer[] = [];
    req.on('data', (c: Buffer) => partes.push(c));
    req.on('end', () => {
      const ruta = (req.url ?? '/').split('?')[0]!;
      atender(req.method ?? 'GET', ruta, req.headers, Buffer.concat(partes))
        .catch((error: unknown) => ({ status: 500, motivo: String(error), cabeceras: undefined }))
        .then(({ status, motivo, cabeceras }) => {
          intentos.push({ endpoint: `${base}${ruta}`, status, ...(motivo ? { motivo } : {}) });
          res.writeHead(status, {
            ...cabeceras,
            ...(motivo ? { 'content-type': 'text/plain; charset=utf-8' } : {}),
          });
          res.end(motivo ?? '');
        });
    });
  });
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;

  const idDe = (endpoint: string) => {
    const id = endpoint.startsWith(`${base}/push/`) ? endpoint.slice(`${base}/push/`.length) : '';
    if (!suscripciones.has(id))
      throw new Error(`No es una suscripción de este servicio: ${endpoint}`);
    return id;
  };

  return {
    url: base,
    crearSuscripcion(o = {}) {
      const ecdh = createECDH('prime256v1');
      const publica = ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomBytes(18).toString('base64url');
      suscripciones.set(id, {
        ecdh,
        publica,
        auth,
        llaveServidor: o.llaveServidor,
        baja: undefined,
      });
      return {
        endpoint: `${base}/push/${id}`,
        p256dh: publica.toString('base64url'),
        auth: auth.toString('base64url'),
      };
    },
    recibidos,
    intentos,
    olvidar(endpoint, status = 410) {
      suscripciones.get(idDe(endpoint))!.baja = status;
    },
    fallarProximas(n, status = 503) {
      fallas.restantes = n;
      fallas.status = status;
    },
    cerrar: () =>
      new Promise<void>((resolve) => {
        servidor.closeAllConnections();
        servidor.close(() => resolve());
      }),
  };
}
