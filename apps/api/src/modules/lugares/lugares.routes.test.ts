import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  carteraLugaresResponseSchema,
  DESCUBRIR_CURSOR_INVALIDO,
  DESCUBRIR_POR_PAGINA,
  descubrirResponseSchema,
  estadoHorario,
  horarioTexto,
  negocioPerfilSchema,
  negocioPublicoResponseSchema,
  sumarDias,
  fechaLocal,
  type CategoriaId,
  type PromocionDraft,
} from '@tarjeto/shared';
import {
  cliente,
  get,
  negocio,
  nexoPara,
  postJson,
  promocion,
  visita,
} from '../../test/fixtures.ts';
import { testAppForFile } from '../../test/test-app.ts';
import { portadaPublica } from './lugares.service.ts';

// Places (issue 11): a business's public page as a guest sees it (and nothing private), the
// customer's wallet, and discovery by city and category with its defaults, filters and pages.

const t = testAppForFile();

const MX = 'America/Mexico_City';
type Neg = Awaited<ReturnType<typeof negocio>>;

async function perfil(neg: Neg) {
  return negocioPerfilSchema.parse((await get(t, '/api/negocio/profile', neg.cookie)).json().data);
}

/** A business somewhere else, of other categories (as its owner would set it in 'Mi negocio'). */
async function negocioEn(nombre: string, ciudad: string, categoria: CategoriaId[]) {
  const neg = await negocio(t, nombre);
  await t.database.db.execute(
    sql`update establecimientos set ciudad = ${ciudad} from negocios n where n.id = establecimientos.negocio_id and n.public_id = ${neg.publicID}`,
  );
  await t.database.db.execute(
    sql`update negocios set categoria = ${sql.raw(`array[${categoria.map((c) => `'${c}'`).join(',')}]`)}::text[] where public_id = ${neg.publicID}`,
  );
  return neg;
}

const crear = (neg: Neg, titulo: string, over: Partial<PromocionDraft> = {}) =>
  promocion(t, neg, { titulo, descripcion: `${titulo}.`, ...over });

