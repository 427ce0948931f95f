import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  establecimientoNexoResponseSchema,
  estadisticasInicioResponseSchema,
  fechaLocal,
  generateCodeResponseSchema,
  NEXO_CODE_TTL_MS,
  nexoStatsResponseSchema,
  nexoVisitasResponseSchema,
  nexoYoResponseSchema,
  registerNexoResponseSchema,
  sumarDias,
  ultimosDias,
  VENTANA_RESUMEN_DIAS,
} from '@tarjeto/shared';
import { codigosVinculacion, negocios, nexos } from '../../db/schema/index.ts';
import {
  alEquipo,
  atiende,
  cliente,
  get,
  negocio,
  nexoPara,
  postJson,
  visita,
} from '../../test/fixtures.ts';
import { testAppForFile } from '../../test/test-app.ts';
import { programaDe } from '../lealtad/lealtad.service.ts';
import { recordVisita } from '../visitas/visitas.service.ts';

// Pairing and the device's identity (SPEC §7, DOMAIN §4).

const t = testAppForFile();

const generate = (cookie: string, establecimientoID: string) =>
  postJson(t, '/api/establecimiento/generate-code', { establecimientoID }, { cookie });
const register = (connectionCode: string, remoteAddress = '10.30.0.1', nombre?: string) =>
  postJson(t, '/api/nexo/register', { connectionCode, nombre }, { remoteAddress });

