import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { diasEntre, fechaLocal, sumarDias } from '@tarjeto/shared';
import { queryRows } from '../../db/client.ts';
import { clientes, negocios, temporadas } from '../../db/schema/index.ts';
import { cliente, filaDeCliente, negocio, nexoPara } from '../../test/fixtures.ts';
import { testAppForFile } from '../../test/test-app.ts';
import { cerrarTemporadaSiTermino, programaDe } from '../lealtad/lealtad.service.ts';
import { recordVisita } from '../visitas/visitas.service.ts';

// The cards' roll-ups (tarjetas_por_dia, tarjetas_nuevas_por_dia, tarjetas_por_mes,
// tarjetas_recientes_por_dia; migration 0009) are kept by a trigger on tarjetas. Whatever
// happens to the cards — visits out of order, two the same day, levels rising, a season closing,
// a customer deleting their account, the business moving to another zone — it must equal the same
// figures counted here, card by card, from the cards themselves.

const t = testAppForFile();
const MX = 'America/Mexico_City';
const DAY = 24 * 3600 * 1000;
const NOW = Date.now();
let negocioId: string;
let clienteIds: string[];

const sumar = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

/** The four roll-ups' rows with cards, as the trigger left them, one map each. */
async function rollUps() {
  const leer = async (q: ReturnType<typeof sql>) =>
    new Map((await queryRows<{ k: string; n: number }>(t.database.db, q)).map((r) => [r.k, r.n]));
  return {
    porDia: await leer(
      sql`select fecha || '|' || nivel || '|' || en_temporada as k, tarjetas as n
          from tarjetas_por_dia where negocio_id = ${negocioId} and tarjetas <> 0`,
    ),
    nuevas: await leer(
      sql`select fecha::text as k, tarjetas as n
          from tarjetas_nuevas_por_dia where negocio_id = ${negocioId} and tarjetas <> 0`,
    ),
    porMes: await leer(
      sql`select mes || '|' || meses as k, tarjetas as n
          from tarjetas_por_mes where negocio_id = ${negocioId} and tarjetas <> 0`,
    ),
    recientes: await leer(
      sql`select fecha || '|' || penultima_dias as k, tarjetas as n
          from tarjetas_recientes_por_dia where negocio_id = ${negocioId} and tarjetas <> 0`,
    ),
  };
}

/**
 * The same figures counted here from every visited card: its last and first visit's days in
 * `zona`, its level, whether it came this season, its last month and 7 months' bits.
 */
async function contadas(zona: string) {
  const cards = await queryRows<{
    ultima_visita: string | null;
    primera_visita: string | null;
    penultima_visita: string | null;
    nivel: number;
    visitas_temporada: number;
    ultimo_mes: number | null;
    meses_con_visita: number;
  }>(
    t.database.db,
    sql`select ultima_visita, primera_visita, penultima_visita, nivel, visitas_temporada, ultimo_mes,
          meses_con_visita
        from tarjetas where negocio_id = ${negocioId}`,
  );
  const porDia = new Map<string, number>();
  const nuevas = new Map<string, number>();
  const porMes = new Map<string, number>();
  const recientes = new Map<string, number>();
  for (const c of cards) {
    if (c.ultima_visita === null) continue;
    const dia = fechaLocal(new Date(c.ultima_visita), zona);
    // Days from the visit before the last to the last; -1 for none or more than 31.
    const antes =
      c.penultima_visita === null
        ? -1
        : diasEntre(fechaLocal(new Date(c.penultima_visita), zona), dia);
    sumar(recientes, `${dia}|${antes > 31 ? -1 : antes}`);
    sumar(
      porDia,
      `${fechaLocal(new Date(c.ultima_visita), zona)}|${c.nivel}|${c.visitas_temporada > 0}`,
    );
    sumar(nuevas, fechaLocal(new Date(c.primera_visita!), zona));
    sumar(porMes, `${c.ultimo_mes}|${c.meses_con_visita & 127}`);
  }
  return { porDia, nuevas, porMes, recientes };
}

const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

async function visita(clienteIndex: number, at: Date) {
  const [nx] = await queryRows<{ id: string; establecimiento_id: string }>(
    t.database.db,
    sql`select id, establecimiento_id from nexos where negocio_id = ${negocioId}`,
  );
  const programa = await programaDe(t.database.db, negocioId);
  await t.database.db.transaction((tx) =>
    recordVisita(
      tx,
      {
        nexoId: nx!.id,
        negocioId,
        establecimientoId: nx!.establecimiento_id,
        zonaHoraria: MX,
        cooldownMinutos: 0,
      },
      programa,
      {
        cliente: {
          cliente: { id: clienteIds[clienteIndex]!, nombre: `C${clienteIndex}`, fotoId: null },
          paso: null,
        },
        at,
        now: at,
        conOfertas: false,
      },
    ),
  );
}