describe('GET /api/negocio/publico/{slug}', () => {
  let neg: Neg;
  let slug: string;
  beforeAll(async () => {
    neg = await negocio(t, 'Tacos El Público');
    slug = (await perfil(neg)).slug;
  });

  it('shows a guest the profile, hours, places, levels and today’s offers — nothing private', async () => {
    const hoy = fechaLocal(new Date(), MX);
    await crear(neg, 'Taco de regalo');
    await crear(neg, 'Postre para Oro', { nivelReq: 3 });
    await crear(neg, 'Apagada', { status: false });
    const agotada = await crear(neg, 'Agotada', {
      tipoPromo: { tipo: 'exclusivo', exclusivo: { totalInicial: 1, fechaLimite: hoy } },
    });
    await t.database.db.execute(
      sql`update promociones set restantes = 0 where public_id = ${agotada.publicID}`,
    );
    const antes = new Date();
    const res = await get(t, `/api/negocio/publico/${slug}`);
    const despues = new Date();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const { data } = negocioPublicoResponseSchema.parse(res.json());
    const dueno = await perfil(neg);
    expect(data).toMatchObject({
      slug,
      codigo: dueno.codigo,
      nombreComercial: 'Tacos El Público',
      categoria: ['taqueria'],
      gradient: 'rubi',
      zonaHoraria: MX,
      horarioOperacion: [{ dia: 1, apertura: '09:00', cierre: '22:00' }],
      establecimientos: [
        {
          direccion: 'Av. Reforma 45',
          ciudad: 'Ciudad de México',
          zona: 'Juárez',
          principal: true,
        },
      ],
      niveles: [
        { nivel: 1, nombre: 'Bronce', visitasRequeridas: 6 },
        { nivel: 2, nombre: 'Plata', visitasRequeridas: 8 },
        { nivel: 3, nombre: 'Oro', visitasRequeridas: 12 },
        { nivel: 4, nombre: 'Rubí', visitasRequeridas: 15 },
      ],
    });
    // Open or closed on the business's clock, at the moment of the answer.
    expect([
      estadoHorario(dueno.horarioOperacion, antes, MX),
      estadoHorario(dueno.horarioOperacion, despues, MX),
    ]).toContainEqual(data.horario);
    // Usable today, every level, the lowest first; not the switched-off or sold-out ones.
    expect(data.promociones.map((p) => [p.titulo, p.nombreNivelReq])).toEqual([
      ['Taco de regalo', 'Todos'],
      ['Postre para Oro', 'Oro'],
    ]);
    // Nothing private: no RFC, staff, budget, counters, internal ids or device.
    const texto = res.body;
    for (const privado of [
      'rfc',
      'personalTotal',
      'presupuestoMarketing',
      'visitasTotales',
      'clientesUnicos',
      'calificacionPromedio',
      'numeroClientesDiarios',
      'publicID":"NEG',
      'establecimientoID',
      'nexoID',
      'analitica',
      'vistas',
      'usos',
      'creadoPor',
    ]) {
      expect(texto, privado).not.toContain(privado);
    }
    expect(texto).not.toContain(dueno.rfc!);
    expect(texto).not.toContain(dueno.publicID);
  });

  it('a closed week is closed with nothing to announce', async () => {
    const cerrado = await negocio(t, 'Cerrado Por Siempre');
    await t.database.db.execute(
      sql`update negocios set horario_operacion = '[]'::jsonb where public_id = ${cerrado.publicID}`,
    );
    const res = await get(t, `/api/negocio/publico/${(await perfil(cerrado)).slug}`);
    expect(res.json().data.horario).toEqual({
      abierto: false,
      hoy: null,
      cierraA: null,
      abre: null,
    });
  });

  it('gives the server the first paint of the page: hero, categories, price, open now in the app’s words', async () => {
    const ahora = new Date('2026-11-23T12:00:00-06:00'); // a Monday, 09:00–22:00
    await t.database.db.execute(
      sql`update negocios set categoria = array['taqueria','cafeteria']::text[], historia_negocio = 'Desde 1998.' where public_id = ${neg.publicID}`,
    );
    expect(await portadaPublica(t.database.db, slug, ahora)).toEqual({
      slug,
      nombre: 'Tacos El Público',
      lugar: 'Juárez, Ciudad de México',
      categorias: ['Taquería', 'Cafetería'],
      rangoPrecios: 'low',
      horario: { abierto: true, estado: 'Abierto ahora', detalle: 'Cierra a las 22:00' },
      historia: 'Desde 1998.',
      gradiente: 'rubi',
      foto: null,
    });
    // The words are the ones the app says (shared's horarioTexto), on the business's clock.
    const tarde = new Date('2026-11-23T23:00:00-06:00');
    expect((await portadaPublica(t.database.db, slug, tarde))?.horario).toEqual({
      abierto: false,
      ...horarioTexto(estadoHorario((await perfil(neg)).horarioOperacion, tarde, MX)),
    });
    expect((await portadaPublica(t.database.db, slug, tarde))?.horario.detalle).toBe(
      'Abre el lunes a las 09:00',
    );
    expect(await portadaPublica(t.database.db, 'no-existe-este')).toBeNull();
  });

  it('an unknown slug is 404; a malformed one, 400', async () => {
    const res = await get(t, '/api/negocio/publico/no-existe-este');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No encontramos ese negocio.' });
    expect((await get(t, '/api/negocio/publico/%3Cscript%3E')).statusCode).toBe(400);
  });

  it('carries the business code, which adds the business to a customer’s wallet', async () => {
    const { data } = negocioPublicoResponseSchema.parse(
      (await get(t, `/api/negocio/publico/${slug}`)).json(),
    );
    const ana = await cliente(t, 'Ana Pública');
    const add = await postJson(
      t,
      '/api/cliente/tarjetas',
      { codigoNegocio: data.codigo },
      { cookie: ana.cookie },
    );
    expect(add.statusCode, add.body).toBe(201);
    const cartera = carteraLugaresResponseSchema.parse(
      (await get(t, '/api/cliente/lugares', ana.cookie)).json(),
    ).data.lugares;
    expect(cartera.map((l) => [l.slug, l.tarjeta.ultimaVisita, l.tarjeta.visitasTotales])).toEqual([
      [slug, null, 0],
    ]);
  });
});

