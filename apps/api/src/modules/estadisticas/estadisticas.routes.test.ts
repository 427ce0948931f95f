import { eq, sql } from 'drizzle-orm';
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  clientesPorNivelResponseSchema,
  equipoPeriodoResponseSchema,
  estadisticasInicioResponseSchema,
  fechaLocal,
  horasPicoResponseSchema,
  partesLocales,
  promocionCamposSchema,
  resumenPeriodoResponseSchema,
  retencionResponseSchema,
  sumarDias,
  usoPromocionesResponseSchema,
  visitasNegocioResponseSchema,
  visitaStatsResponseSchema,
  visitasSemanalesResponseSchema,
} from '@tarjeto/shared';
import { MIGRATIONS_DIR, queryRows } from '../../db/client.ts';
import { negocios, tarjetas, temporadas, usuarios } from '../../db/schema/index.ts';
import {
  alEquipo,
  cliente,
  filaDeCliente,
  get,
  negocio,
  nexoPara,
  ponerPin,
} from '../../test/fixtures.ts';
import { SAME_ORIGIN, testAppForFile } from '../../test/test-app.ts';
import { programaDe } from '../lealtad/lealtad.service.ts';
import { recordCanje, viewPromocionAsCliente } from '../promociones/canjes.service.ts';
import { crearPromocion } from '../promociones/promociones.service.ts';
import { recordVisita } from '../visitas/visitas.service.ts';

// The business's statistics with known answers: a business gets a seeded history — customers with
// chosen numbers of visits at random moments of the last 100 days, recorded out of order through
// the product's own visit transaction, anonymous visits, promotions viewed and redeemed — and
// every figure the API gives is checked against one counted here, from that list, by hand.

const t = testAppForFile();
const MX = 'America/Mexico_City';
const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const NOW = Date.now();

/** A small deterministic generator (mulberry32): the same history on every run. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

interface Visita {
  cliente: number | null;
  at: Date;
}
interface Plan {
  neg: Awaited<ReturnType<typeof negocio>>;
  otro: Awaited<ReturnType<typeof negocio>>;
  customer: Awaited<ReturnType<typeof cliente>>;
  clienteIds: string[];
  visitas: Visita[];
  inicioTemporada: string;
  promos: Array<{ publicID: string; activa: boolean }>;
  vistas: Array<{ promo: number; cliente: number; at: Date }>;
  canjes: Array<{ promo: number; cliente: number; at: Date }>;
}
let plan: Plan;

// How many visits each customer gets: some once, some often (levels at 6, 8, 12 and 15 this
// season), one every day.
const VISITAS_POR_CLIENTE = [1, 1, 1, 2, 2, 3, 5, 7, 9, 13, 17, 24, 40];
/** Customers whose visits are fixed (days ago) instead of drawn. */
const FIJAS: Record<number, number[]> = { 0: [0], 3: [0, 13] };

