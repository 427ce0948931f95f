import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PIN_INTENTOS } from '@tarjeto/shared';
import { canjes, visitas } from '../../db/schema/index.ts';
import {
  alEquipo as alEquipoDe,
  canjeEnNexo,
  cliente,
  get,
  negocio,
  nexoPara,
  postJson,
  promocion,
  send,
  tokenDeInvitacion,
  visita,
} from '../../test/fixtures.ts';
import { sessionCookieOf, testAppForFile } from '../../test/test-app.ts';

// The team (issue 25 part B): invitations, roles checked by the server, PINs at the kiosk, and
// every visit and canje recording who served.

const t = testAppForFile();

const PASSWORD = 'Mostrador-2026!';

const tokenDe = (email: string) => tokenDeInvitacion(t, email);

/** An owner invites someone with a role; the person accepts and is signed in. */
const alEquipo = (
  neg: { cookie: string; establecimientoID: string },
  rol: 'encargado' | 'cajero',
  nombre?: string,
) => alEquipoDe(t, neg, rol, { contrasena: PASSWORD, ...(nombre ? { nombre } : {}) });

describe('invitations', () => {
  it('invites by email with a single-use link; the invitee sets a password and is in', async () => {
    const neg = await negocio(t, 'Equipo Invita');
    const email = `rosa.${Date.now()}@ejemplo.mx`;
    const inv = await postJson(
      t,
      '/api/negocio/equipo',
      { nombre: 'Rosa Caja', email, rol: 'cajero', establecimientos: [neg.establecimientoID] },
      { cookie: neg.cookie },
    );
    expect(inv.statusCode, inv.body).toBe(200);
    expect(inv.json().data).toMatchObject({
      nombre: 'Rosa Caja',
      rol: 'cajero',
      estado: 'invitado',
    });
    const token = tokenDe(email);

    const info = await get(t, `/api/equipo/invitacion?token=${token}`);
    expect(info.json().data).toMatchObject({ negocio: 'Equipo Invita', email, rol: 'cajero' });
    // A common password is refused; the link still works after that.
    const comun = await postJson(t, '/api/equipo/aceptar', { token, contrasena: '12345678' });
    expect(comun.statusCode).toBe(400);
    const ok = await postJson(t, '/api/equipo/aceptar', { token, contrasena: PASSWORD });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user).toMatchObject({ email, tipoUsuario: 'Negocio', verificado: true });
    const cookie = sessionCookieOf(ok)!;
    expect((await get(t, '/api/negocio/mi-rol', cookie)).json().data).toMatchObject({
      nombreComercial: 'Equipo Invita',
      rol: 'cajero',
      permisos: [],
      tienePin: false,
    });
    // Once: the same link again, and a made-up one, are refused alike.
    for (const otro of [token, 'x'.repeat(43)]) {
      const again = await postJson(t, '/api/equipo/aceptar', { token: otro, contrasena: PASSWORD });
      expect(again.statusCode).toBe(404);
      expect(again.json().code).toBe('INVITACION_INVALIDA');
    }
    // They sign in with it like anyone.
    const login = await postJson(t, '/api/auth/login', { email, contrasena: PASSWORD });
    expect(login.statusCode, login.body).toBe(200);

    const equipo = (await get(t, '/api/negocio/equipo', neg.cookie)).json().data.miembros;
    expect(equipo.map((m: { rol: string; estado: string }) => [m.rol, m.estado])).toEqual([
      ['dueno', 'activo'],
      ['cajero', 'activo'],
    ]);
    // The owner was told of the change in their team.
    expect(t.outbox().some((m) => m.to === neg.email && /equipo/i.test(m.subject))).toBe(true);
  });

  it('refuses an address that already has an account, a second invitation and bad fields', async () => {
    const neg = await negocio(t, 'Equipo Cuidadoso');
    const otro = await negocio(t, 'Equipo Ajeno');
    const cuerpo = (over: Record<string, unknown>) => ({
      nombre: 'Alguien',
      email: `alguien.${Date.now()}@ejemplo.mx`,
      rol: 'cajero',
      establecimientos: [neg.establecimientoID],
      ...over,
    });
    const conCuenta = await postJson(t, '/api/negocio/equipo', cuerpo({ email: otro.email }), {
      cookie: neg.cookie,
    });
    expect(conCuenta.statusCode).toBe(409);
    expect(conCuenta.json().code).toBe('CORREO_CON_CUENTA');
    const email = `doble.${Date.now()}@ejemplo.mx`;
    expect(
      (await postJson(t, '/api/negocio/equipo', cuerpo({ email }), { cookie: neg.cookie }))
        .statusCode,
    ).toBe(200);
    const doble = await postJson(t, '/api/negocio/equipo', cuerpo({ email }), {
      cookie: neg.cookie,
    });
    expect(doble.json().code).toBe('MIEMBRO_YA_INVITADO');
    // Another business's establishment, an unknown role, no establishment: field errors.
    for (const [over, campo] of [
      [{ establecimientos: [otro.establecimientoID] }, 'establecimientos'],
      [{ rol: 'dueno' }, 'rol'],
      [{ establecimientos: [] }, 'establecimientos'],
      [{ nombre: '' }, 'nombre'],
    ] as const) {
      const res = await postJson(t, '/api/negocio/equipo', cuerpo(over), { cookie: neg.cookie });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().fieldErrors).toHaveProperty(campo);
    }
  });
});

