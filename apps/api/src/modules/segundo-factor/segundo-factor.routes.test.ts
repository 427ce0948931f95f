import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CODIGO_PASO_MS, codigoSegundoFactorEn, pasoDe, secretoDeBase32 } from '@tarjeto/shared';
import { auditoria, codigosRecuperacion, negocios, usuarios } from '../../db/schema/index.ts';
import { alEquipo, cliente, get, negocio, postJson } from '../../test/fixtures.ts';
import { SAME_ORIGIN, sessionCookieOf, testAppForFile } from '../../test/test-app.ts';
import { firmarPendiente, PENDIENTE_COOKIE, PENDIENTE_MS } from './pendiente.ts';

// The owner's second factor (issue 25 part B), through the real routes on both databases: set up
// with the password and a code computed from the secret the API gave, login asking for the code,
// codes and recovery codes that work once, turning it off with the password and a code, and no
// one but the owner reaching it.

const t = testAppForFile();

const CONTRASENA = 'Horchata-Fria-2026'; // the fixtures' password
let ip = 0;
const desde = () => `10.91.${Math.floor(++ip / 250)}.${ip % 250}`;

type Negocio = Awaited<ReturnType<typeof negocio>>;

const iniciar = (cookie: string, contrasena = CONTRASENA) =>
  postJson(
    t,
    '/api/cuenta/segundo-factor/iniciar',
    { contrasena },
    { cookie, remoteAddress: desde() },
  );
const activar = (cookie: string, codigo: string) =>
  postJson(t, '/api/cuenta/segundo-factor/activar', { codigo }, { cookie, remoteAddress: desde() });
const desactivar = (cookie: string, body: unknown) =>
  postJson(t, '/api/cuenta/segundo-factor/desactivar', body, { cookie, remoteAddress: desde() });
const estado = async (cookie: string) => {
  const res = await get(t, '/api/cuenta/segundo-factor', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    activo: boolean;
    activadoAt: string | null;
    codigosRestantes: number;
  };
};

const login = (email: string, contrasena = CONTRASENA, remoteAddress = desde()) =>
  postJson(t, '/api/auth/login', { email, contrasena }, { remoteAddress });
const pendienteDe = (res: { cookies: Array<{ name: string; value: string }> }) =>
  res.cookies.find((c) => c.name === PENDIENTE_COOKIE)?.value;
const segundoPaso = (pendiente: string | undefined, body: unknown, remoteAddress = desde()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login/segundo-factor',
    headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
    remoteAddress,
    cookies: pendiente ? { [PENDIENTE_COOKIE]: pendiente } : {},
  });

/**
 * Codes as the owner's app shows them, each step's once: the current step's, then the next one's
 * (a phone a little ahead; the server takes it too). A test uses at most two per account, so
 * none is ever one the server could have stopped accepting.
 */
function app(secreto: string) {
  const usados = new Set<number>();
  return {
    secreto,
    async codigo() {
      const ahora = pasoDe(Date.now());
      const paso = [ahora, ahora + 1].find((p) => !usados.has(p));
      if (paso === undefined) throw new Error('la prueba pidió más códigos de los que hay');
      usados.add(paso);
      return codigoSegundoFactorEn(secreto, paso * CODIGO_PASO_MS);
    },
    /** A code of the app that is not the one it shows (off by one in the last digit). */
    async incorrecto() {
      const bueno = await codigoSegundoFactorEn(secreto, Date.now());
      return bueno.slice(0, 5) + String((Number(bueno[5]) + 1) % 10);
    },
  };
}

/** Turns the owner's second factor on as Ajustes does; the app and the recovery codes. */
async function conSegundoFactor(neg: Negocio) {
  const inicio = await iniciar(neg.cookie);
  expect(inicio.statusCode, inicio.body).toBe(200);
  const a = app(inicio.json().data.secreto as string);
  const res = await activar(neg.cookie, await a.codigo());
  expect(res.statusCode, res.body).toBe(200);
  return { app: a, recuperacion: res.json().data.codigosRecuperacion as string[] };
}

const actividad = async (neg: Negocio) => {
  const [n] = await t.database.db
    .select({ id: negocios.id })
    .from(negocios)
    .where(eq(negocios.publicId, neg.publicID));
  const rows = await t.database.db
    .select({ accion: auditoria.accion, ip: auditoria.ip })
    .from(auditoria)
    .where(eq(auditoria.negocioId, n!.id));
  return rows.map((r) => r.accion);
};

const usuarioDe = async (email: string) =>
  (await t.database.db.select().from(usuarios).where(eq(usuarios.email, email)))[0]!;

