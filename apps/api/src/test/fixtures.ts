import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  CODIGO_PASO_MS,
  codigoClienteEn,
  codigoParaQr,
  promocionResponseSchema,
  rutaExportacion,
  rutaPermisoExportacion,
  type ArchivoExportacion,
  type ClienteSetup,
  type DiaDeHorario,
  type NegocioSetup,
  type PromocionDraft,
} from '@tarjeto/shared';
import { clientes, establecimientos, negocios, usuarios } from '../db/schema/index.ts';
import { PERMISO_EXPORTACION_COOKIE } from '../modules/privacidad/permiso-exportacion.ts';
import { multipart, postForm } from './multipart.ts';
import { lastCodeFor, SAME_ORIGIN, sessionCookieOf, type TestApp } from './test-app.ts';

// People and devices for API tests, made through the API as the app makes them.

let n = 0;
const json = { ...SAME_ORIGIN, 'content-type': 'application/json' };

export const NEGOCIO_BASE: NegocioSetup = {
  datosPersonales: { nombreComercial: 'Taquería El Fogón', rfc: 'TEF210315AB9' },
  informacionGeneral: {
    categoria: ['taqueria'],
    gradient: 'rubi',
    rangoPrecios: 'low',
    personalTotal: 5,
    horarioOperacion: [{ dia: 1, apertura: '09:00', cierre: '22:00' }],
  },
  establecimiento: {
    ubicacion: {
      direccion: 'Av. Reforma 45',
      ciudad: 'Ciudad de México',
      estado: 'CDMX',
      codigoPostal: '06600',
      zona: 'Juárez',
    },
  },
};

export const CLIENTE_BASE: ClienteSetup = {
  datosPersonales: {
    nombre: 'Daniela Ruiz',
    edad: 29,
    genero: 'Femenino',
    ubicacion: { ciudad: 'Ciudad de México', codigoPostal: '06600' },
  },
  categoriaFavorita: ['taqueria'],
};

/**
 * A signed-up account with its mail verified and no type yet: what /setup-profile starts from.
 * `signup` adds fields to the signup's body.
 */
export async function cuentaVerificada(
  t: TestApp,
  opciones: { contrasena?: string; signup?: Record<string, unknown> } = {},
) {
  const email = `fixture${++n}.${Date.now()}@example.mx`;
  const signup = await postJson(
    t,
    '/api/auth/signup',
    { email, contrasena: opciones.contrasena ?? 'Horchata-Fria-2026', ...opciones.signup },
    { remoteAddress: `10.200.${Math.floor(n / 250)}.${n % 250}` },
  );
  const verify = await postJson(
    t,
    '/api/auth/verify-email',
    { code: lastCodeFor(t, email) },
    { cookie: sessionCookieOf(signup)! },
  );
  return { email, cookie: sessionCookieOf(verify)! };
}

/** A verified account with a finished setup; returns its session cookie. */
async function cuenta(t: TestApp, userType: 'user' | 'business', profileData: unknown) {
  const { email, cookie } = await cuentaVerificada(t);
  const setup = await postForm(
    t,
    '/api/auth/setup-profile',
    multipart({ userType, profileData: JSON.stringify(profileData) }),
    cookie,
  );
  expect(setup.statusCode, setup.body).toBe(200);
  return { email, cookie };
}

export async function negocio(t: TestApp, nombre = NEGOCIO_BASE.datosPersonales.nombreComercial) {
  const c = await cuenta(t, 'business', {
    ...NEGOCIO_BASE,
    datosPersonales: { ...NEGOCIO_BASE.datosPersonales, nombreComercial: nombre },
  });
  const profile = await get(t, '/api/negocio/profile', c.cookie);
  const data = profile.json().data as {
    publicID: string;
    establecimientos: Array<{ establecimientoID: string }>;
  };
  return {
    ...c,
    publicID: data.publicID,
    establecimientoID: data.establecimientos[0]!.establecimientoID,
  };
}

