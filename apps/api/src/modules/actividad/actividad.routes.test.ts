import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  actividadResponseSchema,
  CURSOR_INVALIDO,
  type AccionActividad,
  type EventoActividad,
  type TipoActividad,
} from '@tarjeto/shared';
import { auditoria, negocios, promociones } from '../../db/schema/index.ts';
import {
  alEquipo,
  atiende,
  cliente,
  exportar,
  get,
  negocio,
  nexoPara,
  postJson,
  promocion,
  send,
  visita,
} from '../../test/fixtures.ts';
import {
  lastCodeFor,
  SAME_ORIGIN,
  sessionCookieOf,
  testAppForFile,
  waitForResetCode,
} from '../../test/test-app.ts';
import { registrarActividad } from './actividad.repository.ts';

// The account's activity (issue 14): what the services record, in the transaction of what they
// record; what the owner reads; and a table that refuses anything but a new row.

const t = testAppForFile();

const PASSWORD = 'Horchata-Fria-2026';
const db = () => t.database.db;

async function actividad(
  neg: { cookie: string; publicID: string },
  query: { tipo?: TipoActividad; cursor?: string; limit?: number } = {},
) {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]),
  );
  const res = await get(t, `/api/negocio/${neg.publicID}/actividad?${qs}`, neg.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return actividadResponseSchema.parse(res.json()).data;
}

const acciones = (eventos: EventoActividad[]) => eventos.map((e) => e.accion);

const idNegocio = async (publicID: string) =>
  (await db().select({ id: negocios.id }).from(negocios).where(eq(negocios.publicId, publicID)))[0]!
    .id;

const filas = async (negocioId: string) =>
  (await db().select({ n: count() }).from(auditoria).where(eq(auditoria.negocioId, negocioId)))[0]!
    .n;

const crearPromocion = (neg: { cookie: string; publicID: string }, titulo: string) =>
  promocion(t, neg, { titulo, descripcion: 'La segunda orden va por la casa.' });

