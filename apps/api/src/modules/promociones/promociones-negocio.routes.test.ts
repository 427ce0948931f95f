import { describe, expect, it } from 'vitest';
import {
  negocioPromocionStatsSchema,
  promocionListResponseSchema,
  promocionResponseSchema,
  promocionStatsResponseSchema,
} from '@tarjeto/shared';
import {
  alEquipo,
  canjeEnNexo,
  cliente,
  get,
  negocio,
  nexoPara,
  postJson,
  promocion,
  visita,
} from '../../test/fixtures.ts';
import { testAppForFile } from '../../test/test-app.ts';

// GET /api/promocion/{publicID} and /api/promocion/stats/{publicID} with a business's id (SPEC §7,
// issue 26 A1–A2): the business's promotions as a list, and their usage; a promotion's id (PRO…)
// keeps meaning that one promotion.

const t = testAppForFile();

const crear = async (neg: { cookie: string; publicID: string }, titulo: string, nivelReq = 0) =>
  (await promocion(t, neg, { titulo, descripcion: 'Para probar.', nivelReq })).publicID;

describe('GET /api/promocion/{negocioPublicID}', () => {
  it("lists the business's promotions, the same items as GET /api/promocion", async () => {
    const neg = await negocio(t, 'Tacos La Lista');
    const a = await crear(neg, 'Primera');
    const b = await crear(neg, 'Segunda', 2);
    const res = await get(t, `/api/promocion/${neg.publicID}`, neg.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const lista = promocionListResponseSchema.parse(res.json()).data;
    expect(lista.map((p) => p.publicID).sort()).toEqual([a, b].sort());
    const porQuery = await get(t, `/api/promocion?negocioID=${neg.publicID}`, neg.cookie);
    expect(res.json().data).toEqual(porQuery.json().data);
    // A promotion's own id still answers that promotion.
    const una = await get(t, `/api/promocion/${a}`, neg.cookie);
    expect(promocionResponseSchema.parse(una.json()).data.titulo).toBe('Primera');
  });

  it('is empty for a business without promotions, and follows the same guard', async () => {
    const neg = await negocio(t, 'Café Sin Ofertas');
    const vacia = await get(t, `/api/promocion/${neg.publicID}`, neg.cookie);
    expect(vacia.statusCode).toBe(200);
    expect(vacia.json().data).toEqual([]);
    const otro = await negocio(t, 'Café Ajeno');
    await crear(otro, 'Ajena');
    for (const path of [
      `/api/promocion/${otro.publicID}`,
      `/api/promocion/stats/${otro.publicID}`,
    ]) {
      const res = await get(t, path, neg.cookie);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().message).toBe('No se encontró el negocio asociado');
    }
    const c = await cliente(t);
    expect((await get(t, `/api/promocion/${neg.publicID}`, c.cookie)).statusCode).toBe(403);
    expect((await get(t, `/api/promocion/${neg.publicID}`)).statusCode).toBe(401);
    // An id of neither form is a promotion that does not exist.
    expect((await get(t, '/api/promocion/NEG', neg.cookie)).statusCode).toBe(404);
    expect((await get(t, '/api/promocion/CLI0000000000000', neg.cookie)).statusCode).toBe(404);
  });

  it("answers a manager (encargado) for the business's id; a cashier gets 403", async () => {
    const neg = await negocio(t, 'Taquería Con Equipo');
    await crear(neg, 'Del equipo');
    const encargado = await alEquipo(t, neg, 'encargado');
    const res = await get(t, `/api/promocion/${neg.publicID}`, encargado.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toHaveLength(1);
    const cajero = await alEquipo(t, neg, 'cajero');
    expect((await get(t, `/api/promocion/${neg.publicID}`, cajero.cookie)).statusCode).toBe(403);
  });
});

describe('GET /api/promocion/stats/{negocioPublicID}', () => {
  it('gives each promotion its views, canjes and rate, and the same per level', async () => {
    const neg = await negocio(t, 'Tacos Las Cifras');
    const device = await nexoPara(t, neg);
    const regalo = await crear(neg, 'Taco de regalo');
    const plata = await crear(neg, 'Para Plata', 2);
    // A customer opens the offer once in the app and redeems it twice at the kiosk.
    const c = await cliente(t, 'Iván Cifras');
    for (let i = 0; i < 2; i++) {
      const scan = await visita(t, device.token, await c.escaneoNuevo());
      expect(scan.statusCode, scan.body).toBe(200);
      await canjeEnNexo(t, device.token, regalo, scan.json().data.canjeToken);
    }
    const vista = await postJson(
      t,
      `/api/cliente/promociones/${regalo}/vista`,
      {},
      { cookie: c.cookie },
    );
    expect(vista.statusCode, vista.body).toBe(200);

    const res = await get(t, `/api/promocion/stats/${neg.publicID}`, neg.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().success).toBe(true);
    const data = negocioPromocionStatsSchema.parse(res.json().data);
    expect(data.totalCanjes).toBe(2);
    expect(data.estadisticasUso).toMatchObject({ totalVistas: 1, totalUsos: 2, tasaUso: null });
    const porId = new Map(data.estadisticasUso.promociones.map((p) => [p.publicID, p]));
    // 1 view and 2 canjes: no rate (it would read 200 %), issue 26 B2.
    expect(porId.get(regalo)).toMatchObject({ vistas: 1, canjes: 2, tasaUso: null, nivelReq: 0 });
    expect(porId.get(plata)).toMatchObject({ vistas: 0, canjes: 0, tasaUso: null, nivelReq: 2 });
    expect(data.estadisticasUso.porNivel).toEqual([
      { nivelReq: 0, promociones: 1, vistas: 1, canjes: 2, tasaUso: null },
      { nivelReq: 1, promociones: 0, vistas: 0, canjes: 0, tasaUso: null },
      { nivelReq: 2, promociones: 1, vistas: 0, canjes: 0, tasaUso: null },
      { nivelReq: 3, promociones: 0, vistas: 0, canjes: 0, tasaUso: null },
      { nivelReq: 4, promociones: 0, vistas: 0, canjes: 0, tasaUso: null },
    ]);

    // A promotion's id keeps today's answer, its rate never above 100 %.
    const una = await get(t, `/api/promocion/stats/${regalo}`, neg.cookie);
    const stats = promocionStatsResponseSchema.parse(una.json()).data;
    expect(stats).toMatchObject({
      estadisticasUso: { totalVistas: 1, totalUsos: 2 },
      totalCanjes: 2,
    });
    expect(stats.tasaUso).toBeNull();
    expect(stats.canjesPorDia).toHaveLength(14);
  });
});