describe('GET /api/cliente/lugares', () => {
  it('lists the wallet: level, visits, last visit, today’s hours, address, offers', async () => {
    const neg = await negocio(t, 'Cartera Visitada');
    await crear(neg, 'Oferta de la cartera');
    const device = await nexoPara(t, neg);
    const beto = await cliente(t, 'Beto Cartera');
    expect((await visita(t, device.token, { codigo: await beto.qrEn() })).statusCode).toBe(200);
    const res = await get(t, '/api/cliente/lugares', beto.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const [lugar, ...resto] = carteraLugaresResponseSchema.parse(res.json()).data.lugares;
    expect(resto).toEqual([]);
    expect(lugar).toMatchObject({
      nombreComercial: 'Cartera Visitada',
      direccion: { direccion: 'Av. Reforma 45', ciudad: 'Ciudad de México', zona: 'Juárez' },
      ofertasActivas: 1,
      tarjeta: { nivel: 0, nombreNivel: 'Sin nivel', visitasTemporada: 1, visitasTotales: 1 },
    });
    expect(Date.now() - Date.parse(lugar!.tarjeta.ultimaVisita!)).toBeLessThan(60_000);
    expect(typeof lugar!.horario.abierto).toBe('boolean');
  });

  it('is for customers only', async () => {
    expect((await get(t, '/api/cliente/lugares')).statusCode).toBe(401);
    const neg = await negocio(t, 'No Cliente');
    expect((await get(t, '/api/cliente/lugares', neg.cookie)).statusCode).toBe(403);
  });
});

describe('GET /api/negocios/descubrir', () => {
  // The customer fixture lives in Ciudad de México and likes taquerías.
  let ana: Awaited<ReturnType<typeof cliente>>;
  beforeAll(async () => {
    ana = await cliente(t, 'Ana Descubre');
    // A fresh database per file: every business here was made by this file.
    await t.database.db.execute(sql`update negocios set categoria = array['buffet']::text[]`);
    await negocioEn('Café Guadalajara', 'Guadalajara', ['cafeteria']);
    await negocioEn('Tacos Guadalajara', 'Guadalajara', ['taqueria']);
    await negocioEn('Sushi Chilango', 'Ciudad de México', ['sushi']);
    const enCartera = await negocioEn('Tacos en mi Cartera', 'Ciudad de México', ['taqueria']);
    const codigo = (await perfil(enCartera)).codigo;
    expect(
      (
        await postJson(
          t,
          '/api/cliente/tarjetas',
          { codigoNegocio: codigo },
          { cookie: ana.cookie },
        )
      ).statusCode,
    ).toBe(201);
    for (let i = 1; i <= DESCUBRIR_POR_PAGINA; i++)
      await negocioEn(`Taquería ${String(i).padStart(2, '0')}`, 'Ciudad de México', [
        'comida-mexicana',
        'taqueria',
      ]);
  });

  const pagina = async (query = '', cookie = ana.cookie) => {
    const res = await get(t, `/api/negocios/descubrir${query}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return descubrirResponseSchema.parse(res.json()).data;
  };

  it('by default, the customer’s city and favourite categories, in pages, the wallet flagged', async () => {
    const primera = await pagina();
    expect(primera.filtros).toMatchObject({
      ciudad: 'Ciudad de México',
      categorias: ['taqueria'],
      miCiudad: 'Ciudad de México',
      favoritas: ['taqueria'],
    });
    expect(primera.filtros.ciudades).toEqual(['Ciudad de México', 'Guadalajara']);
    expect(primera.negocios).toHaveLength(DESCUBRIR_POR_PAGINA);
    expect(primera.siguienteCursor).not.toBeNull();
    const segunda = await pagina(`?cursor=${primera.siguienteCursor}`);
    expect(segunda.siguienteCursor).toBeNull();
    const todos = [...primera.negocios, ...segunda.negocios];
    // 12 taquerías and the one in the wallet; each once; no sushi, nothing from Guadalajara.
    expect(todos).toHaveLength(DESCUBRIR_POR_PAGINA + 1);
    expect(new Set(todos.map((n) => n.slug)).size).toBe(todos.length);
    expect(todos.every((n) => n.categoria.includes('taqueria'))).toBe(true);
    expect(todos.every((n) => n.direccion?.ciudad === 'Ciudad de México')).toBe(true);
    expect(todos.filter((n) => n.enCartera).map((n) => n.nombreComercial)).toEqual([
      'Tacos en mi Cartera',
    ]);
    expect(todos[0]).toMatchObject({ gradient: 'rubi', ofertasActivas: 0 });
    expect(todos[0]!.codigo).toMatch(/^[A-Z0-9]{1,8}-[0-9A-Z]{4}$/);
  });

  it('filters by another city as people type it, and by any or one category', async () => {
    const gdl = await pagina('?ciudad=guadalajara');
    expect(gdl.filtros.ciudad).toBe('Guadalajara');
    expect(gdl.negocios.map((n) => n.nombreComercial)).toEqual(['Tacos Guadalajara']);
    const gdlTodas = await pagina('?ciudad=GUADALAJARA&categoria=todas');
    expect(gdlTodas.negocios.map((n) => n.nombreComercial).sort()).toEqual([
      'Café Guadalajara',
      'Tacos Guadalajara',
    ]);
    const sushi = await pagina('?categoria=sushi');
    expect(sushi.negocios.map((n) => n.nombreComercial)).toEqual(['Sushi Chilango']);
    // Every city: the favourites wherever they are (14 taquerías: more than a page, in an order
    // that ties on customers and then goes by id, so look through every page).
    const todas = await pagina('?ciudad=');
    expect(todas.filtros.ciudad).toBeNull();
    const nombres = todas.negocios.map((n) => n.nombreComercial);
    for (let cursor = todas.siguienteCursor; cursor;) {
      const mas = await pagina(`?ciudad=&cursor=${cursor}`);
      nombres.push(...mas.negocios.map((n) => n.nombreComercial));
      cursor = mas.siguienteCursor;
    }
    expect(nombres).toContain('Tacos Guadalajara');
    expect(nombres).toContain('Tacos en mi Cartera');
    expect(nombres).not.toContain('Café Guadalajara');
    // A city with nothing: an empty page, not an error.
    const nada = await pagina('?ciudad=Hermosillo');
    expect(nada).toMatchObject({ negocios: [], siguienteCursor: null });
    expect(nada.filtros.ciudad).toBe('Hermosillo');
  });

  it('refuses a made-up category or cursor with a Spanish field error', async () => {
    const cat = await get(t, '/api/negocios/descubrir?categoria=tacos-de-canasta', ana.cookie);
    expect(cat.statusCode).toBe(400);
    expect(cat.json().fieldErrors.categoria).toBe('Elige una categoría de la lista');
    const cur = await get(t, '/api/negocios/descubrir?cursor=bm8tZXMtdW4tY3Vyc29y', ana.cookie);
    expect(cur.statusCode).toBe(400);
    expect(cur.json().fieldErrors.cursor).toBe(DESCUBRIR_CURSOR_INVALIDO);
  });

  it('is for customers only', async () => {
    expect((await get(t, '/api/negocios/descubrir')).statusCode).toBe(401);
    const neg = await negocio(t, 'Negocio Curioso');
    expect((await get(t, '/api/negocios/descubrir', neg.cookie)).statusCode).toBe(403);
  });

  it('counts each business’s offers usable today', async () => {
    const neg = await negocioEn('Tacos con Ofertas', 'Guadalajara', ['taqueria']);
    await crear(neg, 'Una');
    await crear(neg, 'Otra para Oro', { nivelReq: 3 });
    await crear(neg, 'Apagada', { status: false });
    await crear(neg, 'Futura', {
      tipoPromo: {
        tipo: 'periodo',
        periodo: {
          fechaInicio: sumarDias(fechaLocal(new Date(), MX), 5),
          fechaFin: sumarDias(fechaLocal(new Date(), MX), 9),
        },
      },
    });
    const gdl = await pagina('?ciudad=Guadalajara');
    expect(
      gdl.negocios.find((n) => n.nombreComercial === 'Tacos con Ofertas')?.ofertasActivas,
    ).toBe(3);
  });
});