export async function cliente(t: TestApp, nombre = CLIENTE_BASE.datosPersonales.nombre) {
  const c = await cuenta(t, 'user', {
    ...CLIENTE_BASE,
    datosPersonales: { ...CLIENTE_BASE.datosPersonales, nombre },
  });
  // Asking for a code once makes the customer's handle and secret.
  const res = await get(t, '/api/cliente/codigo', c.cookie);
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.database.db
    .select({ handle: clientes.codigoHandle, secreto: clientes.codigoSecreto })
    .from(clientes)
    .innerJoin(usuarios, eq(usuarios.id, clientes.usuarioId))
    .where(eq(usuarios.email, c.email));
  const { handle, secreto } = row as { handle: string; secreto: string };
  const qrEn = async (at: Date | number = Date.now()) =>
    codigoParaQr(await codigoClienteEn(handle, secreto, new Date(at).getTime()));
  const enviados = new Set<string>();
  return {
    ...c,
    handle,
    secreto,
    /** What the customer's QR holds at a moment (now by default). */
    qrEn,
    /**
     * A scan of a code this customer has not shown before (each code is judged once, DOMAIN §4):
     * this step's, the next one's or the one before — all live, so a canje token comes with it —
     * then earlier ones, sent as scans of their own moment (queued: counted, but no token).
     */
    escaneoNuevo: async (): Promise<{ codigo: string; escaneadoEn?: string }> => {
      const ahora = Date.now();
      for (let k = 1; ; k++) {
        const paso = k === 1 ? 0 : k === 2 ? 1 : 2 - k;
        const at = ahora + paso * CODIGO_PASO_MS;
        const codigo = await qrEn(at);
        if (enviados.has(codigo)) continue;
        enviados.add(codigo);
        return paso >= -1 ? { codigo } : { codigo, escaneadoEn: new Date(at).toISOString() };
      }
    },
  };
}

/** A customer's row, by their account's email: its ids, name and counters, as the API wrote them. */
export async function filaDeCliente(t: TestApp, email: string) {
  const [row] = await t.database.db
    .select({ c: clientes })
    .from(clientes)
    .innerJoin(usuarios, eq(usuarios.id, clientes.usuarioId))
    .where(eq(usuarios.email, email));
  return row!.c;
}

export const get = (t: TestApp, url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, cookies: cookie ? { tarjeto_sesion: cookie } : {} });

/**
 * A call as the web app makes it: same-origin, JSON when it carries a payload, with the session
 * cookie when given.
 */
export const send = (
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: { payload?: unknown; cookie?: string | undefined; remoteAddress?: string } = {},
) =>
  t.app.inject({
    method,
    url,
    headers: options.payload === undefined ? SAME_ORIGIN : json,
    ...(options.payload === undefined ? {} : { payload: JSON.stringify(options.payload) }),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    cookies: options.cookie ? { tarjeto_sesion: options.cookie } : {},
  });

