import { createPublicKey, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify } from 'jose';

// Google Wallet on loopback, speaking what the real one documents: the OAuth token endpoint (it
// checks the service account's RS256 assertion), the walletobjects/v1 loyalty routes (they check
// the bearer token it issued), and the save link's page (it checks the save JWT). Nothing is
// waved through: a key, an audience or a scope that is not the one configured is refused.

const ALCANCE = 'https://www.googleapis.com/auth/wallet_object.issuer';
const GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';

export interface SolicitudGoogle {
  method: string;
  path: string;
  body: unknown;
  status: number;
}

type Recurso = Record<string, unknown> & { id: string };

export interface GoogleWalletFalso {
  tokenUrl: string;
  apiUrl: string;
  saveUrl: string;
  clases: Map<string, Recurso>;
  objetos: Map<string, Recurso>;
  /** Every request, in order, with the status it got. */
  solicitudes: SolicitudGoogle[];
  /**
   * The next n requests matching `filtro` ("METHOD /path" substring or RegExp) get 503; 0 stops
   * every failure asked for.
   */
  fallarProximas(n: number, filtro?: string | RegExp): void;
  cerrar(): Promise<void>;
}

export async function iniciarGoogleWalletFalso(opciones: {
  clientEmail: string;
  publicKeyPem: string;
}): Promise<GoogleWalletFalso> {
  const llave = createPublicKey(opciones.publicKeyPem);
  const clases = new Map<string, Recurso>();
  const objetos = new Map<string, Recurso>();
  const solicitudes: SolicitudGoogle[] = [];
  const emitidos = new Set<string>();
  const fallas: { restantes: number; filtro?: string | RegExp }[] = [];
  let base = '';

  const coincide = (filtro: string | RegExp | undefined, s: string) =>
    filtro === undefined || (typeof filtro === 'string' ? s.includes(filtro) : filtro.test(s));

  const errorGoogle = (code: number, status: string, message: string) => ({
    error: { code, status, message, errors: [{ reason: status.toLowerCase(), message }] },
  });

  async function atender(
    metodo: string,
    ruta: string,
    cabeceras: http.IncomingHttpHeaders,
    texto: string,
    cuerpo: unknown,
  ): Promise<{ status: number; json?: unknown; html?: string }> {
    const falla = fallas.find((f) => f.restantes > 0 && coincide(f.filtro, `${metodo} ${ruta}`));
    if (falla) {
      falla.restantes--;
      return {
        status: 503,
        json: errorGoogle(503, 'UNAVAILABLE', 'Servicio no disponible (falso)'),
      };
    }

    if (metodo === 'POST' && ruta === '/token') {
      const form = new URLSearchParams(texto);
      const assertion = form.get('assertion');
      if (form.get('grant_type') !== GRANT || !assertion)
        return { status: 400, json: { error: 'unsupported_grant_type' } };
      try {
        const { payload } = await jwtVerify(assertion, llave, {
          algorithms: ['RS256'],
          issuer: opciones.clientEmail,
          audience: `${base}/token`,
          requiredClaims: ['iat', 'exp'],
        });
        // Google: the assertion lives at most an hour, and must ask for the Wallet scope.
        if (payload.exp! - payload.iat! > 3600) throw new Error('exp más de una hora tras iat');
        if (
          !String(payload.scope ?? '')
            .split(' ')
            .includes(ALCANCE)
        )
          throw new Error('sin el alcance de Wallet');
      } catch (error) {
        return {
          status: 400,
          json: { error: 'invalid_grant', error_description: (error as Error).message },
        };
      }
      const token = `ya29.falso-${randomBytes(16).toString('hex')}`;
      emitidos.add(token);
      return { status: 200, json: { access_token: token, expires_in: 3600, token_type: 'Bearer' } };
    }

    const guardar = ruta.match(/^\/gp\/v\/save\/([^/]+)$/);
    if (metodo === 'GET' && guardar) {
      try {
        const { payload } = await jwtVerify(guardar[1]!, llave, {
          algorithms: ['RS256'],
          issuer: opciones.clientEmail,
          audience: 'google',
        });
        if (payload.typ !== 'savetowallet') throw new Error('typ no es savetowallet');
        const ids = (
          (payload.payload as { loyaltyObjects?: { id?: string }[] } | undefined)?.loyaltyObjects ??
          []
        ).map((o) => o.id);
        // With only ids, Google saves objects already inserted through the API.
        if (!ids.length || ids.some((id) => !id || !objetos.has(id)))
          throw new Error('objeto no insertado');
      } catch {
        return {
          status: 400,
          html: '<!doctype html><html lang="es"><title>Error</title><h1>No se pudo guardar la tarjeta</h1></html>',
        };
      }
      return {
        status: 200,
        html: '<!doctype html><html lang="es"><title>Google Wallet</title><h1>Tarjeta guardada</h1></html>',
      };
    }

    const api = ruta.match(
      /^\/walletobjects\/v1\/(loyaltyClass|loyaltyObject)(?:\/([^/]+))?(\/addMessage)?$/,
    );
    if (!api) return { status: 404, json: errorGoogle(404, 'NOT_FOUND', `No existe ${ruta}`) };
    const autorizacion = cabeceras.authorization ?? '';
    if (!autorizacion.startsWith('Bearer ') || !emitidos.has(autorizacion.slice(7)))
      return {
        status: 401,
        json: errorGoogle(
          401,
          'UNAUTHENTICATED',
          'Request had invalid authentication credentials.',
        ),
      };

    const [, coleccion, idCodificado, addMessage] = api;
    const almacen = coleccion === 'loyaltyClass' ? clases : objetos;
    const recurso = cuerpo as Recurso | undefined;

    if (!idCodificado) {
      if (metodo !== 'POST')
        return { status: 405, json: errorGoogle(405, 'METHOD_NOT_ALLOWED', metodo) };
      if (!recurso || typeof recurso.id !== 'string' || !/^\d+\.[\w.-]+$/.test(recurso.id))
        return { status: 400, json: errorGoogle(400, 'INVALID_ARGUMENT', 'id inválido') };
      if (almacen.has(recurso.id))
        return {
          status: 409,
          json: errorGoogle(409, 'ALREADY_EXISTS', `Resource already exists: ${recurso.id}`),
        };
      if (coleccion === 'loyaltyObject' && !clases.has(String(recurso.classId)))
        return {
          status: 404,
          json: errorGoogle(404, 'NOT_FOUND', `Class not found: ${String(recurso.classId)}`),
        };
      almacen.set(recurso.id, structuredClone(recurso));
      return { status: 200, json: almacen.get(recurso.id) };
    }

    const id = decodeURIComponent(idCodificado);
    const actual = almacen.get(id);
    if (!actual) return { status: 404, json: errorGoogle(404, 'NOT_FOUND', `No existe ${id}`) };
    if (addMessage) {
      if (metodo !== 'POST' || coleccion !== 'loyaltyObject')
        return { status: 405, json: errorGoogle(405, 'METHOD_NOT_ALLOWED', metodo) };
      const mensaje = (cuerpo as { message?: Record<string, unknown> } | undefined)?.message;
      if (
        !mensaje ||
        (mensaje.messageType && !['TEXT', 'TEXT_AND_NOTIFY'].includes(String(mensaje.messageType)))
      )
        return { status: 400, json: errorGoogle(400, 'INVALID_ARGUMENT', 'mensaje inválido') };
      actual.messages = [...((actual.messages as unknown[] | undefined) ?? []), mensaje];
      return { status: 200, json: { resource: actual } };
    }
    if (metodo === 'GET') return { status: 200, json: actual };
    if (metodo !== 'PATCH')
      return { status: 405, json: errorGoogle(405, 'METHOD_NOT_ALLOWED', metodo) };
    if (recurso?.id !== undefined && recurso.id !== id)
      return { status: 400, json: errorGoogle(400, 'INVALID_ARGUMENT', 'el id no coincide') };
    // Patch semantics: the fields sent replace those fields, the rest stay.
    Object.assign(actual, structuredClone(recurso ?? {}), { id });
    return { status: 200, json: actual };
  }

  const servidor = http.createServer((req, res) => {
    let texto = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (texto += c));
    req.on('end', () => {
      const metodo = req.method ?? 'GET';
      const ruta = (req.url ?? '/').split('?')[0]!;
      let cuerpo: unknown = texto || undefined;
      if (req.headers['content-type']?.startsWith('application/json') && texto) {
        try {
          cuerpo = JSON.parse(texto);
        } catch {
          cuerpo = undefined;
        }
      }
      atender(metodo, ruta, req.headers, texto, cuerpo).then(
        ({ status, json, html }) => {
          solicitudes.push({ method: metodo, path: ruta, body: cuerpo, status });
          if (html !== undefined) {
            res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(html);
          } else {
            res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
            res.end(json === undefined ? '' : JSON.stringify(json));
          }
        },
        (error: unknown) => {
          solicitudes.push({ method: metodo, path: ruta, body: cuerpo, status: 500 });
          res.writeHead(500).end(String(error));
        },
      );
    });
  });
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;

  return {
    tokenUrl: `${base}/token`,
    apiUrl: base,
    saveUrl: `${base}/gp/v/save`,
    clases,
    objetos,
    solicitudes,
    fallarProximas: (n, filtro) => {
      if (n === 0) fallas.length = 0;
      else fallas.push({ restantes: n, filtro });
    },
    cerrar: () =>
      new Promise<void>((resolve) => {
        servidor.closeAllConnections();
        servidor.close(() => resolve());
      }),
  };
}