async function sembrar(): Promise<Plan> {
  const rand = prng(20261123);
  const neg = await negocio(t, 'Taquería Estadística');
  const otro = await negocio(t, 'Otro Negocio');
  const customer = await cliente(t, 'Clara Curiosa');
  await nexoPara(t, neg);
  const [row] = await t.database.db
    .select({ id: negocios.id })
    .from(negocios)
    .where(eq(negocios.publicId, neg.publicID));
  const negocioId = row!.id;
  const [nx] = await queryRows<{ id: string; establecimiento_id: string }>(
    t.database.db,
    sql`select id, establecimiento_id from nexos where negocio_id = ${negocioId}`,
  );
  const ctx = {
    nexoId: nx!.id,
    negocioId,
    establecimientoId: nx!.establecimiento_id,
    zonaHoraria: MX,
    cooldownMinutos: 240,
  };
  // A season that began 80 days ago: older visits count for the totals, not for levels.
  const inicioTemporada = sumarDias(fechaLocal(new Date(NOW), MX), -80);
  await t.database.db
    .update(temporadas)
    .set({ fechaInicio: inicioTemporada })
    .where(eq(temporadas.negocioId, negocioId));

  const clienteIds: string[] = [];
  const visitas: Visita[] = [];
  for (const [i, k] of VISITAS_POR_CLIENTE.entries()) {
    const c = await cliente(t, `Cliente ${i}`);
    clienteIds.push((await filaDeCliente(t, c.email)).id);
    // k different days of the last 100; each visit within 12 hours of that day's mark, so two
    // visits of one customer are at least 12 hours apart (no cooldown).
    // Two customers came a minute ago, whatever day of the week it is: one for the first time in
    // 30 days (new), one for the second (frequent).
    const fijas = FIJAS[i];
    if (fijas) {
      for (const d of fijas) visitas.push({ cliente: i, at: new Date(NOW - d * DAY - 60_000) });
      continue;
    }
    const dias = new Set<number>();
    while (dias.size < k) dias.add(Math.floor(rand() * 100));
    for (const d of dias) {
      visitas.push({ cliente: i, at: new Date(NOW - d * DAY - (1 + rand() * 719) * 60_000) });
    }
  }
  for (let a = 0; a < 40; a++) {
    visitas.push({ cliente: null, at: new Date(NOW - rand() * 100 * DAY - 60_000) });
  }
  // Out of order: a late visit from an offline device must land where it belongs.
  const orden = [...visitas].sort(() => rand() - 0.5);
  const programa = await programaDe(t.database.db, negocioId);
  for (const v of orden) {
    await t.database.db.transaction((tx) =>
      recordVisita(tx, ctx, programa, {
        cliente:
          v.cliente === null
            ? null
            : {
                cliente: {
                  id: clienteIds[v.cliente]!,
                  nombre: `Cliente ${v.cliente}`,
                  fotoId: null,
                },
                paso: null,
              },
        at: v.at,
        now: v.at,
        conOfertas: false,
      }),
    );
  }
  // The other business has visits of its own, which must never show here.
  const [otroRow] = await t.database.db
    .select({ id: negocios.id })
    .from(negocios)
    .where(eq(negocios.publicId, otro.publicID));
  await nexoPara(t, otro);
  const [otroNx] = await queryRows<{ id: string; establecimiento_id: string }>(
    t.database.db,
    sql`select id, establecimiento_id from nexos where negocio_id = ${otroRow!.id}`,
  );
  const otroPrograma = await programaDe(t.database.db, otroRow!.id);
  for (let a = 0; a < 5; a++) {
    const at = new Date(NOW - a * DAY - HOUR);
    await t.database.db.transaction((tx) =>
      recordVisita(
        tx,
        {
          nexoId: otroNx!.id,
          negocioId: otroRow!.id,
          establecimientoId: otroNx!.establecimiento_id,
          zonaHoraria: MX,
          cooldownMinutos: 240,
        },
        otroPrograma,
        {
          cliente: {
            cliente: { id: clienteIds[0]!, nombre: 'Cliente 0', fotoId: null },
            paso: null,
          },
          at,
          now: at,
          conOfertas: false,
        },
      ),
    );
  }

  // Promotions published 100 days ago; customers open them and redeem some over the last 60 days.
  const [owner] = await t.database.db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(eq(usuarios.email, neg.email));
  const promos: Plan['promos'] = [];
  for (const [i, titulo] of [
    'Taco gratis',
    '2x1 en aguas',
    'Postre de cortesía',
    'Pausada',
  ].entries()) {
    const p = await crearPromocion(
      t.database.db,
      owner!.id,
      promocionCamposSchema.parse({
        negocioID: neg.publicID,
        titulo,
        descripcion: 'Solo en mostrador.',
        tipoPromo: { tipo: 'regular' },
        status: i < 3,
      }),
      new Date(NOW - 100 * DAY),
    );
    promos.push({ publicID: p.publicID, activa: i < 3 });
  }
  const vistas: Plan['vistas'] = [];
  const canjes: Plan['canjes'] = [];
  for (let k = 0; k < 60; k++) {
    const promo = Math.floor(rand() * 3);
    const c = Math.floor(rand() * clienteIds.length);
    const at = new Date(NOW - rand() * 60 * DAY - 60_000);
    await viewPromocionAsCliente(
      t.database.db,
      { id: clienteIds[c]! },
      promos[promo]!.publicID,
      at,
    );
    vistas.push({ promo, cliente: c, at });
    if (rand() < 0.5) {
      const en = new Date(at.getTime() + 30_000);
      await t.database.db.transaction((tx) =>
        recordCanje(
          tx,
          {
            negocioId,
            zonaHoraria: MX,
            establecimientoId: ctx.establecimientoId,
            nexoId: ctx.nexoId,
            usuarioId: null,
          },
          { promocionPublicId: promos[promo]!.publicID, clienteId: clienteIds[c]!, now: en },
        ),
      );
      canjes.push({ promo, cliente: c, at: en });
    }
  }
  return { neg, otro, customer, clienteIds, visitas, inicioTemporada, promos, vistas, canjes };
}