export const postJson = (
  t: TestApp,
  url: string,
  payload: unknown,
  options: { cookie?: string; token?: string; remoteAddress?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      ...(options.token
        ? { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' }
        : json),
    },
    payload: JSON.stringify(payload ?? {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    cookies: options.cookie ? { tarjeto_sesion: options.cookie } : {},
  });

/**
 * A business's file as the dashboard downloads it (docs/api.md, Ajustes): the owner's password
 * (the fixtures' own unless given), then the file with the permit that answer set. A test that
 * downloads often gives each password its own `remoteAddress`, out of the per-address limit.
 */
export async function exportar(
  t: TestApp,
  publicID: string,
  archivo: ArchivoExportacion,
  cookie?: string,
  options: { contrasena?: string; remoteAddress?: string } = {},
) {
  const permiso = await postJson(
    t,
    rutaPermisoExportacion(publicID),
    { contrasena: options.contrasena ?? 'Horchata-Fria-2026' },
    {
      ...(cookie ? { cookie } : {}),
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    },
  );
  const valor = permiso.cookies.find((c) => c.name === PERMISO_EXPORTACION_COOKIE)?.value;
  return t.app.inject({
    method: 'GET',
    url: rutaExportacion(publicID, archivo),
    cookies: {
      ...(cookie ? { tarjeto_sesion: cookie } : {}),
      ...(valor ? { [PERMISO_EXPORTACION_COOKIE]: valor } : {}),
    },
  });
}

/**
 * A business as the alert rules read it: open on `horario`, its establishment named 'Centro' and
 * its Nexo 'Caja 1' paired; with the business's row id.
 */
export async function negocioEnCentro(t: TestApp, nombre: string, horario: DiaDeHorario[]) {
  const neg = await negocio(t, nombre);
  const nexo = await nexoPara(t, neg, 'Caja 1');
  const [row] = await t.database.db
    .update(negocios)
    .set({ horarioOperacion: horario })
    .where(eq(negocios.publicId, neg.publicID))
    .returning({ id: negocios.id });
  await t.database.db
    .update(establecimientos)
    .set({ nombre: 'Centro' })
    .where(eq(establecimientos.id, neg.establecimientoID));
  return { neg, nexo, negocioId: row!.id };
}

/** Pairs a device to the business's establishment, as a kiosk does; returns its token. */
export async function nexoPara(
  t: TestApp,
  neg: { cookie: string; establecimientoID: string },
  nombre = 'Caja 1',
) {
  const gen = await postJson(
    t,
    '/api/establecimiento/generate-code',
    { establecimientoID: neg.establecimientoID },
    { cookie: neg.cookie },
  );
  expect(gen.statusCode, gen.body).toBe(200);
  const reg = await postJson(
    t,
    '/api/nexo/register',
    { connectionCode: gen.json().data.code, nombre },
    { remoteAddress: `10.201.0.${++n % 250}` },
  );
  expect(reg.statusCode, reg.body).toBe(200);
  return reg.json().data as { token: string; nexoId: string; establecimientoId: string };
}

/**
 * A regular promotion of the business, created as the dashboard creates it — by the owner, or by
 * the team member whose `cookie` is given; returns the promotion as the answer holds it.
 */
export async function promocion(
  t: TestApp,
  neg: { cookie: string; publicID: string },
  campos: { titulo: string; descripcion: string } & Partial<PromocionDraft>,
  cookie = neg.cookie,
) {
  const res = await postJson(
    t,
    '/api/promocion',
    { negocioID: neg.publicID, tipoPromo: { tipo: 'regular' }, ...campos },
    { cookie },
  );
  expect(res.statusCode, res.body).toBe(200);
  return promocionResponseSchema.parse(res.json()).data;
}

let key = 0;
export const nuevaClave = () => `prueba-${Date.now()}-${++key}`;

/** A visit from a device: a customer's code (or anonymous), with a fresh idempotency key. */
export const visita = (
  t: TestApp,
  token: string,
  body: { codigo?: string; anonimo?: boolean; escaneadoEn?: string; idempotencyKey?: string },
) => postJson(t, '/api/nexo/visitas', { idempotencyKey: nuevaClave(), ...body }, { token });

/** A canje at the kiosk, with the token a live scan of the customer gave: answered 200. */
export async function canjeEnNexo(
  t: TestApp,
  token: string,
  promocionID: string,
  canjeToken: string,
) {
  const res = await postJson(
    t,
    '/api/nexo/canjes',
    { promocionID, canjeToken, idempotencyKey: nuevaClave() },
    { token },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

let invitado = 0;

/**
 * Someone the owner invites to their team with a role (issue 25 part B), who accepts through the
 * mailed link and is signed in; with `pin`, they also set their kiosk PIN.
 */
export async function alEquipo(
  t: TestApp,
  neg: { cookie: string; establecimientoID: string },
  rol: 'encargado' | 'cajero',
  opciones: { nombre?: string; contrasena?: string; pin?: string } = {},
) {
  const nombre = opciones.nombre ?? `Persona ${rol}`;
  const email = `${rol}.${++invitado}.${nuevaClave()}@example.mx`;
  const inv = await postJson(
    t,
    '/api/negocio/equipo',
    { nombre, email, rol, establecimientos: [neg.establecimientoID] },
    { cookie: neg.cookie },
  );
  expect(inv.statusCode, inv.body).toBe(200);
  const token = tokenDeInvitacion(t, email);
  const acepta = await postJson(
    t,
    '/api/equipo/aceptar',
    { token, contrasena: opciones.contrasena ?? 'Horchata-Fria-2026' },
    { remoteAddress: `10.79.${Math.floor(invitado / 250)}.${invitado % 250}` },
  );
  expect(acepta.statusCode, acepta.body).toBe(200);
  const cookie = sessionCookieOf(acepta)!;
  if (opciones.pin) await ponerPin(t, cookie, opciones.pin);
  return { miembroId: inv.json().data.miembroId as string, email, nombre, cookie, token };
}

/** The token of the newest invitation mailed to `email`. */
export function tokenDeInvitacion(t: TestApp, email: string) {
  const mail = t.outbox().find((m) => m.to === email);
  expect(mail, `a mail to ${email}`).toBeDefined();
  const token = /equipo\/aceptar\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)?.[1];
  expect(token).toBeDefined();
  return token!;
}

/** The signed-in person (owner or team) sets their own kiosk PIN. */
export async function ponerPin(t: TestApp, cookie: string, pin: string) {
  const res = await send(t, 'PUT', '/api/negocio/mi-pin', { payload: { pin }, cookie });
  expect(res.statusCode, res.body).toBe(200);
}

/** "¿Quién atiende?": the person says it is them at the device with their PIN. */
export async function atiende(t: TestApp, token: string, miembroId: string, pin: string) {
  const res = await postJson(t, '/api/nexo/atiende', { miembroId, pin }, { token });
  expect(res.statusCode, res.body).toBe(200);
}
