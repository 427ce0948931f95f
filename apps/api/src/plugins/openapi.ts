import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@tarjeto/shared';
import { PERMISO_EXPORTACION_COOKIE } from '../modules/privacidad/permiso-exportacion.ts';
import { PENDIENTE_COOKIE } from '../modules/segundo-factor/pendiente.ts';
import { SESSION_COOKIE } from '../modules/auth/session-token.ts';

// The OpenAPI document, generated from the routes' zod schemas, browsable at /api/docs and served
// as /api/docs/json. What a generator needs beyond the schemas is added here, in one place, so the
// routes stay as they are (issue 26 A8; docs/api.md § The OpenAPI document):
// - an operationId for every operation, from its method and path (a route may set its own);
// - who may call each operation: the session cookie, the Nexo's bearer token, or nobody;
// - the answers of the few routes that send a file instead of JSON;
// - `nullable` only beside a `type` (OpenAPI 3.0.3), and a `servers` entry.
// `apps/api/src/openapi/openapi.test.ts` lints the result with Redocly's recommended rules and
// type-checks types generated from it against the web app's contracts.

/** `GET /api/promocion/{publicID}`: an operation as this file names it. */
type Clave = `${string} /${string}`;

/**
 * Operations anyone may call, without a session (the authorization matrix, rutas-api.ts, checks
 * this list: a route whose guest gets 401 may not be here, and one whose guest does not must be).
 */
const PUBLICAS: ReadonlySet<Clave> = new Set<Clave>([
  'GET /api/health',
  'GET /api/auth/captcha/estado',
  'GET /api/auth/captcha',
  'POST /api/auth/signup',
  'POST /api/auth/login',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'GET /api/fotos/{id}',
  'POST /api/newsletter',
  'GET /api/negocios/destacados',
  'GET /api/negocio/publico/{slug}',
  'POST /api/nexo/register',
  'GET /api/equipo/invitacion',
  'POST /api/equipo/aceptar',
  // A message's id is the permit: 'Dejar de recibir' and the service worker's receipt.
  'GET /api/avisos/baja/{mensajeID}',
  'POST /api/avisos/baja/{mensajeID}',
  'POST /api/avisos/entregado',
]);

/** Operations that work with or without a session (logout ends one if there is one). */
const SESION_OPCIONAL: ReadonlySet<Clave> = new Set<Clave>(['POST /api/auth/logout']);

/** The second step of a sign-in: the short-lived cookie the password step set, no session yet. */
const SEGUNDO_PASO: ReadonlySet<Clave> = new Set<Clave>(['POST /api/auth/login/segundo-factor']);

/** Files, not JSON: what they answer, for routes that stream their body. */
const DESCARGAS: Record<string, { tipo: string; descripcion: string }> = {
  '.csv': { tipo: 'text/csv', descripcion: 'El archivo CSV (descarga)' },
  '.json': { tipo: 'application/json', descripcion: 'El archivo JSON (descarga)' },
};

const ERROR_REF = '#/components/schemas/ErrorRespuesta';
const errorRespuestaJson = () => {
  // Plain JSON (what the document serves), without zod's own keys.
  const { $schema: _, ...schema } = JSON.parse(
    JSON.stringify(z.toJSONSchema(errorResponseSchema, { target: 'openapi-3.0' })),
  ) as Record<string, unknown>;
  return schema as { type: 'object' };
};

type Json = Record<string, unknown>;
type Operacion = Json & {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  responses?: Record<string, Json>;
  tags?: string[];
};

const METODOS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const mayuscula = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/**
 * `getPromocionStatsByPublicID` for `GET /api/promocion/stats/{publicID}`: the method, then each
 * segment in PascalCase (a parameter as By<Name>), without the `/api` every path starts with.
 * A path outside `/api` (a spec client's alias) ends in `SinApi`.
 */
export function operationIdDe(metodo: string, ruta: string) {
  const conApi = ruta === '/api' || ruta.startsWith('/api/');
  const segmentos = (conApi ? ruta.slice(4) : ruta).split('/').filter(Boolean);
  const partes = segmentos.map((s) => {
    const param = /^\{(.+)\}$/.exec(s);
    const texto = (param ? param[1]! : s)
      .split(/[^A-Za-z0-9]+/)
      .filter(Boolean)
      .map(mayuscula)
      .join('');
    return param ? `By${texto}` : texto;
  });
  return `${metodo.toLowerCase()}${partes.join('')}${conApi ? '' : 'SinApi'}`;
}

