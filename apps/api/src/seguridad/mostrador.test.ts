import { describe, expect, it } from 'vitest';
import { CODIGO_PASO_MS } from '@tarjeto/shared';
import { LIMITES_FALLIDOS } from '../lib/codigos-fallidos.ts';
import { GESTIONES_NEXO_POR_CUENTA, REGISTROS_POR_IP } from '../modules/nexo/nexo.service.ts';
import { ESCANEOS_ATRASADOS_POR_NEXO } from '../modules/visitas/visitas.service.ts';
import {
  cliente,
  get,
  negocio,
  nexoPara,
  nuevaClave,
  postJson,
  promocion,
  visita,
} from '../test/fixtures.ts';
import { REDIS_URL, redisUp } from '../test/redis.ts';
import { type TestApp, testAppForFile } from '../test/test-app.ts';

// The counter's own fraud (issue 25, part A; DOMAIN §4 and §10): what a probe of the device API
// found, each closed at its depth. Every test here failed on the code before its fix.

const t = testAppForFile();

const MINUTO = 60 * 1000;
const wrongCode = (i: number) => `TARJETO:ZZZZZ${String(i).padStart(6, '0')}`;

async function gestion(
  app: TestApp,
  neg: { cookie: string; establecimientoID: string },
  que: 'codigo' | 'desvincular',
) {
  return que === 'codigo'
    ? postJson(
        app,
        '/api/establecimiento/generate-code',
        { establecimientoID: neg.establecimientoID },
        { cookie: neg.cookie },
      )
    : postJson(
        app,
        `/api/establecimiento/${neg.establecimientoID}/unpair`,
        {},
        {
          cookie: neg.cookie,
        },
      );
}

describe('a code is judged once, and only a live scan yields a canje token (finding 1)', () => {
  it('refuses a seen code replayed as an offline scan: no token, nothing counted, used everywhere', async () => {
    const neg = await negocio(t, 'Réplica Uno');
    const otro = await negocio(t, 'Réplica Otro');
    const device = await nexoPara(t, neg);
    const ajeno = await nexoPara(t, otro);
    const ana = await cliente(t, 'Ana Réplica');

    const at = new Date();
    const codigo = await ana.qrEn(at);
    const live = await visita(t, device.token, { codigo, escaneadoEn: at.toISOString() });
    expect(live.statusCode, live.body).toBe(200);
    expect(live.json().data).toMatchObject({ contada: true });
    expect(live.json().data.canjeToken).toBeTruthy();

    // The same code as a queued scan with its original time and a new key, as the probe sent it.
    const replay = await visita(t, device.token, { codigo, escaneadoEn: at.toISOString() });
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({ code: 'CODIGO_CLIENTE_USADO' });
    expect(replay.body).not.toContain('canjeToken');
    // …and at another business.
    const elsewhere = await visita(t, ajeno.token, { codigo, escaneadoEn: at.toISOString() });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toMatchObject({ code: 'CODIGO_CLIENTE_USADO' });

    const stats = await get(t, `/api/nexo/${ajeno.nexoId}/stats`, otro.cookie);
    expect(stats.json().data.visitasRegistradas).toBe(0);
  });

  it('uses a code up on a cooldown too: it then counts nowhere else', async () => {
    const neg = await negocio(t, 'Espera Uno');
    const otro = await negocio(t, 'Espera Otro');
    const device = await nexoPara(t, neg);
    const ajeno = await nexoPara(t, otro);
    const beto = await cliente(t, 'Beto Espera');
    expect((await visita(t, device.token, { codigo: await beto.qrEn() })).json().data.contada).toBe(
      true,
    );
    // His next code (a phone a little ahead shows it): a live cooldown, with a token.
    const siguiente = await beto.qrEn(Date.now() + CODIGO_PASO_MS);
    const cooldown = (await visita(t, device.token, { codigo: siguiente })).json().data;
    expect(cooldown).toMatchObject({ contada: false, motivo: 'cooldown' });
    expect(cooldown.canjeToken).toBeTruthy();
    const despues = await visita(t, ajeno.token, { codigo: siguiente });
    expect(despues.statusCode).toBe(409);
    expect(despues.json()).toMatchObject({ code: 'CODIGO_CLIENTE_USADO' });
  });

  it('counts a queued scan at its own time but gives it no canje token', async () => {
    const neg = await negocio(t, 'Cola Sin Token');
    const device = await nexoPara(t, neg);
    const caro = await cliente(t, 'Caro Cola');
    const hace = new Date(Date.now() - 10 * MINUTO);
    const res = await visita(t, device.token, {
      codigo: await caro.qrEn(hace),
      escaneadoEn: hace.toISOString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      contada: true,
      escaneadoEn: hace.toISOString(),
      canjeToken: null,
    });
    // The same code held up late as a queued cooldown elsewhere in time: refused, no token.
    const otra = await visita(t, device.token, {
      codigo: await caro.qrEn(hace.getTime() + CODIGO_PASO_MS),
      escaneadoEn: new Date(hace.getTime() + CODIGO_PASO_MS).toISOString(),
    });
    expect(otra.json().data).toMatchObject({
      contada: false,
      motivo: 'cooldown',
      canjeToken: null,
    });
  });
});

