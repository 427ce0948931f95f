import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  agregarTarjetaResponseSchema,
  CODIGO_NEGOCIO_FORMATO,
  CODIGO_NEGOCIO_REQUERIDO,
  CODIGOS_NEGOCIO_POR_CUENTA,
  clientesNegocioResponseSchema,
  clientesPorNivelResponseSchema,
  fechaLocal,
  logrosClienteResponseSchema,
  programaResponseSchema,
  sumarDias,
  tarjetasClienteResponseSchema,
} from '@tarjeto/shared';
import { queryRows } from '../../db/client.ts';
import { negocios, programasLealtad, temporadas } from '../../db/schema/index.ts';
import {
  cliente,
  filaDeCliente,
  get,
  negocio,
  nexoPara,
  postJson,
  visita,
} from '../../test/fixtures.ts';
import { testAppForFile } from '../../test/test-app.ts';
import { programaDe, type Programa } from '../lealtad/lealtad.service.ts';
import { recordVisita, type NexoContext } from '../visitas/visitas.service.ts';
import { logrosDelCliente, tarjetasDelCliente } from './cartera.service.ts';

// The customer's wallet on PGlite and on the PostgreSQL server alike: who may call, adding a
// business by its code with every refusal, the empty card and what its first visits do to it (and
// to the business's figures, which ignore it until then), and the cards, banner and achievements
// of a customer whose visits cross a year boundary — every expected figure worked out by hand.

const t = testAppForFile();

const MX = 'America/Mexico_City';
const TARJETAS = '/api/cliente/tarjetas';
const LOGROS = '/api/cliente/logros';

const negocioRow = async (publicID: string) =>
  (
    await t.database.db
      .select({
        id: negocios.id,
        codigo: negocios.codigo,
        slug: negocios.slug,
        usuarioId: negocios.usuarioId,
      })
      .from(negocios)
      .where(eq(negocios.publicId, publicID))
  )[0]!;

const agregar = (cookie: string, codigoNegocio: unknown) =>
  postJson(t, TARJETAS, { codigoNegocio }, { cookie });

/** The business's paired Nexo as the visit service takes it. */
async function contextoNexo(negocioId: string): Promise<NexoContext> {
  const [nx] = await queryRows<{ id: string; establecimiento_id: string }>(
    t.database.db,
    sql`select id, establecimiento_id from nexos where negocio_id = ${negocioId}`,
  );
  return {
    nexoId: nx!.id,
    negocioId,
    establecimientoId: nx!.establecimiento_id,
    zonaHoraria: MX,
    cooldownMinutos: 240,
  };
}

/**
 * A counted visit at its own time, through the visit service (a device refuses scans older than a
 * day, so a history is written this way, as the demo dataset writes its own).
 */
const visitarEn = (
  ctx: NexoContext,
  programa: Programa,
  cliente: { id: string; nombre: string },
  at: Date,
) =>
  t.database.db.transaction((tx) =>
    recordVisita(tx, ctx, programa, {
      cliente: { cliente: { id: cliente.id, nombre: cliente.nombre, fotoId: null }, paso: null },
      at,
      now: at,
    }),
  );

