import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  fechaLocal,
  finDeTemporada,
  programaResponseSchema,
  simulacionResponseSchema,
  sumarDias,
  type ProgramaUpdate,
} from '@tarjeto/shared';
import { queryRows } from '../../db/client.ts';
import { clientes, logros, negocios, tarjetas, temporadas } from '../../db/schema/index.ts';
import { cliente, get, negocio, nexoPara, postJson, send } from '../../test/fixtures.ts';
import { testAppForFile } from '../../test/test-app.ts';
import { recordVisita } from '../visitas/visitas.service.ts';
import {
  cerrarTemporadasVencidas,
  cerrarTemporadaSiTermino,
  programaDe,
} from './lealtad.service.ts';

// The loyalty programme: its screen's data, edits, the simulator, seasons closing (the clock moved
// by moving the season), and the streaks and achievements visits leave behind.

const t = testAppForFile();

const MX = 'America/Mexico_City';
const DAY = 24 * 3600 * 1000;

const NIVELES: ProgramaUpdate['niveles'] = [
  {
    nivel: 1,
    nombre: 'Bronce',
    visitasRequeridas: 6,
    beneficios: [{ descripcion: 'Café', activo: true }],
  },
  { nivel: 2, nombre: 'Plata', visitasRequeridas: 8, beneficios: [] },
  { nivel: 3, nombre: 'Oro', visitasRequeridas: 12, beneficios: [] },
  { nivel: 4, nombre: 'Rubí', visitasRequeridas: 15, beneficios: [] },
];

const put = (publicID: string, body: unknown, cookie: string) =>
  send(t, 'PUT', `/api/programa-lealtad/negocio/${publicID}`, { payload: body, cookie });

const negocioId = async (publicID: string) =>
  (
    await t.database.db
      .select({ id: negocios.id })
      .from(negocios)
      .where(eq(negocios.publicId, publicID))
  )[0]!.id;

/** A business whose customers already have cards with these season visits (and levels). */
async function conTarjetas(nombre: string, visitas: number[]) {
  const neg = await negocio(t, nombre);
  const id = await negocioId(neg.publicID);
  const ids: string[] = [];
  for (const [i, v] of visitas.entries()) {
    const c = await cliente(t, `${nombre} cliente ${i}`);
    const [row] = await t.database.db
      .select({ id: clientes.id })
      .from(clientes)
      .where(eq(clientes.nombre, `${nombre} cliente ${i}`));
    const nivel = v >= 15 ? 4 : v >= 12 ? 3 : v >= 8 ? 2 : v >= 6 ? 1 : 0;
    const [card] = await t.database.db
      .insert(tarjetas)
      .values({
        negocioId: id,
        clienteId: row!.id,
        visitasTemporada: v,
        visitasTotales: v,
        nivel,
        primeraVisita: new Date(),
        ultimaVisita: new Date(),
      })
      .returning({ id: tarjetas.id });
    ids.push(card!.id);
    void c;
  }
  return { neg, id, cards: ids };
}