function limitesDeCodigosDeCliente(nombre: string, app: () => TestApp) {
  const [porNexo, porEstablecimiento] = LIMITES_FALLIDOS.cliente;
  it(`counts wrong customer codes per establishment, so re-pairing does not start over (${nombre})`, async () => {
    const a = app();
    const neg = await negocio(a, `Repareo ${nombre}`);
    const primero = await nexoPara(a, neg);
    for (let i = 0; i < porNexo.max; i++) {
      expect((await visita(a, primero.token, { codigo: wrongCode(i) })).statusCode).toBe(400);
    }
    expect((await visita(a, primero.token, { codigo: wrongCode(99) })).statusCode).toBe(429);
    // The probe: unpair, a new code, pair again — and guess on.
    expect((await gestion(a, neg, 'desvincular')).statusCode).toBe(200);
    const segundo = await nexoPara(a, neg);
    const res = await visita(a, segundo.token, { codigo: wrongCode(100) });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/establecimiento/);
    expect(porEstablecimiento.max).toBe(porNexo.max);
    // Even a right code waits: a guess that happens to be right must not get through.
    const real = await cliente(a, `Real ${nombre}`);
    expect((await visita(a, segundo.token, { codigo: await real.qrEn() })).statusCode).toBe(429);
    // Walk-ins are not codes: they still count.
    expect((await visita(a, segundo.token, { anonimo: true })).statusCode).toBe(200);
  });
}

describe('wrong customer codes per business, not per device (finding 2)', () => {
  limitesDeCodigosDeCliente('base de datos', () => t);

  describe.runIf(redisUp && process.env.TEST_DB !== 'postgres')('with REDIS_URL', () => {
    const r = testAppForFile({ env: { REDIS_URL } });
    limitesDeCodigosDeCliente('Redis', () => r);
  });

  it('limits pairing codes and unpairings per account, and records each in Actividad', async () => {
    const neg = await negocio(t, 'Gestiones');
    const [max] = GESTIONES_NEXO_POR_CUENTA;
    for (let i = 0; i < max; i++) {
      const res = await gestion(t, neg, i % 2 === 0 ? 'codigo' : 'desvincular');
      // An unpairing with nothing paired is a 404, and still counts.
      expect([200, 404]).toContain(res.statusCode);
    }
    const over = await gestion(t, neg, 'codigo');
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect(over.json().message).toMatch(/última hora/);
    const actividad = await get(t, `/api/negocio/${neg.publicID}/actividad?tipo=nexo`, neg.cookie);
    const acciones = (actividad.json().data.eventos as Array<{ accion: string }>).map(
      (e) => e.accion,
    );
    expect(acciones.filter((a) => a === 'nexo.codigo_generado')).toHaveLength(max / 2);
  });
});