describe('what the services record', () => {
  it('records sign-ins, failed tries, a password change and a reset, with the address', async () => {
    const neg = await negocio(t, 'Sesiones del Norte');
    const login = (contrasena: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: neg.email, contrasena }),
        remoteAddress,
      });
    expect((await login('No-Es-La-Clave-99', '10.91.0.7')).statusCode).toBe(401);
    const ok = await login(PASSWORD, '10.91.0.8');
    expect(ok.statusCode).toBe(200);
    const cookie = sessionCookieOf(ok)!;

    const cambio = await postJson(
      t,
      '/api/auth/change-password',
      { contrasenaActual: PASSWORD, contrasenaNueva: 'Tamarindo-Dulce-2027' },
      { cookie, remoteAddress: '10.91.0.9' },
    );
    expect(cambio.statusCode, cambio.body).toBe(200);
    const owner = { cookie: sessionCookieOf(cambio)!, publicID: neg.publicID };

    await postJson(t, '/api/auth/forgot-password', { email: neg.email });
    const reset = await postJson(
      t,
      '/api/auth/reset-password',
      {
        email: neg.email,
        code: await waitForResetCode(t, neg.email),
        contrasena: 'Guayaba-Rosa-2028',
      },
      { remoteAddress: '10.91.0.10' },
    );
    expect(reset.statusCode, reset.body).toBe(200);
    // The reset ended every session: sign in again to read.
    const again = await login('Guayaba-Rosa-2028', '10.91.0.11');
    owner.cookie = sessionCookieOf(again)!;

    // The failed try is recorded without holding up the answer.
    await expect
      .poll(async () => acciones((await actividad(owner, { tipo: 'sesiones' })).eventos))
      .toContain('sesion.fallida');
    const { eventos } = await actividad(owner);
    const resumen = eventos.map((e) => [e.accion, e.ip, e.actor]);
    expect(resumen).toEqual(
      expect.arrayContaining([
        ['sesion.fallida', '10.91.0.7', 'dueno'],
        ['sesion.iniciada', '10.91.0.8', 'dueno'],
        ['contrasena.cambiada', '10.91.0.9', 'dueno'],
        ['contrasena.restablecida', '10.91.0.10', 'dueno'],
        ['sesion.iniciada', '10.91.0.11', 'dueno'],
      ]),
    );
    // The signup's own sessions (verification, setup) are not sign-ins; the ones above are all.
    expect(eventos.filter((e) => e.tipo === 'sesiones')).toHaveLength(3);
    expect(eventos.filter((e) => e.tipo === 'contrasena')).toHaveLength(2);

    // Nothing secret is ever kept: no password, hash or code in any row of the business.
    const crudo = JSON.stringify(
      await db()
        .select()
        .from(auditoria)
        .where(eq(auditoria.negocioId, await idNegocio(neg.publicID))),
    );
    for (const secreto of [PASSWORD, 'Tamarindo', 'Guayaba', 'argon2', lastCodeFor(t, neg.email)!])
      expect(crudo).not.toContain(secreto);
  });

  it('records nothing for a customer signing in', async () => {
    const c = await cliente(t, 'Clienta Sin Bitácora');
    const total = async () => (await db().select({ n: count() }).from(auditoria))[0]!.n;
    const antes = await total();
    const res = await postJson(t, '/api/auth/login', { email: c.email, contrasena: PASSWORD });
    expect(res.statusCode).toBe(200);
    const mal = await postJson(t, '/api/auth/login', { email: c.email, contrasena: 'Otra-2026-x' });
    expect(mal.statusCode).toBe(401);
    await new Promise((r) => setTimeout(r, 50));
    expect(await total()).toBe(antes);
  });

  it('records pairing, unpairing by the owner and by the device itself, with the Nexo', async () => {
    const neg = await negocio(t, 'Nexos de Prueba');
    const caja = await nexoPara(t, neg, 'Nexo Mostrador');
    const unpair = await postJson(
      t,
      `/api/establecimiento/${neg.establecimientoID}/unpair`,
      {},
      { cookie: neg.cookie, remoteAddress: '10.92.0.1' },
    );
    expect(unpair.statusCode, unpair.body).toBe(200);
    const barra = await nexoPara(t, neg, 'Nexo Barra');
    const self = await postJson(t, '/api/nexo/desvincular', {}, { token: barra.token });
    expect(self.statusCode, self.body).toBe(200);
    // Unpairing twice records once.
    expect(
      (await postJson(t, '/api/nexo/desvincular', {}, { token: barra.token })).statusCode,
    ).toBe(401);

    const { eventos } = await actividad(neg, { tipo: 'nexo' });
    expect(eventos.map((e) => [e.accion, e.actor, e.nexo?.nombre])).toEqual([
      ['nexo.desvinculado', 'nexo', 'Nexo Barra'],
      ['nexo.vinculado', 'nexo', 'Nexo Barra'],
      ['nexo.codigo_generado', 'dueno', undefined],
      ['nexo.desvinculado', 'dueno', 'Nexo Mostrador'],
      ['nexo.vinculado', 'nexo', 'Nexo Mostrador'],
      ['nexo.codigo_generado', 'dueno', undefined],
    ]);
    expect(eventos[3]!.ip).toBe('10.92.0.1');
    expect(eventos[0]!.nexo!.establecimiento).not.toBe('');
    expect(caja.nexoId).not.toBe(barra.nexoId);
  });

  it('records every change of a promotion, and nothing when the change is refused', async () => {
    const neg = await negocio(t, 'Promos Auditadas');
    const p = await crearPromocion(neg, 'Agua de jamaica gratis');
    const url = `/api/promocion/${p.publicID}`;
    const editada = await send(t, 'PUT', url, {
      payload: {
        negocioID: neg.publicID,
        titulo: '2x1 en tacos',
        descripcion: 'La segunda orden va por la casa.',
        tipoPromo: { tipo: 'regular' },
      },
      cookie: neg.cookie,
    });
    expect(editada.statusCode, editada.body).toBe(200);
    expect(
      (await send(t, 'PATCH', `${url}/status`, { payload: { status: false }, cookie: neg.cookie }))
        .statusCode,
    ).toBe(200);
    // Pausing what is paused changes nothing.
    expect(
      (await send(t, 'PATCH', `${url}/status`, { payload: { status: false }, cookie: neg.cookie }))
        .statusCode,
    ).toBe(200);
    expect(
      (await send(t, 'PATCH', `${url}/status`, { payload: { status: true }, cookie: neg.cookie }))
        .statusCode,
    ).toBe(200);
    // Another business cannot touch it, and its attempt is in nobody's activity.
    const otro = await negocio(t, 'Promos Ajenas');
    expect((await send(t, 'DELETE', url, { cookie: otro.cookie })).statusCode).toBe(404);
    expect((await send(t, 'DELETE', url, { cookie: neg.cookie })).statusCode).toBe(200);

    const { eventos } = await actividad(neg, { tipo: 'promociones' });
    expect(eventos.map((e) => [e.accion, e.promocion])).toEqual([
      ['promocion.eliminada', '2x1 en tacos'],
      ['promocion.reanudada', '2x1 en tacos'],
      ['promocion.pausada', '2x1 en tacos'],
      ['promocion.editada', '2x1 en tacos'],
      ['promocion.creada', 'Agua de jamaica gratis'],
    ]);
    expect((await actividad(otro)).eventos.filter((e) => e.tipo === 'promociones')).toEqual([]);
  });

  it('records each canje with the promotion, the customer as the counter names them and where', async () => {
    const neg = await negocio(t, 'Canjes Auditados');
    const device = await nexoPara(t, neg, 'Nexo Mostrador');
    const p = await crearPromocion(neg, '2x1 en tacos');
    const c = await cliente(t, 'Ana González Ruiz');
    expect((await visita(t, device.token, { codigo: await c.qrEn() })).statusCode).toBe(200);

    const codigo = async () =>
      (
        await postJson(t, '/api/cliente/canjes', { promocionID: p.publicID }, { cookie: c.cookie })
      ).json().data.codigo as string;
    const enNexo = await postJson(
      t,
      '/api/nexo/canjes/codigo',
      { codigo: await codigo(), idempotencyKey: `k-${Date.now()}` },
      { token: device.token },
    );
    expect(enNexo.statusCode, enNexo.body).toBe(200);
    const enPanel = await postJson(
      t,
      '/api/canjes/confirmar',
      { codigo: await codigo() },
      { cookie: neg.cookie },
    );
    expect(enPanel.statusCode, enPanel.body).toBe(200);

    const { eventos } = await actividad(neg, { tipo: 'canjes' });
    expect(eventos.map((e) => [e.actor, e.promocion, e.cliente, e.nexo?.nombre ?? null])).toEqual([
      ['dueno', '2x1 en tacos', 'Ana G.', null],
      ['nexo', '2x1 en tacos', 'Ana G.', 'Nexo Mostrador'],
    ]);

    // A customer who leaves Tarjeto leaves the activity too: the line stays, without their name.
    const baja = await t.app.inject({
      method: 'DELETE',
      url: '/api/cliente/cuenta',
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ contrasena: PASSWORD }),
      cookies: { tarjeto_sesion: c.cookie },
    });
    expect(baja.statusCode, baja.body).toBe(200);
    const despues = await actividad(neg, { tipo: 'canjes' });
    expect(despues.eventos.map((e) => [e.promocion, e.cliente])).toEqual([
      ['2x1 en tacos', null],
      ['2x1 en tacos', null],
    ]);
  });

  it('names who registered each canje: the person serving at the Nexo, or the manager in the panel', async () => {
    const neg = await negocio(t, 'Canjes Con Equipo');
    const device = await nexoPara(t, neg, 'Nexo Caja');
    const p = await crearPromocion(neg, 'Agua de cortesía');
    const carlos = await alEquipo(t, neg, 'cajero', { nombre: 'Carlos Rentería', pin: '1357' });
    const marisol = await alEquipo(t, neg, 'encargado', { nombre: 'Marisol Araujo' });
    const c = await cliente(t, 'Beto Bebida');
    const codigo = async () =>
      (
        await postJson(t, '/api/cliente/canjes', { promocionID: p.publicID }, { cookie: c.cookie })
      ).json().data.codigo as string;
    // Nobody serving yet, then Carlos at the Nexo, then Marisol in the panel.
    for (const quien of [null, 'carlos', 'marisol'] as const) {
      if (quien === 'carlos') await atiende(t, device.token, carlos.miembroId, '1357');
      const res =
        quien === 'marisol'
          ? await postJson(
              t,
              '/api/canjes/confirmar',
              { codigo: await codigo() },
              { cookie: marisol.cookie },
            )
          : await postJson(
              t,
              '/api/nexo/canjes/codigo',
              { codigo: await codigo(), idempotencyKey: `k-${quien}-${Date.now()}` },
              { token: device.token },
            );
      expect(res.statusCode, res.body).toBe(200);
    }
    const { eventos } = await actividad(neg, { tipo: 'canjes' });
    expect(eventos.map((e) => [e.actor, e.nexo?.nombre ?? null, e.miembro])).toEqual([
      ['dueno', null, { nombre: 'Marisol Araujo', rol: 'encargado' }],
      ['nexo', 'Nexo Caja', { nombre: 'Carlos Rentería', rol: 'cajero' }],
      ['nexo', 'Nexo Caja', null],
    ]);
  });

  it('records each export downloaded, with the file', async () => {
    const neg = await negocio(t, 'Exportaciones Auditadas');
    for (const archivo of ['clientes.csv', 'datos.json'] as const) {
      const res = await exportar(t, neg.publicID, archivo, neg.cookie);
      expect(res.statusCode).toBe(200);
    }
    const otro = await negocio(t, 'Curioso de Exportaciones');
    expect((await exportar(t, neg.publicID, 'visitas.csv', otro.cookie)).statusCode).toBe(404);
    // The owner's session without the password downloads nothing, and nothing is recorded.
    expect((await get(t, `/api/exportar/${neg.publicID}/visitas.csv`, neg.cookie)).statusCode).toBe(
      403,
    );
    const { eventos } = await actividad(neg, { tipo: 'exportaciones' });
    expect(eventos.map((e) => e.archivo)).toEqual(['datos.json', 'clientes.csv']);
    expect((await actividad(otro, { tipo: 'exportaciones' })).eventos).toEqual([]);
  });
});