/** The key of PUBLICAS for a documented path: aliases outside /api are the /api route's twin. */
const claveDe = (metodo: string, ruta: string): Clave =>
  `${metodo.toUpperCase()} ${ruta.startsWith('/api/') ? ruta : `/api${ruta}`}` as Clave;

/** The security requirement of an operation that did not declare its own (the Nexo's do). */
export function seguridadDe(metodo: string, ruta: string): Array<Record<string, string[]>> {
  const clave = claveDe(metodo, ruta);
  if (PUBLICAS.has(clave)) return [];
  if (SESION_OPCIONAL.has(clave)) return [{}, { cookieAuth: [] }];
  if (SEGUNDO_PASO.has(clave)) return [{ segundoFactorPendiente: [] }];
  if (/^GET \/api(\/cliente)?\/exportar\/.+\.(csv|json)$/.test(clave) && clave.includes('{'))
    return [{ cookieAuth: [], permisoExportacion: [] }];
  return [{ cookieAuth: [] }];
}

/**
 * OpenAPI 3.0.3 reads `nullable` only beside a `type`. zod's `x.nullable()` of a union or an
 * object reference comes out as `{ nullable: true, anyOf: [...] }`: put `nullable` on the
 * branches that have a type (a single branch is merged into its parent).
 */
function arreglarNullable(nodo: unknown): void {
  if (Array.isArray(nodo)) {
    for (const n of nodo) arreglarNullable(n);
    return;
  }
  if (!nodo || typeof nodo !== 'object') return;
  const s = nodo as Json;
  for (const v of Object.values(s)) arreglarNullable(v);
  if (s.nullable !== true || 'type' in s) return;
  for (const clave of ['anyOf', 'oneOf', 'allOf'] as const) {
    const ramas = s[clave];
    if (!Array.isArray(ramas)) continue;
    if (ramas.length === 1 && clave !== 'allOf' && !('$ref' in (ramas[0] as Json))) {
      delete s[clave];
      Object.assign(s, ramas[0] as Json, { nullable: true });
      return;
    }
    const conTipo = (ramas as Json[]).filter((r) => 'type' in r && !('enum' in r));
    if (clave !== 'allOf' && conTipo.length > 0) {
      for (const r of conTipo) r.nullable = true;
      delete s.nullable;
      return;
    }
  }
  if (!('anyOf' in s) && !('oneOf' in s) && !('allOf' in s) && !('$ref' in s)) {
    // z.null() alone.
    Object.assign(s, { type: 'string', enum: [null] });
    return;
  }
  // A reference or an allOf: null as a branch of its own beside it.
  const resto = { ...s };
  delete resto.nullable;
  for (const k of Object.keys(s)) delete s[k];
  s.anyOf = [resto, { type: 'string', nullable: true, enum: [null] }];
}

/** Everything this file adds to the generated document, in one pass over its operations. */
export function completarDocumento(doc: Json): Json {
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Operacion>>;
  const usados = new Set<string>();
  for (const [ruta, item] of Object.entries(paths)) {
    for (const metodo of METODOS) {
      const op = item[metodo];
      if (!op) continue;
      let id = op.operationId ?? operationIdDe(metodo, ruta);
      for (let n = 2; usados.has(id); n++) id = `${operationIdDe(metodo, ruta)}${n}`;
      usados.add(id);
      op.operationId = id;
      op.security ??= seguridadDe(metodo, ruta);
      const responses = (op.responses ??= {});
      // Every write may meet the CSRF check (docs/security.md): a browser on another origin.
      if (['post', 'put', 'patch', 'delete'].includes(metodo) && !responses['403']) {
        responses['403'] = {
          description: 'Otro origen (CROSS_ORIGIN) o sin permiso',
          content: { 'application/json': { schema: { $ref: ERROR_REF } } },
        };
      }
      const tieneExito = Object.keys(responses).some((c) => /^2/.test(c));
      const descarga = Object.entries(DESCARGAS).find(([ext]) => ruta.endsWith(ext));
      if (descarga && (!tieneExito || responses['200']?.description === 'Default Response')) {
        const [, d] = descarga;
        responses['200'] = {
          description: d.descripcion,
          content: {
            [d.tipo]: { schema: d.tipo === 'text/csv' ? { type: 'string' } : { type: 'object' } },
          },
        };
      }
      if (/^\/api\/(cliente\/pases\/apple\/\{negocioID\}|pases\/apple\/v1\/passes\/)/.test(ruta)) {
        responses['200'] = {
          description: 'El pase de Apple Wallet (.pkpass firmado)',
          content: {
            'application/vnd.apple.pkpass': { schema: { type: 'string', format: 'binary' } },
          },
        };
      }
      if (ruta === '/api/fotos/{id}') {
        responses['200'] = {
          description: 'La imagen, en WebP',
          content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } },
        };
        responses['404'] ??= {
          description: 'No hay foto con ese id',
          content: { 'application/json': { schema: { $ref: ERROR_REF } } },
        };
      }
    }
  }
  arreglarNullable(doc);
  return doc;
}