beforeAll(async () => {
  const neg = await negocio(t, 'Rollup de Tarjetas');
  await nexoPara(t, neg);
  const [row] = await t.database.db
    .select({ id: negocios.id })
    .from(negocios)
    .where(eq(negocios.publicId, neg.publicID));
  negocioId = row!.id;
  // A season that began 40 days ago, so older visits are out of it.
  await t.database.db
    .update(temporadas)
    .set({ fechaInicio: sumarDias(fechaLocal(new Date(NOW), MX), -40) })
    .where(eq(temporadas.negocioId, negocioId));
  clienteIds = [];
  for (let i = 0; i < 5; i++) {
    const c = await cliente(t, `Cliente Rollup ${i}`);
    clienteIds.push((await filaDeCliente(t, c.email)).id);
  }
}, 60_000);

describe('the cards’ roll-ups', () => {
  it('follows every visit: new cards, later days, late visits, two the same day, levels rising', async () => {
    // Customer 0 comes on 7 days (reaches Bronce at 6 this season); 1 once long ago (out of the
    // season); 2 twice the same day; 3 a recent visit and then a late one from an offline device;
    // 4 never.
    for (const d of [30, 25, 20, 15, 10, 5, 1]) await visita(0, new Date(NOW - d * DAY));
    await visita(1, new Date(NOW - 60 * DAY));
    // At 12:00 and 14:00 in Mexico City (UTC−6 all year): the same day at any hour of the run.
    const mediodia = Date.parse(`${sumarDias(fechaLocal(new Date(NOW), MX), -3)}T12:00:00-06:00`);
    await visita(2, new Date(mediodia));
    await visita(2, new Date(mediodia + 2 * 3600 * 1000));
    await visita(3, new Date(NOW - 2 * DAY));
    await visita(3, new Date(NOW - 9 * DAY));
    const esperadas = await contadas(MX);
    expect(await rollUps()).toEqual(esperadas);
    // The figures are what this history means, not only what the cards say.
    expect(total(esperadas.porDia)).toBe(4);
    expect(total(esperadas.nuevas)).toBe(4);
    expect(total(esperadas.porMes)).toBe(4);
    const hoy = fechaLocal(new Date(NOW), MX);
    expect(esperadas.porDia.get(`${sumarDias(hoy, -1)}|1|true`)).toBe(1);
    expect(esperadas.porDia.get(`${sumarDias(hoy, -60)}|0|false`)).toBe(1);
    expect(esperadas.nuevas.get(sumarDias(hoy, -30))).toBe(1);
    // Customer 3's last visit 2 days ago, the one before 9 days ago (the late one); customer 2's
    // two the same day; customer 1's only one.
    expect(esperadas.recientes.get(`${sumarDias(hoy, -2)}|7`)).toBe(1);
    expect(esperadas.recientes.get(`${sumarDias(hoy, -3)}|0`)).toBe(1);
    expect(esperadas.recientes.get(`${sumarDias(hoy, -60)}|-1`)).toBe(1);
  });

  it('follows a season closing (levels and season visits reset) and a deleted customer', async () => {
    // The season ends: it began long enough ago that it is over today.
    await t.database.db
      .update(temporadas)
      .set({
        fechaInicio: sumarDias(fechaLocal(new Date(NOW), MX), -200),
        fechaFin: sumarDias(fechaLocal(new Date(NOW), MX), -1),
      })
      .where(eq(temporadas.negocioId, negocioId));
    expect(await cerrarTemporadaSiTermino(t.database.db, negocioId, new Date(NOW))).toBe(true);
    const trasCierre = await rollUps();
    expect(trasCierre).toEqual(await contadas(MX));
    // Nobody has a visit in the new season yet.
    expect([...trasCierre.porDia.keys()].every((k) => k.endsWith('|false'))).toBe(true);

    await t.database.db.delete(clientes).where(eq(clientes.id, clienteIds[0]!));
    const trasBorrar = await rollUps();
    expect(trasBorrar).toEqual(await contadas(MX));
    expect(total(trasBorrar.porDia)).toBe(3);
    expect(total(trasBorrar.nuevas)).toBe(3);
    expect(total(trasBorrar.porMes)).toBe(3);
  });

  it('counts the days again when the business moves to another zone', async () => {
    // Tokyo is 15 hours ahead: a visit late in the evening in Mexico City is the next day there.
    await visita(2, new Date(NOW));
    await t.database.db
      .update(negocios)
      .set({ zonaHoraria: 'Asia/Tokyo' })
      .where(eq(negocios.id, negocioId));
    expect(await rollUps()).toEqual(await contadas('Asia/Tokyo'));
  });
});
