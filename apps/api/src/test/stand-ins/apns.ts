import { createPublicKey, randomUUID } from 'node:crypto';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, jwtVerify } from 'jose';

// APNs on loopback: HTTP/2 in cleartext (h2c), answering as Apple documents (Sending notification
// requests to APNs; Handling notification responses from APNs). The provider token is verified
// (ES256 with the key's public half, its kid, the team as iss, an iat within the last hour), so a
// token signed by another key or too old is refused as APNs would.

export interface PushRecibido {
  token: string;
  topic: string;
  pushType: string | undefined;
  priority: string | undefined;
  payload: unknown;
  /** The provider token's iat, in seconds: tells a reused token from a new one. */
  iat: number;
}

export interface IntentoApns {
  token: string;
  status: number;
  razon?: string;
  iat?: number;
}

export interface ApnsFalso {
  /** http://127.0.0.1:<port>, for AppleWalletConfig.apnsUrl. */
  url: string;
  /** The pushes accepted (200). */
  pushes: PushRecibido[];
  /** Every request, accepted or not. */
  intentos: IntentoApns[];
  /** From now on this device token answers 410 Unregistered. */
  marcarNoRegistrado(token: string): void;
  /** The next n requests get 503 ServiceUnavailable. */
  fallarProximas(n: number): void;
  /** Drops every open connection, as APNs does to idle ones. */
  cortarConexiones(): void;
  cerrar(): Promise<void>;
}

export async function iniciarApnsFalso(opciones: {
  teamId: string;
  keyId: string;
  publicKeyPem: string;
  /** APNs's clock, in ms, to judge a token's age. */
  ahora?: () => number;
}): Promise<ApnsFalso> {
  const llave = createPublicKey(opciones.publicKeyPem);
  const ahora = opciones.ahora ?? Date.now;
  const pushes: PushRecibido[] = [];
  const intentos: IntentoApns[] = [];
  const noRegistrados = new Map<string, number>();
  let fallas = 0;
  const sesiones = new Set<http2.ServerHttp2Session>();

  async function atender(
    cabeceras: http2.IncomingHttpHeaders,
    texto: string,
  ): Promise<{ status: number; razon?: string; iat?: number; timestamp?: number }> {
    if (cabeceras[':method'] !== 'POST') return { status: 405, razon: 'MethodNotAllowed' };
    const ruta = String(cabeceras[':path'] ?? '').match(/^\/3\/device\/([^/?]+)$/);
    if (!ruta) return { status: 404, razon: 'BadPath' };

    const autorizacion = String(cabeceras.authorization ?? '');
    if (!autorizacion.startsWith('bearer ')) return { status: 403, razon: 'MissingProviderToken' };
    const jwt = autorizacion.slice(7);
    let iat: number;
    try {
      if (decodeProtectedHeader(jwt).kid !== opciones.keyId) throw new Error('kid');
      const { payload } = await jwtVerify(jwt, llave, {
        algorithms: ['ES256'],
        issuer: opciones.teamId,
        requiredClaims: ['iat'],
        currentDate: new Date(ahora()),
      });
      iat = payload.iat!;
    } catch {
      return { status: 403, razon: 'InvalidProviderToken' };
    }
    const edadS = ahora() / 1000 - iat;
    if (edadS > 3600) return { status: 403, razon: 'ExpiredProviderToken', iat };
    if (edadS < -60) return { status: 403, razon: 'InvalidProviderToken', iat };

    const topic = cabeceras['apns-topic'];
    if (typeof topic !== 'string' || !topic) return { status: 400, razon: 'MissingTopic', iat };
    const prioridad = cabeceras['apns-priority'];
    if (prioridad !== undefined && !['1', '5', '10'].includes(String(prioridad)))
      return { status: 400, razon: 'BadPriority', iat };
    const token = ruta[1]!;
    if (!/^[0-9a-f]{64}$/i.test(token)) return { status: 400, razon: 'BadDeviceToken', iat };
    let payload: unknown;
    try {
      payload = JSON.parse(texto);
    } catch {
      return { status: 400, razon: texto ? 'BadPayload' : 'PayloadEmpty', iat };
    }
    if (fallas > 0) {
      fallas--;
      return { status: 503, razon: 'ServiceUnavailable', iat };
    }
    const baja = noRegistrados.get(token.toLowerCase());
    if (baja !== undefined) return { status: 410, razon: 'Unregistered', iat, timestamp: baja };

    pushes.push({
      token,
      topic,
      pushType: cabeceras['apns-push-type'] as string | undefined,
      priority: prioridad as string | undefined,
      payload,
      iat,
    });
    return { status: 200, iat };
  }

  const servidor = http2.createServer();
  servidor.on('session', (s) => {
    sesiones.add(s);
    s.on('close', () => sesiones.delete(s));
  });
  servidor.on('stream', (stream, cabeceras) => {
    let texto = '';
    stream.setEncoding('utf8');
    stream.on('data', (c: string) => (texto += c));
    stream.on('end', () => {
      const token = String(cabeceras[':path'] ?? '').replace(/^\/3\/device\//, '');
      atender(cabeceras, texto).then(({ status, razon, iat, timestamp }) => {
        intentos.push({ token, status, razon, iat });
        if (stream.destroyed) return;
        const apnsId = String(cabeceras['apns-id'] ?? randomUUID());
        if (status === 200) {
          stream.respond({ ':status': 200, 'apns-id': apnsId }, { endStream: true });
        } else {
          stream.respond({
            ':status': status,
            'apns-id': apnsId,
            'content-type': 'application/json',
          });
          stream.end(JSON.stringify(timestamp ? { reason: razon, timestamp } : { reason: razon }));
        }
      });
    });
  });
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`,
    pushes,
    intentos,
    marcarNoRegistrado: (token) => void noRegistrados.set(token.toLowerCase(), ahora()),
    fallarProximas: (n) => void (fallas += n),
    cortarConexiones: () => {
      for (const s of sesiones) s.destroy();
    },
    cerrar: () =>
      new Promise<void>((resolve) => {
        for (const s of sesiones) s.destroy();
        servidor.close(() => resolve());
      }),
  };
}
