import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { SESSION_COOKIE } from '../modules/auth/session-token.ts';

// Security headers, the CSRF rule of DOMAIN §2 and CORS for the web clients named in CORS_ORIGINS.
// Touch this when the web app needs a new kind of resource (the CSP below is what it works under)
// or an endpoint must accept other origins.

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What a listed origin's preflight is told it may send, and what its scripts may read. */
export const CORS_METHODS = 'GET, POST, PUT, PATCH, DELETE';
export const CORS_ALLOWED_HEADERS = 'Content-Type, Authorization';
export const CORS_EXPOSED_HEADERS = 'Retry-After, X-Request-Id, Content-Disposition';
const CORS_MAX_AGE_S = 600;

/**
 * An origin as browsers compare them — scheme, host and port, with a scheme's default port left
 * out — or null for anything that is not one (`null`, garbage). The host alone is not enough: a
 * page on http://tarjeto.mx is another origin than the app on https://tarjeto.mx.
 */
const originOf = (url: string) => {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
};

const hasSessionCookie = (header: string | undefined) =>
  !!header && header.split(';').some((c) => c.trim().startsWith(`${SESSION_COOKIE}=`));

export interface SecurityOptions {
  production: boolean;
  /**
   * Origins of web clients hosted elsewhere (CORS_ORIGINS), each exactly as a browser writes it in
   * `Origin`. They may call with the person's session; every other origin stays refused.
   */
  corsOrigins?: readonly string[];
}

export async function registerSecurity(app: FastifyInstance, options: SecurityOptions) {
  const permitidos = new Set(options.corsOrigins ?? []);
  const permitido = (origin: unknown): origin is string =>
    typeof origin === 'string' && permitidos.has(origin);
  // Helmet's headers, worked out once here. (@fastify/helmet, used before, called helmet() — which
  // parses the CSP's directives — for every request: ≈ 80 µs of each, issue 12.)
  const cabeceras = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React writes style attributes (progress widths); no inline <style> or scripts are used.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The ALTCHA widget solves its proof-of-work in a blob: worker.
        workerSrc: ["'self'", 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: options.production ? [] : null,
      },
    },
    hsts: options.production,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    cabeceras(request.raw, reply.raw, () => done());
  });

  // CORS, for the origins listed in CORS_ORIGINS only (docs/security.md § Other origins): the
  // answer names the caller's origin and allows credentials, so its scripts read it with the
  // session cookie; a preflight gets the methods and headers they may use, and no handler runs.
  // Any other origin gets no CORS header at all, so its scripts read nothing. A small hook rather
  // than @fastify/cors: the same list must also open the CSRF check below, and one set read by
  // both cannot drift apart.
  // Only the API's answers: the web app's own files (the service worker's cache keeps them by
  // request, and a module script is fetched with an Origin) must not vary by Origin.
  const delApi = (url: string) => url === '/api' || url.startsWith('/api/');
  if (permitidos.size > 0) {
    app.addHook('onRequest', async (request, reply) => {
      const origin = request.headers.origin;
      if (!delApi(request.url) || !permitido(origin)) return;
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-allow-credentials', 'true');
      if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
        reply.header('access-control-allow-methods', CORS_METHODS);
        reply.header('access-control-allow-headers', CORS_ALLOWED_HEADERS);
        reply.header('access-control-max-age', String(CORS_MAX_AGE_S));
        return reply.code(204).send();
      }
      reply.header('access-control-expose-headers', CORS_EXPOSED_HEADERS);
    });
    // Answers differ by Origin once some origins get CORS headers: a cache must keep them apart.
    app.addHook('onSend', async (request, reply) => {
      if (!delApi(request.url)) return;
      const vary = reply.getHeader('vary');
      const lista = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
      if (!/(^|,)\s*(origin|\*)\s*(,|$)/i.test(lista)) {
        reply.header('vary', lista ? `${lista}, Origin` : 'Origin');
      }
    });
  }

  // Browsers say where a request comes from. A state-changing call from another site is refused.
  // Without Sec-Fetch-Site, Origin must be this server's own origin: the scheme and host the
  // request came in on (behind a proxy named in TRUST_PROXY, the ones it forwards).
  // Callers that are not browsers (the Nexo device, curl) send neither header and authenticate by
  // bearer token; a call that carries the session cookie, though, must say where it comes from —
  // every browser we serve sends Sec-Fetch-Site or Origin on a write.
  // An origin listed in CORS_ORIGINS is accepted as if it were this one, whatever Sec-Fetch-Site
  // says of it (a sibling subdomain is 'same-site'); the comparison is exact, never by host.
  // One exception: 'Dejar de recibir' in a message's mail (RFC 8058 one-click) is POSTed by the
  // customer's mail provider, from wherever it runs; the message's unguessable id is the permit,
  // and all it can do is turn that business's avisos off.
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (request.method === 'POST' && /^\/api\/avisos\/baja\/[^/?]+$/.test(request.url)) return;
    if (permitido(request.headers.origin)) return;
    const site = request.headers['sec-fetch-site'];
    if (typeof site === 'string') {
      if (site !== 'same-origin' && site !== 'none') throw new AppError('CROSS_ORIGIN');
      return;
    }
    const origin = request.headers.origin;
    if (typeof origin === 'string') {
      const from = originOf(origin);
      if (!from || from !== originOf(`${request.protocol}://${request.host}`)) {
        throw new AppError('CROSS_ORIGIN');
      }
      return;
    }
    if (hasSessionCookie(request.headers.cookie)) throw new AppError('CROSS_ORIGIN');
  });

  // JSON bodies only as application/json: a text/plain POST is what a cross-site form can send.
  app.removeContentTypeParser('text/plain');
}