describe('setting up the second factor (Ajustes)', () => {
  it('asks for the password, then a code from the app turns it on and answers 10 recovery codes once', async () => {
    const neg = await negocio(t, 'Dos Pasos Activa');
    const otra = sessionCookieOf(await login(neg.email))!;
    expect(await estado(neg.cookie)).toEqual({
      activo: false,
      activadoAt: null,
      codigosRestantes: 0,
    });

    // A code before any setup: nothing to check it against.
    const antes = await activar(neg.cookie, '123456');
    expect(antes.statusCode).toBe(409);
    expect(antes.json().code).toBe('SEGUNDO_FACTOR_NO_INICIADO');

    const mala = await iniciar(neg.cookie, 'no-es-esta');
    expect(mala.statusCode).toBe(400);
    expect(mala.json()).toMatchObject({
      code: 'CONTRASENA_ACTUAL_INCORRECTA',
      fieldErrors: { contrasena: 'La contraseña no es correcta' },
    });

    const inicio = await iniciar(neg.cookie);
    expect(inicio.statusCode, inicio.body).toBe(200);
    expect(inicio.headers['cache-control']).toBe('no-store');
    const { secreto, uri } = inicio.json().data as { secreto: string; uri: string };
    expect(secreto).toMatch(/^[A-Z2-7]{32}$/); // 160 bits in RFC 4648 base32
    const url = new URL(uri);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/Tarjeto:${neg.email}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      secret: secreto,
      issuer: 'Tarjeto',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    // Stored as the customer's code secret is, never in base32 text or anywhere in the answer again.
    expect((await usuarioDe(neg.email)).totpSecreto).toBe(secretoDeBase32(secreto));
    expect((await estado(neg.cookie)).activo).toBe(false);

    const a = app(secreto);
    const errada = await activar(neg.cookie, await a.incorrecto());
    expect(errada.statusCode).toBe(400);
    expect(errada.json()).toMatchObject({
      code: 'SEGUNDO_FACTOR_INCORRECTO',
      fieldErrors: { codigo: 'El código no es correcto o ya se usó' },
    });
    expect((await estado(neg.cookie)).activo).toBe(false);
    // Until a code confirms it, the password alone still signs in.
    expect((await login(neg.email)).json().user?.email).toBe(neg.email);

    const res = await activar(neg.cookie, await a.codigo());
    expect(res.statusCode, res.body).toBe(200);
    const codigos = res.json().data.codigosRecuperacion as string[];
    expect(codigos).toHaveLength(10);
    expect(new Set(codigos).size).toBe(10);
    for (const c of codigos) expect(c).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);

    const ahora = await estado(neg.cookie);
    expect(ahora).toMatchObject({ activo: true, codigosRestantes: 10 });
    expect(Date.now() - Date.parse(ahora.activadoAt!)).toBeLessThan(60_000);
    // Only hashes are kept.
    const usuario = await usuarioDe(neg.email);
    const filas = await t.database.db
      .select()
      .from(codigosRecuperacion)
      .where(eq(codigosRecuperacion.usuarioId, usuario.id));
    expect(filas).toHaveLength(10);
    const guardado = JSON.stringify(filas);
    for (const c of codigos) {
      expect(guardado).not.toContain(c);
      expect(guardado).not.toContain(c.replace('-', ''));
    }

    // This browser stays in; a session opened with the password alone does not.
    expect((await get(t, '/api/auth/check-auth', neg.cookie)).statusCode).toBe(200);
    expect((await get(t, '/api/auth/check-auth', otra)).statusCode).toBe(401);
    // Once on, it is not set up again over itself.
    expect((await iniciar(neg.cookie)).json().code).toBe('SEGUNDO_FACTOR_ACTIVO');
    expect((await activar(neg.cookie, await a.codigo())).json().code).toBe('SEGUNDO_FACTOR_ACTIVO');

    expect(await actividad(neg)).toContain('segundo_factor.activado');
    const mail = t.outbox().find((m) => m.to === neg.email);
    expect(mail?.subject).toBe('Activaste la verificación en dos pasos');
    expect(mail?.text).toContain('Cerramos la sesión en tus otros dispositivos');
  });

  it('refuses a code for a secret the setup has since replaced', async () => {
    const neg = await negocio(t, 'Dos Pasos Reinicio');
    const primero = (await iniciar(neg.cookie)).json().data.secreto as string;
    const segundo = (await iniciar(neg.cookie)).json().data.secreto as string;
    expect(segundo).not.toBe(primero);
    const viejo = await activar(neg.cookie, await app(primero).codigo());
    expect(viejo.json().code).toBe('SEGUNDO_FACTOR_INCORRECTO');
    expect((await activar(neg.cookie, await app(segundo).codigo())).statusCode).toBe(200);
  });
});

