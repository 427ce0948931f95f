import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  clienteNegocioDetalleResponseSchema,
  clientesNegocioResponseSchema,
  clientesProximosResponseSchema,
  clientesRecientesResponseSchema,
  DEFAULT_NIVELES_PROGRAMA,
  fechaLocal,
  indiceSemana,
  nivelPorVisitas,
  visitasClienteResponseSchema,
  type ClienteNegocio,
  type NivelPrograma,
  type OrdenClientes,
} from '@tarjeto/shared';
import {
  canjes,
  clientes,
  establecimientos,
  negocios,
  promociones,
  tarjetas,
  temporadas,
  usuarios,
  visitas,
} from '../../db/schema/index.ts';
import {
  alEquipo,
  atiende,
  canjeEnNexo,
  cliente,
  get,
  negocio,
  nexoPara,
  ponerPin,
  postJson,
  promocion,
  send,
  visita,
} from '../../test/fixtures.ts';
import { SAME_ORIGIN, testAppForFile } from '../../test/test-app.ts';
import { contarNombres } from './clientes-negocio.repository.ts';
import { listarClientes } from './clientes-negocio.service.ts';

// A business's customers as its owner sees them: known customers written straight into the
// database (names, cards, visits, canjes), then every answer checked against what they must be —
// the search with and without accents, each order walked page by page, the 'within 2 visits'
// boundary, the ownership matrix — on PGlite and on the PostgreSQL server alike.

const t = testAppForFile();

const MX = 'America/Mexico_City';
const HORA = 3600 * 1000;
const DIA = 24 * HORA;
const semanaActual = () => indiceSemana(fechaLocal(new Date(), MX));

const negocioIdDe = async (publicID: string) =>
  (
    await t.database.db
      .select({ id: negocios.id, usuarioId: negocios.usuarioId })
      .from(negocios)
      .where(eq(negocios.publicId, publicID))
  )[0]!;

interface Semilla {
  nombre: string;
  nivel?: number;
  visitasTemporada?: number;
  visitasTotales?: number;
  /** ISO with microseconds allowed ('2026-01-02T03:04:05.123456Z'). */
  ultimaVisita?: string;
  rachaSemanas?: number;
  ultimaSemana?: number | null;
  fotoId?: string | null;
}

interface Sembrado {
  nombre: string;
  clienteId: string;
  publicID: string;
  tarjetaId: string;
  nivel: number;
  visitasTemporada: number;
  visitasTotales: number;
  ultimaVisita: string;
}

let sembrados = 0;

/** Customers with a card at the business, exactly as given (no visit rows unless added). */
async function sembrar(negocioId: string, semillas: Semilla[]): Promise<Sembrado[]> {
  const out: Sembrado[] = [];
  for (const s of semillas) {
    const n = ++sembrados;
    const [u] = await t.database.db
      .insert(usuarios)
      .values({
        email: `sembrado${n}.${randomBytes(3).toString('hex')}@example.mx`,
        nombre: s.nombre,
        passwordHash: 'no-entra',
        tipoUsuario: 'Cliente',
        verificado: true,
      })
      .returning({ id: usuarios.id });
    const publicID = `CLITEST${String(n).padStart(5, '0')}${randomBytes(3).toString('hex')}`;
    const [c] = await t.database.db
      .insert(clientes)
      .values({
        usuarioId: u!.id,
        publicId: publicID,
        nombre: s.nombre,
        edad: 30,
        genero: 'Otro',
        ciudad: 'Culiacán',
        codigoPostal: '80000',
        categoriaFavorita: ['taqueria'],
        fotoId: s.fotoId ?? null,
      })
      .returning({ id: clientes.id });
    const ultimaVisita = s.ultimaVisita ?? new Date(Date.now() - n * HORA).toISOString();
    const visitasTemporada = s.visitasTemporada ?? 0;
    const [card] = await t.database.db
      .insert(tarjetas)
      .values({
        negocioId,
        clienteId: c!.id,
        visitasTemporada,
        visitasTotales: s.visitasTotales ?? visitasTemporada,
        nivel: s.nivel ?? 0,
        rachaSemanas: s.rachaSemanas ?? 0,
        ultimaSemana: s.ultimaSemana ?? null,
        primeraVisita: new Date(Date.parse(ultimaVisita) - 30 * DIA),
        ultimaVisita: new Date(Date.parse(ultimaVisita)),
      })
      .returning({ id: tarjetas.id });
    // Microseconds, which a JS Date cannot hold, are written as text.
    await t.database.db.execute(
      sql`update ${tarjetas} set ultima_visita = ${ultimaVisita}::timestamptz where id = ${card!.id}`,
    );
    out.push({
      nombre: s.nombre,
      clienteId: c!.id,
      publicID,
      tarjetaId: card!.id,
      nivel: s.nivel ?? 0,
      visitasTemporada,
      visitasTotales: s.visitasTotales ?? visitasTemporada,
      ultimaVisita,
    });
  }
  return out;
}

/** The owner saves the programme with these levels (3-month seasons), as Programa does. */
async function ponerNiveles(neg: { publicID: string; cookie: string }, niveles: unknown[]) {
  const put = await send(t, 'PUT', `/api/programa-lealtad/negocio/${neg.publicID}`, {
    payload: { niveles, duracionMeses: 3 },
    cookie: neg.cookie,
  });
  expect(put.statusCode, put.body).toBe(200);
}

