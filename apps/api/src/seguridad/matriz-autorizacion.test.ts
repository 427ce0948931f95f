import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile } from '../test/test-app.ts';
import {
  ACTORES,
  FILAS,
  llamar,
  montarEscena,
  rutasPublicadas,
  type Escena,
  type Espera,
} from './rutas-api.ts';

// Who may call what (DOMAIN §8, issue 14 part 1): every route of the API, called by each kind of
// caller — a guest, a signed-up person who has not verified, a customer and another customer, the
// business's owner and another business, and the business's paired Nexo — with the status each
// one gets. The rows are checked against the routes the server publishes in its OpenAPI document:
// a route added without a row here fails this test.

const t = testAppForFile();
let escena: Escena;
beforeAll(async () => {
  escena = await montarEscena(t);
}, 60_000);

describe('the authorization matrix', () => {
  it('has a row for every route the server publishes, and no row for a route it does not', async () => {
    const publicadas = await rutasPublicadas(t);
    expect(publicadas.length).toBeGreaterThan(60);
    expect(FILAS.map((f) => f.ruta).sort()).toEqual(publicadas);
  });

  for (const fila of FILAS) {
    it(fila.ruta, async () => {
      // A call that destroys what it names gets a scene of its own; each caller calls once, the
      // owner last, so no one meets what another's call left.
      const e = fila.propia ? await montarEscena(t) : escena;
      const obtenido: Partial<Espera> = {};
      for (const actor of ACTORES) {
        // A manager may destroy some of what the owner may (a promotion, a pairing): their call
        // gets a scene of its own too, so the owner still meets the record.
        const suya =
          fila.propia && actor === 'encargado' && fila.espera.encargado < 300
            ? await montarEscena(t)
            : e;
        const res = await llamar(t, fila, suya, actor);
        obtenido[actor] = res.statusCode;
        expect(res.statusCode, `${actor}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
        if (res.statusCode >= 400 && res.headers['content-type']?.toString().includes('json')) {
          expect(res.json(), `${actor}: the error shape`).toMatchObject({
            success: false,
            message: expect.any(String),
          });
        }
      }
      expect(obtenido).toEqual(fila.espera);
    });
  }
});