describe('signing in with the second factor', () => {
  it('opens no session for the password alone: a code from the app does, once', async () => {
    const neg = await negocio(t, 'Dos Pasos Entra');
    const { app: a } = await conSegundoFactor(neg);

    const paso1 = await login(neg.email);
    expect(paso1.statusCode, paso1.body).toBe(200);
    expect(paso1.json()).toEqual({
      success: true,
      message: 'Escribe el código de tu app de autenticación.',
      segundoFactor: true,
    });
    expect(sessionCookieOf(paso1)).toBeUndefined();
    const cookie = paso1.cookies.find((c) => c.name === PENDIENTE_COOKIE)!;
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/auth/login',
      maxAge: PENDIENTE_MS / 1000,
    });
    // A wrong password is still only that: no pending step for it.
    const malaContrasena = await login(neg.email, 'no-es-esta');
    expect(malaContrasena.json().code).toBe('CREDENCIALES_INVALIDAS');
    expect(pendienteDe(malaContrasena)).toBeUndefined();

    // No pending step, no code is looked at.
    const sinPaso = await segundoPaso(undefined, { codigo: await a.incorrecto() });
    expect(sinPaso.statusCode).toBe(401);
    expect(sinPaso.json().code).toBe('SEGUNDO_FACTOR_VENCIDO');

    const errado = await segundoPaso(cookie.value, { codigo: await a.incorrecto() });
    expect(errado.statusCode).toBe(400);
    expect(errado.json()).toMatchObject({
      code: 'SEGUNDO_FACTOR_INCORRECTO',
      fieldErrors: { codigo: 'El código no es correcto o ya se usó' },
    });
    expect(sessionCookieOf(errado)).toBeUndefined();
    // The password is known to someone: the owner hears of it.
    const aviso = t.outbox().find((m) => m.to === neg.email);
    expect(aviso?.subject).toBe('Intento de inicio de sesión en tu cuenta de Tarjeto');

    const codigo = await a.codigo();
    const ok = await segundoPaso(cookie.value, { codigo });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, user: { email: neg.email } });
    const sesion = sessionCookieOf(ok)!;
    expect((await get(t, '/api/auth/check-auth', sesion)).statusCode).toBe(200);
    expect(ok.cookies.find((c) => c.name === PENDIENTE_COOKIE)?.value).toBe('');
    expect((await actividad(neg)).filter((a) => a === 'sesion.iniciada').length).toBeGreaterThan(0);

    // The pending step opened its one session; the code that did it never works again.
    const otraVez = await segundoPaso(cookie.value, { codigo: await a.incorrecto() });
    expect(otraVez.json().code).toBe('SEGUNDO_FACTOR_VENCIDO');
    const repetido = await segundoPaso(pendienteDe(await login(neg.email)), { codigo });
    expect(repetido.json().code).toBe('SEGUNDO_FACTOR_INCORRECTO');
  });

  it('refuses the code that turned it on', async () => {
    const neg = await negocio(t, 'Dos Pasos Reuso');
    const inicio = await iniciar(neg.cookie);
    const secreto = inicio.json().data.secreto as string;
    const codigo = await codigoSegundoFactorEn(secreto, Date.now());
    expect((await activar(neg.cookie, codigo)).statusCode).toBe(200);
    // Still inside its window (a step or two later at most): only the used-step rule refuses it.
    const res = await segundoPaso(pendienteDe(await login(neg.email)), { codigo });
    expect(res.json().code).toBe('SEGUNDO_FACTOR_INCORRECTO');
  });

  it('takes a recovery code instead, once, however it is typed', async () => {
    const neg = await negocio(t, 'Dos Pasos Recupera');
    const { recuperacion } = await conSegundoFactor(neg);
    const [primero, segundo] = recuperacion as [string, string];

    const ok = await segundoPaso(pendienteDe(await login(neg.email)), {
      codigoRecuperacion: ` ${primero.toLowerCase()} `,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe(
      'Inicio de sesión exitoso. Usaste un código de recuperación: te quedan 9.',
    );
    expect(sessionCookieOf(ok)).toBeTruthy();

    const gastado = await segundoPaso(pendienteDe(await login(neg.email)), {
      codigoRecuperacion: primero,
    });
    expect(gastado.statusCode).toBe(400);
    expect(gastado.json()).toMatchObject({
      code: 'SEGUNDO_FACTOR_INCORRECTO',
      fieldErrors: { codigoRecuperacion: 'Ese código de recuperación no es válido o ya se usó' },
    });
    // Another account's code, or none at all, is no better.
    const ajeno = await segundoPaso(pendienteDe(await login(neg.email)), {
      codigoRecuperacion: 'ZZZZZ-ZZZZZ',
    });
    expect(ajeno.json().code).toBe('SEGUNDO_FACTOR_INCORRECTO');
    const ambos = await segundoPaso(pendienteDe(await login(neg.email)), {
      codigo: '123456',
      codigoRecuperacion: segundo,
    });
    expect(ambos.statusCode).toBe(400);
    expect(ambos.json().fieldErrors.codigo).toBe(
      'Escribe el código de tu app o uno de recuperación',
    );

    // Two at once with the same code: one sign-in.
    const [x, y] = await Promise.all([
      segundoPaso(pendienteDe(await login(neg.email)), { codigoRecuperacion: segundo }),
      segundoPaso(pendienteDe(await login(neg.email)), { codigoRecuperacion: segundo }),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 400]);
    expect((await estado(neg.cookie)).codigosRestantes).toBe(8);
  });

  it('lets a pending step expire, and voids it when the password changes', async () => {
    const neg = await negocio(t, 'Dos Pasos Vence');
    const { app: a } = await conSegundoFactor(neg);
    const usuario = await usuarioDe(neg.email);

    const vencido = await firmarPendiente(t.database.db, usuario, Date.now() - PENDIENTE_MS - 1);
    expect((await segundoPaso(vencido, { codigo: '123456' })).json().code).toBe(
      'SEGUNDO_FACTOR_VENCIDO',
    );
    // Made up, or tampered with: the same.
    const bueno = pendienteDe(await login(neg.email))!;
    const [id, exp, firma] = bueno.split('.');
    for (const falso of [
      `${id}.${Number(exp) + 60_000}.${firma}`,
      `${id}.${exp}.${firma!.slice(1)}A`,
      'x.y.z',
      `${id}.${exp}`,
    ]) {
      expect((await segundoPaso(falso, { codigo: '123456' })).json().code).toBe(
        'SEGUNDO_FACTOR_VENCIDO',
      );
    }

    // The password changes meanwhile (on the owner's own session): the pending step is void.
    const cambio = await postJson(
      t,
      '/api/auth/change-password',
      { contrasenaActual: CONTRASENA, contrasenaNueva: 'Jamaica-Helada-77' },
      { cookie: neg.cookie, remoteAddress: desde() },
    );
    expect(cambio.statusCode, cambio.body).toBe(200);
    const res = await segundoPaso(bueno, { codigo: await a.codigo() });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SEGUNDO_FACTOR_VENCIDO');
  });

  it('limits tries like login: past 5 wrong codes from one address even the right one waits', async () => {
    const neg = await negocio(t, 'Dos Pasos Limite');
    const { app: a } = await conSegundoFactor(neg);
    const direccion = desde();
    const pendiente = pendienteDe(await login(neg.email))!;
    // In parallel: each is counted before any is checked.
    const errados = await Promise.all(
      Array.from({ length: 5 }, async (_, i) =>
        segundoPaso(pendiente, { codigo: String(100000 + i) }, direccion),
      ),
    );
    expect(errados.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400]);
    const bueno = await a.codigo();
    const detenido = await segundoPaso(pendiente, { codigo: bueno }, direccion);
    expect(detenido.statusCode).toBe(429);
    expect(detenido.json().code).toBe('RATE_LIMITED');
    expect(detenido.headers['retry-after']).toBeTruthy();
    // Only one mail about it, however many wrong codes.
    expect(
      t.outbox().filter((m) => m.to === neg.email && /Intento de inicio/.test(m.subject)),
    ).toHaveLength(1);
    // The owner, from their own address, still gets in (the refused try spent no code).
    const ok = await segundoPaso(pendienteDe(await login(neg.email))!, { codigo: bueno });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('stops every address at 10 wrong codes for the account', async () => {
    const neg = await negocio(t, 'Dos Pasos Cuenta');
    const { recuperacion } = await conSegundoFactor(neg);
    for (let i = 0; i < 10; i++) {
      const res = await segundoPaso(pendienteDe(await login(neg.email)), {
        codigoRecuperacion: `AAAAA-AAAA${i}`,
      });
      expect(res.statusCode).toBe(400);
    }
    const res = await segundoPaso(pendienteDe(await login(neg.email)), {
      codigoRecuperacion: recuperacion[0],
    });
    expect(res.statusCode).toBe(429);
    // The recovery code was not spent by a refused try.
    expect((await estado(neg.cookie)).codigosRestantes).toBe(10);
  });
});

describe('turning the second factor off', () => {
  it('needs the password and a current code; then the password alone signs in again', async () => {
    const neg = await negocio(t, 'Dos Pasos Apaga');
    const { app: a } = await conSegundoFactor(neg);

    const sinCodigo = await desactivar(neg.cookie, { contrasena: CONTRASENA });
    expect(sinCodigo.statusCode).toBe(400);
    expect(sinCodigo.json().fieldErrors.codigo).toBe(
      'Escribe el código de tu app o uno de recuperación',
    );
    const malaContrasena = await desactivar(neg.cookie, {
      contrasena: 'no-es-esta',
      codigo: await a.incorrecto(),
    });
    expect(malaContrasena.json()).toMatchObject({
      code: 'CONTRASENA_ACTUAL_INCORRECTA',
      fieldErrors: { contrasena: 'La contraseña no es correcta' },
    });
    const malCodigo = await desactivar(neg.cookie, {
      contrasena: CONTRASENA,
      codigo: await a.incorrecto(),
    });
    expect(malCodigo.json()).toMatchObject({
      code: 'SEGUNDO_FACTOR_INCORRECTO',
      fieldErrors: { codigo: 'El código no es correcto o ya se usó' },
    });
    expect((await estado(neg.cookie)).activo).toBe(true);

    const res = await desactivar(neg.cookie, { contrasena: CONTRASENA, codigo: await a.codigo() });
    expect(res.statusCode, res.body).toBe(200);
    expect(await estado(neg.cookie)).toEqual({
      activo: false,
      activadoAt: null,
      codigosRestantes: 0,
    });
    const usuario = await usuarioDe(neg.email);
    expect(usuario.totpSecreto).toBeNull();
    expect(
      await t.database.db
        .select()
        .from(codigosRecuperacion)
        .where(eq(codigosRecuperacion.usuarioId, usuario.id)),
    ).toEqual([]);
    expect(await actividad(neg)).toEqual(
      expect.arrayContaining(['segundo_factor.activado', 'segundo_factor.desactivado']),
    );
    const mail = t.outbox().find((m) => m.to === neg.email);
    expect(mail?.subject).toBe('Se desactivó la verificación en dos pasos');

    const entra = await login(neg.email);
    expect(entra.json().user?.email).toBe(neg.email);
    expect(sessionCookieOf(entra)).toBeTruthy();
    expect(
      (await desactivar(neg.cookie, { contrasena: CONTRASENA, codigo: '123456' })).json().code,
    ).toBe('SEGUNDO_FACTOR_INACTIVO');
  });

  it('takes a recovery code for a lost phone', async () => {
    const neg = await negocio(t, 'Dos Pasos Perdido');
    const { recuperacion } = await conSegundoFactor(neg);
    const res = await desactivar(neg.cookie, {
      contrasena: CONTRASENA,
      codigoRecuperacion: recuperacion[3],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await estado(neg.cookie)).activo).toBe(false);
  });
});

describe('who may reach it', () => {
  it('is the owner’s: the team and customers get 403, a guest 401', async () => {
    const neg = await negocio(t, 'Dos Pasos Equipo');
    const encargado = await alEquipo(t, neg, 'encargado');
    const cajero = await alEquipo(t, neg, 'cajero');
    const c = await cliente(t, 'Clienta Curiosa');
    const llamadas = [
      (cookie?: string) => get(t, '/api/cuenta/segundo-factor', cookie),
      (cookie?: string) =>
        postJson(
          t,
          '/api/cuenta/segundo-factor/iniciar',
          { contrasena: CONTRASENA },
          cookie ? { cookie } : {},
        ),
      (cookie?: string) =>
        postJson(
          t,
          '/api/cuenta/segundo-factor/activar',
          { codigo: '123456' },
          cookie ? { cookie } : {},
        ),
      (cookie?: string) =>
        postJson(
          t,
          '/api/cuenta/segundo-factor/desactivar',
          { contrasena: CONTRASENA, codigo: '123456' },
          cookie ? { cookie } : {},
        ),
    ];
    for (const llamar of llamadas) {
      for (const cookie of [encargado.cookie, cajero.cookie, c.cookie]) {
        const res = await llamar(cookie);
        expect(res.statusCode, res.body).toBe(403);
      }
      expect((await llamar()).statusCode).toBe(401);
    }
    // Nothing was set up by any of them.
    const [fila] = await t.database.db
      .select({ totp: usuarios.totpSecreto })
      .from(usuarios)
      .where(eq(usuarios.email, neg.email));
    expect(fila?.totp).toBeNull();
  });
});
