import { expect } from 'vitest';
import {
  alEquipo,
  cliente,
  CLIENTE_BASE,
  get,
  negocio,
  nexoPara,
  nuevaClave,
  postJson,
  visita,
} from '../test/fixtures.ts';
import { formaConFoto, multipart, subirFoto } from '../test/multipart.ts';
import { puede, type Permiso } from '@tarjeto/shared';
import { SAME_ORIGIN, sessionCookieOf, type TestApp } from '../test/test-app.ts';

// Every route of the API as a row: how to call it for the business, device, promotion and
// customer of one scene, and what each kind of caller gets (issue 14: the authorization matrix
// and the fuzzing both walk these rows). A route the server publishes without a row here fails
// the matrix.

export type Actor =
  | 'invitado'
  | 'sinVerificar'
  | 'cliente'
  | 'otroCliente'
  | 'dueno'
  | 'encargado'
  | 'cajero'
  | 'otroNegocio'
  | 'nexo';
export const ACTORES: readonly Actor[] = [
  'invitado',
  'sinVerificar',
  'cliente',
  'otroCliente',
  'otroNegocio',
  'nexo',
  // The owner's team (issue 25): each role gets what its permissions allow, 403 for the rest.
  'cajero',
  'encargado',
  // Last: the owner's call may change what the others would have met (a deleted promotion).
  'dueno',
];

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Espera = Record<Actor, number>;

/** The business, its device, a promotion and a customer it has seen; the other callers. */
export interface Escena {
  cookies: Partial<Record<Actor, string>>;
  token: string;
  publicID: string;
  slug: string;
  codigoNegocio: string;
  establecimientoID: string;
  nexoID: string;
  promocionID: string;
  clientePublicID: string;
  fotoID: string;
  qrCliente: () => Promise<string>;
  /** A fresh code the customer made in the app to redeem the promotion. */
  codigoCanje: () => Promise<string>;
  /** The owner's loyalty programme as the editor sends it back. */
  programa: unknown;
  /** The cashier of the owner's team (accepted, no PIN yet). */
  cajeroID: string;
}

export interface Fila {
  ruta: `${Method} ${string}`;
  url?: (e: Escena) => string;
  body?: (e: Escena) => unknown;
  /** A multipart body instead of JSON (a form with a file). */
  forma?: () => Promise<{ headers: Record<string, string>; payload: Buffer }>;
  espera: Espera;
  /** Destructive for the caller that succeeds: the row gets a scene of its own. */
  propia?: boolean;
}

// ── The usual shapes of a row ────────────────────────────────────────────────────────────────
const todos = (s: number): Espera => ({
  invitado: s,
  sinVerificar: s,
  cliente: s,
  otroCliente: s,
  dueno: s,
  encargado: s,
  cajero: s,
  otroNegocio: s,
  nexo: s,
});
/** What the owner's team gets: the owner's answer where the role has `permiso`, else 403. */
const equipo = (s: number, permiso: Permiso | null) => ({
  encargado: permiso === null || puede('encargado', permiso) ? s : 403,
  cajero: permiso === null || puede('cajero', permiso) ? s : 403,
});
/** Any signed-in person (verified or not, with a profile or not); a device has no session. */
const conSesion = (s: number, sinVerificar = s): Espera => ({
  ...todos(s),
  invitado: 401,
  nexo: 401,
  sinVerificar,
});
/** Customers only, each for their own data. */
const soloClientes = (s: number): Espera => ({
  ...todos(403),
  invitado: 401,
  sinVerificar: 409, // 'Primero completa tu perfil'
  nexo: 401,
  cliente: s,
  otroCliente: s,
});
/**
 * Businesses only, each for its own data (no business named in the call); its team by the role's
 * `permiso` (null: anyone of the business).
 */