describe('who may use the wallet', () => {
  it('answers a guest 401 and a business 403, on every call', async () => {
    const neg = await negocio(t, 'Guardia Negocio');
    for (const call of [
      () => get(t, TARJETAS),
      () => get(t, LOGROS),
      () => agregar('', 'TACOS-7Q4K'),
    ]) {
      const res = await call();
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
    for (const call of [
      () => get(t, TARJETAS, neg.cookie),
      () => get(t, LOGROS, neg.cookie),
      () => agregar(neg.cookie, 'TACOS-7Q4K'),
    ]) {
      const res = await call();
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
  });
});

describe('a brand-new customer', () => {
  it('has no cards, an empty banner, and every first achievement ahead', async () => {
    const c = await cliente(t, 'Nora Nueva');
    const res = await get(t, TARJETAS, c.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = tarjetasClienteResponseSchema.parse(res.json());
    expect(data.tarjetas).toEqual([]);
    expect(data.resumen).toMatchObject({ racha: 0, visitasSemana: 0, ultimaVisita: null });
    expect(data.resumen.semana).toMatch(/^\d{4}-W\d{2}$/);

    const logros = logrosClienteResponseSchema.parse((await get(t, LOGROS, c.cookie)).json());
    expect(logros.data.obtenidos).toEqual([]);
    expect(logros.data.proximos.map((p) => [p.titulo, p.actual, p.meta])).toEqual([
      ['¡Primera visita!', 0, 1],
      ['4 semanas seguidas', 0, 4],
      ['Primer canje', 0, 1],
      ['5 lugares visitados', 0, 5],
    ]);
  });
});

describe('adding a business by its code', () => {
  it('refuses malformed, unknown and repeated codes with Spanish field errors', async () => {
    const neg = await negocio(t, 'Tacos Código');
    const { codigo } = await negocioRow(neg.publicID);
    const c = await cliente(t, 'Carla Códigos');

    for (const [body, message] of [
      ['', CODIGO_NEGOCIO_REQUERIDO],
      ['   ', CODIGO_NEGOCIO_REQUERIDO],
      ['hola', CODIGO_NEGOCIO_FORMATO],
      ['TACOS-7Q4KX', CODIGO_NEGOCIO_FORMATO],
      [12345, CODIGO_NEGOCIO_REQUERIDO],
    ] as const) {
      const res = await agregar(c.cookie, body);
      expect(res.statusCode, `${String(body)}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        fieldErrors: { codigoNegocio: message },
      });
    }

    // A well-formed code nobody has: a different random part from this business's.
    const otro = `${codigo.split('-')[0]}-${codigo.endsWith('ZZZZ') ? 'YYYY' : 'ZZZZ'}`;
    const unknown = await agregar(c.cookie, otro);
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'NEGOCIO_CODIGO_DESCONOCIDO',
      message: 'No encontramos ningún negocio con ese código. Revísalo e inténtalo de nuevo.',
      fieldErrors: { codigoNegocio: expect.stringContaining('No encontramos') },
    });

    // Typed as people type it: lower case, a space for the dash.
    const added = await agregar(c.cookie, ` ${codigo.toLowerCase().replace('-', ' ')} `);
    expect(added.statusCode, added.body).toBe(201);
    const body = agregarTarjetaResponseSchema.parse(added.json());
    expect(body.message).toBe('¡Listo! Tacos Código ya está en tu cartera.');
    expect(body.data.negocio.nombre).toBe('Tacos Código');

    const again = await agregar(c.cookie, codigo);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'TARJETA_YA_EN_CARTERA',
      message: 'Tacos Código ya está en tu cartera.',
      fieldErrors: { codigoNegocio: 'Tacos Código ya está en tu cartera.' },
    });
  });

  it('stops an account that keeps guessing, before looking the code up', async () => {
    const neg = await negocio(t, 'Adivina');
    const { codigo } = await negocioRow(neg.publicID);
    const c = await cliente(t, 'Gael Adivina');
    const otro = await cliente(t, 'Olga Otra');
    for (let i = 0; i < CODIGOS_NEGOCIO_POR_CUENTA; i++) {
      const res = await agregar(c.cookie, `NADA-${String(i).padStart(4, '0')}`);
      expect(res.statusCode, res.body).toBe(404);
    }
    const blocked = await agregar(c.cookie, codigo);
    expect(blocked.statusCode, blocked.body).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Only that account waits.
    expect((await agregar(otro.cookie, codigo)).statusCode).toBe(201);
  });
});

describe('the empty card and its first visits', () => {
  it('waits empty, stays out of the business figures, and fills with visits up to Bronce', async () => {
    const neg = await negocio(t, 'Café Cartera');
    const n = await negocioRow(neg.publicID);
    const device = await nexoPara(t, neg);
    const c = await cliente(t, 'Elena Empieza');
    const otra = await cliente(t, 'Irma Intrusa');
    // A season that began two months ago, so yesterday's visits count in it too.
    const [season] = await t.database.db
      .update(temporadas)
      .set({ fechaInicio: sumarDias(fechaLocal(new Date(), MX), -60) })
      .where(and(eq(temporadas.negocioId, n.id), eq(temporadas.activa, true)))
      .returning();

    expect((await agregar(c.cookie, n.codigo)).statusCode).toBe(201);
    const vacia = tarjetasClienteResponseSchema.parse((await get(t, TARJETAS, c.cookie)).json());
    expect(vacia.data.tarjetas).toEqual([
      {
        negocio: {
          publicID: neg.publicID,
          nombre: 'Café Cartera',
          slug: n.slug,
          fotoPerfil: null,
          gradient: 'rubi',
          color: null,
        },
        nivel: 0,
        nombreNivel: 'Sin nivel',
        visitasTemporada: 0,
        visitasTotales: 0,
        siguienteNivel: { nivel: 1, nombre: 'Bronce', visitasRequeridas: 6, faltan: 6 },
        temporadaFin: season!.fechaFin,
        ultimaVisita: null,
        racha: 0,
        agregadaAt: expect.any(String),
      },
    ]);
    expect(vacia.data.resumen).toMatchObject({ racha: 0, visitasSemana: 0, ultimaVisita: null });
    // Another customer's wallet is their own.
    const suya = tarjetasClienteResponseSchema.parse((await get(t, TARJETAS, otra.cookie)).json());
    expect(suya.data.tarjetas).toEqual([]);

    // Not a customer of the business yet: no list row, no level count, no new customer.
    const lista = clientesNegocioResponseSchema.parse(
      (await get(t, `/api/negocio/${neg.publicID}/clientes`, neg.cookie)).json(),
    );
    expect(lista.data.clientes).toEqual([]);
    const programa = programaResponseSchema.parse(
      (await get(t, `/api/programa-lealtad/negocio/${neg.publicID}`, neg.cookie)).json(),
    );
    expect(programa.data.clientesSinNivel).toBe(0);
    const niveles = clientesPorNivelResponseSchema.parse(
      (await get(t, `/api/estadisticas/negocio/${neg.publicID}/niveles`, neg.cookie)).json(),
    );
    expect(niveles.data.total).toBe(0);

    // The first visit is the customer's first here, as a card made by the visit would be.
    const first = await visita(t, device.token, { codigo: await c.qrEn() });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.tarjeta).toMatchObject({ nueva: true, visitas: 1 });
    const [counts] = await t.database.db
      .select({ clientesUnicos: negocios.clientesUnicos })
      .from(negocios)
      .where(eq(negocios.id, n.id));
    expect(counts!.clientesUnicos).toBe(1);
    const listaDespues = clientesNegocioResponseSchema.parse(
      (await get(t, `/api/negocio/${neg.publicID}/clientes`, neg.cookie)).json(),
    );
    expect(listaDespues.data.clientes.map((x) => x.nombre)).toEqual(['Elena Empieza']);

    const una = tarjetasClienteResponseSchema.parse((await get(t, TARJETAS, c.cookie)).json());
    expect(una.data.tarjetas[0]).toMatchObject({
      visitasTemporada: 1,
      visitasTotales: 1,
      siguienteNivel: { nombre: 'Bronce', faltan: 5 },
      racha: 1,
      ultimaVisita: expect.any(String),
    });
    expect(una.data.resumen).toMatchObject({
      racha: 1,
      visitasSemana: 1,
      ultimaVisita: { negocio: { publicID: neg.publicID, nombre: 'Café Cartera' } },
    });

    // Five more on other days of the season: Bronce, and Plata 2 visits away.
    const row = await filaDeCliente(t, c.email);
    const ctx = await contextoNexo(n.id);
    const programaVisita = await programaDe(t.database.db, n.id);
    for (let h = 1; h <= 5; h++)
      await visitarEn(ctx, programaVisita, row, new Date(Date.now() - h * 5 * 3600 * 1000));
    const bronce = tarjetasClienteResponseSchema.parse((await get(t, TARJETAS, c.cookie)).json());
    expect(bronce.data.tarjetas[0]).toMatchObject({
      nivel: 1,
      nombreNivel: 'Bronce',
      visitasTemporada: 6,
      siguienteNivel: { nivel: 2, nombre: 'Plata', visitasRequeridas: 8, faltan: 2 },
    });
    const logros = logrosClienteResponseSchema.parse((await get(t, LOGROS, c.cookie)).json());
    expect(logros.data.obtenidos.map((l) => [l.titulo, l.negocio?.nombre ?? null])).toEqual(
      expect.arrayContaining([
        ['Nivel Bronce', 'Café Cartera'],
        ['¡Primera visita!', null],
      ]),
    );
    expect(logros.data.proximos[0]).toMatchObject({
      titulo: 'Nivel Plata',
      negocio: { nombre: 'Café Cartera' },
      actual: 6,
      meta: 8,
    });
  });
});

describe('places visited', () => {
  it('counts businesses with a visit, not empty cards, toward 5 lugares visitados', async () => {
    const c = await cliente(t, 'Paco Pendiente');
    for (const nombre of ['Lugar Uno', 'Lugar Dos', 'Lugar Tres', 'Lugar Cuatro']) {
      const neg = await negocio(t, nombre);
      expect((await agregar(c.cookie, (await negocioRow(neg.publicID)).codigo)).statusCode).toBe(
        201,
      );
    }
    const quinto = await negocio(t, 'Lugar Cinco');
    const device = await nexoPara(t, quinto);
    expect((await visita(t, device.token, { codigo: await c.qrEn() })).statusCode).toBe(200);

    const { data } = logrosClienteResponseSchema.parse((await get(t, LOGROS, c.cookie)).json());
    expect(data.obtenidos.map((l) => l.tipo)).toEqual(['primera_visita']);
    expect(data.proximos.find((p) => p.tipo === 'negocios')).toMatchObject({
      titulo: '5 lugares visitados',
      actual: 1,
      meta: 5,
    });
    const cards = tarjetasClienteResponseSchema.parse((await get(t, TARJETAS, c.cookie)).json());
    expect(cards.data.tarjetas).toHaveLength(5);
    expect(cards.data.tarjetas[0]!.negocio.nombre).toBe('Lugar Cinco');
  });
});

describe('cards, banner and achievements across a year boundary', () => {
  /** A business whose open season runs from December 2026 to February 2027. */
  async function negocioDeInvierno(nombre: string) {
    const neg = await negocio(t, nombre);
    const n = await negocioRow(neg.publicID);
    await nexoPara(t, neg);
    await t.database.db
      .update(temporadas)
      .set({ fechaInicio: '2026-12-01', fechaFin: '2027-02-28' })
      .where(and(eq(temporadas.negocioId, n.id), eq(temporadas.activa, true)));
    return {
      neg,
      n,
      ctx: await contextoNexo(n.id),
      programa: await programaDe(t.database.db, n.id),
    };
  }

  it('counts weeks on the business calendar: 4 in a row, per card 1 and 2, then broken', async () => {
    const a = await negocioDeInvierno('Tacos Invierno');
    const b = await negocioDeInvierno('Café Invierno');
    // Bronce is 'Cobre' at Tacos Invierno: the next level reads by the business's own name.
    const [prog] = await t.database.db
      .select({ niveles: programasLealtad.niveles })
      .from(programasLealtad)
      .where(eq(programasLealtad.negocioId, a.n.id));
    await t.database.db
      .update(programasLealtad)
      .set({
        niveles: prog!.niveles.map((l) => (l.nivel === 1 ? { ...l, nombre: 'Cobre' } : l)),
      })
      .where(eq(programasLealtad.negocioId, a.n.id));
    a.programa = await programaDe(t.database.db, a.n.id);

    const c = await cliente(t, 'Yolanda Año');
    const row = await filaDeCliente(t, c.email);
    const visitar = (w: typeof a, iso: string) => visitarEn(w.ctx, w.programa, row, new Date(iso));
    // Local times (UTC−6). ISO weeks: 2026-W51, W52, W53 (28 Dec–3 Jan), then 2027-W01.
    await visitar(a, '2026-12-16T13:00:00-06:00'); // W51
    await visitar(a, '2026-12-22T13:00:00-06:00'); // W52
    // Sunday night in Mexico City is already Monday in UTC: it belongs to W53, not W01.
    await visitar(b, '2027-01-03T20:00:00-06:00'); // W53
    await visitar(a, '2027-01-04T13:00:00-06:00'); // W01 (Monday)
    await visitar(b, '2027-01-09T12:00:00-06:00'); // W01 (Saturday)

    const domingo = new Date('2027-01-10T18:00:00-06:00'); // still W01
    const w01 = await tarjetasDelCliente(t.database.db, row.usuarioId, domingo);
    expect(w01.resumen).toEqual({
      racha: 4,
      semana: '2027-W01',
      visitasSemana: 2,
      ultimaVisita: {
        fecha: new Date('2027-01-09T12:00:00-06:00').toISOString(),
        negocio: { publicID: b.neg.publicID, nombre: 'Café Invierno', slug: b.n.slug },
      },
    });
    // Most recently visited first. Tacos: W51, W52, gap at W53, W01 → 1; Café: W53, W01 → 2.
    expect(
      w01.tarjetas.map((x) => [
        x.negocio.nombre,
        x.visitasTemporada,
        x.racha,
        x.siguienteNivel?.nombre,
        x.siguienteNivel?.faltan,
        x.temporadaFin,
      ]),
    ).toEqual([
      ['Café Invierno', 2, 2, 'Bronce', 4, '2027-02-28'],
      ['Tacos Invierno', 3, 1, 'Cobre', 3, '2027-02-28'],
    ]);

    // The Tuesday after: last week had visits, so the streak holds; none yet this week.
    const martes = await tarjetasDelCliente(
      t.database.db,
      row.usuarioId,
      new Date('2027-01-12T10:00:00-06:00'),
    );
    expect(martes.resumen).toMatchObject({ racha: 4, semana: '2027-W02', visitasSemana: 0 });
    expect(martes.tarjetas.map((x) => x.racha)).toEqual([2, 1]);
    // A whole week (W02) without a visit breaks every streak.
    const despues = await tarjetasDelCliente(
      t.database.db,
      row.usuarioId,
      new Date('2027-01-19T10:00:00-06:00'),
    );
    expect(despues.resumen).toMatchObject({ racha: 0, semana: '2027-W03' });
    expect(despues.tarjetas.map((x) => x.racha)).toEqual([0, 0]);

    // Achievements: the first visit, and 4 weeks in a row earned by the W01 Monday visit.
    const logros = await logrosDelCliente(t.database.db, row.usuarioId, domingo);
    expect(logros.obtenidos).toEqual([
      {
        tipo: 'racha',
        valor: 4,
        titulo: '4 semanas seguidas',
        negocio: null,
        obtenidoAt: new Date('2027-01-04T13:00:00-06:00').toISOString(),
      },
      {
        tipo: 'primera_visita',
        valor: null,
        titulo: '¡Primera visita!',
        negocio: null,
        obtenidoAt: new Date('2026-12-16T13:00:00-06:00').toISOString(),
      },
    ]);
    // Closest first: Cobre at Tacos 3/6, 2 of 5 places, the 12-week streak 4/12 and Bronce at
    // the café 2/6 (both a third: kept in their order), the first canje 0/1.
    expect(
      logros.proximos.map((p) => [p.titulo, p.negocio?.nombre ?? null, p.actual, p.meta]),
    ).toEqual([
      ['Nivel Cobre', 'Tacos Invierno', 3, 6],
      ['5 lugares visitados', null, 2, 5],
      ['12 semanas seguidas', null, 4, 12],
      ['Nivel Bronce', 'Café Invierno', 2, 6],
      ['Primer canje', null, 0, 1],
    ]);
  });

  it('closes a finished season before showing the card (the lazy close)', async () => {
    const w = await negocioDeInvierno('Pan Vencido');
    const c = await cliente(t, 'Samuel Temporada');
    const row = await filaDeCliente(t, c.email);
    for (const iso of [
      '2026-12-02T09:00:00-06:00',
      '2026-12-09T09:00:00-06:00',
      '2026-12-16T09:00:00-06:00',
      '2026-12-23T09:00:00-06:00',
      '2026-12-30T09:00:00-06:00',
      '2027-01-06T09:00:00-06:00',
      '2027-01-13T09:00:00-06:00',
    ])
      await visitarEn(w.ctx, w.programa, row, new Date(iso));
    const enTemporada = await tarjetasDelCliente(
      t.database.db,
      row.usuarioId,
      new Date('2027-02-10T12:00:00-06:00'),
    );
    expect(enTemporada.tarjetas[0]).toMatchObject({
      nivel: 1,
      visitasTemporada: 7,
      temporadaFin: '2027-02-28',
      siguienteNivel: { nombre: 'Plata', faltan: 1 },
    });
    // In March the season is over: Bronce stays (7 visits reached it), the count starts again,
    // and the next season (3 months from 1 March) is the one shown.
    const marzo = await tarjetasDelCliente(
      t.database.db,
      row.usuarioId,
      new Date('2027-03-02T12:00:00-06:00'),
    );
    expect(marzo.tarjetas[0]).toMatchObject({
      nivel: 1,
      visitasTemporada: 0,
      visitasTotales: 7,
      temporadaFin: '2027-05-31',
      siguienteNivel: { nombre: 'Plata', faltan: 8 },
    });
  });
});
