import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CODIGO_PASO_MS,
  codigoClienteEn,
  codigoParaQr,
  type ClienteCodigoLlave,
} from '@tarjeto/shared';
import { clientes, usuarios } from '../../db/schema/index.ts';
import { cliente, get, negocio, nexoPara, postJson, visita } from '../../test/fixtures.ts';
import { testAppForFile, waitForResetCode } from '../../test/test-app.ts';

// 'Mi código' without a connection (issue 11, DOMAIN §4): the phone receives the code's key while
// signed in and computes the codes itself; a code from that key counts at a counter — also from a
// phone whose clock runs a step ahead; a password change or reset replaces the secret, so a copy
// left on a phone stops producing accepted codes.

const t = testAppForFile();

const ACTUAL = 'Horchata-Fria-2026';
let ip = 0;
const desde = () => ({ remoteAddress: `10.93.0.${++ip % 250}` });

const llave = async (cookie: string) => {
  const res = await get(t, '/api/cliente/codigo/llave', cookie);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json().data as ClienteCodigoLlave;
};
const qr = async (k: ClienteCodigoLlave, at: number) =>
  codigoParaQr(await codigoClienteEn(k.handle, k.secreto, at));
const secretoEnDb = async (email: string) =>
  (
    await t.database.db
      .select({ s: clientes.codigoSecreto, h: clientes.codigoHandle })
      .from(clientes)
      .innerJoin(usuarios, eq(usuarios.id, clientes.usuarioId))
      .where(eq(usuarios.email, email))
  )[0]!;

describe('GET /api/cliente/codigo/llave', () => {
  it("is the customer's own handle and secret, with the server's clock", async () => {
    const c = await cliente(t, 'Llave Propia');
    const antes = Date.now();
    const k = await llave(c.cookie);
    expect(k).toEqual({ handle: c.handle, secreto: c.secreto, servidorEn: expect.any(Number) });
    expect(k.servidorEn).toBeGreaterThanOrEqual(antes);
    expect(k.servidorEn).toBeLessThanOrEqual(Date.now());

    const neg = await negocio(t, 'Negocio Sin Llave');
    expect((await get(t, '/api/cliente/codigo/llave', neg.cookie)).statusCode).toBe(403);
    expect((await get(t, '/api/cliente/codigo/llave')).statusCode).toBe(401);
  });

  it('gives the codes the counter accepts, from a phone on time or a step ahead', async () => {
    const neg = await negocio(t, 'Reloj Adelantado');
    const device = await nexoPara(t, neg);
    const a = await cliente(t, 'Reloj Bien');
    const b = await cliente(t, 'Reloj Adelantado');
    const ka = await llave(a.cookie);
    const kb = await llave(b.cookie);
    const now = Date.now();
    const escaneadoEn = new Date(now).toISOString();

    const atiempo = await visita(t, device.token, { codigo: await qr(ka, now), escaneadoEn });
    expect(atiempo.statusCode, atiempo.body).toBe(200);
    expect(atiempo.json().data.contada).toBe(true);

    // The phone's clock is 30 s ahead: it shows the next step's code.
    const adelantado = await visita(t, device.token, {
      codigo: await qr(kb, now + CODIGO_PASO_MS),
      escaneadoEn,
    });
    expect(adelantado.statusCode, adelantado.body).toBe(200);
    expect(adelantado.json().data.contada).toBe(true);

    // Two steps ahead (or behind) is no longer drift: refused.
    const c = await cliente(t, 'Reloj Muy Adelantado');
    const kc = await llave(c.cookie);
    for (const at of [now + 2 * CODIGO_PASO_MS, now - 2 * CODIGO_PASO_MS]) {
      const res = await visita(t, device.token, { codigo: await qr(kc, at), escaneadoEn });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('CODIGO_CLIENTE_INVALIDO');
    }
  });
});

describe('the secret is replaced', () => {
  it('at a password change: the old copy stops working, the new key works', async () => {
    const neg = await negocio(t, 'Cambio De Llave');
    const device = await nexoPara(t, neg);
    const c = await cliente(t, 'Cambia Contraseña');
    const vieja = await llave(c.cookie);

    const res = await postJson(
      t,
      '/api/auth/change-password',
      { contrasenaActual: ACTUAL, contrasenaNueva: 'Tamarindo-Dulce-31' },
      { cookie: c.cookie, ...desde() },
    );
    expect(res.statusCode, res.body).toBe(200);
    const cookie = res.cookies.find((x) => x.name === 'tarjeto_sesion')!.value;

    const enDb = await secretoEnDb(c.email);
    expect(enDb.h).toBe(vieja.handle);
    expect(enDb.s).not.toBe(vieja.secreto);
    const nueva = await llave(cookie);
    expect(nueva).toMatchObject({ handle: vieja.handle, secreto: enDb.s });

    const now = Date.now();
    const refused = await visita(t, device.token, { codigo: await qr(vieja, now) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('CODIGO_CLIENTE_INVALIDO');
    const ok = await visita(t, device.token, { codigo: await qr(nueva, now) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.contada).toBe(true);
  });

  it('at a password reset', async () => {
    const c = await cliente(t, 'Olvida Contraseña');
    const vieja = await llave(c.cookie);
    expect(
      (await postJson(t, '/api/auth/forgot-password', { email: c.email }, desde())).statusCode,
    ).toBe(200);
    const code = await waitForResetCode(t, c.email);
    const reset = await postJson(
      t,
      '/api/auth/reset-password',
      { email: c.email, code, contrasena: 'Ciruela-Roja-64' },
      desde(),
    );
    expect(reset.statusCode, reset.body).toBe(200);
    const enDb = await secretoEnDb(c.email);
    expect(enDb.h).toBe(vieja.handle);
    expect(enDb.s).not.toBe(vieja.secreto);
  });

  it('not at a refused change: a wrong current password leaves it', async () => {
    const c = await cliente(t, 'Contraseña Equivocada');
    const vieja = await llave(c.cookie);
    const res = await postJson(
      t,
      '/api/auth/change-password',
      { contrasenaActual: 'no-es-esta', contrasenaNueva: 'Tamarindo-Dulce-31' },
      { cookie: c.cookie, ...desde() },
    );
    expect(res.statusCode).toBe(400);
    expect((await secretoEnDb(c.email)).s).toBe(vieja.secreto);
  });
});