describe('roles, checked by the server', () => {
  it('lets a cashier reach only the kiosk, and a manager the counter’s sections', async () => {
    const neg = await negocio(t, 'Equipo Roles');
    const cajero = await alEquipo(neg, 'cajero');
    const encargado = await alEquipo(neg, 'encargado');
    const rutas: Array<[string, string, unknown, number, number]> = [
      // [method, url, body, cajero, encargado]
      ['GET', '/api/negocio/profile', undefined, 403, 200],
      ['PUT', '/api/negocio/profile', { descripcion: 'x' }, 403, 403],
      ['GET', `/api/negocio/${neg.publicID}/clientes`, undefined, 403, 200],
      ['GET', `/api/estadisticas/negocio/${neg.publicID}/inicio`, undefined, 403, 200],
      ['GET', `/api/promocion?negocioID=${neg.publicID}`, undefined, 403, 200],
      ['GET', '/api/negocio/equipo', undefined, 403, 403],
      ['GET', `/api/negocio/${neg.publicID}/actividad`, undefined, 403, 403],
    ];
    for (const [method, url, body, paraCajero, paraEncargado] of rutas) {
      for (const [quien, esperado] of [
        [cajero, paraCajero],
        [encargado, paraEncargado],
      ] as const) {
        const res =
          method === 'GET'
            ? await get(t, url, quien.cookie)
            : await send(t, 'PUT', url, { payload: body, cookie: quien.cookie });
        expect(res.statusCode, `${method} ${url} (${quien.nombre}): ${res.body}`).toBe(esperado);
        if (esperado === 403) expect(res.json().code).toBe('ROL_SIN_PERMISO');
      }
    }
    // Everyone sets their own PIN.
    for (const quien of [cajero, encargado]) {
      expect(
        (
          await send(t, 'PUT', '/api/negocio/mi-pin', {
            payload: { pin: '4821' },
            cookie: quien.cookie,
          })
        ).statusCode,
      ).toBe(200);
    }
    expect(
      (
        await send(t, 'PUT', '/api/negocio/mi-pin', {
          payload: { pin: '12' },
          cookie: cajero.cookie,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('records what a manager does under their name, not the owner’s', async () => {
    const neg = await negocio(t, 'Equipo Firma');
    const encargado = await alEquipo(neg, 'encargado', 'Elena Encargada');
    await promocion(
      t,
      neg,
      { titulo: 'Café de la tarde', descripcion: 'De 4 a 6.' },
      encargado.cookie,
    );
    const gen = await postJson(
      t,
      '/api/establecimiento/generate-code',
      { establecimientoID: neg.establecimientoID },
      { cookie: encargado.cookie },
    );
    expect(gen.statusCode, gen.body).toBe(200);
    const { eventos } = (await get(t, `/api/negocio/${neg.publicID}/actividad`, neg.cookie)).json()
      .data;
    const suyos = eventos.filter((e: { actor: string }) => e.actor === 'miembro');
    expect(
      suyos.map((e: { accion: string; miembro: { nombre: string } }) => [
        e.accion,
        e.miembro.nombre,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['promocion.creada', 'Elena Encargada'],
        ['nexo.codigo_generado', 'Elena Encargada'],
        ['equipo.se_unio', 'Elena Encargada'],
      ]),
    );
  });

  it('removes a person: their session ends and they no longer act for the business', async () => {
    const neg = await negocio(t, 'Equipo Baja');
    const encargado = await alEquipo(neg, 'encargado');
    expect((await get(t, '/api/negocio/profile', encargado.cookie)).statusCode).toBe(200);
    const baja = await send(t, 'DELETE', `/api/negocio/equipo/${encargado.miembroId}`, {
      cookie: neg.cookie,
    });
    expect(baja.statusCode, baja.body).toBe(200);
    expect((await get(t, '/api/negocio/profile', encargado.cookie)).statusCode).toBe(401);
    const login = await postJson(t, '/api/auth/login', {
      email: encargado.email,
      contrasena: PASSWORD,
    });
    const cookie = sessionCookieOf(login)!;
    expect((await get(t, '/api/negocio/profile', cookie)).statusCode).toBe(409);
    // Another business cannot touch this team.
    const otro = await negocio(t, 'Equipo Entrometido');
    const cajero = await alEquipo(neg, 'cajero');
    expect(
      (await send(t, 'DELETE', `/api/negocio/equipo/${cajero.miembroId}`, { cookie: otro.cookie }))
        .statusCode,
    ).toBe(404);
  });
});

describe('at the kiosk: who serves', () => {
  it('identifies with a PIN, locks after 5 wrong ones, and names the person on visits and canjes', async () => {
    const neg = await negocio(t, 'Equipo Mostrador');
    const device = await nexoPara(t, neg);
    const cajero = await alEquipo(neg, 'cajero', 'Carlos Caja');
    const auth = { authorization: `Bearer ${device.token}` };
    const equipo = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/nexo/equipo', headers: auth })).json().data;
    // No PIN yet: nobody to choose.
    expect(await equipo()).toEqual({ personas: [], atiende: null });
    await send(t, 'PUT', '/api/negocio/mi-pin', {
      payload: { pin: '4821' },
      cookie: cajero.cookie,
    });
    await send(t, 'PUT', '/api/negocio/mi-pin', { payload: { pin: '9090' }, cookie: neg.cookie });
    const { personas } = await equipo();
    expect(personas.map((p: { nombre: string; rol: string }) => [p.rol, p.nombre])).toEqual([
      ['dueno', expect.any(String)],
      ['cajero', 'Carlos Caja'],
    ]);

    const atiende = (pin: string, miembroId = cajero.miembroId) =>
      postJson(t, '/api/nexo/atiende', { miembroId, pin }, { token: device.token });
    for (let i = 1; i < PIN_INTENTOS; i++) {
      const res = await atiende('0000');
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('PIN_INCORRECTO');
    }
    const bloqueo = await atiende('0000');
    expect(bloqueo.statusCode).toBe(429);
    expect(bloqueo.json().code).toBe('PIN_BLOQUEADO');
    // Locked: even the right PIN waits.
    expect((await atiende('4821')).statusCode).toBe(429);
    await t.database.db.execute(
      sql`update miembros set pin_bloqueado_hasta = now() - interval '1 second' where id = ${cajero.miembroId}`,
    );
    const ok = await atiende('4821');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.atiende).toMatchObject({ nombre: 'Carlos Caja', rol: 'cajero' });
    expect((await equipo()).atiende).toMatchObject({ miembroId: cajero.miembroId });

    // A visit and a canje now carry Carlos.
    const ana = await cliente(t, 'Ana Atendida');
    const v = await visita(t, device.token, { codigo: await ana.qrEn() });
    expect(v.statusCode, v.body).toBe(200);
    const [fila] = await t.database.db
      .select({ miembroId: visitas.miembroId })
      .from(visitas)
      .where(eq(visitas.id, v.json().data.visitaId));
    expect(fila!.miembroId).toBe(cajero.miembroId);
    const promo = await promocion(t, neg, {
      titulo: 'Agua de cortesía',
      descripcion: 'Con tu orden.',
    });
    const canje = await canjeEnNexo(t, device.token, promo.publicID, v.json().data.canjeToken);
    const [c] = await t.database.db
      .select({ miembroId: canjes.miembroId })
      .from(canjes)
      .where(eq(canjes.id, canje.json().data.canjeId));
    expect(c!.miembroId).toBe(cajero.miembroId);

    // Switching in one tap: nobody serves until the next PIN.
    const salir = await postJson(t, '/api/nexo/atiende/salir', {}, { token: device.token });
    expect(salir.json().data.atiende).toBeNull();
    // Someone from another establishment, or no one known, cannot serve here.
    expect((await atiende('4821', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
