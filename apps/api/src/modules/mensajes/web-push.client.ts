import webpush from 'web-push';

// Web Push (issue 28, part A): one message to one browser subscription. The web-push library
// builds the request — the VAPID JWT (RFC 8292) and the payload encrypted for the subscription's
// keys (RFC 8291, aes128gcm) — and it is sent here with fetch, so an https push service (FCM,
// Mozilla's autopush, Apple's) and the loopback stand-in of the tests (test/stand-ins/web-push.ts)
// take the same path. The answer is classified for the queue: delivered, a subscription that is
// gone (404/410: turn the channel off for that customer), worth retrying (429, 5xx, the network),
// or refused for good (400, 401/403 for our VAPID keys, 413).

const TIEMPO_MAXIMO_MS = 10_000;
/** How long the push service keeps a message for a phone that is off: three days. */
export const TTL_POR_OMISION_S = 3 * 24 * 3600;
/**
 * RFC 8291 §4: a push service need not accept more than 4096 bytes of body. aes128gcm adds a
 * 86-byte header (salt, record size, the sender's 65-byte key), the 16-byte tag and the 1-byte
 * delimiter: 3993 bytes of payload fit.
 */
export const PAYLOAD_MAXIMO_BYTES = 4096 - 86 - 16 - 1;

export interface SuscripcionPush {
  endpoint: string;
  /** The browser's P-256 public key, base64url (PushSubscription.toJSON().keys.p256dh). */
  p256dh: string;
  /** The 16-byte auth secret, base64url. */
  auth: string;
}

export interface ConfigWebPush {
  /** The VAPID key pair, base64url (generarClavesVapid). The public half is the browser's applicationServerKey. */
  publicKey: string;
  privateKey: string;
  /** Who to contact about these pushes: `mailto:` or `https:` (RFC 8292 §2.1). */
  subject: string;
  tiempoMaximoMs?: number;
}

/**
 * What the service worker (apps/web/src/pwa/service-worker.ts) receives and shows. `id` is the
 * message's id and the notification's tag: a message sent twice replaces itself on the phone.
 */
export interface PayloadPush {
  id: string;
  titulo: string;
  cuerpo: string;
  /** A path of the app to open on tap, e.g. rutaDeTarjeta(slug). */
  url: string;
  icono?: string;
}

export type ResultadoPush =
  | { ok: true; status: number }
  | {
      ok: false;
      status: number | null;
      /** 404 or 410: the subscription no longer exists; drop it. */
      muerta: boolean;
      /** 429, 5xx, a timeout or the network: try again later. */
      reintentar: boolean;
      /** The push service's Retry-After, when it gave one. */
      reintentarEnS?: number;
      motivo: string;
    };

export interface OpcionesEnvio {
  ttlSegundos?: number;
  /**
   * RFC 8030 §5.4: a newer message with the same topic replaces an undelivered one at the push
   * service. Up to 32 base64url characters.
   */
  tema?: string;
  urgencia?: 'very-low' | 'low' | 'normal' | 'high';
}

export interface ClienteWebPush {
  enviar(
    s: SuscripcionPush,
    payload: PayloadPush | string,
    opts?: OpcionesEnvio,
  ): Promise<ResultadoPush>;
}

/** The card's screen in the app, where a message about that business opens. */
export const rutaDeTarjeta = (slugNegocio: string) =>
  `/cliente-dashboard/lugares/${encodeURIComponent(slugNegocio)}`;

