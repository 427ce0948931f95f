import { and, asc, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  COLUMNAS_CLIENTES,
  COLUMNAS_VISITAS,
  CSV_BOM,
  exportacionDatosSchema,
  formatoFechaExportacion,
  neutralizarFormula,
  nombreNivel,
  parseCsv,
  rutaExportacion,
  rutaPermisoExportacion,
  type ArchivoExportacion,
} from '@tarjeto/shared';
import {
  canjes,
  clientes,
  codigosVinculacion,
  establecimientos,
  fotos,
  miembros,
  negocios,
  nexos,
  nexoSolicitudes,
  programasLealtad,
  promociones,
  sesiones,
  tarjetas,
  temporadas,
  usuarios,
  visitas,
  visitasPorHora,
} from '../../db/schema/index.ts';
import {
  alEquipo,
  atiende,
  canjeEnNexo,
  cliente,
  exportar,
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
import { SAME_ORIGIN, sessionCookieOf, testAppForFile } from '../../test/test-app.ts';
import { PERMISO_EXPORTACION_COOKIE } from './permiso-exportacion.ts';
import { lotesDeVisitas } from './privacidad.repository.ts';

// 'Ajustes' for a business (DOMAIN §8): the three downloads hold exactly what the database holds —
// names with commas, quotes, accents, line breaks and formula-looking starts included — for the
// owner only; and deleting the account erases the business, unpairs its Nexos, ends its sessions
// and leaves its customers' own accounts as they were.

const t = testAppForFile();

const HORA = 60 * 60 * 1000;
const PASSWORD = 'Horchata-Fria-2026';

/**
 * The wall clock of Mexico City as the contract writes it, formatted per date: the service's
 * offset-per-hour shortcut must read the same.
 */
const reloj = (d: Date) => formatoFechaExportacion('America/Mexico_City').format(d);

// Each password from an address of its own, so the per-address limit bites only where a test
// means it to.
let ip = 0;
const desde = () => `10.93.${Math.floor(++ip / 250)}.${ip % 250}`;
const permiso = (publicID: string, cookie: string | undefined, contrasena = PASSWORD) =>
  postJson(
    t,
    rutaPermisoExportacion(publicID),
    { contrasena },
    { ...(cookie ? { cookie } : {}), remoteAddress: desde() },
  );
const PERMISO = PERMISO_EXPORTACION_COOKIE;
const permisoDe = (res: { cookies: Array<{ name: string; value: string }> }) =>
  res.cookies.find((c) => c.name === PERMISO);

/** The file as it is downloaded without the password: the session alone. */
const descargarSinPermiso = (
  publicID: string,
  archivo: ArchivoExportacion,
  cookies: Record<string, string> = {},
) => t.app.inject({ method: 'GET', url: rutaExportacion(publicID, archivo), cookies });

/** A download as the dashboard makes it: the owner's password, then the file with its permit. */
const descargar = (publicID: string, archivo: ArchivoExportacion, cookie?: string) =>
  exportar(t, publicID, archivo, cookie, { remoteAddress: desde() });

const negocioId = async (publicID: string) =>
  (await t.database.db.select().from(negocios).where(eq(negocios.publicId, publicID)))[0]!;

/**
 * A business with a device, three customers (hostile names) and an anonymous visitor: Ana twice,
 * Beto once, Ñoño once, one anonymous visit, and one canje by Ana; from Ana's second visit on, a
 * cashier (a name with a comma and quotes) serves at the Nexo.
 */
async function negocioConHistoria(nombre: string) {
  const neg = await negocio(t, nombre);
  const device = await nexoPara(t, neg, 'Caja, "principal"');
  const ana = await cliente(t, 'Pérez, Ana "La Güera"');
  const beto = await cliente(t, '=HYPERLINK("http://malo.mx","Beto")');
  const nono = await cliente(t, 'Ñoño Muñoz\nSegunda línea');
  const now = Date.now();
  const scan = async (c: typeof ana, at: number) => {
    const res = await visita(t, device.token, {
      codigo: await c.qrEn(at),
      escaneadoEn: new Date(at).toISOString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { canjeToken: string };
  };
  await scan(ana, now - 10 * HORA);
  await scan(beto, now - 9 * HORA);
  await scan(nono, now - 2 * HORA);
  const cajero = await alEquipo(t, neg, 'cajero', {
    nombre: 'Rentería, Carlos "Charly"',
    pin: '1357',
  });
  await atiende(t, device.token, cajero.miembroId, '1357');
  await scan(ana, now - HORA);
  expect((await visita(t, device.token, { anonimo: true })).statusCode).toBe(200);
  // A canje needs Ana there: a live scan of her now (within the cooldown, so no visit).
  const tokenEnVivo = async () => {
    const res = await visita(t, device.token, await ana.escaneoNuevo());
    expect(res.json().data).toMatchObject({ contada: false, motivo: 'cooldown' });
    return res.json().data.canjeToken as string;
  };

  const promocionID = (
    await promocion(t, neg, {
      titulo: 'Café, pan y "algo más"',
      descripcion: 'Para los de siempre.',
    })
  ).publicID;
  await canjeEnNexo(t, device.token, promocionID, await tokenEnVivo());
  return { neg, device, ana, beto, nono, promocionID, cajero };
}

describe('the exports', () => {
  let h: Awaited<ReturnType<typeof negocioConHistoria>>;
  beforeAll(async () => {
    h = await negocioConHistoria('Café Lupita, "La Original"');
  }, 60_000);

  it('clientes.csv: one row per card, exactly as the database has them', async () => {
    const res = await descargar(h.neg.publicID, 'clientes.csv', h.neg.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="tarjeto-cafe-lupita-la-original-clientes-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith(CSV_BOM)).toBe(true);
    expect(res.body).toContain('\r\n');

    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([...COLUMNAS_CLIENTES]);

    const neg = await negocioId(h.neg.publicID);
    const db = await t.database.db
      .select({
        publicId: clientes.publicId,
        nombre: clientes.nombre,
        id: clientes.id,
        nivel: tarjetas.nivel,
        visitasTemporada: tarjetas.visitasTemporada,
        visitasTotales: tarjetas.visitasTotales,
        primera: tarjetas.primeraVisita,
        ultima: tarjetas.ultimaVisita,
      })
      .from(tarjetas)
      .innerJoin(clientes, eq(clientes.id, tarjetas.clienteId))
      .where(eq(tarjetas.negocioId, neg.id));
    expect(db).toHaveLength(3);
    const canjesDe = async (clienteId: string) =>
      (
        await t.database.db
          .select({ n: count() })
          .from(canjes)
          .where(and(eq(canjes.negocioId, neg.id), eq(canjes.clienteId, clienteId)))
      )[0]!.n;
    const esperadas = await Promise.all(
      db.map(async (c) => [
        c.publicId,
        neutralizarFormula(c.nombre),
        nombreNivel(c.nivel),
        String(c.visitasTemporada),
        String(c.visitasTotales),
        String(await canjesDe(c.id)),
        reloj(c.primera!),
        reloj(c.ultima!),
      ]),
    );
    expect(rows.sort()).toEqual(esperadas.sort());
    // Nobody has reached the first level yet: a person with no level is 'Sin nivel' ('Todos' is a
    // promotion's audience).
    expect(db.map((c) => c.nivel)).toEqual([0, 0, 0]);
    expect(rows.map((r) => r[2])).toEqual(['Sin nivel', 'Sin nivel', 'Sin nivel']);

    // The hostile names, read back as a spreadsheet would.
    const nombres = rows.map((r) => r[1]);
    expect(nombres).toContain('Pérez, Ana "La Güera"');
    expect(nombres).toContain('Ñoño Muñoz\nSegunda línea');
    expect(nombres).toContain(`'=HYPERLINK("http://malo.mx","Beto")`);
    const ana = rows.find((r) => r[1] === 'Pérez, Ana "La Güera"')!;
    expect(ana.slice(4, 6)).toEqual(['2', '1']); // two visits, one canje
  });

  it('visitas.csv: every visit oldest first, anonymous ones marked, names as stored', async () => {
    const res = await descargar(h.neg.publicID, 'visitas.csv', h.neg.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('-visitas-');
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([...COLUMNAS_VISITAS]);

    const neg = await negocioId(h.neg.publicID);
    const db = await t.database.db
      .select({
        fecha: visitas.fecha,
        anonima: visitas.anonima,
        establecimiento: establecimientos.nombre,
        nexo: nexos.nombre,
        publicId: clientes.publicId,
        nombre: clientes.nombre,
        registro: miembros.nombre,
      })
      .from(visitas)
      .innerJoin(establecimientos, eq(establecimientos.id, visitas.establecimientoId))
      .leftJoin(nexos, eq(nexos.id, visitas.nexoId))
      .leftJoin(clientes, eq(clientes.id, visitas.clienteId))
      .leftJoin(miembros, eq(miembros.id, visitas.miembroId))
      .where(eq(visitas.negocioId, neg.id))
      .orderBy(asc(visitas.fecha), asc(visitas.id));
    expect(db).toHaveLength(5);
    expect(rows).toEqual(
      db.map((v) => [
        reloj(v.fecha),
        v.establecimiento,
        v.nexo ?? '',
        v.anonima ? 'Anónima' : 'Cliente',
        v.publicId ?? '',
        v.nombre ? neutralizarFormula(v.nombre) : '',
        v.registro ?? '',
      ]),
    );
    expect(rows.at(-1)?.[3]).toBe('Anónima');
    expect(rows[0]?.[2]).toBe('Caja, "principal"');
    // 'Registró': empty before anyone said who served, then the cashier, exactly as named.
    expect(rows.map((r) => r.at(-1))).toEqual([
      '',
      '',
      '',
      'Rentería, Carlos "Charly"',
      'Rentería, Carlos "Charly"',
    ]);
  });

  it('datos.json: the account, the business and everything it has', async () => {
    const res = await descargar(h.neg.publicID, 'datos.json', h.neg.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const datos = exportacionDatosSchema.parse(JSON.parse(res.body));
    const neg = await negocioId(h.neg.publicID);

    expect(datos.cuenta.email).toBe(h.neg.email);
    expect(datos.negocio).toMatchObject({
      publicID: neg.publicId,
      codigo: neg.codigo,
      slug: neg.slug,
      nombreComercial: 'Café Lupita, "La Original"',
      rfc: neg.rfc,
      visitasTotales: neg.visitasTotales,
      clientesUnicos: neg.clientesUnicos,
    });
    expect(datos.establecimientos.map((e) => e.ubicacion.direccion)).toEqual(['Av. Reforma 45']);
    expect(datos.nexos).toMatchObject([{ nombre: 'Caja, "principal"', visitasRegistradas: 5 }]);
    expect(datos.programaLealtad?.niveles.map((n) => n.visitasRequeridas)).toEqual([6, 8, 12, 15]);
    expect(datos.temporadas.filter((x) => x.activa)).toHaveLength(1);
    expect(datos.promociones).toMatchObject([
      { promocionID: h.promocionID, titulo: 'Café, pan y "algo más"', usos: 1 },
    ]);
    expect(datos.canjes).toMatchObject([
      {
        promocionID: h.promocionID,
        cliente: 'Pérez, Ana "La Güera"',
        clienteID: expect.any(String),
        registradaPor: { nombre: 'Rentería, Carlos "Charly"', rol: 'cajero' },
      },
    ]);
    const cajero = { nombre: 'Rentería, Carlos "Charly"', rol: 'cajero' };
    expect(datos.visitas.map((v) => v.registradaPor)).toEqual([null, null, null, cajero, cajero]);

    const cards = await t.database.db
      .select({ n: count() })
      .from(tarjetas)
      .where(eq(tarjetas.negocioId, neg.id));
    expect(datos.tarjetas).toHaveLength(cards[0]!.n);
    const dbVisitas = await t.database.db
      .select({ fecha: visitas.fecha, anonima: visitas.anonima, clienteId: visitas.clienteId })
      .from(visitas)
      .where(eq(visitas.negocioId, neg.id))
      .orderBy(asc(visitas.fecha), asc(visitas.id));
    expect(datos.visitas.map((v) => [v.fecha, v.anonima])).toEqual(
      dbVisitas.map((v) => [v.fecha.toISOString(), v.anonima]),
    );
    // Unformatted text: JSON keeps the names exactly, formula-looking ones too.
    expect(datos.tarjetas.map((x) => x.cliente)).toContain('=HYPERLINK("http://malo.mx","Beto")');
  });

  it('walk a large table page by page, ties on the same instant included, nothing twice', async () => {
    const neg = await negocio(t, 'Paginado Exacto');
    const n = await negocioId(neg.publicID);
    const est = neg.establecimientoID;
    const mismo = new Date('2026-03-01T18:00:00.123456Z');
    const filas = Array.from({ length: 23 }, (_, i) => ({
      negocioId: n.id,
      establecimientoId: est,
      anonima: true,
      // Seven rows share one instant (to the microsecond); the rest spread over the days.
      fecha: i < 7 ? mismo : new Date(Date.UTC(2026, 2, 2 + i, 15, i)),
      fechaLocal: '2026-03-01',
      horaLocal: 12,
      diaSemana: 0,
    }));
    await t.database.db.insert(visitas).values(filas);
    await t.database.db.execute(
      sql`update visitas set fecha = '2026-03-01 18:00:00.123456+00' where negocio_id = ${n.id} and fecha < '2026-03-02'`,
    );
    const todas = await t.database.db
      .select({ id: visitas.id })
      .from(visitas)
      .where(eq(visitas.negocioId, n.id))
      .orderBy(asc(visitas.fecha), asc(visitas.id));
    const vistas: string[] = [];
    let paginas = 0;
    for await (const lote of lotesDeVisitas(t.database.db, n.id, 3)) {
      paginas++;
      expect(lote.length).toBeLessThanOrEqual(3);
      vistas.push(...lote.map((v) => v.id));
    }
    expect(paginas).toBe(8);
    expect(vistas).toEqual(todas.map((v) => v.id));

    const csv = parseCsv((await descargar(neg.publicID, 'visitas.csv', neg.cookie)).body);
    expect(csv).toHaveLength(24);
  });

  it('are the owner’s only: another business gets 404, a customer 403, a guest 401', async () => {
    const otro = await negocio(t, 'Vecino Curioso');
    for (const archivo of ['clientes.csv', 'visitas.csv', 'datos.json'] as const) {
      const ajeno = await descargar(h.neg.publicID, archivo, otro.cookie);
      expect(ajeno.statusCode).toBe(404);
      expect(ajeno.json().code).toBe('NOT_FOUND');
      expect(ajeno.body).not.toContain('Ana');
      expect((await descargar(h.neg.publicID, archivo, h.ana.cookie)).statusCode).toBe(403);
      expect((await descargar(h.neg.publicID, archivo)).statusCode).toBe(401);
    }
    // Its own export is empty of the first business's customers.
    const propio = parseCsv((await descargar(otro.publicID, 'clientes.csv', otro.cookie)).body);
    expect(propio).toEqual([[...COLUMNAS_CLIENTES]]);
  });

  it('need the owner’s password, given a moment before in the same session, for one download', async () => {
    const { publicID, cookie } = h.neg;
    const sesion = { tarjeto_sesion: cookie };
    // The session alone carries nothing off.
    for (const archivo of ['clientes.csv', 'visitas.csv', 'datos.json'] as const) {
      const res = await descargarSinPermiso(publicID, archivo, sesion);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'CONTRASENA_REQUERIDA',
        message: 'Confirma tu contraseña para descargar los datos de tu negocio.',
      });
      expect(res.body).not.toContain('Ana');
    }
    // A wrong or missing password: a field error, and no permit.
    const vacia = await permiso(publicID, cookie, '');
    expect(vacia.statusCode).toBe(400);
    expect(vacia.json().fieldErrors).toEqual({
      contrasena: 'Escribe tu contraseña para confirmar',
    });
    const mala = await permiso(publicID, cookie, 'no-es-la-mia');
    expect(mala.statusCode).toBe(400);
    expect(mala.json()).toMatchObject({
      code: 'CONTRASENA_ACTUAL_INCORRECTA',
      fieldErrors: { contrasena: 'La contraseña no es correcta' },
    });
    expect(permisoDe(mala)).toBeUndefined();

    // The right one: a permit for this business's downloads only, HttpOnly, never sent from
    // another site, for two minutes.
    const ok = await permiso(publicID, cookie);
    expect(ok.statusCode, ok.body).toBe(200);
    const p = permisoDe(ok)!;
    expect(p).toMatchObject({
      path: `/api/exportar/${publicID}`,
      httpOnly: true,
      sameSite: 'Strict',
      maxAge: 120,
    });
    // It is bound to the session that gave the password: another session of the same owner (a
    // borrowed one) cannot use it.
    const otraSesion = sessionCookieOf(
      await postJson(t, '/api/auth/login', { email: h.neg.email, contrasena: PASSWORD }),
    )!;
    const prestada = await descargarSinPermiso(publicID, 'datos.json', {
      tarjeto_sesion: otraSesion,
      [PERMISO]: p.value,
    });
    expect(prestada.json().code).toBe('CONTRASENA_REQUERIDA');
    // Forged, it is refused; and it expires.
    const [exp, firma] = p.value.split('.') as [string, string];
    for (const falso of [`${Number(exp) + 60_000}.${firma}`, `${exp}.${firma.slice(1)}x`, 'x']) {
      const res = await descargarSinPermiso(publicID, 'datos.json', {
        ...sesion,
        [PERMISO]: falso,
      });
      expect(res.json().code, falso).toBe('CONTRASENA_REQUERIDA');
    }
    vi.useFakeTimers({ toFake: ['Date'], now: Number(exp) + 1 });
    try {
      const tarde = await descargarSinPermiso(publicID, 'datos.json', {
        ...sesion,
        [PERMISO]: p.value,
      });
      expect(tarde.json().code).toBe('CONTRASENA_REQUERIDA');
    } finally {
      vi.useRealTimers();
    }

    // The session that gave it downloads, and the answer clears the permit.
    const res = await descargarSinPermiso(publicID, 'clientes.csv', {
      ...sesion,
      [PERMISO]: p.value,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(parseCsv(res.body)[0]).toEqual([...COLUMNAS_CLIENTES]);
    expect(permisoDe(res)).toMatchObject({ value: '', path: `/api/exportar/${publicID}` });
    // Another business's public id with this permit: 404, as ever.
    const otro = await negocio(t, 'Vecino Con Permiso');
    const ajeno = await descargarSinPermiso(otro.publicID, 'clientes.csv', {
      ...sesion,
      [PERMISO]: p.value,
    });
    expect(ajeno.statusCode).toBe(404);
  });

  it('count wrong passwords like the account’s deletion: past 5, even the right one waits', async () => {
    const neg = await negocio(t, 'Adivinanzas No');
    for (let i = 0; i < 5; i++) {
      expect((await permiso(neg.publicID, neg.cookie, `mala-${i}-xyz`)).statusCode).toBe(400);
    }
    const sexta = await permiso(neg.publicID, neg.cookie);
    expect(sexta.statusCode).toBe(429);
    expect(sexta.json().code).toBe('RATE_LIMITED');
    expect(permisoDe(sexta)).toBeUndefined();
    expect(
      (await descargarSinPermiso(neg.publicID, 'datos.json', { tarjeto_sesion: neg.cookie })).json()
        .code,
    ).toBe('CONTRASENA_REQUERIDA');
  });
});

const eliminar = (cookie: string, body: unknown) =>
  send(t, 'DELETE', '/api/negocio/cuenta', { payload: body, cookie });

async function cuantas(negocioIdDb: string) {
  const db = t.database.db;
  const n = async (q: Promise<Array<{ n: number }>>) => (await q)[0]!.n;
  return {
    negocios: await n(db.select({ n: count() }).from(negocios).where(eq(negocios.id, negocioIdDb))),
    establecimientos: await n(
      db
        .select({ n: count() })
        .from(establecimientos)
        .where(eq(establecimientos.negocioId, negocioIdDb)),
    ),
    nexos: await n(db.select({ n: count() }).from(nexos).where(eq(nexos.negocioId, negocioIdDb))),
    codigosVinculacion: await n(
      db
        .select({ n: count() })
        .from(codigosVinculacion)
        .where(eq(codigosVinculacion.negocioId, negocioIdDb)),
    ),
    programas: await n(
      db
        .select({ n: count() })
        .from(programasLealtad)
        .where(eq(programasLealtad.negocioId, negocioIdDb)),
    ),
    temporadas: await n(
      db.select({ n: count() }).from(temporadas).where(eq(temporadas.negocioId, negocioIdDb)),
    ),
    promociones: await n(
      db.select({ n: count() }).from(promociones).where(eq(promociones.negocioId, negocioIdDb)),
    ),
    canjes: await n(
      db.select({ n: count() }).from(canjes).where(eq(canjes.negocioId, negocioIdDb)),
    ),
    tarjetas: await n(
      db.select({ n: count() }).from(tarjetas).where(eq(tarjetas.negocioId, negocioIdDb)),
    ),
    visitas: await n(
      db.select({ n: count() }).from(visitas).where(eq(visitas.negocioId, negocioIdDb)),
    ),
    rollups: await n(
      db
        .select({ n: count() })
        .from(visitasPorHora)
        .where(eq(visitasPorHora.negocioId, negocioIdDb)),
    ),
  };
}

describe('DELETE /api/negocio/cuenta', () => {
  it('asks for the password and refuses customers, guests and a wrong password', async () => {
    const neg = await negocio(t, 'Casi Me Voy');
    const c = await cliente(t, 'Clienta Curiosa');
    expect((await eliminar(c.cookie, { contrasena: PASSWORD })).statusCode).toBe(403);
    const guest = await t.app.inject({
      method: 'DELETE',
      url: '/api/negocio/cuenta',
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ contrasena: PASSWORD }),
    });
    expect(guest.statusCode).toBe(401);

    const empty = await eliminar(neg.cookie, { contrasena: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({
      contrasena: 'Escribe tu contraseña para confirmar',
    });

    const wrong = await eliminar(neg.cookie, { contrasena: 'no-es-la-mia' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'CONTRASENA_ACTUAL_INCORRECTA',
      fieldErrors: { contrasena: 'La contraseña no es correcta' },
    });
    // Nothing happened.
    expect((await get(t, '/api/negocio/profile', neg.cookie)).statusCode).toBe(200);
  });

  it('erases the business and the account, unpairs its Nexos and leaves its customers whole', async () => {
    const h = await negocioConHistoria('Adiós Tacos');
    const neg = await negocioId(h.neg.publicID);
    const usuarioId = neg.usuarioId;
    // A photo, a second browser, and a customer who also has a card at another business.
    const foto = await subirFoto(t, 'negocio', h.neg.cookie);
    expect(foto.statusCode, foto.body).toBe(200);
    const otraSesion = sessionCookieOf(
      await postJson(
        t,
        '/api/auth/login',
        { email: h.neg.email, contrasena: PASSWORD },
        {
          remoteAddress: '10.88.0.1',
        },
      ),
    )!;
    const vecino = await negocio(t, 'Vecino Que Se Queda');
    const vecinoDevice = await nexoPara(t, vecino);
    expect((await visita(t, vecinoDevice.token, await h.ana.escaneoNuevo())).statusCode).toBe(200);
    const [anaAntes] = await t.database.db
      .select()
      .from(clientes)
      .where(eq(clientes.publicId, (await filaDeCliente(t, h.ana.email)).publicId));

    const antes = await cuantas(neg.id);
    expect(antes).toMatchObject({ negocios: 1, visitas: 5, tarjetas: 3, canjes: 1, nexos: 1 });

    const res = await eliminar(h.neg.cookie, { contrasena: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Tu cuenta fue eliminada');
    expect(res.cookies.find((c) => c.name === 'tarjeto_sesion')?.value).toBe('');

    // Everything of the business is gone.
    expect(await cuantas(neg.id)).toEqual({
      negocios: 0,
      establecimientos: 0,
      nexos: 0,
      codigosVinculacion: 0,
      programas: 0,
      temporadas: 0,
      promociones: 0,
      canjes: 0,
      tarjetas: 0,
      visitas: 0,
      rollups: 0,
    });
    const db = t.database.db;
    expect(await db.select().from(usuarios).where(eq(usuarios.id, usuarioId))).toEqual([]);
    expect(await db.select().from(usuarios).where(eq(usuarios.email, h.neg.email))).toEqual([]);
    expect(await db.select().from(sesiones).where(eq(sesiones.usuarioId, usuarioId))).toEqual([]);
    expect(
      await db.select({ id: fotos.id }).from(fotos).where(eq(fotos.usuarioId, usuarioId)),
    ).toEqual([]);
    expect(
      await db
        .select({ clave: nexoSolicitudes.clave })
        .from(nexoSolicitudes)
        .where(eq(nexoSolicitudes.nexoId, h.device.nexoId)),
    ).toEqual([]);

    // The account cannot come back in: no session, no password, no device.
    expect((await get(t, '/api/auth/check-auth', h.neg.cookie)).statusCode).toBe(401);
    expect((await get(t, '/api/auth/check-auth', otraSesion)).statusCode).toBe(401);
    const login = await postJson(
      t,
      '/api/auth/login',
      { email: h.neg.email, contrasena: PASSWORD },
      { remoteAddress: '10.88.0.2' },
    );
    expect(login.statusCode).toBe(401);
    expect(login.json().code).toBe('CREDENCIALES_INVALIDAS');
    const device = await visita(t, h.device.token, { anonimo: true });
    expect(device.statusCode).toBe(401);
    expect(device.json().code).toBe('NEXO_NO_VINCULADO');

    // The customers keep their accounts, their totals and their cards elsewhere.
    const [anaDespues] = await db.select().from(clientes).where(eq(clientes.id, anaAntes!.id));
    expect(anaDespues).toMatchObject({
      nombre: anaAntes!.nombre,
      visitasTotales: anaAntes!.visitasTotales,
      canjesTotales: anaAntes!.canjesTotales,
    });
    expect(
      await db.select({ n: count() }).from(tarjetas).where(eq(tarjetas.clienteId, anaAntes!.id)),
    ).toEqual([{ n: 1 }]);
    expect((await get(t, '/api/cliente/codigo', h.ana.cookie)).statusCode).toBe(200);
    // The other business is untouched.
    expect((await cuantas((await negocioId(vecino.publicID)).id)).visitas).toBe(1);

    const mail = t.outbox().find((m) => m.to === h.neg.email);
    expect(mail?.subject).toBe('Tu cuenta de Tarjeto fue eliminada');

    // The address is free for a new account.
    const again = await postJson(
      t,
      '/api/auth/signup',
      { email: h.neg.email, contrasena: 'Otra-Vida-2027' },
      { remoteAddress: '10.88.0.3' },
    );
    expect(again.statusCode, again.body).toBe(200);
  });
});
