import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
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
import { createTestApp, SAME_ORIGIN, sessionCookieOf, type TestApp } from '../test/test-app.ts';

// Who may call what (DOMAIN §8, issue 14 part 1): every route of the API, called by each kind of
// caller — a guest, a signed-up person who has not verified, a customer and another customer, the
// business's owner and another business, and the business's paired Nexo — with the status each
// one gets. The rows are checked against the routes the server publishes in its OpenAPI document:
// a route added without a row here fails this test.

type Actor =
  'invitado' | 'sinVerificar' | 'cliente' | 'otroCliente' | 'dueno' | 'otroNegocio' | 'nexo';
const ACTORES: readonly Actor[] = [
  'invitado',
  'sinVerificar',
  'cliente',
  'otroCliente',
  'otroNegocio',
  'nexo',
  // Last: the owner's call may change what the others would have met (a deleted promotion).
  'dueno',
];

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Espera = Record<Actor, number>;

/** The business, its device, a promotion and a customer it has seen; the other callers. */
interface Escena {
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
}

interface Fila {
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
  otroNegocio: s,
  nexo: s,
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
/** Businesses only, each for its own data (no business named in the call). */
const soloNegocios = (s: number): Espera => ({
  ...todos(403),
  invitado: 401,
  sinVerificar: 409,
  nexo: 401,
  dueno: s,
  otroNegocio: s,
});
/** The owner of the business the call names; another business is told it does not exist. */
const delDueno = (s: number): Espera => ({ ...soloNegocios(s), otroNegocio: 404 });
/** The paired device only (its bearer token); no session of any kind opens it. */
const soloNexo = (s: number): Espera => ({ ...todos(401), nexo: s });

const negocioURL = (tpl: string) => (e: Escena) => tpl.replace(':publicID', e.publicID);

const FILAS: Fila[] = [
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
  { ruta: 'GET /api/negocio/profile', espera: soloNegocios(200) },
  { ruta: 'PUT /api/negocio/profile', body: () => ({}), espera: soloNegocios(400) },
  {
    ruta: 'POST /api/negocio/profile/foto',
    forma: () => formaConFoto(),
    espera: soloNegocios(200),
  },
  { ruta: 'DELETE /api/negocio/profile/foto', espera: soloNegocios(200) },
  {
    ruta: 'POST /api/canjes/confirmar',
    body: async (e) => ({ codigo: await e.codigoCanje() }),
    // The customer's code is for the owner's business: to another it is no valid code at all,
    // the same answer as a mistyped one.
    espera: { ...delDueno(200), otroNegocio: 400 },
  },
  {
    ruta: 'DELETE /api/negocio/cuenta',
    body: () => ({ contrasena: 'Horchata-Fria-2026' }),
    espera: soloNegocios(200),
    propia: true,
  },
  // The business named in the call: its owner only.
  {
    ruta: 'GET /api/promocion',
    url: (e) => `/api/promocion?negocioID=${e.publicID}`,
    espera: delDueno(200),
  },
  { ruta: 'POST /api/promocion', body: (e) => promocion(e.publicID), espera: delDueno(200) },
  {
    ruta: 'GET /api/promocion/:publicID',
    url: (e) => `/api/promocion/${e.promocionID}`,
    espera: delDueno(200),
  },
  {
    ruta: 'PUT /api/promocion/:publicID',
    url: (e) => `/api/promocion/${e.promocionID}`,
    body: (e) => promocion(e.publicID),
    espera: delDueno(200),
  },
  {
    ruta: 'PATCH /api/promocion/:publicID/status',
    url: (e) => `/api/promocion/${e.promocionID}/status`,
    body: () => ({ status: true }),
    espera: delDueno(200),
  },
  {
    ruta: 'DELETE /api/promocion/:publicID',
    url: (e) => `/api/promocion/${e.promocionID}`,
    espera: delDueno(200),
    propia: true,
  },
  {
    ruta: 'GET /api/promocion/stats/:publicID',
    url: (e) => `/api/promocion/stats/${e.promocionID}`,
    espera: delDueno(200),
  },
  {
    ruta: 'GET /api/programa-lealtad/negocio/:publicID',
    url: negocioURL('/api/programa-lealtad/negocio/:publicID'),
    espera: delDueno(200),
  },
  {
    ruta: 'GET /api/programaLealtad/negocio/:publicID',
    url: negocioURL('/api/programaLealtad/negocio/:publicID'),
    espera: delDueno(200),
  },
  {
    ruta: 'PUT /api/programa-lealtad/negocio/:publicID',
    url: negocioURL('/api/programa-lealtad/negocio/:publicID'),
    body: () => programa(),
    espera: delDueno(200),
  },
  {
    ruta: 'POST /api/programa-lealtad/negocio/:publicID/simulacion',
    url: negocioURL('/api/programa-lealtad/negocio/:publicID/simulacion'),
    body: () => programa(),
    espera: delDueno(200),
  },
  ...[
    'inicio',
    'resumen',
    'retencion',
    'visitas-semanales',
    'promociones',
    'niveles',
    'horas-pico',
  ].map((panel): Fila => ({
    ruta: `GET /api/estadisticas/negocio/:publicID/${panel}`,
    url: negocioURL(`/api/estadisticas/negocio/:publicID/${panel}`),
    espera: delDueno(200),
  })),
  {
    ruta: 'GET /api/visita/stats/:publicID',
    url: negocioURL('/api/visita/stats/:publicID'),
    espera: delDueno(200),
  },
  {
    ruta: 'GET /api/visita/negocio/:publicID',
    url: negocioURL('/api/visita/negocio/:publicID'),
    espera: delDueno(200),
  },
  {
    ruta: 'GET /api/negocio/:publicID/clientes',
    url: negocioURL('/api/negocio/:publicID/clientes'),
    espera: delDueno(200),
  },
  {
    ruta: 'GET /api/negocio/:publicID/clientes/recientes',
    url: negocioURL('/api/negocio/:publicID/clientes/recientes'),
    espera: delDueno(200),
  },
  {
    ruta: 'GET /api/negocio/:publicID/clientes/proximos',
    url: negocioURL('/api/negocio/:publicID/clientes/proximos'),
    espera: delDueno(200),
  },
  {
    ruta: 'GET /api/negocio/:publicID/clientes/:clientePublicID',
    url: (e) => `/api/negocio/${e.publicID}/clientes/${e.clientePublicID}`,
    espera: delDueno(200),
  },
  {
    ruta: 'GET /api/negocio/:publicID/clientes/:clientePublicID/visitas',
    url: (e) => `/api/negocio/${e.publicID}/clientes/${e.clientePublicID}/visitas`,
    espera: delDueno(200),
  },
  ...['clientes.csv', 'visitas.csv', 'datos.json'].map((archivo): Fila => ({
    ruta: `GET /api/exportar/:publicID/${archivo}`,
    url: negocioURL(`/api/exportar/:publicID/${archivo}`),
    espera: delDueno(200),
  })),
  {
    ruta: 'POST /api/establecimiento/generate-code',
    body: (e) => ({ establecimientoID: e.establecimientoID }),
    // The owner's establishment already has its Nexo: 'ya vinculado', past every check of who.
    espera: delDueno(409),
  },
  {
    ruta: 'GET /api/establecimiento/:id/nexo',
    url: (e) => `/api/establecimiento/${e.establecimientoID}/nexo`,
    espera: delDueno(200),
  },
  {
    ruta: 'POST /api/establecimiento/:id/unpair',
    url: (e) => `/api/establecimiento/${e.establecimientoID}/unpair`,
    espera: delDueno(200),
    propia: true,
  },
  {
    ruta: 'GET /api/nexo/:nexoID/stats',
    url: (e) => `/api/nexo/${e.nexoID}/stats`,
    espera: delDueno(200),
  },
  {
    ruta: 'GET /api/nexo/:nexoID/visitas',
    url: (e) => `/api/nexo/${e.nexoID}/visitas`,
    espera: delDueno(200),
  },
  // The device.
  { ruta: 'GET /api/nexo/yo', espera: soloNexo(200) },
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
];

const promocion = (negocioID: string) => ({
  negocioID,
  titulo: 'Agua fresca de jamaica gratis',
  descripcion: 'Con cualquier orden de tacos.',
  tipoPromo: { tipo: 'regular' },
});

let programaActual: unknown;
const programa = () => programaActual;

let t: TestApp;
let escena: Escena;
beforeAll(async () => {
  t = await createTestApp();
  escena = await montarEscena();
  const res = await get(
    t,
    `/api/programa-lealtad/negocio/${escena.publicID}`,
    escena.cookies.dueno,
  );
  const { niveles, duracionMeses } = res.json().data;
  programaActual = { niveles, duracionMeses };
}, 60_000);
afterAll(() => t?.close());

let ip = 0;
async function montarEscena(): Promise<Escena> {
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
  return {
    cookies: {
      dueno: dueno.cookie,
      otroNegocio: otro.cookie,
      cliente: c.cookie,
      otroCliente: oc.cookie,
      sinVerificar: sessionCookieOf(signup)!,
    },
    token: device.token,
    publicID: dueno.publicID,
    slug: perfil.slug,
    codigoNegocio: perfil.codigo,
    establecimientoID: dueno.establecimientoID,
    nexoID: device.nexoId,
    promocionID,
    clientePublicID: clientes.clientes[0].clientePublicID,
    fotoID: (foto.json().data.fotoPerfil as string).split('/').at(-1)!,
    qrCliente: () => oc.qrEn(),
    codigoCanje: async () => {
      const res = await postJson(t, '/api/cliente/canjes', { promocionID }, { cookie: c.cookie });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.codigo as string;
    },
  };
}

async function llamar(fila: Fila, e: Escena, actor: Actor) {
  const [method, plantilla] = fila.ruta.split(' ') as [Method, string];
  const url = fila.url?.(e) ?? plantilla;
  const body = fila.body ? await fila.body(e) : undefined;
  const forma = fila.forma ? await fila.forma() : undefined;
  const cookie = e.cookies[actor];
  return t.app.inject({
    method,
    url,
    headers: {
      ...SAME_ORIGIN,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...forma?.headers,
      ...(actor === 'nexo' ? { authorization: `Bearer ${e.token}` } : {}),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    ...(forma ? { payload: forma.payload } : {}),
    cookies: cookie ? { tarjeto_sesion: cookie } : {},
    remoteAddress: `10.78.${Math.floor(++ip / 250) % 250}.${ip % 250}`,
  });
}

describe('the authorization matrix', () => {
  it('has a row for every route the server publishes, and no row for a route it does not', async () => {
    const doc = (await get(t, '/api/docs/json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const publicadas = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.keys(ops)
        .filter((m) => m !== 'head')
        .map((m) => `${m.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(publicadas.length).toBeGreaterThan(60);
    expect(FILAS.map((f) => f.ruta).sort()).toEqual([...new Set(publicadas)].sort());
  });

  for (const fila of FILAS) {
    it(fila.ruta, async () => {
      // A call that destroys what it names gets a scene of its own; each caller calls once, the
      // owner last, so no one meets what another's call left.
      const e = fila.propia ? await montarEscena() : escena;
      const obtenido: Partial<Espera> = {};
      for (const actor of ACTORES) {
        const res = await llamar(fila, e, actor);
        obtenido[actor] = res.statusCode;
        expect(res.statusCode, `${actor}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
        if (res.statusCode >= 400 && res.headers['content-type']?.toString().includes('json')) {
          expect(res.json(), `${actor}: the error shape`).toMatchObject({
            success: false,
            message: expect.any(String),
          });
        }
      }
      expect(obtenido).toEqual(fila.espera);
    });
  }
});