describe('the programme screen', () => {
  it('shows the levels with the customers at each, and the season with real figures', async () => {
    const { neg } = await conTarjetas('Programa Uno', [0, 3, 6, 9, 13, 16, 16]);
    const res = await get(t, `/api/programa-lealtad/negocio/${neg.publicID}`, neg.cookie);
    const { data } = programaResponseSchema.parse(res.json());
    expect(data.niveles.map((n) => [n.nombre, n.visitasRequeridas, n.clientesActuales])).toEqual([
      ['Bronce', 6, 1],
      ['Plata', 8, 1],
      ['Oro', 12, 1],
      ['Rubí', 15, 2],
    ]);
    expect(data.clientesSinNivel).toBe(2);
    expect(data.temporadaActual).toMatchObject({
      fechaInicio: fechaLocal(new Date(), MX),
      duracionMeses: 3,
      activa: true,
      estadisticas: { clientes: 6 },
    });
    // The other spelling of the first client answers the same.
    expect(
      (await get(t, `/api/programaLealtad/negocio/${neg.publicID}`, neg.cookie)).statusCode,
    ).toBe(200);
    const otro = await negocio(t, 'Otro Programa');
    expect(
      (await get(t, `/api/programa-lealtad/negocio/${neg.publicID}`, otro.cookie)).statusCode,
    ).toBe(404);
  });

  it('saves names, thresholds, benefits and the season length; raises who now qualifies', async () => {
    const { neg, id } = await conTarjetas('Programa Dos', [7, 7, 2]);
    const niveles = NIVELES.map((n) =>
      n.nivel === 2 ? { ...n, nombre: 'Compa', visitasRequeridas: 7 } : n,
    );
    const res = await put(neg.publicID, { niveles, duracionMeses: 6 }, neg.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = programaResponseSchema.parse(res.json());
    expect(data.niveles[1]).toMatchObject({
      nombre: 'Compa',
      visitasRequeridas: 7,
      clientesActuales: 2,
    });
    expect(data.duracionMeses).toBe(6);
    expect(data.temporadaActual!.fechaFin).toBe(
      finDeTemporada(data.temporadaActual!.fechaInicio, 6),
    );
    const [season] = await t.database.db
      .select()
      .from(temporadas)
      .where(and(eq(temporadas.negocioId, id), eq(temporadas.activa, true)));
    expect(season!.duracionMeses).toBe(6);
    // Raising the threshold back leaves them where they are: a level never falls mid-season.
    await put(neg.publicID, { niveles: NIVELES, duracionMeses: 6 }, neg.cookie);
    const again = programaResponseSchema.parse(
      (await get(t, `/api/programa-lealtad/negocio/${neg.publicID}`, neg.cookie)).json(),
    );
    expect(again.data.niveles[1]!.clientesActuales).toBe(2);
  });

  it('refuses levels that do not rise, twice the same name, or a season out of range', async () => {
    const neg = await negocio(t, 'Programa Tres');
    const bad = NIVELES.map((n) => (n.nivel === 3 ? { ...n, visitasRequeridas: 8 } : n));
    const res = await put(neg.publicID, { niveles: bad, duracionMeses: 3 }, neg.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors['niveles.2.visitasRequeridas']).toBe(
      'Debe pedir más visitas que Plata (8)',
    );
    const twice = NIVELES.map((n) => (n.nivel === 4 ? { ...n, nombre: 'oro' } : n));
    expect(
      (await put(neg.publicID, { niveles: twice, duracionMeses: 3 }, neg.cookie)).json()
        .fieldErrors['niveles.3.nombre'],
    ).toBe('Ese nombre ya está en otro nivel');
    expect(
      (await put(neg.publicID, { niveles: NIVELES, duracionMeses: 13 }, neg.cookie)).json()
        .fieldErrors.duracionMeses,
    ).toBe('Máximo 12 meses');
  });
});

describe('the level simulator', () => {
  it('replays the season’s real visits under the edited levels, without saving', async () => {
    const neg = await negocio(t, 'Simulador');
    const device = await nexoPara(t, neg);
    // A season under way for a week (the visits below reach back into yesterday).
    await t.database.db
      .update(temporadas)
      .set({ fechaInicio: sumarDias(fechaLocal(new Date(), MX), -7) })
      .where(eq(temporadas.negocioId, await negocioId(neg.publicID)));
    // Real visits this season: three customers with 1, 2 and 3 visits (4½ hours apart).
    for (const [i, n] of [1, 2, 3].entries()) {
      const c = await cliente(t, `Simulado ${i}`);
      for (let k = 0; k < n; k++) {
        const at = Date.now() - (k * 4.5 + 1) * 3600 * 1000;
        const res = await postJson(
          t,
          '/api/nexo/visitas',
          {
            codigo: await c.qrEn(at),
            escaneadoEn: new Date(at).toISOString(),
            idempotencyKey: `sim-${i}-${k}-${Date.now()}`,
          },
          { token: device.token },
        );
        expect(res.statusCode, res.body).toBe(200);
      }
    }
    const easy = NIVELES.map((n) => ({ ...n, visitasRequeridas: n.nivel }));
    const res = await postJson(
      t,
      `/api/programa-lealtad/negocio/${neg.publicID}/simulacion`,
      { niveles: easy, duracionMeses: 3 },
      { cookie: neg.cookie },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { data } = simulacionResponseSchema.parse(res.json());
    expect(data.actual).toEqual([3, 0, 0, 0, 0]);
    expect(data.simulada).toEqual([0, 1, 1, 1, 0]);
    expect(data).toMatchObject({ clientes: 3, visitas: 6 });
    expect(data.ms).toBeGreaterThanOrEqual(0);
    // Nothing was saved.
    const after = programaResponseSchema.parse(
      (await get(t, `/api/programa-lealtad/negocio/${neg.publicID}`, neg.cookie)).json(),
    );
    expect(after.data.niveles[0]!.visitasRequeridas).toBe(6);
    expect(after.data.clientesSinNivel).toBe(3);

    // A length that would have ended the season before these visits: none of them counts.
    await t.database.db
      .update(temporadas)
      .set({ fechaInicio: sumarDias(fechaLocal(new Date(), MX), -40) })
      .where(eq(temporadas.negocioId, await negocioId(neg.publicID)));
    const corta = simulacionResponseSchema.parse(
      (
        await postJson(
          t,
          `/api/programa-lealtad/negocio/${neg.publicID}/simulacion`,
          { niveles: easy, duracionMeses: 1 },
          { cookie: neg.cookie },
        )
      ).json(),
    ).data;
    expect(corta).toMatchObject({ clientes: 3, visitas: 0, simulada: [3, 0, 0, 0, 0] });
    expect(corta.temporada.fechaFin < fechaLocal(new Date(), MX)).toBe(true);
  });
});

describe('closing a season', () => {
  /** Moves the open season so that it ended `diasAtras` days ago. */
  async function vencer(id: string, diasAtras: number, duracionDias = 90) {
    const hoy = fechaLocal(new Date(), MX);
    const fin = sumarDias(hoy, -diasAtras);
    await t.database.db
      .update(temporadas)
      .set({ fechaInicio: sumarDias(fin, -duracionDias), fechaFin: fin })
      .where(and(eq(temporadas.negocioId, id), eq(temporadas.activa, true)));
  }

  it('archives the season with its figures, drops levels by at most one, resets, opens the next — once', async () => {
    const { id, cards } = await conTarjetas('Cierre', [16, 9, 0, 3]);
    // The Rubí with only 9 visits this season falls to Oro, not to Plata.
    await t.database.db.update(tarjetas).set({ nivel: 4 }).where(eq(tarjetas.id, cards[1]!));
    await vencer(id, 1);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => cerrarTemporadaSiTermino(t.database.db, id)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);

    const seasons = await t.database.db
      .select()
      .from(temporadas)
      .where(eq(temporadas.negocioId, id));
    const closed = seasons.filter((s) => !s.activa);
    const open = seasons.filter((s) => s.activa);
    expect(closed).toHaveLength(1);
    expect(open).toHaveLength(1);
    expect(closed[0]).toMatchObject({ bajadas: 1, clientes: 3, distribucion: [2, 0, 0, 0, 2] });
    expect(open[0]!.fechaInicio).toBe(sumarDias(closed[0]!.fechaFin, 1));
    const after = await t.database.db.select().from(tarjetas).where(eq(tarjetas.negocioId, id));
    const byId = new Map(after.map((c) => [c.id, c]));
    expect(cards.map((c) => byId.get(c)!.nivel)).toEqual([4, 3, 0, 0]);
    expect(after.every((c) => c.visitasTemporada === 0)).toBe(true);
    expect(cards.map((c) => byId.get(c)!.nivelInicioTemporada)).toEqual([4, 3, 0, 0]);
    // Again: nothing left to close.
    expect(await cerrarTemporadaSiTermino(t.database.db, id)).toBe(false);
  });

  it('closes every season missed while nobody came, one level each', async () => {
    const { id, cards } = await conTarjetas('Ausente', [16]);
    await vencer(id, 200);
    expect(await cerrarTemporadasVencidas(t.database.db)).toBeGreaterThanOrEqual(1);
    const seasons = await t.database.db
      .select()
      .from(temporadas)
      .where(eq(temporadas.negocioId, id));
    expect(seasons.filter((s) => !s.activa).length).toBeGreaterThanOrEqual(3);
    const [card] = await t.database.db.select().from(tarjetas).where(eq(tarjetas.id, cards[0]!));
    // Rubí kept by 16 visits at the first close, then one level per empty season.
    expect(card!.nivel).toBe(4 - (seasons.filter((s) => !s.activa).length - 1));
    const open = seasons.find((s) => s.activa)!;
    const hoy = fechaLocal(new Date(), MX);
    expect(open.fechaInicio <= hoy && hoy <= open.fechaFin).toBe(true);
  });

  it('closes lazily when the business is next looked at', async () => {
    const { neg, id } = await conTarjetas('Perezoso', [7]);
    await vencer(id, 3);
    const res = await get(t, `/api/programa-lealtad/negocio/${neg.publicID}`, neg.cookie);
    const { data } = programaResponseSchema.parse(res.json());
    expect(data.temporadasAnteriores).toHaveLength(1);
    expect(data.temporadaActual!.fechaInicio).toBe(
      sumarDias(data.temporadasAnteriores[0]!.fechaFin, 1),
    );
  });
});

describe('what visits leave behind', () => {
  it('earns achievements once and keeps weekly streaks, per card and across cards', async () => {
    const neg = await negocio(t, 'Rachas');
    const device = await nexoPara(t, neg);
    const c = await cliente(t, 'Rocío Rachas');
    const [row] = await t.database.db
      .select()
      .from(clientes)
      .where(eq(clientes.nombre, 'Rocío Rachas'));
    const id = await negocioId(neg.publicID);
    const [nx] = await queryRows<{ id: string; establecimiento_id: string }>(
      t.database.db,
      sql`select id, establecimiento_id from nexos where negocio_id = ${id}`,
    );
    const ctx = {
      nexoId: nx!.id,
      negocioId: id,
      establecimientoId: nx!.establecimiento_id,
      zonaHoraria: MX,
      cooldownMinutos: 240,
    };
    // A season already running for two months, and one visit a week for the last 5 weeks.
    await t.database.db
      .update(temporadas)
      .set({ fechaInicio: sumarDias(fechaLocal(new Date(), MX), -60) })
      .where(eq(temporadas.negocioId, id));
    const programa = await programaDe(t.database.db, id);
    for (let w = 5; w >= 1; w--) {
      const at = new Date(Date.now() - w * 7 * DAY);
      await t.database.db.transaction((tx) =>
        recordVisita(tx, ctx, programa, {
          cliente: { cliente: { id: row!.id, nombre: row!.nombre, fotoId: null }, paso: null },
          at,
          now: at,
        }),
      );
    }
    const [card] = await t.database.db
      .select()
      .from(tarjetas)
      .where(eq(tarjetas.clienteId, row!.id));
    expect(card!.rachaSemanas).toBe(5);
    const [after] = await t.database.db.select().from(clientes).where(eq(clientes.id, row!.id));
    expect(after).toMatchObject({ rachaSemanas: 5, visitasTotales: 5 });
    const earned = await t.database.db
      .select({ tipo: logros.tipo, valor: logros.valor })
      .from(logros)
      .where(eq(logros.clienteId, row!.id));
    expect(earned).toEqual(
      expect.arrayContaining([
        { tipo: 'primera_visita', valor: null },
        { tipo: 'racha', valor: 4 },
      ]),
    );
    expect(earned.filter((l) => l.tipo === 'primera_visita')).toHaveLength(1);

    // A sixth visit now reaches Bronce: the level's achievement is stored for this business.
    const res = await postJson(
      t,
      '/api/nexo/visitas',
      { codigo: await c.qrEn(), idempotencyKey: `racha-${Date.now()}` },
      { token: device.token },
    );
    expect(res.json().data.tarjeta).toMatchObject({ nivel: 1, subioDeNivel: true });
    const nivel = await t.database.db
      .select()
      .from(logros)
      .where(and(eq(logros.clienteId, row!.id), eq(logros.tipo, 'nivel')));
    expect(nivel).toMatchObject([{ valor: 1, negocioId: id }]);
    const [season] = await t.database.db
      .select()
      .from(temporadas)
      .where(and(eq(temporadas.negocioId, id), eq(temporadas.activa, true)));
    expect(season!.subidas).toBe(1);
  });
});