const soloNegocios = (s: number, permiso: Permiso | null): Espera => ({
  ...todos(403),
  invitado: 401,
  sinVerificar: 409,
  nexo: 401,
  dueno: s,
  otroNegocio: s,
  ...equipo(s, permiso),
});
/** The owner of the business the call names; another business is told it does not exist. */
const delDueno = (s: number, permiso: Permiso): Espera => ({
  ...soloNegocios(s, permiso),
  otroNegocio: 404,
});
/** The paired device only (its bearer token); no session of any kind opens it. */
const soloNexo = (s: number): Espera => ({ ...todos(401), nexo: s });

const negocioURL = (tpl: string) => (e: Escena) => tpl.replace(':publicID', e.publicID);

export const FILAS: Fila[] = [
  // Public.
  { ruta: 'GET /api/health', espera: todos(200) },
  { ruta: 'GET /api/auth/captcha/estado', espera: todos(200) },
  { ruta: 'GET /api/auth/captcha', espera: todos(404) }, // the captcha is off in tests
  { ruta: 'GET /api/negocios/destacados', espera: todos(200) },
  {
    ruta: 'GET /api/negocio/publico/:slug',
    url: (e) => `/api/negocio/publico/${e.slug}`,
    espera: todos(200),
  },
  { ruta: 'GET /api/fotos/:id', url: (e) => `/api/fotos/${e.fotoID}`, espera: todos(200) },
  { ruta: 'GET /api/auth/check-auth', espera: { ...conSesion(200), nexo: 401 } },
  { ruta: 'POST /api/newsletter', body: () => ({ email: 'no-es-correo' }), espera: todos(400) },
  { ruta: 'POST /api/auth/signup', body: () => ({}), espera: todos(400) },
  { ruta: 'POST /api/auth/login', body: () => ({}), espera: todos(400) },
  // The second step of a sign-in: nobody here holds a pending one, so no code is looked at.
  {
    ruta: 'POST /api/auth/login/segundo-factor',
    body: () => ({ codigo: '123456' }),
    espera: todos(401),
  },
  { ruta: 'POST /api/auth/forgot-password', body: () => ({}), espera: todos(400) },
  { ruta: 'POST /api/auth/reset-password', body: () => ({}), espera: todos(400) },
  {
    ruta: 'POST /api/nexo/register',
    body: () => ({ connectionCode: '000000' }),
    espera: todos(400),
  },
  // A session: any kind of account.
  { ruta: 'POST /api/auth/logout', espera: todos(200), propia: true },
  // A wrong code for the unverified; the verified are told they already are.
  {
    ruta: 'POST /api/auth/verify-email',
    body: () => ({ code: '000000' }),
    espera: conSesion(409, 400),
  },
  // The unverified person was just sent a code: the next one waits (429); the verified need none.
  { ruta: 'POST /api/auth/resend-verification', espera: conSesion(409, 429) },
  { ruta: 'POST /api/auth/change-password', body: () => ({}), espera: conSesion(400) },
  {
    ruta: 'POST /api/auth/setup-profile',
    forma: async () => {
      const body = multipart({ userType: 'user', profileData: JSON.stringify(CLIENTE_BASE) });
      return { headers: { ...SAME_ORIGIN, ...body.headers }, payload: body.payload };
    },
    // 'Primero verifica tu correo electrónico'; a finished profile is not set up twice.
    espera: conSesion(409, 403),
  },
  // The customer's own.
  { ruta: 'GET /api/cliente/profile', espera: soloClientes(200) },
  { ruta: 'PUT /api/cliente/profile', body: () => ({}), espera: soloClientes(400) },
  {
    ruta: 'POST /api/cliente/profile/foto',
    forma: () => formaConFoto(),
    espera: soloClientes(200),
  },
  { ruta: 'DELETE /api/cliente/profile/foto', espera: soloClientes(200) },
  { ruta: 'GET /api/cliente/codigo', espera: soloClientes(200) },
  { ruta: 'GET /api/cliente/codigo/llave', espera: soloClientes(200) },
  { ruta: 'GET /api/cliente/tarjetas', espera: soloClientes(200) },
  {
    ruta: 'POST /api/cliente/tarjetas',
    body: (e) => ({ codigoNegocio: e.codigoNegocio }),
    // The customer has the card from a visit; the other adds it now.
    espera: { ...soloClientes(201), cliente: 409 },
  },
  { ruta: 'GET /api/cliente/logros', espera: soloClientes(200) },
  { ruta: 'GET /api/cliente/pases', espera: soloClientes(200) },
  {
    // The matrix's server has no wallet credentials: the button is not offered, the call is 404
    // (pases.routes.test.ts meets Google's stand-in).
    ruta: 'POST /api/cliente/pases/google',
    body: (e) => ({ negocioID: e.publicID }),
    espera: soloClientes(404),
  },
  { ruta: 'DELETE /api/cliente/pases', espera: soloClientes(200) },
  {
    ruta: 'GET /api/cliente/pases/apple/:negocioID',
    url: (e) => `/api/cliente/pases/apple/${e.publicID}`,
    espera: soloClientes(404),
  },
  // The PassKit web service: no session, the pass's own `ApplePass` token, which no actor of the
  // scene has (a server without Apple's credentials has no pass to open either).
  {
    ruta: 'POST /api/pases/apple/v1/devices/:dispositivo/registrations/:passTypeId/:serial',
    url: () => '/api/pases/apple/v1/devices/d1/registrations/pass.mx.tarjeto.dev/s1',
    body: () => ({ pushToken: 'a'.repeat(64) }),
    espera: todos(401),
  },
  {
    ruta: 'DELETE /api/pases/apple/v1/devices/:dispositivo/registrations/:passTypeId/:serial',
    url: () => '/api/pases/apple/v1/devices/d1/registrations/pass.mx.tarjeto.dev/s1',
    espera: todos(401),
  },
  {
    ruta: 'GET /api/pases/apple/v1/devices/:dispositivo/registrations/:passTypeId',
    url: () => '/api/pases/apple/v1/devices/d1/registrations/pass.mx.tarjeto.dev',
    espera: todos(204),
  },
  {
    ruta: 'GET /api/pases/apple/v1/passes/:passTypeId/:serial',
    url: () => '/api/pases/apple/v1/passes/pass.mx.tarjeto.dev/s1',
    espera: todos(401),
  },
  {
    ruta: 'POST /api/pases/apple/v1/log',
    body: () => ({ logs: ['prueba'] }),
    espera: todos(200),
  },
  // Messages (issue 28): the customer's consent and notifications; a business's automations,
  // campaigns and their effect; 'Dejar de recibir' and the service worker's receipt, by a
  // message's id (no session: the scene has no message, so no id opens anything).
  { ruta: 'GET /api/cliente/avisos', espera: soloClientes(200) },
  {
    ruta: 'PUT /api/cliente/avisos/:negocioID',
    url: (e) => `/api/cliente/avisos/${e.publicID}`,
    body: () => ({ acepta: true }),
    // Both customers have the card by now (the other added it by its code, rows above).
    espera: soloClientes(200),
  },
  {
    ruta: 'POST /api/cliente/avisos/push',
    body: () => ({
      endpoint: 'https://push.example.com/send/matriz',
      keys: {
        p256dh:
          'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    }),
    espera: soloClientes(200),
  },
  {
    ruta: 'DELETE /api/cliente/avisos/push',
    body: () => ({ endpoint: 'https://push.example.com/send/matriz' }),
    espera: soloClientes(200),
  },
  { ruta: 'GET /api/negocio/avisos/automatizaciones', espera: soloNegocios(200, 'ofertas') },
  {
    ruta: 'PUT /api/negocio/avisos/automatizaciones/:tipo',
    url: () => '/api/negocio/avisos/automatizaciones/bienvenida',
    body: () => ({ activa: false }),
    espera: soloNegocios(200, 'ofertas'),
  },
  {
    ruta: 'POST /api/negocio/avisos/audiencia',
    body: () => ({ segmento: {} }),
    espera: soloNegocios(200, 'ofertas'),
  },
  { ruta: 'GET /api/negocio/avisos/campanas', espera: soloNegocios(200, 'ofertas') },
  {
    ruta: 'POST /api/negocio/avisos/campanas',
    body: () => ({
      texto: 'Hola {nombre}, te esperamos.',
      segmento: {},
      programadaPara: new Date(Date.now() + 86_400_000).toISOString(),
    }),
    espera: soloNegocios(200, 'ofertas'),
  },
  {
    ruta: 'DELETE /api/negocio/avisos/campanas/:campanaID',
    url: () => '/api/negocio/avisos/campanas/CAM0000000000000',
    espera: soloNegocios(404, 'ofertas'),
  },
  { ruta: 'GET /api/negocio/avisos/efecto', espera: soloNegocios(200, 'estadisticas') },
  {
    ruta: 'GET /api/avisos/baja/:mensajeID',
    url: () => '/api/avisos/baja/00000000-0000-4000-8000-000000000000',
    espera: todos(404),
  },
  {
    ruta: 'POST /api/avisos/baja/:mensajeID',
    url: () => '/api/avisos/baja/00000000-0000-4000-8000-000000000000',
    espera: todos(404),
  },
  {
    ruta: 'POST /api/avisos/entregado',
    body: () => ({ id: '00000000-0000-4000-8000-000000000000' }),
    espera: todos(204),
  },
  { ruta: 'GET /api/cliente/lugares', espera: soloClientes(200) },
  { ruta: 'GET /api/negocios/descubrir', espera: soloClientes(200) },
  { ruta: 'GET /api/cliente/promociones', espera: soloClientes(200) },
  {
    ruta: 'POST /api/cliente/promociones/:publicID/vista',
    url: (e) => `/api/cliente/promociones/${e.promocionID}/vista`,
    espera: soloClientes(200),
  },
  {
    ruta: 'POST /api/cliente/canjes',
    body: (e) => ({ promocionID: e.promocionID }),
    espera: soloClientes(200),
  },
  { ruta: 'GET /api/cliente/preferencias', espera: soloClientes(200) },
  {
    ruta: 'PUT /api/cliente/preferencias',
    body: () => ({ aceptaCorreos: true }),
    espera: soloClientes(200),
  },
  { ruta: 'GET /api/cliente/exportar/datos.json', espera: soloClientes(200) },
  {
    ruta: 'DELETE /api/cliente/cuenta',
    body: () => ({ contrasena: 'Horchata-Fria-2026' }),
    espera: soloClientes(200),
    propia: true,
  },
  // The business's own, with nothing named in the call.
  { ruta: 'GET /api/negocio/profile', espera: soloNegocios(200, 'panel') },
  { ruta: 'PUT /api/negocio/profile', body: () => ({}), espera: soloNegocios(400, 'ajustes') },
  {
    ruta: 'POST /api/negocio/profile/foto',
    forma: () => formaConFoto(),
    espera: soloNegocios(200, 'ajustes'),
  },
  { ruta: 'DELETE /api/negocio/profile/foto', espera: soloNegocios(200, 'ajustes') },
  { ruta: 'POST /api/negocio/cartel/impreso', espera: soloNegocios(200, 'ajustes') },
  {
    ruta: 'POST /api/canjes/confirmar',
    body: async (e) => ({ codigo: await e.codigoCanje() }),
    // The customer's code is for the owner's business: to another it is no valid code at all,
    // the same answer as a mistyped one.
    espera: { ...delDueno(200, 'ofertas'), otroNegocio: 400 },
  },
  {
    ruta: 'DELETE /api/negocio/cuenta',
    body: () => ({ contrasena: 'Horchata-Fria-2026' }),
    espera: soloNegocios(200, 'cuenta'),
    propia: true,
  },
  // The owner's second factor (the account's own, permiso 'cuenta'): its state; a setup started
  // with the password (a new secret, nothing on yet); the code and the turning off, refused
  // for their empty bodies once the caller is let through.
  { ruta: 'GET /api/cuenta/segundo-factor', espera: soloNegocios(200, 'cuenta') },
  {
    ruta: 'POST /api/cuenta/segundo-factor/iniciar',
    body: () => ({ contrasena: 'Horchata-Fria-2026' }),
    espera: soloNegocios(200, 'cuenta'),
  },
  {
    ruta: 'POST /api/cuenta/segundo-factor/activar',
    body: () => ({}),
    espera: soloNegocios(400, 'cuenta'),
  },
  {
    ruta: 'POST /api/cuenta/segundo-factor/desactivar',
    body: () => ({}),
    espera: soloNegocios(400, 'cuenta'),
  },
  // The business named in the call: its owner only.
  {
    ruta: 'GET /api/promocion',
    url: (e) => `/api/promocion?negocioID=${e.publicID}`,
    espera: delDueno(200, 'ofertas'),
  },
  {
    ruta: 'POST /api/promocion',
    body: (e) => promocion(e.publicID),
    espera: delDueno(200, 'ofertas'),
  },
  {
    ruta: 'GET /api/promocion/:publicID',
    url: (e) => `/api/promocion/${e.promocionID}`,
    espera: delDueno(200, 'ofertas'),
  },
  {
    ruta: 'PUT /api/promocion/:publicID',
    url: (e) => `/api/promocion/${e.promocionID}`,
    body: (e) => promocion(e.publicID),
    espera: delDueno(200, 'ofertas'),
  },
  {
    ruta: 'PATCH /api/promocion/:publicID/status',
    url: (e) => `/api/promocion/${e.promocionID}/status`,
    body: () => ({ status: true }),
    espera: delDueno(200, 'ofertas'),
  },
  {
    ruta: 'DELETE /api/promocion/:publicID',
    url: (e) => `/api/promocion/${e.promocionID}`,
    espera: delDueno(200, 'ofertas'),
    propia: true,
  },
  {
    ruta: 'GET /api/promocion/stats/:publicID',
    url: (e) => `/api/promocion/stats/${e.promocionID}`,
    espera: delDueno(200, 'ofertas'),
  },
  {
    ruta: 'GET /api/programa-lealtad/negocio/:publicID',
    url: negocioURL('/api/programa-lealtad/negocio/:publicID'),
    espera: delDueno(200, 'ofertas'),
  },
  {
    ruta: 'GET /api/programaLealtad/negocio/:publicID',
    url: negocioURL('/api/programaLealtad/negocio/:publicID'),
    espera: delDueno(200, 'ofertas'),
  },
  {
    ruta: 'PUT /api/programa-lealtad/negocio/:publicID',
    url: negocioURL('/api/programa-lealtad/negocio/:publicID'),
    body: (e) => e.programa,
    espera: delDueno(200, 'ajustes'),
  },
  {
    ruta: 'POST /api/programa-lealtad/negocio/:publicID/simulacion',
    url: negocioURL('/api/programa-lealtad/negocio/:publicID/simulacion'),
    body: (e) => e.programa,
    espera: delDueno(200, 'ajustes'),
  },
  ...[
    'inicio',
    'resumen',
    'retencion',
    'visitas-semanales',
    'promociones',
    'niveles',
    'horas-pico',
    'equipo',
  ].map((panel): Fila => ({
    ruta: `GET /api/estadisticas/negocio/:publicID/${panel}`,
    url: negocioURL(`/api/estadisticas/negocio/:publicID/${panel}`),
    espera: delDueno(200, 'estadisticas'),
  })),
  {
    ruta: 'GET /api/visita/stats/:publicID',
    url: negocioURL('/api/visita/stats/:publicID'),
    espera: delDueno(200, 'estadisticas'),
  },
  {
    ruta: 'GET /api/visita/negocio/:publicID',
    url: negocioURL('/api/visita/negocio/:publicID'),
    espera: delDueno(200, 'estadisticas'),
  },
  {
    ruta: 'GET /api/visita/trafico/:publicID',
    url: negocioURL('/api/visita/trafico/:publicID'),
    espera: delDueno(200, 'estadisticas'),
  },
  {
    ruta: 'GET /api/negocio/:publicID/clientes',
    url: negocioURL('/api/negocio/:publicID/clientes'),
    espera: delDueno(200, 'clientes'),
  },
  {
    ruta: 'GET /api/negocio/:publicID/clientes/recientes',
    url: negocioURL('/api/negocio/:publicID/clientes/recientes'),
    espera: delDueno(200, 'clientes'),
  },
  {
    ruta: 'GET /api/negocio/:publicID/clientes/proximos',
    url: negocioURL('/api/negocio/:publicID/clientes/proximos'),
    espera: delDueno(200, 'clientes'),
  },
  {
    ruta: 'GET /api/negocio/:publicID/clientes/:clientePublicID',
    url: (e) => `/api/negocio/${e.publicID}/clientes/${e.clientePublicID}`,
    espera: delDueno(200, 'clientes'),
  },
  {
    ruta: 'GET /api/negocio/:publicID/clientes/:clientePublicID/visitas',
    url: (e) => `/api/negocio/${e.publicID}/clientes/${e.clientePublicID}/visitas`,
    espera: delDueno(200, 'clientes'),
  },
  {
    ruta: 'GET /api/negocio/:publicID/actividad',
    url: negocioURL('/api/negocio/:publicID/actividad'),
    espera: delDueno(200, 'actividad'),
  },
  {
    ruta: 'POST /api/exportar/:publicID/permiso',
    url: negocioURL('/api/exportar/:publicID/permiso'),
    body: () => ({ contrasena: 'Horchata-Fria-2026' }),
    espera: delDueno(200, 'exportar'),
  },
  // Even the owner's session alone gets 403 'CONTRASENA_REQUERIDA': the password comes first
  // (the row above; privacidad.routes.test.ts downloads with it).
  ...['clientes.csv', 'visitas.csv', 'datos.json'].map((archivo): Fila => ({
    ruta: `GET /api/exportar/:publicID/${archivo}`,
    url: negocioURL(`/api/exportar/:publicID/${archivo}`),
    espera: delDueno(403, 'exportar'),
  })),
  {
    ruta: 'POST /api/establecimiento/generate-code',
    body: (e) => ({ establecimientoID: e.establecimientoID }),
    // The owner's establishment already has its Nexo: 'ya vinculado', past every check of who.
    espera: delDueno(409, 'nexo'),
  },
  {
    ruta: 'PUT /api/establecimiento/ubicacion',
    body: (e) => ({
      establecimientoID: e.establecimientoID,
      coordenadas: { latitud: 24.80694, longitud: -107.39381 },
    }),
    espera: delDueno(200, 'nexo'),
  },
  {
    ruta: 'GET /api/establecimiento/:id/nexo',
    url: (e) => `/api/establecimiento/${e.establecimientoID}/nexo`,
    espera: delDueno(200, 'nexo'),
  },
  {
    ruta: 'POST /api/establecimiento/:id/unpair',
    url: (e) => `/api/establecimiento/${e.establecimientoID}/unpair`,
    espera: delDueno(200, 'nexo'),
    propia: true,
  },
  {
    ruta: 'GET /api/nexo/:nexoID/stats',
    url: (e) => `/api/nexo/${e.nexoID}/stats`,
    espera: delDueno(200, 'nexo'),
  },
  {
    ruta: 'GET /api/nexo/:nexoID/visitas',
    url: (e) => `/api/nexo/${e.nexoID}/visitas`,
    espera: delDueno(200, 'nexo'),
  },
  // The device.
  { ruta: 'GET /api/nexo/yo', espera: soloNexo(200) },
  { ruta: 'POST /api/nexo/latido', espera: soloNexo(200) },
  {
    ruta: 'POST /api/nexo/visitas',
    body: async (e) => ({ codigo: await e.qrCliente(), idempotencyKey: nuevaClave() }),
    espera: soloNexo(200),
  },
  {
    ruta: 'POST /api/nexo/canjes',
    body: (e) => ({
      promocionID: e.promocionID,
      canjeToken: 'x'.repeat(20),
      idempotencyKey: nuevaClave(),
    }),
    espera: soloNexo(400),
  },
  {
    ruta: 'POST /api/nexo/canjes/codigo',
    body: async (e) => ({ codigo: await e.codigoCanje(), idempotencyKey: nuevaClave() }),
    espera: soloNexo(200),
  },
  { ruta: 'POST /api/nexo/desvincular', espera: soloNexo(200), propia: true },
  // The team (issue 25): each person's own standing and PIN; the owner's team; the invitee's link;
  // the kiosk's "¿Quién atiende?".
  { ruta: 'GET /api/negocio/mi-rol', espera: soloNegocios(200, null) },
  {
    ruta: 'PUT /api/negocio/mi-pin',
    body: () => ({ pin: '2468' }),
    espera: soloNegocios(200, null),
  },
  { ruta: 'GET /api/negocio/equipo', espera: soloNegocios(200, 'equipo') },
  { ruta: 'POST /api/negocio/equipo', body: () => ({}), espera: soloNegocios(400, 'equipo') },
  {
    ruta: 'PUT /api/negocio/equipo/:miembroId',
    url: (e) => `/api/negocio/equipo/${e.cajeroID}`,
    body: (e) => ({ rol: 'cajero', establecimientos: [e.establecimientoID] }),
    espera: delDueno(200, 'equipo'),
  },
  {
    ruta: 'POST /api/negocio/equipo/:miembroId/reenviar',
    url: (e) => `/api/negocio/equipo/${e.cajeroID}/reenviar`,
    // The cashier accepted already: nothing to send again.
    espera: delDueno(409, 'equipo'),
  },
  {
    ruta: 'DELETE /api/negocio/equipo/:miembroId',
    url: (e) => `/api/negocio/equipo/${e.cajeroID}`,
    espera: delDueno(200, 'equipo'),
    propia: true,
  },
  {
    ruta: 'GET /api/equipo/invitacion',
    url: () => `/api/equipo/invitacion?token=${'x'.repeat(43)}`,
    espera: todos(404),
  },
  { ruta: 'POST /api/equipo/aceptar', body: () => ({}), espera: todos(400) },
  { ruta: 'GET /api/nexo/equipo', espera: soloNexo(200) },
  {
    ruta: 'POST /api/nexo/atiende',
    // Nobody by that id serves here.
    body: () => ({ miembroId: '00000000-0000-4000-8000-000000000000', pin: '0000' }),
    espera: soloNexo(404),
  },
  { ruta: 'POST /api/nexo/atiende/salir', espera: soloNexo(200) },
];

const promocion = (negocioID: string) => ({
  negocioID,
  titulo: 'Agua fresca de jamaica gratis',
  descripcion: 'Con cualquier orden de tacos.',
  tipoPromo: { tipo: 'regular' },
});

let ip = 0;

/** The people, device and records every row's call needs, made through the API. */
export async function montarEscena(t: TestApp): Promise<Escena> {
  const dueno = await negocio(t, 'Taquería La Matriz');
  const otro = await negocio(t, 'Taquería Ajena');
  const c = await cliente(t, 'Carmen Cliente');
  const oc = await cliente(t, 'Omar Otro');
  const signup = await postJson(
    t,
    '/api/auth/signup',
    { email: `sin.verificar.${nuevaClave()}@example.mx`, contrasena: 'Horchata-Fria-2026' },
    { remoteAddress: `10.77.${Math.floor(++ip / 250)}.${ip % 250}` },
  );
  expect(signup.statusCode, signup.body).toBe(200);
  const device = await nexoPara(t, dueno);
  expect((await visita(t, device.token, { codigo: await c.qrEn() })).statusCode).toBe(200);
  const promo = await postJson(t, '/api/promocion', promocion(dueno.publicID), {
    cookie: dueno.cookie,
  });
  expect(promo.statusCode, promo.body).toBe(200);
  const promocionID = promo.json().data.publicID as string;
  const perfil = (await get(t, '/api/negocio/profile', dueno.cookie)).json().data;
  const clientes = (await get(t, `/api/negocio/${dueno.publicID}/clientes`, dueno.cookie)).json()
    .data;
  // A photo to fetch: the business's own, uploaded as the app does.
  const foto = await subirFoto(t, 'negocio', dueno.cookie);
  expect(foto.statusCode, foto.body).toBe(200);
  const programa = (
    await get(t, `/api/programa-lealtad/negocio/${dueno.publicID}`, dueno.cookie)
  ).json().data;
  const encargado = await alEquipo(t, dueno, 'encargado');
  const cajero = await alEquipo(t, dueno, 'cajero');
  return {
    cookies: {
      dueno: dueno.cookie,
      otroNegocio: otro.cookie,
      cliente: c.cookie,
      otroCliente: oc.cookie,
      sinVerificar: sessionCookieOf(signup)!,
      encargado: encargado.cookie,
      cajero: cajero.cookie,
    },
    cajeroID: cajero.miembroId,
    token: device.token,
    publicID: dueno.publicID,
    slug: perfil.slug,
    codigoNegocio: perfil.codigo,
    establecimientoID: dueno.establecimientoID,
    nexoID: device.nexoId,
    promocionID,
    clientePublicID: clientes.clientes[0].clientePublicID,
    fotoID: (foto.json().data.fotoPerfil as string).split('/').at(-1)!,
    programa: { niveles: programa.niveles, duracionMeses: programa.duracionMeses },
    qrCliente: () => oc.qrEn(),
    codigoCanje: async () => {
      const res = await postJson(t, '/api/cliente/canjes', { promocionID }, { cookie: c.cookie });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.codigo as string;
    },
  };
}

/** What a fuzzed call puts in place of the row's own: a raw body, a query, more headers. */
export interface Cambios {
  payload?: string | Buffer;
  query?: string;
  headers?: Record<string, string>;
}

/** The row's call as `actor` makes it (its cookie, or the device's bearer token). */
export async function llamar(
  t: TestApp,
  fila: Fila,
  e: Escena,
  actor: Actor,
  cambios: Cambios = {},
) {
  const [method, plantilla] = fila.ruta.split(' ') as [Method, string];
  const base = fila.url?.(e) ?? plantilla;
  const url =
    cambios.query === undefined ? base : `${base}${base.includes('?') ? '&' : '?'}${cambios.query}`;
  const body =
    cambios.payload !== undefined ? undefined : fila.body ? await fila.body(e) : undefined;
  const forma =
    cambios.payload !== undefined ? undefined : fila.forma ? await fila.forma() : undefined;
  const cookie = e.cookies[actor];
  return t.app.inject({
    method,
    url,
    headers: {
      ...SAME_ORIGIN,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...forma?.headers,
      ...(actor === 'nexo' ? { authorization: `Bearer ${e.token}` } : {}),
      ...cambios.headers,
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    ...(forma ? { payload: forma.payload } : {}),
    ...(cambios.payload !== undefined ? { payload: cambios.payload } : {}),
    cookies: cookie ? { tarjeto_sesion: cookie } : {},
    remoteAddress: `10.78.${Math.floor(++ip / 250) % 250}.${ip % 250}`,
  });
}

/** 'METHOD /path/:param' for every route the server publishes in its OpenAPI document. */
export async function rutasPublicadas(t: TestApp) {
  const doc = (await get(t, '/api/docs/json')).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  const rutas = Object.entries(doc.paths).flatMap(([p, ops]) =>
    Object.keys(ops)
      .filter((m) => m !== 'head')
      .map((m) => `${m.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`),
  );
  return [...new Set(rutas)].sort();
}