const url = (publicID: string, path = '', query: Record<string, string | number> = {}) => {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  );
  return `/api/negocio/${publicID}/clientes${path}${qs.size ? `?${qs}` : ''}`;
};

/** Every page of an order, following the cursor; the pages' rows in sequence. */
async function recorrer(
  neg: { publicID: string; cookie: string },
  query: { orden?: OrdenClientes; q?: string; limit: number },
) {
  const rows: ClienteNegocio[] = [];
  const tamanos: number[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 100; i++) {
    const res = await get(
      t,
      url(neg.publicID, '', { ...query, ...(cursor ? { cursor } : {}) }),
      neg.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { data } = clientesNegocioResponseSchema.parse(res.json());
    rows.push(...data.clientes);
    tamanos.push(data.clientes.length);
    cursor = data.siguienteCursor;
    if (!cursor) break;
  }
  return { rows, tamanos };
}

// ── A business with known customers ─────────────────────────────────────────────────────────

let dueno: Awaited<ReturnType<typeof negocio>>;
let negocioId: string;
let gente: Sembrado[];
const T0 = Date.now() - 2 * DIA;
const en = (horas: number, micro = '000') =>
  new Date(T0 + horas * HORA).toISOString().replace('Z', `${micro}Z`);

beforeAll(async () => {
  dueno = await negocio(t, 'Tacos Ñandú');
  negocioId = (await negocioIdDe(dueno.publicID)).id;
  gente = await sembrar(negocioId, [
    {
      nombre: 'José Ramírez Núñez',
      nivel: 2,
      visitasTemporada: 9,
      visitasTotales: 30,
      ultimaVisita: en(1),
    },
    {
      nombre: 'JOSEFINA Pérez',
      nivel: 1,
      visitasTemporada: 6,
      visitasTotales: 12,
      ultimaVisita: en(2),
    },
    {
      nombre: 'María José Álvarez',
      nivel: 0,
      visitasTemporada: 4,
      visitasTotales: 4,
      ultimaVisita: en(3),
    },
    {
      nombre: 'Ana Muñoz',
      nivel: 3,
      visitasTemporada: 14,
      visitasTotales: 40,
      ultimaVisita: en(4),
    },
    {
      nombre: 'Ángel Ortiz',
      nivel: 4,
      visitasTemporada: 20,
      visitasTotales: 55,
      ultimaVisita: en(5),
    },
    {
      nombre: "Renée O'Connor",
      nivel: 0,
      visitasTemporada: 1,
      visitasTotales: 1,
      ultimaVisita: en(6),
    },
    {
      nombre: 'Héctor Ramírez',
      nivel: 1,
      visitasTemporada: 6,
      visitasTotales: 12,
      ultimaVisita: en(7),
    },
    // Three visits in the same second, microseconds apart, with equal figures: only the cursor's
    // exact time and the card id keep them in order across pages.
    {
      nombre: 'Lucía Gómez',
      nivel: 1,
      visitasTemporada: 7,
      visitasTotales: 12,
      ultimaVisita: en(8, '001'),
    },
    {
      nombre: 'Lucio Gómez',
      nivel: 1,
      visitasTemporada: 7,
      visitasTotales: 12,
      ultimaVisita: en(8, '002'),
    },
    {
      nombre: 'Luciano Gómez',
      nivel: 1,
      visitasTemporada: 7,
      visitasTotales: 12,
      ultimaVisita: en(8, '003'),
    },
    // Exactly equal: the card id decides.
    { nombre: 'Gemelo Uno', nivel: 2, visitasTemporada: 8, visitasTotales: 8, ultimaVisita: en(9) },
    { nombre: 'Gemelo Dos', nivel: 2, visitasTemporada: 8, visitasTotales: 8, ultimaVisita: en(9) },
    {
      nombre: 'Carmen Díaz',
      nivel: 0,
      visitasTemporada: 0,
      visitasTotales: 3,
      ultimaVisita: en(10),
    },
    {
      nombre: 'Iván Cruz',
      nivel: 3,
      visitasTemporada: 12,
      visitasTotales: 12,
      ultimaVisita: en(11),
    },
    {
      nombre: 'Óscar Reyes',
      nivel: 0,
      visitasTemporada: 5,
      visitasTotales: 5,
      ultimaVisita: en(12),
    },
    {
      nombre: 'Regina Flores',
      nivel: 2,
      visitasTemporada: 10,
      visitasTotales: 22,
      ultimaVisita: en(13),
    },
    {
      nombre: 'Natalia Torres',
      nivel: 2,
      visitasTemporada: 0,
      visitasTotales: 18,
      ultimaVisita: en(14),
    },
    {
      nombre: 'Diego Morales',
      nivel: 0,
      visitasTemporada: 3,
      visitasTotales: 3,
      ultimaVisita: en(15),
    },
    {
      nombre: 'Paola Vázquez',
      nivel: 3,
      visitasTemporada: 13,
      visitasTotales: 13,
      ultimaVisita: en(16),
    },
    {
      nombre: 'Santiago Ruiz',
      nivel: 1,
      visitasTemporada: 5,
      visitasTotales: 25,
      ultimaVisita: en(17),
    },
    {
      nombre: 'Ximena Castillo',
      nivel: 4,
      visitasTemporada: 15,
      visitasTotales: 15,
      ultimaVisita: en(18),
    },
    {
      nombre: 'Raúl Jiménez',
      nivel: 0,
      visitasTemporada: 2,
      visitasTotales: 2,
      ultimaVisita: en(19),
    },
    {
      nombre: 'Emiliano Chávez',
      nivel: 2,
      visitasTemporada: 11,
      visitasTotales: 11,
      ultimaVisita: en(20),
    },
  ]);
});

const porNombre = (nombre: string) => gente.find((g) => g.nombre === nombre)!;

/** The expected order, computed here from the seeded values: descending, the card id last. */
function esperado(orden: OrdenClientes, filas = gente) {
  const clave = (g: Sembrado): Array<number | string> =>
    orden === 'ultimaVisita'
      ? [g.ultimaVisita, g.tarjetaId]
      : orden === 'visitas'
        ? [g.visitasTotales, g.ultimaVisita, g.tarjetaId]
        : [g.nivel, g.visitasTemporada, g.ultimaVisita, g.tarjetaId];
  return [...filas]
    .sort((a, b) => {
      const ka = clave(a);
      const kb = clave(b);
      for (let i = 0; i < ka.length; i++) {
        if (ka[i]! < kb[i]!) return 1;
        if (ka[i]! > kb[i]!) return -1;
      }
      return 0;
    })
    .map((g) => g.nombre);
}

describe('the customers list', () => {
  it.each(['ultimaVisita', 'visitas', 'nivel'] as const)(
    'walks the order %s page by page with no customer twice and none missing',
    async (orden) => {
      for (const limit of [4, 7, 23, 50]) {
        const { rows, tamanos } = await recorrer(dueno, { orden, limit });
        expect(
          rows.map((r) => r.nombre),
          `limit ${limit}`,
        ).toEqual(esperado(orden));
        expect(new Set(rows.map((r) => r.clientePublicID)).size).toBe(gente.length);
        // Full pages until the last; no empty page after a full one.
        expect(tamanos.slice(0, -1).every((n) => n === limit)).toBe(true);
        expect(tamanos.at(-1)).toBeGreaterThan(0);
      }
    },
  );

  it('orders by last visit when no order is given', async () => {
    const res = await get(t, url(dueno.publicID, '', { limit: 3 }), dueno.cookie);
    const { data } = clientesNegocioResponseSchema.parse(res.json());
    expect(data.clientes.map((c) => c.nombre)).toEqual(esperado('ultimaVisita').slice(0, 3));
    expect(data.siguienteCursor).toEqual(expect.any(String));
  });

  it('finds names regardless of accents, capitals and word order; every word a word start', async () => {
    const buscar = async (q: string, orden: OrdenClientes = 'ultimaVisita') => {
      const { rows } = await recorrer(dueno, { q, orden, limit: 2 });
      return rows.map((r) => r.nombre);
    };
    const ordenado = (nombres: string[]) =>
      esperado(
        'ultimaVisita',
        gente.filter((g) => nombres.includes(g.nombre)),
      );
    expect(await buscar('jose')).toEqual(
      ordenado(['José Ramírez Núñez', 'JOSEFINA Pérez', 'María José Álvarez']),
    );
    expect(await buscar('JOSÉ')).toEqual(await buscar('jose'));
    expect(await buscar('josé álv')).toEqual(['María José Álvarez']);
    expect(await buscar('alvarez maria')).toEqual(['María José Álvarez']);
    expect(await buscar('NUNEZ')).toEqual(['José Ramírez Núñez']);
    expect(await buscar('núñez')).toEqual(['José Ramírez Núñez']);
    expect(await buscar('muñ')).toEqual(['Ana Muñoz']);
    expect(await buscar('munoz')).toEqual(['Ana Muñoz']);
    expect(await buscar('angel')).toEqual(['Ángel Ortiz']);
    expect(await buscar('óscar')).toEqual(['Óscar Reyes']);
    expect(await buscar('ram')).toEqual(ordenado(['José Ramírez Núñez', 'Héctor Ramírez']));
    expect(await buscar('ram héc')).toEqual(['Héctor Ramírez']);
    expect(await buscar("o'connor")).toEqual(["Renée O'Connor"]);
    expect(await buscar('renee')).toEqual(["Renée O'Connor"]);
    expect(await buscar('luci gomez', 'nivel')).toEqual(
      esperado(
        'nivel',
        gente.filter((g) => g.nombre.endsWith('Gómez')),
      ),
    );
    // A common name is read by walking the order instead of from the name index: same answers.
    const { usuarioId } = await negocioIdDe(dueno.publicID);
    const caminando = async (q: string, orden: OrdenClientes) => {
      const nombres: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await listarClientes(
          t.database.db,
          usuarioId,
          dueno.publicID,
          { q, orden, limit: 2, ...(cursor ? { cursor } : {}) },
          { topeIndice: 0 },
        );
        nombres.push(...page.clientes.map((c) => c.nombre));
        cursor = page.siguienteCursor ?? undefined;
      } while (cursor);
      return nombres;
    };
    for (const q of ['jose', 'ram', 'luci gomez', 'munoz', 'a', 'zzz'])
      for (const orden of ['ultimaVisita', 'visitas', 'nivel'] as const)
        expect(await caminando(q, orden), `${q} ${orden}`).toEqual(await buscar(q, orden));
    // Inside a word is not a word start; nonsense and symbols find nobody.
    expect(await buscar('amírez')).toEqual([]);
    expect(await buscar('zzz')).toEqual([]);
    expect(await buscar('!!! ---')).toEqual([]);
    expect(await buscar(" ' & | ! : * ( ) ")).toEqual([]);
  });

  it('never lists another business’s customers, not even by name', async () => {
    const otro = await negocio(t, 'Café Otro');
    const otroId = (await negocioIdDe(otro.publicID)).id;
    await sembrar(otroId, [{ nombre: 'José Bravo', visitasTemporada: 3 }]);
    const { rows } = await recorrer(dueno, { q: 'jose', limit: 50 });
    expect(rows.map((r) => r.nombre)).not.toContain('José Bravo');
    const suyos = await recorrer(otro, { limit: 50 });
    expect(suyos.rows.map((r) => r.nombre)).toEqual(['José Bravo']);
  });

  it('searches this business’s names only, and finds a customer by the name they have now', async () => {
    const otro = await negocio(t, 'Café Nombres');
    const otroId = (await negocioIdDe(otro.publicID)).id;
    await sembrar(otroId, [
      { nombre: 'Zacarías Uno', visitasTemporada: 1 },
      { nombre: 'Zacarías Dos', visitasTemporada: 2 },
    ]);
    // The count that chooses the plan reads only the asking business's names.
    const { id } = await negocioIdDe(dueno.publicID);
    expect(await contarNombres(t.database.db, id, ['zacarias'], 10)).toBe(0);
    expect(await contarNombres(t.database.db, otroId, ['zacarias'], 10)).toBe(2);
    expect(await contarNombres(t.database.db, otroId, ['zac', 'do'], 10)).toBe(1);
    // A new name replaces the old one in the search (the customer's trigger), in every way.
    await t.database.db
      .update(clientes)
      .set({ nombre: 'Zacarías Tres' })
      .where(eq(clientes.nombre, 'Zacarías Uno'));
    const nombres = async (q: string) =>
      (await recorrer(otro, { q, limit: 50 })).rows.map((r) => r.nombre);
    expect(await nombres('tres')).toEqual(['Zacarías Tres']);
    expect(await nombres('uno')).toEqual([]);
    const { usuarioId } = await negocioIdDe(otro.publicID);
    const caminando = await listarClientes(
      t.database.db,
      usuarioId,
      otro.publicID,
      { q: 'zacarias tres', orden: 'ultimaVisita', limit: 50 },
      { topeIndice: 0 },
    );
    expect(caminando.clientes.map((c) => c.nombre)).toEqual(['Zacarías Tres']);
  });

  it('shows each card as it is: level by the business’s names, visits, next level, streak', async () => {
    const neg = await negocio(t, 'Fonda Fichas');
    const id = (await negocioIdDe(neg.publicID)).id;
    const semana = semanaActual();
    await sembrar(id, [
      {
        nombre: 'Con Racha',
        nivel: 1,
        visitasTemporada: 7,
        visitasTotales: 19,
        rachaSemanas: 5,
        ultimaSemana: semana - 1,
        ultimaVisita: en(1),
      },
      { nombre: 'Racha Rota', rachaSemanas: 9, ultimaSemana: semana - 2, ultimaVisita: en(0) },
    ]);
    const { rows } = await recorrer(neg, { limit: 10 });
    const [conRacha, rota] = rows;
    expect(conRacha).toEqual({
      clientePublicID: expect.stringMatching(/^CLITEST/),
      nombre: 'Con Racha',
      fotoPerfil: null,
      nivel: 1,
      nombreNivel: 'Bronce',
      visitasTemporada: 7,
      visitasTotales: 19,
      primeraVisita: new Date(Date.parse(en(1)) - 30 * DIA).toISOString(),
      ultimaVisita: new Date(Date.parse(en(1))).toISOString(),
      racha: 5,
      siguienteNivel: { nivel: 2, nombre: 'Plata', visitasRequeridas: 8, faltan: 1 },
    });
    // Only what the counter shows: nothing to reach the person by, nothing personal.
    expect(Object.keys(conRacha!).sort()).toEqual(
      [
        'clientePublicID',
        'fotoPerfil',
        'nivel',
        'nombre',
        'nombreNivel',
        'primeraVisita',
        'racha',
        'siguienteNivel',
        'ultimaVisita',
        'visitasTemporada',
        'visitasTotales',
      ].sort(),
    );
    expect(rota!.racha).toBe(0);
    // A card below the first level is a person with no level yet, never 'Todos' (an audience).
    expect([rota!.nivel, rota!.nombreNivel]).toEqual([0, 'Sin nivel']);
    // A business that renames its levels sees its own names.
    const niveles = DEFAULT_NIVELES_PROGRAMA.map((n) => ({
      nivel: n.nivel,
      nombre: n.nivel === 1 ? 'Compa' : n.nombre,
      visitasRequeridas: n.visitasRequeridas,
      beneficios: [],
    }));
    await ponerNiveles(neg, niveles);
    const again = await recorrer(neg, { limit: 10 });
    expect(again.rows[0]!.nombreNivel).toBe('Compa');
    expect(again.rows[1]!.nombreNivel).toBe('Sin nivel');
  });

  it('refuses what it cannot read, in Spanish, with the field named', async () => {
    const mal = async (query: Record<string, string | number>) => {
      const res = await get(t, url(dueno.publicID, '', query), dueno.cookie);
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json();
      expect(body.code).toBe('VALIDATION');
      return body as { message: string; fieldErrors: Record<string, string> };
    };
    expect((await mal({ orden: 'nombre' })).fieldErrors.orden).toBe(
      'Ordena por última visita, visitas o nivel',
    );
    expect((await mal({ limit: 0 })).fieldErrors.limit).toBe('Pide entre 1 y 50');
    expect((await mal({ limit: 51 })).fieldErrors.limit).toBe('Pide entre 1 y 50');
    expect((await mal({ limit: 'diez' })).fieldErrors.limit).toBe('Pide entre 1 y 50');
    expect((await mal({ q: 'x'.repeat(81) })).fieldErrors.q).toBe(
      'Escribe como máximo 80 caracteres',
    );
    const cursorInvalido = 'La página pedida ya no es válida. Vuelve a cargar la lista.';
    for (const cursor of [
      'no-es-un-cursor',
      Buffer.from('{"a":1}').toString('base64url'),
      Buffer.from('["u","ayer","x"]').toString('base64url'),
      Buffer.from('["u","2026-01-01 00:00:00+00","00000000-0000-0000-0000-00000000000z"]').toString(
        'base64url',
      ),
      'a'.repeat(401),
      'ab+c/=',
    ]) {
      const body = await mal({ cursor });
      expect(body.fieldErrors.cursor, cursor).toBe(cursorInvalido);
      expect(body.message).toBe(cursorInvalido);
    }
    // A cursor of one order is not a cursor of another.
    const first = await get(
      t,
      url(dueno.publicID, '', { orden: 'visitas', limit: 2 }),
      dueno.cookie,
    );
    const cursor = clientesNegocioResponseSchema.parse(first.json()).data.siguienteCursor!;
    expect((await mal({ orden: 'nivel', cursor })).fieldErrors.cursor).toBe(cursorInvalido);
  });
});

