import { describe, expect, it } from 'vitest';
import { cliente, get, negocio } from '../../test/fixtures.ts';
import { testAppForFile } from '../../test/test-app.ts';
import { negocioDelDueno } from './negocios.service.ts';

// The owner's calls by a business's publicID — Ofertas, Estadísticas, Programa — all start with the
// one check of negocioDelDueno: the owner gets the business, another business's owner a 404 that
// looks like no business at all, a customer a 403 from the guard.

const t = testAppForFile();

describe("a business's own calls", () => {
  it('answer its owner, and 404 or 403 to anybody else, the same in every module', async () => {
    const dueno = await negocio(t, 'Tacos del Dueño');
    const otro = await negocio(t, 'Otro Dueño');
    const ana = await cliente(t, 'Ana Ajena');
    const id = dueno.publicID;
    const urls = [
      `/api/promocion?negocioID=${id}`,
      `/api/estadisticas/negocio/${id}/inicio`,
      `/api/estadisticas/negocio/${id}/promociones`,
      `/api/visita/stats/${id}`,
      `/api/programa-lealtad/negocio/${id}`,
    ];
    for (const url of urls) {
      expect((await get(t, url, dueno.cookie)).statusCode, url).toBe(200);
      const ajeno = await get(t, url, otro.cookie);
      expect(ajeno.statusCode, url).toBe(404);
      expect(ajeno.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: 'No se encontró el negocio asociado',
      });
      expect((await get(t, url, ana.cookie)).statusCode, url).toBe(403);
    }
  });

  it('are found by negocioDelDueno only for the account that owns the business', async () => {
    const dueno = await negocio(t, 'Café Propio');
    const otro = await negocio(t, 'Café Ajeno');
    const usuarioDe = async (cookie: string) =>
      (await get(t, '/api/auth/check-auth', cookie)).json().usuario._id as string;
    const n = await negocioDelDueno(t.database.db, dueno.publicID, await usuarioDe(dueno.cookie));
    expect(n).toMatchObject({ publicId: dueno.publicID, zonaHoraria: 'America/Mexico_City' });
    await expect(
      negocioDelDueno(t.database.db, dueno.publicID, await usuarioDe(otro.cookie)),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