describe('pairing a Nexo', () => {
  it('gives the business a 6-digit code for 5 minutes, and the device a token for it', async () => {
    const neg = await negocio(t, 'Café La Parroquia');
    const gen = generateCodeResponseSchema.parse(
      (await generate(neg.cookie, neg.establecimientoID)).json(),
    );
    expect(gen.data.code).toMatch(/^\d{6}$/);
    expect(gen.data.expiresIn).toBe(NEXO_CODE_TTL_MS);
    // Only its hash is stored.
    const stored = await t.database.db.select().from(codigosVinculacion);
    expect(stored.some((c) => c.codigoHash.includes(gen.data.code))).toBe(false);

    const before = await get(t, `/api/establecimiento/${neg.establecimientoID}/nexo`, neg.cookie);
    expect(establecimientoNexoResponseSchema.parse(before.json()).data).toBeNull();

    const reg = await register(gen.data.code, '10.30.0.2', 'Tablet de la caja');
    expect(reg.statusCode, reg.body).toBe(200);
    const paired = registerNexoResponseSchema.parse(reg.json()).data;
    expect(paired.token).toMatch(/^nexo_[A-Za-z0-9_-]{43}$/);
    expect(paired.establecimientoId).toBe(neg.establecimientoID);
    expect(paired.negocio.nombreComercial).toBe('Café La Parroquia');
    const [row] = await t.database.db.select().from(nexos).where(eq(nexos.id, paired.nexoId));
    expect(row!.tokenHash).not.toContain(paired.token);

    const after = establecimientoNexoResponseSchema.parse(
      (await get(t, `/api/establecimiento/${neg.establecimientoID}/nexo`, neg.cookie)).json(),
    );
    expect(after.data).toMatchObject({
      _id: paired.nexoId,
      nombre: 'Tablet de la caja',
      visitasRegistradas: 0,
      ultimoUso: null,
    });
    // The profile names the establishment's Nexo too.
    const profile = (await get(t, '/api/negocio/profile', neg.cookie)).json().data;
    expect(profile.establecimientos[0].nexoID).toBe(paired.nexoId);

    const yo = nexoYoResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/nexo/yo',
          headers: { authorization: `Bearer ${paired.token}` },
        })
      ).json(),
    );
    expect(yo.data).toMatchObject({
      nexoId: paired.nexoId,
      negocio: { nombreComercial: 'Café La Parroquia' },
      ventanaSinConexionMs: 24 * 3600 * 1000,
    });
  });

  it('refuses a used code, an expired code and a replaced code', async () => {
    const neg = await negocio(t);
    const first = (await generate(neg.cookie, neg.establecimientoID)).json().data.code;
    const second = (await generate(neg.cookie, neg.establecimientoID)).json().data.code;
    // Only one live code per establishment: the first is gone.
    if (first !== second)
      expect((await register(first, '10.30.1.1')).json().code).toBe('NEXO_CODIGO_INVALIDO');
    expect((await register(second, '10.30.1.2')).statusCode).toBe(200);
    const used = await register(second, '10.30.1.3');
    expect(used.statusCode).toBe(400);
    expect(used.json().code).toBe('NEXO_CODIGO_INVALIDO');

    const other = await negocio(t);
    const code = (await generate(other.cookie, other.establecimientoID)).json().data.code;
    await t.database.db
      .update(codigosVinculacion)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(codigosVinculacion.establecimientoId, other.establecimientoID));
    const expired = await register(code, '10.30.1.4');
    expect(expired.json()).toMatchObject({ code: 'NEXO_CODIGO_INVALIDO' });
  });

  it('answers the 6th wrong code from one address with 429', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await register(String(100000 + i), '10.31.0.1');
      expect(res.statusCode).toBe(400);
    }
    const sixth = await register('100009', '10.31.0.1');
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await register('100010', '10.31.0.2')).statusCode).toBe(400);
  });

  it('counts parallel guesses before checking them', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => register(String(200000 + i), '10.31.1.1')),
    );
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(5);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(7);
  });

  it('refuses a second Nexo while one is paired, and lets only the owner manage it', async () => {
    const neg = await negocio(t);
    await nexoPara(t, neg);
    const again = await generate(neg.cookie, neg.establecimientoID);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('NEXO_YA_VINCULADO');

    const stranger = await negocio(t, 'Otro Negocio');
    for (const res of [
      await generate(stranger.cookie, neg.establecimientoID),
      await get(t, `/api/establecimiento/${neg.establecimientoID}/nexo`, stranger.cookie),
      await postJson(
        t,
        `/api/establecimiento/${neg.establecimientoID}/unpair`,
        {},
        { cookie: stranger.cookie },
      ),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('No se encontró información del establecimiento');
    }
    const customer = await cliente(t);
    expect((await generate(customer.cookie, neg.establecimientoID)).statusCode).toBe(403);
    expect((await generate('', neg.establecimientoID)).statusCode).toBe(401);
    const bad = await generate(neg.cookie, 'no-es-un-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('establecimientoID');
  });

  it('unpairs: the device is refused at once, and a new one may pair', async () => {
    const neg = await negocio(t);
    const device = await nexoPara(t, neg);
    expect((await visita(t, device.token, { anonimo: true })).statusCode).toBe(200);
    const unpair = await postJson(
      t,
      `/api/establecimiento/${neg.establecimientoID}/unpair`,
      {},
      { cookie: neg.cookie },
    );
    expect(unpair.statusCode).toBe(200);
    const refused = await visita(t, device.token, { anonimo: true });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('NEXO_NO_VINCULADO');
    expect(
      (await get(t, `/api/establecimiento/${neg.establecimientoID}/nexo`, neg.cookie)).json().data,
    ).toBeNull();
    const again = await postJson(
      t,
      `/api/establecimiento/${neg.establecimientoID}/unpair`,
      {},
      { cookie: neg.cookie },
    );
    expect(again.statusCode).toBe(404);
    await nexoPara(t, neg, 'Caja nueva');
  });

  it('lets a device unpair itself', async () => {
    const neg = await negocio(t);
    const device = await nexoPara(t, neg);
    // A device may send no body at all.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/nexo/desvincular',
      headers: { authorization: `Bearer ${device.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect((await visita(t, device.token, { anonimo: true })).statusCode).toBe(401);
  });

  it('refuses a missing or forged token', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/nexo/yo' });
    expect(none.statusCode).toBe(401);
    const forged = await visita(t, `nexo_${'A'.repeat(43)}`, { anonimo: true });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('NEXO_NO_VINCULADO');
  });
});

describe("a Nexo's statistics", () => {
  it('counts what the device registered, for its own business only', async () => {
    const neg = await negocio(t);
    const device = await nexoPara(t, neg);
    const ana = await cliente(t, 'Ana Estadística');
    await visita(t, device.token, { codigo: await ana.qrEn() });
    await visita(t, device.token, { anonimo: true });
    await visita(t, device.token, { codigo: await ana.qrEn() }); // cooldown: not a visit
    const stats = nexoStatsResponseSchema.parse(
      (await get(t, `/api/nexo/${device.nexoId}/stats`, neg.cookie)).json(),
    );
    expect(stats.data).toMatchObject({
      visitasRegistradas: 2,
      visitasHoy: 2,
      visitasUltimos7Dias: 2,
    });
    expect(stats.data.ultimoUso).not.toBeNull();

    const stranger = await negocio(t, 'Ajeno');
    expect((await get(t, `/api/nexo/${device.nexoId}/stats`, stranger.cookie)).statusCode).toBe(
      404,
    );
    expect((await get(t, `/api/nexo/${device.nexoId}/stats`, ana.cookie)).statusCode).toBe(403);
  });

  it('counts "últimos 7 días" as Inicio does: today and the 6 calendar days before', async () => {
    const neg = await negocio(t, 'Nexo Calendario');
    const device = await nexoPara(t, neg);
    const [row] = await t.database.db
      .select({ id: negocios.id, zonaHoraria: negocios.zonaHoraria })
      .from(negocios)
      .where(eq(negocios.publicId, neg.publicID));
    const zona = row!.zonaHoraria;
    expect(zona).toBe('America/Mexico_City'); // UTC−6 all year since 2022
    const local = (fecha: string, hora: string) => new Date(`${fecha}T${hora}-06:00`);
    const { desde, hasta } = ultimosDias(fechaLocal(new Date(), zona), VENTANA_RESUMEN_DIAS);
    // Just inside the window's first day, and just before it: 10 minutes apart, both well within
    // 7 × 24 hours of now (unless it is the last minutes of the day), only one of them in the week.
    const dentro = local(desde, '00:05:00');
    const fuera = local(sumarDias(desde, -1), '23:55:00');
    const programa = await programaDe(t.database.db, row!.id);
    const ctx = {
      nexoId: device.nexoId,
      negocioId: row!.id,
      establecimientoId: device.establecimientoId,
      zonaHoraria: zona,
      cooldownMinutos: 240,
    };
    for (const at of [fuera, dentro]) {
      await t.database.db.transaction((tx) =>
        recordVisita(tx, ctx, programa, { cliente: null, at, now: at, conOfertas: false }),
      );
    }
    const stats = nexoStatsResponseSchema.parse(
      (await get(t, `/api/nexo/${device.nexoId}/stats`, neg.cookie)).json(),
    ).data;
    expect(stats.visitasUltimos7Dias).toBe(1);
    expect(stats.visitasHoy).toBe(desde === hasta ? 1 : 0);

    // And Inicio's own "últimos 7 días" (the whole business) counts the same visit.
    const inicio = estadisticasInicioResponseSchema.parse(
      (await get(t, `/api/estadisticas/negocio/${neg.publicID}/inicio`, neg.cookie)).json(),
    ).data;
    expect(inicio.resumen.visitas).toBe(1);
  });

  it('lists its latest visits, newest first, with the customer and who was serving', async () => {
    const neg = await negocio(t, 'Nexo Con Turnos');
    const device = await nexoPara(t, neg);
    const carlos = await alEquipo(t, neg, 'cajero', { nombre: 'Carlos Rentería', pin: '1357' });
    const ana = await cliente(t, 'Ana Mostrador');
    const beto = await cliente(t, 'Beto Mostrador');
    expect((await visita(t, device.token, { codigo: await ana.qrEn() })).statusCode).toBe(200);
    await atiende(t, device.token, carlos.miembroId, '1357');
    expect((await visita(t, device.token, { codigo: await beto.qrEn() })).statusCode).toBe(200);
    expect((await visita(t, device.token, { anonimo: true })).statusCode).toBe(200);

    const lista = async (query = '') => {
      const res = await get(t, `/api/nexo/${device.nexoId}/visitas${query}`, neg.cookie);
      expect(res.statusCode, res.body).toBe(200);
      return nexoVisitasResponseSchema.parse(res.json()).data;
    };
    const carlosRegistro = { nombre: 'Carlos Rentería', rol: 'cajero' };
    expect(
      (await lista()).map((v) => [v.anonima, v.cliente?.nombre ?? null, v.registradaPor]),
    ).toEqual([
      [true, null, carlosRegistro],
      [false, 'Beto Mostrador', carlosRegistro],
      [false, 'Ana Mostrador', null],
    ]);
    expect(await lista('?limit=1')).toHaveLength(1);
    // Another business's owner and a cashier of this one do not read it.
    const ajeno = await negocio(t, 'Ajeno a Turnos');
    expect((await get(t, `/api/nexo/${device.nexoId}/visitas`, ajeno.cookie)).statusCode).toBe(404);
    expect((await get(t, `/api/nexo/${device.nexoId}/visitas`, carlos.cookie)).statusCode).toBe(
      403,
    );
  });
});
