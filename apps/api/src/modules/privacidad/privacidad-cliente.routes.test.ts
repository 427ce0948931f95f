import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exportacionClienteSchema, RUTA_EXPORTACION_CLIENTE } from '@tarjeto/shared';
import { queryRows } from '../../db/client.ts';
import {
  canjes,
  clientes,
  fotos,
  logros,
  newsletterSuscripciones,
  nexoSolicitudes,
  sesiones,
  tarjetas,
  usuarios,
  visitas,
  visitasPorHora,
} from '../../db/schema/index.ts';
import {
  canjeEnNexo,
  cliente,
  filaDeCliente,
  get,
  negocio,
  nexoPara,
  postJson,
  promocion,
  send,
  visita,
} from '../../test/fixtures.ts';
import { subirFoto } from '../../test/multipart.ts';
import { sessionCookieOf, testAppForFile } from '../../test/test-app.ts';

// 'Ajustes' for a customer (DOMAIN §8): the mail consent is stored (off until turned on) and a
// "no" takes the address off the newsletter; the download holds the customer's own rows and
// nobody else's; deleting the account ends the sessions, erases the person and leaves every
// figure of the businesses where they were counted exactly as it was.

const t = testAppForFile();

const PASSWORD = 'Horchata-Fria-2026'; // the fixtures' password
const HORA = 60 * 60 * 1000;
let ip = 0;
const desde = () => ({ remoteAddress: `10.91.0.${++ip % 250}` });

const usuarioDe = async (email: string) =>
  (await t.database.db.select().from(usuarios).where(eq(usuarios.email, email)))[0]!;
const clienteDe = (email: string) => filaDeCliente(t, email);