describe('no action without its record', () => {
  it('rolls back a promotion edit and an unpairing whose record cannot be written', async () => {
    const neg = await negocio(t, 'Todo o Nada');
    const device = await nexoPara(t, neg);
    const p = await crearPromocion(neg, 'Título original');
    // The table refuses these two events for a moment (a constraint only this test adds).
    await db().execute(
      sql`alter table auditoria add constraint prueba_sin_registro check (accion not in ('promocion.editada', 'nexo.desvinculado')) not valid`,
    );
    try {
      const editada = await send(t, 'PUT', `/api/promocion/${p.publicID}`, {
        payload: {
          negocioID: neg.publicID,
          titulo: 'Título nuevo',
          descripcion: 'Otra descripción.',
          tipoPromo: { tipo: 'regular' },
        },
        cookie: neg.cookie,
      });
      expect(editada.statusCode).toBe(500);
      const unpair = await postJson(
        t,
        `/api/establecimiento/${neg.establecimientoID}/unpair`,
        {},
        { cookie: neg.cookie },
      );
      expect(unpair.statusCode).toBe(500);
    } finally {
      await db().execute(sql`alter table auditoria drop constraint prueba_sin_registro`);
    }
    const [row] = await db()
      .select({ titulo: promociones.titulo })
      .from(promociones)
      .where(eq(promociones.publicId, p.publicID));
    expect(row!.titulo).toBe('Título original');
    expect((await get(t, '/api/nexo/yo', undefined)).statusCode).toBe(401);
    const yo = await t.app.inject({
      method: 'GET',
      url: '/api/nexo/yo',
      headers: { authorization: `Bearer ${device.token}` },
    });
    expect(yo.statusCode, 'the device is still paired').toBe(200);
    expect(acciones((await actividad(neg)).eventos)).toEqual([
      'promocion.creada',
      'nexo.vinculado',
      'nexo.codigo_generado',
    ]);
  });
});