describe('pairing codes: a success clears no failures (finding 3)', () => {
  it('lets an address try 5 wrong codes in all, however it interleaves its own pairings', async () => {
    const [max] = REGISTROS_POR_IP;
    const ip = '10.77.0.1';
    const registrar = (connectionCode: string) =>
      postJson(t, '/api/nexo/register', { connectionCode }, { remoteAddress: ip });
    const propios = await negocio(t, 'Emparejador');
    const otro = await negocio(t, 'Emparejador Dos');
    const codigoDe = async (neg: { cookie: string; establecimientoID: string }) =>
      (await gestion(t, neg, 'codigo')).json().data.code as string;

    for (let i = 0; i < max - 1; i++)
      expect((await registrar(String(100000 + i))).statusCode).toBe(400);
    // Its own pairing succeeds — and gives back only its own attempt.
    expect((await registrar(await codigoDe(propios))).statusCode).toBe(200);
    expect((await registrar('199999')).statusCode).toBe(400);
    const over = await registrar('199998');
    expect(over.statusCode).toBe(429);
    // Now even its own right code waits: failures are what it spent.
    expect((await registrar(await codigoDe(otro))).statusCode).toBe(429);
  });
});

describe('canje codes have a guess limit (finding 4)', () => {
  const [porNexo, , porCuenta] = LIMITES_FALLIDOS.canje;

  it('stops a device past its wrong canje codes, even with a right one', async () => {
    const neg = await negocio(t, 'Canjes Adivinados');
    const device = await nexoPara(t, neg);
    const confirmar = (codigo: string) =>
      postJson(
        t,
        '/api/nexo/canjes/codigo',
        { codigo, idempotencyKey: nuevaClave() },
        { token: device.token },
      );
    for (let i = 0; i < porNexo.max; i++) {
      const res = await confirmar(`ZZZZ${String(i).padStart(2, '0')}`);
      expect(res.json().code).toBe('CODIGO_CANJE_INVALIDO');
    }
    const promo = await promocion(t, neg, {
      titulo: 'Café de cortesía',
      descripcion: 'Un americano por la casa.',
    });
    const dana = await cliente(t, 'Dana Canje');
    const pedido = await postJson(
      t,
      '/api/cliente/canjes',
      { promocionID: promo.publicID },
      { cookie: dana.cookie },
    );
    expect(pedido.statusCode, pedido.body).toBe(200);
    const res = await confirmar(pedido.json().data.codigo);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/códigos de canje/);
    // The dashboard of the same business still has its own allowance for the owner…
    const panel = await postJson(
      t,
      '/api/canjes/confirmar',
      { codigo: pedido.json().data.codigo },
      { cookie: neg.cookie },
    );
    expect(panel.statusCode, panel.body).toBe(200);
  });

  it('stops the dashboard past the account’s wrong canje codes', async () => {
    const neg = await negocio(t, 'Panel Adivinado');
    for (let i = 0; i < porCuenta.max; i++) {
      const res = await postJson(
        t,
        '/api/canjes/confirmar',
        { codigo: `YYYY${String(i).padStart(2, '0')}` },
        { cookie: neg.cookie },
      );
      expect(res.json().code).toBe('CODIGO_CANJE_INVALIDO');
    }
    const res = await postJson(
      t,
      '/api/canjes/confirmar',
      { codigo: 'YYYY99' },
      { cookie: neg.cookie },
    );
    expect(res.statusCode).toBe(429);
  });
});

describe('backdated visits are paced per device (finding 6)', () => {
  it('takes a burst of queued visits only at the device’s pace, and live scans always', async () => {
    const neg = await negocio(t, 'Ráfaga Atrasada');
    const device = await nexoPara(t, neg);
    const [max] = ESCANEOS_ATRASADOS_POR_NEXO;
    const atrasada = (i: number) =>
      visita(t, device.token, {
        anonimo: true,
        escaneadoEn: new Date(Date.now() - (i + 5) * 10 * MINUTO).toISOString(),
      });
    for (let i = 0; i < max; i++) expect((await atrasada(i)).statusCode).toBe(200);
    const over = await atrasada(max);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json().message).toMatch(/atrasadas/);
    // A live walk-in is not held back by the queue.
    expect((await visita(t, device.token, { anonimo: true })).statusCode).toBe(200);
    const stats = await get(t, `/api/nexo/${device.nexoId}/stats`, neg.cookie);
    expect(stats.json().data.visitasRegistradas).toBe(max + 1);
  });
});
