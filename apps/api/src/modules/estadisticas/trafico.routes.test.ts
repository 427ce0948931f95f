import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fechaLocal, sumarDias, traficoResponseSchema } from '@tarjeto/shared';
import { negocios, visitasPorHora } from '../../db/schema/index.ts';
import { cliente, get, negocio, nexoPara, visita } from '../../test/fixtures.ts';
import { testAppForFile } from '../../test/test-app.ts';

// GET /api/visita/trafico/{negocioPublicID} (SPEC §7, issue 26 A3): the business's traffic by
// weekday and hour of its own clock over a range of its days, from the hourly roll-up.

const t = testAppForFile();

const url = (id: string, q = '') => `/api/visita/trafico/${id}${q}`;

async function negocioEn(nombre: string, zona: string) {
  const neg = await negocio(t, nombre);
  const [row] = await t.database.db
    .update(negocios)
    .set({ zonaHoraria: zona })
    .where(eq(negocios.publicId, neg.publicID))
    .returning({ id: negocios.id });
  return { ...neg, id: row!.id };
}

const horaEn = (zona: string, at = new Date()) =>
  Number(
    new Intl.DateTimeFormat('en-US', { timeZone: zona, hour: '2-digit', hourCycle: 'h23' }).format(
      at,
    ),
  );
const diaSemana = (fecha: string) => new Date(`${fecha}T12:00:00Z`).getUTCDay();

describe('GET /api/visita/trafico/{negocioPublicID}', () => {
  it("puts each visit in its weekday and hour of the business's own clock", async () => {
    // Culiacán keeps Mazatlán's time: an hour behind Mexico City.
    const zona = 'America/Mazatlan';
    const neg = await negocioEn('Mariscos El Reloj', zona);
    const device = await nexoPara(t, neg);
    const antes = new Date();
    const c = await cliente(t, 'Lucía Hora');
    expect((await visita(t, device.token, await c.escaneoNuevo())).statusCode).toBe(200);
    expect((await visita(t, device.token, { anonimo: true })).statusCode).toBe(200);
    const despues = new Date();

    const res = await get(t, url(neg.publicID), neg.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const data = traficoResponseSchema.parse(res.json()).data;
    expect(data.zonaHoraria).toBe(zona);
    expect(data.hasta).toBe(fechaLocal(despues, zona));
    expect(data.desde).toBe(sumarDias(data.hasta, -29));
    expect(data.dias).toBe(30);
    expect(data.total).toBe(2);
    const dia = diaSemana(fechaLocal(despues, zona));
    expect(data.porDiaSemana[dia]).toBe(2);
    const horas = new Set([horaEn(zona, antes), horaEn(zona, despues)]);
    const conVisitas = data.porHora.flatMap((v, h) => (v > 0 ? [h] : []));
    for (const h of conVisitas) expect(horas.has(h)).toBe(true);
    expect(data.pico).toMatchObject({ diaSemana: dia });
  });

  it('sums the roll-up over the days asked for, weekday 0 = Domingo', async () => {
    const neg = await negocioEn('Café Las Horas', 'America/Mexico_City');
    // 2026-11-01 was a Sunday, 2026-11-02 a Monday.
    await t.database.db.insert(visitasPorHora).values([
      { negocioId: neg.id, fecha: '2026-11-01', hora: 9, diaSemana: 0, visitas: 3, anonimas: 1 },
      { negocioId: neg.id, fecha: '2026-11-02', hora: 9, diaSemana: 1, visitas: 2, anonimas: 0 },
      { negocioId: neg.id, fecha: '2026-11-08', hora: 21, diaSemana: 0, visitas: 4, anonimas: 0 },
      // Outside the range asked for.
      { negocioId: neg.id, fecha: '2026-10-31', hora: 9, diaSemana: 6, visitas: 50, anonimas: 0 },
      { negocioId: neg.id, fecha: '2026-11-09', hora: 9, diaSemana: 1, visitas: 50, anonimas: 0 },
    ]);
    const res = await get(
      t,
      url(neg.publicID, '?startDate=2026-11-01&endDate=2026-11-08'),
      neg.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = traficoResponseSchema.parse(res.json()).data;
    expect(data).toMatchObject({ desde: '2026-11-01', hasta: '2026-11-08', dias: 8, total: 9 });
    expect(data.matriz[0]![9]).toBe(3);
    expect(data.matriz[0]![21]).toBe(4);
    expect(data.matriz[1]![9]).toBe(2);
    expect(data.matriz[6]![9]).toBe(0);
    expect(data.porDiaSemana).toEqual([7, 2, 0, 0, 0, 0, 0]);
    expect(data.porHora[9]).toBe(5);
    expect(data.pico).toEqual({ diaSemana: 0, hora: 21, visitas: 4 });
    // An instant is read as the business's day.
    const iso = await get(
      t,
      url(neg.publicID, '?startDate=2026-11-02T06:00:00.000Z&endDate=2026-11-02T23:00:00Z'),
      neg.cookie,
    );
    expect(iso.json().data).toMatchObject({ desde: '2026-11-02', hasta: '2026-11-02', total: 2 });
  });

  it('refuses a range that is backwards, too long or not a date, with the field', async () => {
    const neg = await negocio(t, 'Taquería Rango');
    const casos: Array<[string, string]> = [
      ['?startDate=2026-11-09&endDate=2026-11-01', 'endDate'],
      ['?startDate=2024-01-01&endDate=2026-11-01', 'startDate'],
      ['?startDate=ayer', 'startDate'],
      ['?endDate=2026-02-30', 'endDate'],
    ];
    for (const [q, campo] of casos) {
      const res = await get(t, url(neg.publicID, q), neg.cookie);
      expect(res.statusCode, `${q}: ${res.body}`).toBe(400);
      expect(res.json().fieldErrors).toHaveProperty(campo);
    }
  });

  it("answers 404 for another business's id, 403 to a customer, 401 to a guest", async () => {
    const neg = await negocio(t, 'Taquería Propia');
    const otro = await negocio(t, 'Taquería Ajena');
    expect((await get(t, url(otro.publicID), neg.cookie)).statusCode).toBe(404);
    const c = await cliente(t);
    expect((await get(t, url(neg.publicID), c.cookie)).statusCode).toBe(403);
    expect((await get(t, url(neg.publicID))).statusCode).toBe(401);
  });
});
