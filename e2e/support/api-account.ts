import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { APIRequestContext, BrowserContext } from 'playwright-core';
import { expect, inject } from 'vitest';
import { promocionResponseSchema } from '@tarjeto/shared';
import { PASSWORD } from './account.ts';
import { waitForCode } from './mail.ts';

// An account made through the API in a browser context (so the context is signed in), for the
// journeys whose subject is not the signup screens: the same calls the screens make, the real
// proof-of-work captcha solved here, the real code read from the mail sink. Each account comes
// from its own client address (the e2e server trusts 127.0.0.1 as a proxy), so the per-address
// signup limit meets no journey that did not mean it.

let n = 0;

export async function apiAccount(
  context: BrowserContext,
  prefix: string,
  /** null: verified, without a profile yet (the wizard's first step). */
  profile: { userType: 'user' | 'business'; profileData: unknown } | null,
) {
  const base = inject('baseUrl');
  const from = { origin: base, 'x-forwarded-for': `198.18.${++n}.${Date.now() % 250}` };
  const email = `${prefix}.${Date.now()}.${n}@example.mx`;
  const challenge = (await (
    await context.request.get(`${base}/api/auth/captcha`)
  ).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const signup = await context.request.post(`${base}/api/auth/signup`, {
    headers: from,
    data: { email, contrasena: PASSWORD, captcha },
  });
  expect(signup.status(), await signup.text()).toBe(200);
  const code = await waitForCode(email, /verificar tu correo/);
  const verify = await context.request.post(`${base}/api/auth/verify-email`, {
    headers: from,
    data: { code },
  });
  expect(verify.status(), await verify.text()).toBe(200);
  if (!profile) return email;
  const setup = await context.request.post(`${base}/api/auth/setup-profile`, {
    headers: from,
    multipart: { userType: profile.userType, profileData: JSON.stringify(profile.profileData) },
  });
  expect(setup.status(), await setup.text()).toBe(200);
  return email;
}

export const negocioData = (nombre: string) => ({
  datosPersonales: { nombreComercial: nombre, rfc: 'TJE210315AB9' },
  informacionGeneral: {
    categoria: ['taqueria'],
    gradient: 'rubi',
    rangoPrecios: 'low',
    personalTotal: 4,
    horarioOperacion: [{ dia: 1, apertura: '09:00', cierre: '22:00' }],
  },
  establecimiento: {
    ubicacion: {
      direccion: 'Calle 5 de Mayo 12',
      ciudad: 'Puebla',
      estado: 'Puebla',
      codigoPostal: '72000',
      zona: 'Centro',
    },
  },
});

export const clienteData = (nombre: string) => ({
  datosPersonales: {
    nombre,
    edad: 31,
    genero: 'Femenino',
    ubicacion: { ciudad: 'Puebla', codigoPostal: '72000' },
  },
  categoriaFavorita: ['taqueria'],
});

/** A business account with negocioData's profile, signed in in `context`; returns its e-mail. */
export const apiNegocio = (context: BrowserContext, prefix: string, nombre: string) =>
  apiAccount(context, prefix, { userType: 'business', profileData: negocioData(nombre) });

/** A customer account with clienteData's profile, signed in in `context`; returns its e-mail. */
export const apiCliente = (context: BrowserContext, prefix: string, nombre: string) =>
  apiAccount(context, prefix, { userType: 'user', profileData: clienteData(nombre) });

/** The signed-in business's profile, as GET /api/negocio/profile answers it. */
export async function perfilNegocio(request: APIRequestContext) {
  const res = await request.get(`${inject('baseUrl')}/api/negocio/profile`);
  return (await res.json()).data;
}

/** A Nexo pairing code for an establishment, asked for as 'Generar Código' asks. */
export async function codigoDeVinculacion(
  request: APIRequestContext,
  establecimientoID: string,
  headers: Record<string, string> = { origin: inject('baseUrl') },
) {
  const res = await request.post(`${inject('baseUrl')}/api/establecimiento/generate-code`, {
    headers,
    data: { establecimientoID },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data.code as string;
}

/** A Nexo paired with an establishment through the API, as a kiosk pairs; returns its token. */
export async function nexoPorApi(
  request: APIRequestContext,
  establecimientoID: string,
  nombre: string,
  headers: Record<string, string> = { origin: inject('baseUrl') },
) {
  const connectionCode = await codigoDeVinculacion(request, establecimientoID, headers);
  const res = await request.post(`${inject('baseUrl')}/api/nexo/register`, {
    headers,
    data: { connectionCode, nombre },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data.token as string;
}

/** A promotion made through the API, as the drawer makes one (POST /api/promocion); returns it. */
export async function promocionPorApi(
  request: APIRequestContext,
  datos: Record<string, unknown>,
  headers: Record<string, string> = { origin: inject('baseUrl') },
) {
  const res = await request.post(`${inject('baseUrl')}/api/promocion`, { headers, data: datos });
  expect(res.status(), await res.text()).toBe(200);
  return promocionResponseSchema.parse(await res.json()).data;
}