/** The OpenAPI document, generated from the routes' zod schemas, browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, version: string) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Tarjeto API',
        description:
          'API de Tarjeto: cuentas, negocios, visitas, promociones y Nexo. Los navegadores se identifican con la cookie de sesión; el Nexo, con su token (docs/nexo-protocol.md).',
        version,
      },
      // The origin that serves this document (relative): a generated client sets its own base.
      servers: [{ url: '/', description: 'El servidor que entrega este documento' }],
      security: [{ cookieAuth: [] }],
      tags: [
        { name: 'sistema', description: 'Salud del servicio' },
        { name: 'auth', description: 'Cuentas y sesiones' },
        {
          name: 'segundo-factor',
          description: 'Verificación en dos pasos del dueño (app de autenticación, TOTP)',
        },
        { name: 'publico', description: 'Sitio público' },
        { name: 'perfiles', description: 'Perfiles de clientes y negocios' },
        { name: 'clientes', description: 'El cliente: su código rotativo' },
        { name: 'promociones', description: 'Promociones, sus estadísticas y canjes' },
        {
          name: 'lugares',
          description: 'Los lugares del cliente: su cartera y negocios por descubrir',
        },
        { name: 'programa', description: 'Programa de lealtad: niveles, temporadas, simulador' },
        {
          name: 'actividad',
          description: 'Actividad de la cuenta del negocio: un registro que solo se agrega',
        },
        {
          name: 'cartera',
          description:
            'La cartera del cliente y la del teléfono: Google Wallet y Apple Wallet, con el servicio web de PassKit (docs/wallet.md)',
        },
        {
          name: 'avisos',
          description:
            'Mensajes que traen de vuelta a los clientes: consentimiento por negocio, notificaciones (Web Push), automatizaciones, campañas con grupo de control y su efecto',
        },
        {
          name: 'nexo',
          description:
            'Vinculación de dispositivos y registro de visitas (ver docs/nexo-protocol.md)',
        },
      ],
      components: {
        securitySchemes: {
          cookieAuth: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description:
              'La sesión: la cookie HttpOnly que entregan login, signup y verify-email. Las escrituras deben venir del mismo origen (o de uno de CORS_ORIGINS).',
          },
          nexoToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'El token que POST /api/nexo/register entrega una sola vez',
          },
          segundoFactorPendiente: {
            type: 'apiKey',
            in: 'cookie',
            name: PENDIENTE_COOKIE,
            description:
              'El primer paso de un inicio de sesión con segundo factor: la cookie que POST /api/auth/login deja al pedir el código',
          },
          applePass: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description:
              'El servicio web de PassKit: `ApplePass <token>`, el authenticationToken del propio pase (docs/wallet.md)',
          },
          permisoExportacion: {
            type: 'apiKey',
            in: 'cookie',
            name: PERMISO_EXPORTACION_COOKIE,
            description:
              'El permiso de una descarga: la cookie que POST /api/exportar/{publicID}/permiso deja tras confirmar la contraseña',
          },
        },
        schemas: {
          // The one error shape (packages/shared errors), for the answers added here.
          ErrorRespuesta: errorRespuestaJson(),
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (documento) =>
      'openapiObject' in documento
        ? (completarDocumento(documento.openapiObject as Json) as typeof documento.openapiObject)
        : documento.swaggerObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets a few inline styles: allow them on the docs pages only. Nobody may frame the
    // docs (clickjacking), same as every other page.
    transformStaticCSP: (header) =>
      header
        .replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'")
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