describe('GET /api/negocio/:publicID/actividad', () => {
  it('pages newest first by cursor, with a filter, and never repeats or skips a row', async () => {
    const neg = await negocio(t, 'Muchas Cosas');
    const negocioId = await idNegocio(neg.publicID);
    // 30 events in one instant and 10 an hour before: only the id tells the first ones apart.
    const en = new Date('2026-10-01T18:00:00.000Z');
    const antes = new Date('2026-10-01T17:00:00.000Z');
    const hechos: AccionActividad[] = [];
    for (let i = 0; i < 40; i++) {
      const accion: AccionActividad = i % 3 === 0 ? 'exportacion.descargada' : 'sesion.iniciada';
      hechos.push(accion);
      await registrarActividad(
        db(),
        { negocioId },
        { accion, en: i < 10 ? antes : en, ip: `10.93.0.${i}` },
      );
    }
    const todas: EventoActividad[] = [];
    let cursor: string | undefined;
    let paginas = 0;
    do {
      const page = await actividad(neg, { limit: 7, ...(cursor ? { cursor } : {}) });
      todas.push(...page.eventos);
      cursor = page.siguienteCursor ?? undefined;
      paginas++;
    } while (cursor);
    expect(paginas).toBe(6);
    // The 40 above, newest first, and the signup's none: setup and verification are not sign-ins.
    expect(todas.map((e) => e.ip)).toEqual([
      ...Array.from({ length: 30 }, (_, i) => `10.93.0.${39 - i}`),
      ...Array.from({ length: 10 }, (_, i) => `10.93.0.${9 - i}`),
    ]);
    expect(todas[0]!.fecha).toBe(en.toISOString());

    const exportaciones: EventoActividad[] = [];
    cursor = undefined;
    do {
      const page = await actividad(neg, {
        tipo: 'exportaciones',
        limit: 4,
        ...(cursor ? { cursor } : {}),
      });
      exportaciones.push(...page.eventos);
      cursor = page.siguienteCursor ?? undefined;
    } while (cursor);
    expect(exportaciones).toHaveLength(hechos.filter((h) => h === 'exportacion.descargada').length);
    expect(new Set(exportaciones.map((e) => e.accion))).toEqual(
      new Set(['exportacion.descargada']),
    );
    const primera = await actividad(neg);
    expect(primera.zonaHoraria).toBe('America/Mexico_City');
    expect(primera.eventos).toHaveLength(25);
  });

  it('is its own business only, and answers bad filters and cursors with a 400', async () => {
    const neg = await negocio(t, 'Mi Actividad');
    const otro = await negocio(t, 'Actividad Ajena');
    const c = await cliente(t);
    const url = `/api/negocio/${neg.publicID}/actividad`;
    expect((await get(t, url)).statusCode).toBe(401);
    expect((await get(t, url, c.cookie)).statusCode).toBe(403);
    expect((await get(t, url, otro.cookie)).statusCode).toBe(404);
    expect((await get(t, `/api/negocio/NOEXISTE/actividad`, neg.cookie)).statusCode).toBe(404);

    const tipo = await get(t, `${url}?tipo=todo`, neg.cookie);
    expect(tipo.statusCode).toBe(400);
    expect(tipo.json().fieldErrors.tipo).toBe('Elige un tipo de actividad de la lista');
    for (const cursor of ['no-es-un-cursor', Buffer.from('["u","x","y"]').toString('base64url')]) {
      const res = await get(t, `${url}?cursor=${cursor}`, neg.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.cursor).toBe(CURSOR_INVALIDO);
    }
    expect((await get(t, `${url}?limit=0`, neg.cookie)).statusCode).toBe(400);
    expect((await get(t, `${url}?limit=101`, neg.cookie)).statusCode).toBe(400);
  });
});