// ── Inicio's cards ──────────────────────────────────────────────────────────────────────────

describe('Clientes recientes', () => {
  it('lists the last customers who came, each once, newest first', async () => {
    const res = await get(t, url(dueno.publicID, '/recientes'), dueno.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = clientesRecientesResponseSchema.parse(res.json());
    expect(data.clientes.map((c) => c.nombre)).toEqual(esperado('ultimaVisita').slice(0, 5));
    const tres = await get(t, url(dueno.publicID, '/recientes', { limit: 3 }), dueno.cookie);
    expect(clientesRecientesResponseSchema.parse(tres.json()).data.clientes).toHaveLength(3);
  });

  it('puts a customer who just visited at the top, once however often they came', async () => {
    const neg = await negocio(t, 'Taquería Reciente');
    const nexo = await nexoPara(t, neg);
    const ana = await cliente(t, 'Ana Reciente');
    const beto = await cliente(t, 'Beto Reciente');
    const ahora = Date.now();
    // Ana comes twice (the cooldown apart), then Beto, then nobody: Beto first, Ana once.
    for (const [c, at] of [
      [ana, ahora - 10 * HORA],
      [ana, ahora - 5 * HORA],
      [beto, ahora - 1 * HORA],
    ] as const) {
      const res = await visita(t, nexo.token, {
        codigo: await c.qrEn(at),
        escaneadoEn: new Date(at).toISOString(),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.contada).toBe(true);
    }
    const res = await get(t, url(neg.publicID, '/recientes'), neg.cookie);
    const { data } = clientesRecientesResponseSchema.parse(res.json());
    expect(data.clientes.map((c) => [c.nombre, c.visitasTotales])).toEqual([
      ['Beto Reciente', 1],
      ['Ana Reciente', 2],
    ]);
    expect(data.clientes[0]!.ultimaVisita).toBe(new Date(ahora - HORA).toISOString());
  });
});

describe('Próximos a subir de nivel', () => {
  const proximos = async (neg: { publicID: string; cookie: string }, limit = 20) => {
    const res = await get(t, url(neg.publicID, '/proximos', { limit }), neg.cookie);
    expect(res.statusCode, res.body).toBe(200);
    return clientesProximosResponseSchema.parse(res.json()).data;
  };

  /** Rises within 2 visits: the level after 2 more visits this season is above the card's. */
  const sube = (
    g: { nivel: number; visitasTemporada: number },
    niveles: readonly NivelPrograma[],
  ) => nivelPorVisitas(g.visitasTemporada + 2, niveles) > g.nivel;

  it('lists the customers 1 or 2 visits from their next level, closest first, at the boundary', async () => {
    const neg = await negocio(t, 'Próximos Uno');
    const id = (await negocioIdDe(neg.publicID)).id;
    // Default levels: Bronce 6, Plata 8, Oro 12, Rubí 15.
    const casos: Array<[string, number, number, boolean]> = [
      ['Sin nivel a 3', 0, 3, false],
      ['Sin nivel a 2', 0, 4, true],
      ['Sin nivel a 1', 0, 5, true],
      ['Bronce a 2 de Plata', 1, 6, true],
      ['Bronce a 1 de Plata', 1, 7, true],
      ['Bronce heredado a 3', 1, 5, false],
      ['Plata a 3 de Oro', 2, 9, false],
      ['Plata a 2 de Oro', 2, 10, true],
      ['Plata heredada sin visitas', 2, 0, false],
      ['Oro a 1 de Rubí', 3, 14, true],
      ['Oro a 2 de Rubí', 3, 13, true],
      ['Oro heredado a 9', 3, 6, false],
      ['Rubí, ya arriba', 4, 14, false],
      ['Rubí con muchas', 4, 30, false],
    ];
    const sembradosAqui = await sembrar(
      id,
      casos.map(([nombre, nivel, visitasTemporada], i) => ({
        nombre,
        nivel,
        visitasTemporada,
        visitasTotales: visitasTemporada + 3,
        ultimaVisita: en(i),
      })),
    );
    const niveles = DEFAULT_NIVELES_PROGRAMA;
    // The fixture agrees with the rule it is meant to test.
    for (const [nombre, nivel, visitasTemporada, esperadoSube] of casos)
      expect(sube({ nivel, visitasTemporada }, niveles), nombre).toBe(esperadoSube);

    const data = await proximos(neg);
    const dentro = sembradosAqui.filter((g) => sube(g, niveles));
    expect(data.total).toBe(dentro.length);
    const faltan = (g: Sembrado) =>
      niveles.find((n) => n.nivel === g.nivel + 1)!.visitasRequeridas - g.visitasTemporada;
    const orden = [...dentro]
      .sort((a, b) => faltan(a) - faltan(b) || (a.ultimaVisita < b.ultimaVisita ? 1 : -1))
      .map((g) => g.nombre);
    expect(data.clientes.map((c) => c.nombre)).toEqual(orden);
    expect(data.clientes.map((c) => c.siguienteNivel.faltan)).toEqual(
      [...dentro].map(faltan).sort((a, b) => a - b),
    );
    expect(data.clientes.find((c) => c.nombre === 'Plata a 2 de Oro')!.siguienteNivel).toEqual({
      nivel: 3,
      nombre: 'Oro',
      visitasRequeridas: 12,
      faltan: 2,
    });
    expect(data.clientes.find((c) => c.nombre === 'Sin nivel a 1')!.nombreNivel).toBe('Sin nivel');
    // The card shows a few; the total counts them all.
    const dos = await proximos(neg, 2);
    expect(dos.total).toBe(dentro.length);
    expect(dos.clientes.map((c) => c.nombre)).toEqual(orden.slice(0, 2));
  });

  it('follows the business’s own thresholds', async () => {
    const neg = await negocio(t, 'Próximos Dos');
    const id = (await negocioIdDe(neg.publicID)).id;
    const niveles = [
      { nivel: 1, nombre: 'Cliente', visitasRequeridas: 3, beneficios: [] },
      { nivel: 2, nombre: 'Amigo', visitasRequeridas: 5, beneficios: [] },
      { nivel: 3, nombre: 'Compadre', visitasRequeridas: 9, beneficios: [] },
      { nivel: 4, nombre: 'Familia', visitasRequeridas: 10, beneficios: [] },
    ];
    await ponerNiveles(neg, niveles);
    const casos: Array<[string, number, number]> = [
      ['Uno de cero', 0, 0],
      ['Uno con una', 0, 1],
      ['Cliente con tres', 1, 3],
      ['Amigo con seis', 2, 6],
      ['Amigo con siete', 2, 7],
      ['Compadre con nueve', 3, 9],
      ['Familia', 4, 12],
    ];
    const hechos = await sembrar(
      id,
      casos.map(([nombre, nivel, visitasTemporada], i) => ({
        nombre,
        nivel,
        visitasTemporada,
        ultimaVisita: en(i),
      })),
    );
    const data = await proximos(neg);
    const dentro = hechos.filter((g) => sube(g, niveles)).map((g) => g.nombre);
    expect(dentro.sort()).toEqual(
      ['Uno con una', 'Cliente con tres', 'Amigo con siete', 'Compadre con nueve'].sort(),
    );
    expect(data.clientes.map((c) => c.nombre).sort()).toEqual(dentro);
    expect(data.total).toBe(4);
    expect(data.clientes.find((c) => c.nombre === 'Compadre con nueve')!.siguienteNivel).toEqual({
      nivel: 4,
      nombre: 'Familia',
      visitasRequeridas: 10,
      faltan: 1,
    });
  });

  it('counts this season only: a season that ended is closed before anyone is listed', async () => {
    const neg = await negocio(t, 'Próximos Tres');
    const id = (await negocioIdDe(neg.publicID)).id;
    await sembrar(id, [
      { nombre: 'Casi Oro', nivel: 2, visitasTemporada: 11, ultimaVisita: en(0) },
    ]);
    expect((await proximos(neg)).total).toBe(1);
    // The season ended yesterday: its visits reset, the card keeps Plata (10+ reached it).
    const ayer = fechaLocal(new Date(Date.now() - DIA), MX);
    await t.database.db
      .update(temporadas)
      .set({ fechaInicio: fechaLocal(new Date(Date.now() - 100 * DIA), MX), fechaFin: ayer })
      .where(eq(temporadas.negocioId, id));
    const data = await proximos(neg);
    expect(data).toEqual({ total: 0, clientes: [] });
    const { rows } = await recorrer(neg, { limit: 5 });
    expect(rows[0]).toMatchObject({ nombre: 'Casi Oro', nivel: 2, visitasTemporada: 0 });
  });
});

// ── One customer ────────────────────────────────────────────────────────────────────────────

describe('a customer’s detail', () => {
  it('shows the card, the season, the visit history page by page and the canjes here', async () => {
    const neg = await negocio(t, 'Detalle Fonda');
    const { id, usuarioId } = await negocioIdDe(neg.publicID);
    const [est] = await t.database.db
      .select({ id: establecimientos.id, nombre: establecimientos.nombre })
      .from(establecimientos)
      .where(eq(establecimientos.negocioId, id));
    const [lupe] = await sembrar(id, [
      {
        nombre: 'Lupe Detalle',
        nivel: 1,
        visitasTemporada: 6,
        visitasTotales: 25,
        ultimaVisita: en(0),
      },
    ]);
    // 25 visits, one a day; two in the same millisecond tell the id apart.
    const fechas = Array.from({ length: 25 }, (_, i) => new Date(T0 - i * DIA));
    fechas[24] = fechas[23]!;
    const insertadas = await t.database.db
      .insert(visitas)
      .values(
        fechas.map((fecha) => ({
          negocioId: id,
          establecimientoId: est!.id,
          clienteId: lupe!.clienteId,
          tarjetaId: lupe!.tarjetaId,
          fecha,
          fechaLocal: fechaLocal(fecha, MX),
          horaLocal: 12,
          diaSemana: 1,
        })),
      )
      .returning({ id: visitas.id, fecha: visitas.fecha });
    // Someone else's visit here, and Lupe's visit elsewhere, are not hers here.
    const [otra] = await sembrar(id, [{ nombre: 'Otra Persona', visitasTemporada: 1 }]);
    await t.database.db.insert(visitas).values({
      negocioId: id,
      establecimientoId: est!.id,
      clienteId: otra!.clienteId,
      tarjetaId: otra!.tarjetaId,
      fecha: new Date(T0),
      fechaLocal: fechaLocal(new Date(T0), MX),
      horaLocal: 12,
      diaSemana: 1,
    });
    const [promo] = await t.database.db
      .insert(promociones)
      .values({
        publicId: `PROTEST${randomBytes(4).toString('hex')}`,
        negocioId: id,
        titulo: 'Taco de regalo',
        descripcion: 'Uno de asada',
        clase: 'recompensa',
        tipo: 'regular',
        creadoPor: usuarioId,
      })
      .returning({ id: promociones.id, publicId: promociones.publicId });
    const canjeFechas = [T0 - 3 * DIA, T0 - DIA, T0 - 2 * DIA];
    for (const f of canjeFechas) {
      await t.database.db.insert(canjes).values({
        negocioId: id,
        promocionId: promo!.id,
        clienteId: lupe!.clienteId,
        establecimientoId: est!.id,
        fecha: new Date(f),
        fechaLocal: fechaLocal(new Date(f), MX),
        semana: indiceSemana(fechaLocal(new Date(f), MX)),
      });
    }
    await t.database.db.insert(canjes).values({
      negocioId: id,
      promocionId: promo!.id,
      clienteId: otra!.clienteId,
      establecimientoId: est!.id,
      fecha: new Date(T0),
      fechaLocal: fechaLocal(new Date(T0), MX),
      semana: 1,
    });

    const res = await get(t, url(neg.publicID, `/${lupe!.publicID}`), neg.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = clienteNegocioDetalleResponseSchema.parse(res.json());
    const [temporada] = await t.database.db
      .select()
      .from(temporadas)
      .where(eq(temporadas.negocioId, id));
    expect(data).toMatchObject({
      clientePublicID: lupe!.publicID,
      nombre: 'Lupe Detalle',
      nivel: 1,
      nombreNivel: 'Bronce',
      visitasTemporada: 6,
      visitasTotales: 25,
      siguienteNivel: { nivel: 2, nombre: 'Plata', visitasRequeridas: 8, faltan: 2 },
      temporada: { fechaInicio: temporada!.fechaInicio, fechaFin: temporada!.fechaFin },
    });
    expect(data.canjes.total).toBe(3);
    expect(data.canjes.recientes).toEqual(
      [...canjeFechas]
        .sort((a, b) => b - a)
        .map((f) => ({
          canjeId: expect.any(String),
          fecha: new Date(f).toISOString(),
          promocion: { publicID: promo!.publicId, titulo: 'Taco de regalo', clase: 'recompensa' },
          establecimiento: est!.nombre,
          // Written with nobody serving: the business, with no team.
          registradaPor: null,
        })),
    );

    // The history, 10 at a time: 10, 10, 5, newest first, each visit once.
    const vistas: string[] = [];
    const tamanos: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await get(
        t,
        url(neg.publicID, `/${lupe!.publicID}/visitas`, {
          limit: 10,
          ...(cursor ? { cursor } : {}),
        }),
        neg.cookie,
      );
      expect(page.statusCode, page.body).toBe(200);
      const body = visitasClienteResponseSchema.parse(page.json()).data;
      vistas.push(...body.visitas.map((v) => v.visitaId));
      tamanos.push(body.visitas.length);
      expect(body.visitas.every((v) => v.establecimiento === est!.nombre)).toBe(true);
      expect(body.visitas.every((v) => v.registradaPor === null)).toBe(true);
      cursor = body.siguienteCursor;
    } while (cursor);
    expect(tamanos).toEqual([10, 10, 5]);
    const esperadas = [...insertadas]
      .sort((a, b) => b.fecha.getTime() - a.fecha.getTime() || (a.id < b.id ? 1 : -1))
      .map((v) => v.id);
    expect(vistas).toEqual(esperadas);

    // A bad history cursor is a field error, not a 500.
    const bad = await get(
      t,
      url(neg.publicID, `/${lupe!.publicID}/visitas`, { cursor: 'xyz' }),
      neg.cookie,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.cursor).toBeDefined();
  });

  it('names who registered each visit and canje, people who left the team included', async () => {
    const neg = await negocio(t, 'Fonda Con Equipo');
    const device = await nexoPara(t, neg);
    const carlos = await alEquipo(t, neg, 'cajero', { nombre: 'Carlos Rentería', pin: '1357' });
    const marisol = await alEquipo(t, neg, 'encargado', { nombre: 'Marisol Araujo' });
    await ponerPin(t, neg.cookie, '0707');
    const promocionID = (
      await promocion(t, neg, { titulo: 'Agua de cortesía', descripcion: 'Con tu orden.' })
    ).publicID;
    const lupe = await cliente(t, 'Lupe Atendida');

    // Two hours ago nobody had said who served (a queued scan); now Carlos serves.
    const antes = new Date(Date.now() - 2 * HORA);
    const sinNadie = await visita(t, device.token, {
      codigo: await lupe.qrEn(antes),
      escaneadoEn: antes.toISOString(),
    });
    expect(sinNadie.statusCode, sinNadie.body).toBe(200);
    await atiende(t, device.token, carlos.miembroId, '1357');
    // Within the cooldown the scan counts no visit but gives a token: Carlos gives the canje.
    const scan = await visita(t, device.token, await lupe.escaneoNuevo());
    expect(scan.json().data).toMatchObject({ contada: false, motivo: 'cooldown' });
    await canjeEnNexo(t, device.token, promocionID, scan.json().data.canjeToken);
    // The manager confirms the customer's code in the panel.
    const codigo = await postJson(
      t,
      '/api/cliente/canjes',
      { promocionID },
      { cookie: lupe.cookie },
    );
    const enPanel = await postJson(
      t,
      '/api/canjes/confirmar',
      { codigo: codigo.json().data.codigo },
      { cookie: marisol.cookie },
    );
    expect(enPanel.statusCode, enPanel.body).toBe(200);
    // Carlos's visit of a second customer.
    const rosa = await cliente(t, 'Rosa Atendida');
    expect((await visita(t, device.token, { codigo: await rosa.qrEn() })).statusCode).toBe(200);

    // Carlos leaves the team: what he registered still names him.
    const baja = await t.app.inject({
      method: 'DELETE',
      url: `/api/negocio/equipo/${carlos.miembroId}`,
      headers: SAME_ORIGIN,
      cookies: { tarjeto_sesion: neg.cookie },
    });
    expect(baja.statusCode, baja.body).toBe(200);

    const clientes = (await get(t, url(neg.publicID, ''), neg.cookie)).json().data
      .clientes as Array<{
      nombre: string;
      clientePublicID: string;
    }>;
    const idDe = (nombre: string) => clientes.find((c) => c.nombre === nombre)!.clientePublicID;
    const historial = async (nombre: string) => {
      const res = await get(t, url(neg.publicID, `/${idDe(nombre)}/visitas`), neg.cookie);
      expect(res.statusCode, res.body).toBe(200);
      return visitasClienteResponseSchema.parse(res.json()).data.visitas;
    };
    expect((await historial('Lupe Atendida')).map((v) => v.registradaPor)).toEqual([null]);
    expect((await historial('Rosa Atendida')).map((v) => v.registradaPor)).toEqual([
      { nombre: 'Carlos Rentería', rol: 'cajero' },
    ]);
    const detalle = await get(t, url(neg.publicID, `/${idDe('Lupe Atendida')}`), marisol.cookie);
    expect(detalle.statusCode, detalle.body).toBe(200);
    const { canjes: hechos } = clienteNegocioDetalleResponseSchema.parse(detalle.json()).data;
    expect(hechos.recientes.map((c) => c.registradaPor)).toEqual([
      { nombre: 'Marisol Araujo', rol: 'encargado' },
      { nombre: 'Carlos Rentería', rol: 'cajero' },
    ]);
  });

  it('is not found for someone without a card here', async () => {
    const neg = await negocio(t, 'Sin Tarjeta');
    const ajeno = porNombre('Ana Muñoz'); // has a card at Tacos Ñandú only
    for (const path of [`/${ajeno.publicID}`, `/${ajeno.publicID}/visitas`, '/CLInoexiste']) {
      const res = await get(t, url(neg.publicID, path), neg.cookie);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().message).toBe('No encontramos a ese cliente en tu negocio.');
    }
  });
});

// ── Who may ask ─────────────────────────────────────────────────────────────────────────────

describe('ownership', () => {
  it('answers the owner only: a guest 401, a customer 403, another business 404', async () => {
    const otro = await negocio(t, 'Negocio Curioso');
    const persona = await cliente(t, 'Persona Curiosa');
    const ana = porNombre('Ana Muñoz');
    const paths = ['', '/recientes', '/proximos', `/${ana.publicID}`, `/${ana.publicID}/visitas`];
    for (const path of paths) {
      const target = url(dueno.publicID, path);
      expect((await get(t, target, dueno.cookie)).statusCode, `owner ${path}`).toBe(200);
      const guest = await get(t, target);
      expect(guest.statusCode, `guest ${path}`).toBe(401);
      expect(guest.json().code).toBe('UNAUTHENTICATED');
      const customer = await get(t, target, persona.cookie);
      expect(customer.statusCode, `customer ${path}`).toBe(403);
      expect(customer.json().message).toBe('Esta sección es solo para negocios.');
      const other = await get(t, target, otro.cookie);
      expect(other.statusCode, `other business ${path}`).toBe(404);
      expect(other.json().message).toBe('No se encontró el negocio asociado');
      expect(other.body).not.toContain('Ana Muñoz');
      const unknown = await get(t, url('NEGnoexiste', path), dueno.cookie);
      expect(unknown.statusCode, `unknown business ${path}`).toBe(404);
    }
    // Personal data is not cached anywhere on the way.
    const res = await get(t, url(dueno.publicID), dueno.cookie);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
