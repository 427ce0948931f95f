import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { SESSION_COOKIE } from '../modules/auth/session-token.ts';

// Security headers and the CSRF rule of DOMAIN §2. Touch this when the web app needs a new kind of
// resource (the CSP below is what it works under) or an endpoint must accept other origins.

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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

export async function registerSecurity(app: FastifyInstance, options: { production: boolean }) {
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

  // Browsers say where a request comes from. A state-changing call from another site is refused.
  // Without Sec-Fetch-Site, Origin must be this server's own origin: the scheme and host the
  // request came in on (behind a proxy named in TRUST_PROXY, the ones it forwards).
  // Callers that are not browsers (the Nexo device, curl) send neither header and authenticate by
  // bearer token; a call that carries the session cookie, though, must say where it comes from —
  // every browser we serve sends Sec-Fetch-Site or Origin on a write.
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
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