describe('the table is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, whoever asks', async () => {
    const neg = await negocio(t, 'Inmutable');
    const negocioId = await idNegocio(neg.publicID);
    await registrarActividad(db(), { negocioId }, { accion: 'sesion.iniciada', ip: '10.94.0.1' });
    const intentos = [
      sql`update auditoria set ip = '1.1.1.1' where negocio_id = ${negocioId}`,
      sql`update auditoria set creado_at = now() - interval '1 year'`,
      sql`delete from auditoria where negocio_id = ${negocioId}`,
      sql`delete from auditoria`,
      sql`truncate auditoria`,
    ];
    for (const q of intentos) {
      await expect(db().execute(q)).rejects.toThrow();
    }
    // Inside a transaction too, and the refusal takes the transaction down with it.
    await expect(
      db().transaction(async (tx) => {
        await registrarActividad(tx, { negocioId }, { accion: 'sesion.fallida' });
        await tx.execute(sql`delete from auditoria where negocio_id = ${negocioId}`);
      }),
    ).rejects.toThrow();
    const rows = await db()
      .select({ ip: auditoria.ip, accion: auditoria.accion })
      .from(auditoria)
      .where(eq(auditoria.negocioId, negocioId));
    expect(rows).toEqual([{ ip: '10.94.0.1', accion: 'sesion.iniciada' }]);
  });

  it('refuses an action outside the closed set', async () => {
    const negocioId = await idNegocio((await negocio(t, 'Cerrado')).publicID);
    await expect(
      db().execute(
        sql`insert into auditoria (negocio_id, tipo, accion, actor) values (${negocioId}, 'sesiones', 'sesion.robada', 'dueno')`,
      ),
    ).rejects.toThrow();
  });

  it('goes with the business when the whole account is deleted', async () => {
    const neg = await negocio(t, 'Me Voy Con Todo');
    const otro = await negocio(t, 'Me Quedo');
    const negocioId = await idNegocio(neg.publicID);
    const otroId = await idNegocio(otro.publicID);
    await crearPromocion(neg, 'Última promoción');
    await crearPromocion(otro, 'Sigue aquí');
    expect(await filas(negocioId)).toBe(1);
    const res = await send(t, 'DELETE', '/api/negocio/cuenta', {
      payload: { contrasena: PASSWORD },
      cookie: neg.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await filas(negocioId)).toBe(0);
    expect(await filas(otroId)).toBe(1);
  });
});