beforeAll(async () => {
  plan = await sembrar();
}, 180_000);

// ── What the figures must be, counted from the plan ────────────────────────────────────────────

const hoy = () => fechaLocal(new Date(), MX);
const local = (at: Date) => partesLocales(at, MX);
/** Monday of today's week, by the calendar (getUTCDay of the local date: 0 Sunday). */
const lunes = () => {
  const h = hoy();
  const dow = new Date(`${h}T00:00:00Z`).getUTCDay();
  return sumarDias(h, -((dow + 6) % 7));
};
const entre = (at: Date, desde: string, hasta: string) => {
  const f = local(at).fecha;
  return f >= desde && f <= hasta;
};
const deClientes = () => plan.visitas.filter((v) => v.cliente !== null);
const porCliente = () => {
  const m = new Map<number, Date[]>();
  for (const v of deClientes()) m.set(v.cliente!, [...(m.get(v.cliente!) ?? []), v.at]);
  return m;
};
const mesDe = (at: Date) => local(at).fecha.slice(0, 7);
const mesAntes = (mes: string, k: number) => {
  const [y, m] = mes.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 - k, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};

const base = () => `/api/estadisticas/negocio/${plan.neg.publicID}`;

describe('Inicio (SPEC §2, §9)', () => {
  it('summary, customers this week, frequent, new and the three weeks equal the hand count', async () => {
    const res = await get(t, `${base()}/inicio`, plan.neg.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = estadisticasInicioResponseSchema.parse(res.json());
    const h = hoy();
    const l = lunes();

    expect(data.hoy).toBe(h);
    expect(data.resumen.visitas).toBe(
      plan.visitas.filter((v) => entre(v.at, sumarDias(h, -6), h)).length,
    );
    expect(data.resumen.visitasAnteriores).toBe(
      plan.visitas.filter((v) => entre(v.at, sumarDias(h, -13), sumarDias(h, -7))).length,
    );
    expect(data.resumen.ofertasActivas).toBe(plan.promos.filter((p) => p.activa).length);
    expect(data.resumen.canjes).toBe(
      plan.canjes.filter((c) => local(c.at).fecha >= plan.inicioTemporada).length,
    );
    expect(data.resumen.canjesDesde).toBe(plan.inicioTemporada);

    let clientes = 0;
    let frecuentes = 0;
    let nuevos = 0;
    for (const fechas of porCliente().values()) {
      const en30 = fechas.filter((at) => entre(at, sumarDias(h, -29), h)).length;
      const semana = fechas.some((at) => entre(at, l, h));
      if (semana) clientes++;
      if (en30 >= 2) frecuentes++;
      if (en30 === 1 && semana) nuevos++;
    }
    expect(data.semana).toEqual({ desde: l, hasta: h, clientes, frecuentes, nuevos });
    // The fixture is rich enough that each figure means something.
    expect(frecuentes).toBeGreaterThan(0);
    expect(clientes).toBeGreaterThan(0);

    const semanas = [
      [sumarDias(l, -14), sumarDias(l, -8)],
      [sumarDias(l, -7), sumarDias(l, -1)],
      [l, h],
    ] as const;
    expect(data.semanas.map((s) => [s.desde, s.hasta, s.visitas, s.enCurso])).toEqual(
      semanas.map(([d, hasta], i) => [
        d,
        hasta,
        deClientes().filter((v) => entre(v.at, d, hasta)).length,
        i === 2,
      ]),
    );
  });
});

describe('Estadísticas', () => {
  it("'Visitas por Semana': 12 ISO weeks, anonymous visits included", async () => {
    const res = await get(t, `${base()}/visitas-semanales`, plan.neg.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = visitasSemanalesResponseSchema.parse(res.json());
    expect(data.semanas).toHaveLength(12);
    const l = lunes();
    data.semanas.forEach((s, i) => {
      const desde = sumarDias(l, -7 * (11 - i));
      const hasta = i === 11 ? hoy() : sumarDias(desde, 6);
      expect([s.desde, s.hasta]).toEqual([desde, hasta]);
      expect(s.visitas).toBe(plan.visitas.filter((v) => entre(v.at, desde, hasta)).length);
      expect(s.anonimas).toBe(
        plan.visitas.filter((v) => v.cliente === null && entre(v.at, desde, hasta)).length,
      );
    });
    expect(data.total).toBe(data.semanas.reduce((t, s) => t + s.visitas, 0));
  });

  it("'Horas Pico': every weekday × hour cell of the business's clock", async () => {
    for (const periodo of [7, 30, 90]) {
      const res = await get(t, `${base()}/horas-pico?periodo=${periodo}`, plan.neg.cookie);
      expect(res.statusCode, res.body).toBe(200);
      const { data } = horasPicoResponseSchema.parse(res.json());
      const desde = sumarDias(hoy(), -(periodo - 1));
      const esperado = new Map<string, number>();
      for (const v of plan.visitas.filter((x) => entre(x.at, desde, hoy()))) {
        const p = local(v.at);
        const k = `${p.diaSemana}-${p.hora}`;
        esperado.set(k, (esperado.get(k) ?? 0) + 1);
      }
      expect(new Map(data.celdas.map((c) => [`${c.diaSemana}-${c.hora}`, c.visitas]))).toEqual(
        esperado,
      );
      expect(data.total).toBe([...esperado.values()].reduce((a, b) => a + b, 0));
      expect(data.maximo).toBe(Math.max(0, ...esperado.values()));
      expect(data).toMatchObject({ periodo, desde, hasta: hoy(), zonaHoraria: MX });
    }
  });

  it("'Clientes por Nivel': levels from this season's visits, and who came in the period", async () => {
    const res = await get(t, `${base()}/niveles?periodo=30`, plan.neg.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = clientesPorNivelResponseSchema.parse(res.json());
    const umbrales = [6, 8, 12, 15];
    const clientes = [0, 0, 0, 0, 0];
    const activos = [0, 0, 0, 0, 0];
    const desde = sumarDias(hoy(), -29);
    for (const fechas of porCliente().values()) {
      const temporada = fechas.filter((at) => local(at).fecha >= plan.inicioTemporada).length;
      const nivel = umbrales.filter((u) => temporada >= u).length;
      clientes[nivel]!++;
      if (fechas.some((at) => entre(at, desde, hoy()))) activos[nivel]!++;
    }
    expect(data.niveles).toEqual(
      ['Sin nivel', 'Bronce', 'Plata', 'Oro', 'Rubí'].map((nombre, nivel) => ({
        nivel,
        nombre,
        clientes: clientes[nivel],
        activos: activos[nivel],
      })),
    );
    expect(data.total).toBe(VISITAS_POR_CLIENTE.length);
    // Several levels are really reached.
    expect(clientes.filter((c) => c > 0).length).toBeGreaterThanOrEqual(3);
  });

  it('the period at a glance: visits, customers, first-timers, canjes', async () => {
    for (const periodo of [7, 30, 90]) {
      const res = await get(t, `${base()}/resumen?periodo=${periodo}`, plan.neg.cookie);
      expect(res.statusCode, res.body).toBe(200);
      const { data } = resumenPeriodoResponseSchema.parse(res.json());
      const desde = sumarDias(hoy(), -(periodo - 1));
      const en = plan.visitas.filter((v) => entre(v.at, desde, hoy()));
      const clientes = [...porCliente().values()].filter((f) =>
        f.some((at) => entre(at, desde, hoy())),
      );
      const nuevos = clientes.filter((f) => f.every((at) => local(at).fecha >= desde));
      expect(data).toEqual({
        periodo,
        desde,
        hasta: hoy(),
        visitas: en.length,
        anonimas: en.filter((v) => v.cliente === null).length,
        clientes: clientes.length,
        clientesNuevos: nuevos.length,
        canjes: plan.canjes.filter((c) => entre(c.at, desde, hoy())).length,
      });
    }
  });

  it("'Uso de Promociones': views, canjes and usage rate per promotion in the period", async () => {
    const res = await get(t, `${base()}/promociones?periodo=30`, plan.neg.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = usoPromocionesResponseSchema.parse(res.json());
    const desde = sumarDias(hoy(), -29);
    expect(data.promociones).toHaveLength(4);
    for (const [i, p] of plan.promos.entries()) {
      const got = data.promociones.find((x) => x.publicID === p.publicID)!;
      // A view counts once per customer and local day (DOMAIN §6).
      const vistasDia = (filtro: (at: Date) => boolean) =>
        new Set(
          plan.vistas
            .filter((v) => v.promo === i && filtro(v.at))
            .map((v) => `${v.cliente}|${local(v.at).fecha}`),
        ).size;
      const vistas = vistasDia((at) => entre(at, desde, hoy()));
      const canjes = plan.canjes.filter((c) => c.promo === i && entre(c.at, desde, hoy())).length;
      expect(got).toMatchObject({
        status: p.activa,
        vistas,
        canjes,
        // Never above 100 %: none when the views do not cover the canjes (issue 26 B2).
        tasaDeUso: vistas > 0 && canjes <= vistas ? Math.round((canjes / vistas) * 100) : null,
        vistasTotales: vistasDia(() => true),
        canjesTotales: plan.canjes.filter((c) => c.promo === i).length,
      });
    }
    // The most redeemed first.
    const orden = data.promociones.map((p) => p.canjes);
    expect(orden).toEqual([...orden].sort((a, b) => b - a));
  });

  it('retention: of one month’s customers, the share who came back the next', async () => {
    const res = await get(t, `${base()}/retencion`, plan.neg.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = retencionResponseSchema.parse(res.json());
    const actual = hoy().slice(0, 7);
    const meses = [5, 4, 3, 2, 1, 0].map((k) => mesAntes(actual, k));
    expect(data.meses.map((m) => m.mes)).toEqual(meses);
    for (const m of data.meses) {
      const antes = mesAntes(m.mes, 1);
      let baseN = 0;
      let volvieron = 0;
      for (const fechas of porCliente().values()) {
        const ms = new Set(fechas.map(mesDe));
        if (!ms.has(antes)) continue;
        baseN++;
        if (ms.has(m.mes)) volvieron++;
      }
      expect(m).toEqual({
        mes: m.mes,
        base: baseN,
        volvieron,
        tasa: baseN > 0 ? Math.round((volvieron / baseN) * 100) : null,
        enCurso: m.mes === actual,
      });
    }
    expect(data.meses.some((m) => m.base > 0 && m.volvieron > 0)).toBe(true);
  });

  it('the migration fills cards made before it exactly as visits keep them', async () => {
    const leer = () =>
      queryRows<{ id: string; p: string | null; u: number | null; m: number }>(
        t.database.db,
        sql`select id, penultima_visita::text as p, ultimo_mes as u, meses_con_visita as m from ${tarjetas} order by id`,
      );
    const antes = await leer();
    const migracion = fs.readFileSync(`${MIGRATIONS_DIR}/0005_estadisticas.sql`, 'utf8');
    const relleno = migracion.split('--> statement-breakpoint').at(-1)!;
    await t.database.db.transaction(async (tx) => {
      await tx.execute(
        sql`update ${tarjetas} set penultima_visita = null, ultimo_mes = null, meses_con_visita = 0`,
      );
      await tx.execute(sql.raw(relleno));
      expect(
        await queryRows(
          tx,
          sql`select id, penultima_visita::text as p, ultimo_mes as u, meses_con_visita as m from ${tarjetas} order by id`,
        ),
      ).toEqual(antes);
    });
    expect(antes.filter((r) => r.p !== null).length).toBeGreaterThan(5);
  });
});

describe('/api/visita (SPEC §7)', () => {
  it('stats: visits per day, the last 7 days by default, days without visits included', async () => {
    const res = await get(t, `/api/visita/stats/${plan.neg.publicID}`, plan.neg.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = visitaStatsResponseSchema.parse(res.json());
    expect(body.data).toHaveLength(7);
    body.data.forEach((d, i) => {
      expect(d.fecha).toBe(sumarDias(hoy(), i - 6));
      expect(d.totalVisitasDia).toBe(
        plan.visitas.filter((v) => local(v.at).fecha === d.fecha).length,
      );
    });
    expect(body.totalVisitas).toBe(body.data.reduce((t, d) => t + d.totalVisitasDia, 0));

    // An instant is read as the business's day; a range is inclusive.
    const desde = sumarDias(hoy(), -40);
    const r2 = await get(
      t,
      `/api/visita/stats/${plan.neg.publicID}?startDate=${desde}&endDate=${sumarDias(hoy(), -10)}`,
      plan.neg.cookie,
    );
    const b2 = visitaStatsResponseSchema.parse(r2.json());
    expect(b2.data).toHaveLength(31);
    expect(b2.totalVisitas).toBe(
      plan.visitas.filter((v) => entre(v.at, desde, sumarDias(hoy(), -10))).length,
    );
  });

  it('the visit list comes a page at a time, newest first, each visit once', async () => {
    const desde = sumarDias(hoy(), -29);
    const esperadas = plan.visitas
      .filter((v) => entre(v.at, desde, hoy()))
      .sort((a, b) => b.at.getTime() - a.at.getTime());
    const vistas: string[] = [];
    let cursor: string | null = null;
    let paginas = 0;
    do {
      const res = await get(
        t,
        `/api/visita/negocio/${plan.neg.publicID}?limit=7${cursor ? `&cursor=${cursor}` : ''}`,
        plan.neg.cookie,
      );
      expect(res.statusCode, res.body).toBe(200);
      const body = visitasNegocioResponseSchema.parse(res.json());
      expect(body.data.length).toBeLessThanOrEqual(7);
      for (const v of body.data) {
        vistas.push(v.fecha);
        if (v.anonima)
          expect(v.clienteID).toEqual({ publicID: `anonymous-${v.visitaID}`, nombre: null });
        else expect(v.clienteID.publicID).toMatch(/^CLI/);
      }
      cursor = body.siguienteCursor;
      paginas++;
    } while (cursor && paginas < 100);
    expect(vistas).toEqual(esperadas.map((v) => v.at.toISOString()));
    expect(paginas).toBe(Math.ceil(esperadas.length / 7) || 1);
  });

  it('bad dates, ranges, limits and cursors are field errors in Spanish, never a 500', async () => {
    const url = `/api/visita/negocio/${plan.neg.publicID}`;
    const cases: Array<[string, string, string]> = [
      ['?startDate=2026-02-30', 'startDate', 'Usa una fecha válida (AAAA-MM-DD)'],
      ['?endDate=ayer', 'endDate', 'Usa una fecha válida (AAAA-MM-DD)'],
      [
        `?startDate=${hoy()}&endDate=${sumarDias(hoy(), -1)}`,
        'endDate',
        'La fecha final no puede ser anterior a la inicial',
      ],
      [`?startDate=${sumarDias(hoy(), -400)}`, 'startDate', 'Pide como máximo 366 días'],
      ['?limit=0', 'limit', 'Pide entre 1 y 200'],
      ['?limit=5000', 'limit', 'Pide entre 1 y 200'],
      ['?cursor=abc', 'cursor', 'La página pedida ya no es válida. Vuelve a cargar la lista.'],
      ['?cursor=a%20b', 'cursor', 'La página pedida ya no es válida. Vuelve a cargar la lista.'],
    ];
    for (const [q, field, message] of cases) {
      const res = await get(t, `${url}${q}`, plan.neg.cookie);
      expect(res.statusCode, `${q}: ${res.body}`).toBe(400);
      expect(res.json().fieldErrors?.[field], q).toBe(message);
    }
    const res = await get(t, `${base()}/horas-pico?periodo=15`, plan.neg.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.periodo).toBe('Elige un periodo de 7, 30 o 90 días');
  });
});

describe('who may see them', () => {
  const urls = () => [
    `/api/visita/stats/${plan.neg.publicID}`,
    `/api/visita/negocio/${plan.neg.publicID}`,
    `${base()}/inicio`,
    `${base()}/resumen`,
    `${base()}/visitas-semanales`,
    `${base()}/promociones`,
    `${base()}/niveles`,
    `${base()}/horas-pico`,
    `${base()}/retencion`,
    `${base()}/equipo`,
  ];

  it('only the business’s owner: another owner 404, a customer 403, a guest 401', async () => {
    for (const url of urls()) {
      expect((await get(t, url, plan.otro.cookie)).statusCode, url).toBe(404);
      expect((await get(t, url, plan.customer.cookie)).statusCode, url).toBe(403);
      expect((await get(t, url)).statusCode, url).toBe(401);
    }
  });

  it("another business's figures are its own", async () => {
    const res = await get(
      t,
      `/api/estadisticas/negocio/${plan.otro.publicID}/resumen?periodo=7`,
      plan.otro.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(resumenPeriodoResponseSchema.parse(res.json()).data).toMatchObject({
      visitas: 5,
      clientes: 1,
      clientesNuevos: 1,
      canjes: 0,
    });
  });
});

describe("'Por persona' (DOMAIN §10)", () => {
  /** A local wall-clock time in Mexico City (UTC−6 all year since 2022) as an instant. */
  const aLas = (dia: string, hhmm: string) => new Date(`${dia}T${hhmm}:00-06:00`);

  it('counts each person’s visits and canjes in the period, removed people and nobody included', async () => {
    const neg = await negocio(t, 'Taquería Con Turnos');
    const sinEquipo = await negocio(t, 'Taquería Sola');
    const device = await nexoPara(t, neg);
    const carlos = await alEquipo(t, neg, 'cajero', { nombre: 'Carlos Rentería', pin: '1357' });
    const brenda = await alEquipo(t, neg, 'cajero', { nombre: 'Brenda Félix' });
    const marisol = await alEquipo(t, neg, 'encargado', { nombre: 'Marisol Araujo' });
    // The owner serves too, with a PIN: their own row names them.
    await ponerPin(t, neg.cookie, '0707');
    const [n] = await t.database.db
      .select({ id: negocios.id })
      .from(negocios)
      .where(eq(negocios.publicId, neg.publicID));
    const [dueno] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from miembros where negocio_id = ${n!.id} and rol = 'dueno'`,
    );
    const ctx = {
      nexoId: device.nexoId,
      negocioId: n!.id,
      establecimientoId: device.establecimientoId,
      zonaHoraria: MX,
      cooldownMinutos: 240,
    };
    const ana = await cliente(t, 'Ana Turno');
    const anaRow = await filaDeCliente(t, ana.email);
    const programa = await programaDe(t.database.db, n!.id);
    const h = hoy();
    // The 7-day period starts at 00:00 of six days ago, the business's clock.
    const desde7 = sumarDias(h, -6);
    const visitas: Array<[string | null, Date]> = [
      [carlos.miembroId, new Date(NOW - 60_000)],
      [carlos.miembroId, aLas(sumarDias(h, -2), '19:00')],
      [carlos.miembroId, aLas(desde7, '00:05')],
      // A minute before the period: outside.
      [carlos.miembroId, aLas(sumarDias(desde7, -1), '23:59')],
      [brenda.miembroId, aLas(sumarDias(h, -1), '23:30')],
      [dueno!.id, aLas(sumarDias(h, -3), '15:00')],
      [null, aLas(sumarDias(h, -4), '13:00')],
      [null, aLas(sumarDias(h, -40), '13:00')],
    ];
    for (const [miembroId, at] of visitas) {
      await t.database.db.transaction((tx) =>
        recordVisita(tx, { ...ctx, miembroId }, programa, { cliente: null, at, now: at }),
      );
    }
    // Ana's visit and the canje Brenda gave her; a canje confirmed by nobody.
    const promo = await crearPromocion(
      t.database.db,
      (
        await t.database.db
          .select({ id: usuarios.id })
          .from(usuarios)
          .where(eq(usuarios.email, neg.email))
      )[0]!.id,
      promocionCamposSchema.parse({
        negocioID: neg.publicID,
        titulo: 'Agua de cortesía',
        descripcion: 'Con tu orden.',
        tipoPromo: { tipo: 'regular' },
      }),
      new Date(NOW - 20 * DAY),
    );
    const enCanje = aLas(sumarDias(h, -1), '20:00');
    await t.database.db.transaction((tx) =>
      recordVisita(tx, { ...ctx, miembroId: brenda.miembroId }, programa, {
        cliente: { cliente: { id: anaRow.id, nombre: 'Ana Turno', fotoId: null }, paso: null },
        at: enCanje,
        now: enCanje,
        conOfertas: false,
      }),
    );
    for (const [miembroId, minutos] of [
      [brenda.miembroId, 1],
      [null, 2],
    ] as const) {
      await t.database.db.transaction((tx) =>
        recordCanje(
          tx,
          { ...ctx, usuarioId: null, miembroId },
          {
            promocionPublicId: promo.publicID,
            clienteId: anaRow.id,
            now: new Date(enCanje.getTime() + minutos * 60_000),
          },
        ),
      );
    }
    // Brenda left since: her row stays, and so do her visits and canje.
    const baja = await t.app.inject({
      method: 'DELETE',
      url: `/api/negocio/equipo/${brenda.miembroId}`,
      headers: SAME_ORIGIN,
      cookies: { tarjeto_sesion: neg.cookie },
    });
    expect(baja.statusCode, baja.body).toBe(200);

    const equipo = async (periodo: number, cookie = neg.cookie, publicID = neg.publicID) => {
      const res = await get(
        t,
        `/api/estadisticas/negocio/${publicID}/equipo?periodo=${periodo}`,
        cookie,
      );
      expect(res.statusCode, res.body).toBe(200);
      return equipoPeriodoResponseSchema.parse(res.json()).data;
    };
    const filas = (d: Awaited<ReturnType<typeof equipo>>) =>
      d.personas.map((p) => [
        p.persona
          ? `${p.persona.nombre} (${p.persona.rol}${p.persona.baja ? ', baja' : ''})`
          : null,
        p.visitas,
        p.canjes,
        p.participacion,
      ]);
    const siete = await equipo(7);
    expect(siete).toMatchObject({
      periodo: 7,
      desde: desde7,
      hasta: h,
      tieneEquipo: true,
      visitas: 7,
      canjes: 2,
    });
    // The most visits first; 'Sin asignar' (null) last; shares of the 7 visits, rounded.
    expect(filas(siete)).toEqual([
      ['Carlos Rentería (cajero)', 3, 0, 43],
      ['Brenda Félix (cajero, baja)', 2, 1, 29],
      [expect.any(String), 1, 0, 14],
      // Marisol is on the team and registered nothing: she is listed, with nothing.
      ['Marisol Araujo (encargado)', 0, 0, 0],
      [null, 1, 1, 14],
    ]);
    expect(siete.personas[2]!.persona).toMatchObject({ miembroId: dueno!.id, rol: 'dueno' });
    expect(siete.personas.map((p) => p.persona?.miembroId ?? null)).toEqual([
      carlos.miembroId,
      brenda.miembroId,
      dueno!.id,
      marisol.miembroId,
      null,
    ]);

    // 90 days takes in Carlos's visit before the week and the old one nobody registered.
    const noventa = await equipo(90);
    expect(noventa.visitas).toBe(9);
    expect(noventa.personas.at(-1)).toMatchObject({ persona: null, visitas: 2, canjes: 1 });
    expect(noventa.personas[0]).toMatchObject({ visitas: 4, participacion: 44 });

    // The manager sees the same; the cashier is refused; a business with no team says so.
    expect((await equipo(7, marisol.cookie)).personas).toHaveLength(5);
    expect(
      (await get(t, `/api/estadisticas/negocio/${neg.publicID}/equipo`, carlos.cookie)).statusCode,
    ).toBe(403);
    expect(await equipo(30, sinEquipo.cookie, sinEquipo.publicID)).toMatchObject({
      tieneEquipo: false,
      personas: [],
      visitas: 0,
      canjes: 0,
    });
    const malo = await get(
      t,
      `/api/estadisticas/negocio/${neg.publicID}/equipo?periodo=14`,
      neg.cookie,
    );
    expect(malo.statusCode).toBe(400);
  });
});