/** A new VAPID key pair (P-256), base64url: made once, kept in the configuration. */
export function generarClavesVapid(): { publicKey: string; privateKey: string } {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { publicKey, privateKey };
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * An endpoint a push may go to: https anywhere, plain http only to this machine (the tests'
 * stand-in). Whatever a browser hands over is checked with this before it is stored or used, so a
 * forged subscription cannot make the server call an internal address over http.
 */
export function endpointAceptable(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && LOOPBACK.has(url.hostname);
}

const fallo = (
  status: number | null,
  motivo: string,
  clase: { muerta?: boolean; reintentar?: boolean; reintentarEnS?: number } = {},
): ResultadoPush => ({
  ok: false,
  status,
  muerta: clase.muerta ?? false,
  reintentar: clase.reintentar ?? false,
  ...(clase.reintentarEnS !== undefined ? { reintentarEnS: clase.reintentarEnS } : {}),
  motivo,
});

/** Retry-After in seconds (RFC 9110 §10.2.3: seconds or an HTTP date), or undefined. */
function segundosDeEspera(valor: string | null): number | undefined {
  if (!valor) return undefined;
  if (/^\d+$/.test(valor.trim())) return Number(valor.trim());
  const fecha = Date.parse(valor);
  return Number.isNaN(fecha) ? undefined : Math.max(0, Math.ceil((fecha - Date.now()) / 1000));
}

export function crearClienteWebPush(config: ConfigWebPush): ClienteWebPush {
  const tiempoMaximoMs = config.tiempoMaximoMs ?? TIEMPO_MAXIMO_MS;
  const vapidDetails = {
    subject: config.subject,
    publicKey: config.publicKey,
    privateKey: config.privateKey,
  };

  return {
    async enviar(s, payload, opts = {}) {
      if (!endpointAceptable(s.endpoint)) return fallo(null, 'endpoint no aceptado');
      const texto = typeof payload === 'string' ? payload : JSON.stringify(payload);
      if (Buffer.byteLength(texto) > PAYLOAD_MAXIMO_BYTES)
        return fallo(
          null,
          `payload de ${Buffer.byteLength(texto)} bytes (máximo ${PAYLOAD_MAXIMO_BYTES})`,
        );

      let solicitud: ReturnType<typeof webpush.generateRequestDetails>;
      try {
        solicitud = webpush.generateRequestDetails(
          { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
          texto,
          {
            vapidDetails,
            TTL: opts.ttlSegundos ?? TTL_POR_OMISION_S,
            urgency: opts.urgencia ?? 'normal',
            ...(opts.tema ? { topic: opts.tema } : {}),
            contentEncoding: 'aes128gcm',
          },
        );
      } catch (error) {
        // Bad keys of the subscription or of ours, a bad topic: no retry fixes it.
        return fallo(null, `no se pudo preparar: ${(error as Error).message}`);
      }

      // fetch computes Content-Length itself.
      const cabeceras: Record<string, string> = {};
      for (const [nombre, valor] of Object.entries(solicitud.headers))
        if (nombre.toLowerCase() !== 'content-length') cabeceras[nombre] = String(valor);

      let respuesta: Response;
      let cuerpo: string;
      try {
        respuesta = await fetch(s.endpoint, {
          method: 'POST',
          headers: cabeceras,
          body: solicitud.body ? new Uint8Array(solicitud.body) : null,
          redirect: 'error',
          signal: AbortSignal.timeout(tiempoMaximoMs),
        });
        // Read to the end so the connection goes back to the pool.
        cuerpo = await respuesta.text();
      } catch (error) {
        const e = error as Error & { cause?: { code?: string } };
        const motivo =
          e.name === 'TimeoutError'
            ? `sin respuesta en ${tiempoMaximoMs} ms`
            : `red: ${e.cause?.code ?? e.message}`;
        return fallo(null, motivo, { reintentar: true });
      }

      const { status } = respuesta;
      if (status >= 200 && status < 300) return { ok: true, status };
      const motivo = `${status}${cuerpo ? `: ${cuerpo.slice(0, 200)}` : ''}`;
      if (status === 404 || status === 410) return fallo(status, motivo, { muerta: true });
      if (status === 429 || status >= 500) {
        const espera = segundosDeEspera(respuesta.headers.get('retry-after'));
        return fallo(status, motivo, {
          reintentar: true,
          ...(espera !== undefined ? { reintentarEnS: espera } : {}),
        });
      }
      return fallo(status, motivo);
    },
  };
}