describe('/api/cliente/preferencias', () => {
  it('starts off, stores a change with its moment, and a "no" leaves the newsletter', async () => {
    const c = await cliente(t, 'Clara Consentida');
    const inicial = await get(t, '/api/cliente/preferencias', c.cookie);
    expect(inicial.statusCode, inicial.body).toBe(200);
    expect(inicial.json().data).toEqual({ aceptaCorreos: false, actualizadoEn: null });

    const si = await send(t, 'PUT', '/api/cliente/preferencias', {
      payload: { aceptaCorreos: true },
      cookie: c.cookie,
      ...desde(),
    });
    expect(si.statusCode, si.body).toBe(200);
    expect(si.json()).toMatchObject({
      message: 'Preferencias guardadas',
      data: { aceptaCorreos: true },
    });
    const guardado = await usuarioDe(c.email);
    expect(guardado.aceptaCorreos).toBe(true);
    expect(si.json().data.actualizadoEn).toBe(guardado.aceptaCorreosAt!.toISOString());
    expect((await get(t, '/api/cliente/preferencias', c.cookie)).json().data.aceptaCorreos).toBe(
      true,
    );

    // The same address on the landing's newsletter, and another person's.
    expect((await postJson(t, '/api/newsletter', { email: c.email })).statusCode).toBe(200);
    expect((await postJson(t, '/api/newsletter', { email: 'otra@example.mx' })).statusCode).toBe(
      200,
    );
    const no = await send(t, 'PUT', '/api/cliente/preferencias', {
      payload: { aceptaCorreos: false },
      cookie: c.cookie,
      ...desde(),
    });
    expect(no.statusCode, no.body).toBe(200);
    expect((await usuarioDe(c.email)).aceptaCorreos).toBe(false);
    const lista = await t.database.db
      .select({ email: newsletterSuscripciones.email })
      .from(newsletterSuscripciones);
    expect(lista.map((l) => l.email)).toEqual(['otra@example.mx']);
  });

  it('refuses a body that is not a yes or no, a business and a guest', async () => {
    const c = await cliente(t, 'Clara Dudosa');
    for (const body of [{}, { aceptaCorreos: 'sí' }, { aceptaCorreos: null }]) {
      const res = await send(t, 'PUT', '/api/cliente/preferencias', {
        payload: body,
        cookie: c.cookie,
        ...desde(),
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fieldErrors.aceptaCorreos).toBe('Elige sí o no');
    }
    expect((await usuarioDe(c.email)).aceptaCorreosAt).toBeNull();

    const neg = await negocio(t, 'Negocio Sin Preferencias');
    expect((await get(t, '/api/cliente/preferencias', neg.cookie)).statusCode).toBe(403);
    const guest = await send(t, 'PUT', '/api/cliente/preferencias', {
      payload: {
        aceptaCorreos: true,
      },
      cookie: undefined,
      ...desde(),
    });
    expect(guest.statusCode).toBe(401);
  });
});

/**
 * Two businesses with a device each; Ana visits both (twice at the first) and redeems an offer,
 * Beto visits the first once and redeems the same offer; one anonymous visit.
 */
async function historia(prefijo: string) {
  const uno = await negocio(t, `${prefijo} Uno`);
  const dos = await negocio(t, `${prefijo} Dos`);
  const d1 = await nexoPara(t, uno);
  const d2 = await nexoPara(t, dos);
  const ana = await cliente(t, `Ana ${prefijo}`);
  const beto = await cliente(t, `Beto ${prefijo}`);
  const now = Date.now();
  const scan = async (device: { token: string }, c: typeof ana, at: number) => {
    const res = await visita(t, device.token, {
      codigo: await c.qrEn(at),
      escaneadoEn: new Date(at).toISOString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.contada).toBe(true);
    return res.json().data as { canjeToken: string };
  };
  await scan(d1, ana, now - 10 * HORA);
  await scan(d1, ana, now - 3.9 * HORA);
  await scan(d2, ana, now - 3.5 * HORA);
  await scan(d1, beto, now - 3 * HORA);
  expect((await visita(t, d1.token, { anonimo: true })).statusCode).toBe(200);

  const promocionID = (
    await promocion(t, uno, {
      titulo: 'Agua fresca de regalo',
      descripcion: 'Con tu orden de tacos.',
    })
  ).publicID;
  // A canje needs the customer there: a live scan of each now (within the cooldown, so no visit).
  for (const c of [ana, beto]) {
    const enVivo = await visita(t, d1.token, await c.escaneoNuevo());
    expect(enVivo.json().data).toMatchObject({ contada: false, motivo: 'cooldown' });
    const token = enVivo.json().data.canjeToken as string;
    await canjeEnNexo(t, d1.token, promocionID, token);
  }
  return { uno, dos, d1, d2, ana, beto, promocionID };
}

describe(`GET ${RUTA_EXPORTACION_CLIENTE}`, () => {
  it("holds the customer's account, profile, cards, visits, canjes and logros — theirs only", async () => {
    const h = await historia('Exporta');
    await send(t, 'PUT', '/api/cliente/preferencias', {
      payload: { aceptaCorreos: true },
      cookie: h.ana.cookie,
      ...desde(),
    });

    const res = await get(t, RUTA_EXPORTACION_CLIENTE, h.ana.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="tarjeto-mis-datos-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const datos = exportacionClienteSchema.parse(JSON.parse(res.body));

    const db = t.database.db;
    const u = await usuarioDe(h.ana.email);
    const c = await clienteDe(h.ana.email);
    expect(datos.formato).toBe('tarjeto-cliente/1');
    expect(datos.cuenta).toEqual({
      email: h.ana.email,
      creadaEn: u.createdAt.toISOString(),
      aceptaCorreos: true,
      aceptaCorreosActualizadoEn: u.aceptaCorreosAt!.toISOString(),
    });
    expect(datos.perfil).toMatchObject({
      publicID: c.publicId,
      nombre: 'Ana Exporta',
      edad: c.edad,
      genero: c.genero,
      ubicacion: { ciudad: c.ciudad, codigoPostal: c.codigoPostal },
      categoriaFavorita: c.categoriaFavorita,
      visitasTotales: 3,
      canjesTotales: 1,
    });

    // Cards, visits and canjes: row for row what the database has for her.
    const suyas = await db.select().from(tarjetas).where(eq(tarjetas.clienteId, c.id));
    expect(datos.tarjetas.map((x) => [x.negocioID, x.visitasTotales])).toEqual([
      [h.uno.publicID, 2],
      [h.dos.publicID, 1],
    ]);
    expect(datos.tarjetas.map((x) => x.ultimaVisita).sort()).toEqual(
      suyas.map((x) => x.ultimaVisita!.toISOString()).sort(),
    );
    const visitasDb = await db
      .select({ fecha: visitas.fecha })
      .from(visitas)
      .where(eq(visitas.clienteId, c.id))
      .orderBy(visitas.fecha);
    expect(datos.visitas.map((v) => v.fecha)).toEqual(visitasDb.map((v) => v.fecha.toISOString()));
    expect(datos.visitas.map((v) => v.nombreComercial)).toEqual([
      'Exporta Uno',
      'Exporta Uno',
      'Exporta Dos',
    ]);
    expect(datos.canjes).toHaveLength(1);
    expect(datos.canjes[0]).toMatchObject({
      negocioID: h.uno.publicID,
      promocionID: h.promocionID,
      promocion: 'Agua fresca de regalo',
    });
    const logrosDb = await db.select().from(logros).where(eq(logros.clienteId, c.id));
    expect(datos.logros.length).toBe(logrosDb.length);
    expect(datos.logros.map((l) => l.tipo)).toEqual(
      expect.arrayContaining(['primera_visita', 'primer_canje']),
    );

    // Nobody else is in it: not Beto, not his id, not the anonymous visit.
    const beto = await clienteDe(h.beto.email);
    expect(res.body).not.toContain('Beto');
    expect(res.body).not.toContain(beto.publicId);
    expect(res.body).not.toContain(h.beto.email);
  });

  it('is a customer’s own: a business gets 403, a guest 401, no path names anyone', async () => {
    const neg = await negocio(t, 'Negocio Curioso');
    expect((await get(t, RUTA_EXPORTACION_CLIENTE, neg.cookie)).statusCode).toBe(403);
    expect((await get(t, RUTA_EXPORTACION_CLIENTE)).statusCode).toBe(401);
  });

  it('walks many visits page by page, each once', async () => {
    const neg = await negocio(t, 'Visitas Muchas');
    const c = await cliente(t, 'Frecuente Total');
    const row = await clienteDe(c.email);
    // 4,500 visits written straight in (the export pages by 2,000), a third on the same instant.
    const { negocioId } = (
      await queryRows<{ negocioId: string }>(
        t.database.db,
        sql`select id as "negocioId" from negocios where public_id = ${neg.publicID}`,
      )
    )[0]!;
    await t.database.db.execute(sql`
      insert into visitas (negocio_id, establecimiento_id, cliente_id, anonima, fecha, fecha_local, hora_local, dia_semana)
      select ${negocioId}, ${neg.establecimientoID}, ${row.id}, false,
        timestamptz '2026-01-01 12:00:00+00' + (case when g % 3 = 0 then 0 else g end) * interval '1 minute',
        date '2026-01-01', 6, 4
      from generate_series(1, 4500) g`);
    const res = await get(t, RUTA_EXPORTACION_CLIENTE, c.cookie);
    expect(res.statusCode).toBe(200);
    const datos = exportacionClienteSchema.parse(JSON.parse(res.body));
    expect(datos.visitas).toHaveLength(4500);
    const fechas = datos.visitas.map((v) => v.fecha);
    expect([...fechas].sort()).toEqual(fechas);
  }, 60_000);
});

describe('DELETE /api/cliente/cuenta', () => {
  const eliminar = (cookie: string | undefined, body: unknown) =>
    send(t, 'DELETE', '/api/cliente/cuenta', { payload: body, cookie, ...desde() });

  it('asks for the password and refuses a business, a guest and a wrong password', async () => {
    const c = await cliente(t, 'Casi Se Va');
    const neg = await negocio(t, 'Negocio Que No Es Cliente');
    expect((await eliminar(neg.cookie, { contrasena: PASSWORD })).statusCode).toBe(403);
    expect((await eliminar(undefined, { contrasena: PASSWORD })).statusCode).toBe(401);
    const empty = await eliminar(c.cookie, { contrasena: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({
      contrasena: 'Escribe tu contraseña para confirmar',
    });
    const wrong = await eliminar(c.cookie, { contrasena: 'no-es-la-mia' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'CONTRASENA_ACTUAL_INCORRECTA',
      fieldErrors: { contrasena: 'La contraseña no es correcta' },
    });
    expect((await get(t, '/api/cliente/profile', c.cookie)).statusCode).toBe(200);
  });

  it('erases the person, ends the sessions, and leaves every business figure as it was', async () => {
    const h = await historia('Adios');
    const db = t.database.db;
    const anaUsuario = await usuarioDe(h.ana.email);
    const ana = await clienteDe(h.ana.email);
    const betoAntes = await clienteDe(h.beto.email);
    // A photo, a second signed-in browser, the newsletter.
    const foto = await subirFoto(t, 'cliente', h.ana.cookie);
    expect(foto.statusCode, foto.body).toBe(200);
    const otra = sessionCookieOf(
      await postJson(t, '/api/auth/login', { email: h.ana.email, contrasena: PASSWORD }, desde()),
    )!;
    expect((await postJson(t, '/api/newsletter', { email: h.ana.email })).statusCode).toBe(200);

    /** What each business shows: its profile totals, its stats calls, its rows. */
    const figuras = async (neg: { publicID: string; cookie: string }) => {
      const perfil = (await get(t, '/api/negocio/profile', neg.cookie)).json().data;
      const stats = (await get(t, `/api/visita/stats/${neg.publicID}`, neg.cookie)).json();
      const inicio = (
        await get(t, `/api/estadisticas/negocio/${neg.publicID}/inicio`, neg.cookie)
      ).json().data;
      const resumen = (
        await get(t, `/api/estadisticas/negocio/${neg.publicID}/resumen?periodo=7`, neg.cookie)
      ).json().data;
      return {
        visitasTotales: perfil.visitasTotales,
        clientesUnicos: perfil.clientesUnicos,
        totalVisitas: stats.totalVisitas,
        semana: inicio.resumen.visitas,
        resumenVisitas: resumen.visitas,
        resumenCanjes: resumen.canjes,
      };
    };
    const numero = async (q: SQL) => Number((await queryRows<{ n: string }>(db, q))[0]!.n);
    const suyos = sql`(select id from negocios where public_id in (${h.uno.publicID}, ${h.dos.publicID}))`;
    const filas = async () => ({
      visitas: await numero(sql`select count(*) as n from ${visitas} where negocio_id in ${suyos}`),
      horas: await numero(
        sql`select coalesce(sum(visitas), 0) as n from ${visitasPorHora} where negocio_id in ${suyos}`,
      ),
      canjes: await numero(sql`select count(*) as n from ${canjes} where negocio_id in ${suyos}`),
    });
    const antes = {
      uno: await figuras(h.uno),
      dos: await figuras(h.dos),
      filas: await filas(),
    };
    expect(antes.uno).toMatchObject({ visitasTotales: 4, clientesUnicos: 2, totalVisitas: 4 });
    expect(antes.dos).toMatchObject({ visitasTotales: 1, clientesUnicos: 1 });

    const res = await send(t, 'DELETE', '/api/cliente/cuenta', {
      payload: {
        contrasena: PASSWORD,
      },
      cookie: h.ana.cookie,
      ...desde(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Tu cuenta fue eliminada');
    expect(res.cookies.find((c) => c.name === 'tarjeto_sesion')?.value).toBe('');

    // The person is gone: account, record, sessions, photo, cards, logros, newsletter.
    expect(await db.select().from(usuarios).where(eq(usuarios.email, h.ana.email))).toEqual([]);
    expect(await db.select().from(clientes).where(eq(clientes.id, ana.id))).toEqual([]);
    expect(await db.select().from(sesiones).where(eq(sesiones.usuarioId, anaUsuario.id))).toEqual(
      [],
    );
    expect(await db.select().from(fotos).where(eq(fotos.usuarioId, anaUsuario.id))).toEqual([]);
    expect(await db.select().from(tarjetas).where(eq(tarjetas.clienteId, ana.id))).toEqual([]);
    expect(await db.select().from(logros).where(eq(logros.clienteId, ana.id))).toEqual([]);
    expect(
      await db
        .select()
        .from(newsletterSuscripciones)
        .where(eq(newsletterSuscripciones.email, h.ana.email)),
    ).toEqual([]);
    // The devices' stored answers no longer name her (nor carry her redemption token).
    const guardadas = await db.select({ r: nexoSolicitudes.respuesta }).from(nexoSolicitudes);
    const texto = JSON.stringify(guardadas);
    expect(texto).not.toContain('Ana Adios');
    expect(texto).not.toContain(ana.id);
    expect(texto).toContain('Beto Adios');

    // She cannot come back: no session works, the password does not sign in.
    expect((await get(t, '/api/auth/check-auth', h.ana.cookie)).statusCode).toBe(401);
    expect((await get(t, '/api/auth/check-auth', otra)).statusCode).toBe(401);
    const login = await postJson(
      t,
      '/api/auth/login',
      { email: h.ana.email, contrasena: PASSWORD },
      desde(),
    );
    expect(login.statusCode).toBe(401);
    expect(login.json().code).toBe('CREDENCIALES_INVALIDAS');
    // Nor does her code, at any counter.
    const codigo = await visita(t, h.d2.token, { codigo: await h.ana.qrEn() });
    expect(codigo.statusCode).toBe(400);
    expect(codigo.json().code).toBe('CODIGO_CLIENTE_INVALIDO');

    // Every business figure is as it was; her visits and canje stay, tied to nobody.
    expect(await figuras(h.uno)).toEqual(antes.uno);
    expect(await figuras(h.dos)).toEqual(antes.dos);
    expect(await filas()).toEqual(antes.filas);
    const sinNadie = await db
      .select({ n: count() })
      .from(visitas)
      .where(and(isNull(visitas.clienteId), eq(visitas.anonima, false)));
    expect(Number(sinNadie[0]!.n)).toBeGreaterThanOrEqual(3);
    expect(
      Number((await db.select({ n: count() }).from(canjes).where(isNull(canjes.clienteId)))[0]!.n),
    ).toBeGreaterThanOrEqual(1);

    // Beto is untouched.
    expect(await clienteDe(h.beto.email)).toMatchObject({
      visitasTotales: betoAntes.visitasTotales,
      canjesTotales: betoAntes.canjesTotales,
    });
    const betoExport = await get(t, RUTA_EXPORTACION_CLIENTE, h.beto.cookie);
    expect(exportacionClienteSchema.parse(betoExport.json()).visitas).toHaveLength(1);

    // A last mail confirms it.
    const mail = t.outbox().find((m) => m.to === h.ana.email)!;
    expect(mail.subject).toBe('Tu cuenta de Tarjeto fue eliminada');
    expect(mail.text).toContain('sin tu nombre');
  }, 60_000);
});
