import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  establecimientoNexoResponseSchema,
  NEXO_LATIDO_MS,
  nexoLatidoResponseSchema,
  nexoStatsResponseSchema,
  nexoYoResponseSchema,
} from '@tarjeto/shared';
import { auditoria, negocios, nexos } from '../../db/schema/index.ts';
import { devMailer } from '../mail/mailer.ts';
import { get, negocio, nexoPara, postJson, visita } from '../../test/fixtures.ts';
import { testAppForFile } from '../../test/test-app.ts';
import { notifyOfflineNexos, latido } from './nexo-conexion.service.ts';
import { hashToken } from './nexo.service.ts';

// Whether a Nexo is there (DOMAIN §10): its heartbeat, the last sign of life the dashboard reads,
// and the owner told once when a device that used to beat goes silent in opening hours.

const t = testAppForFile();

const beat = (token: string) => postJson(t, '/api/nexo/latido', {}, { token });
const nexoRow = async (id: string) =>
  (await t.database.db.select().from(nexos).where(eq(nexos.id, id)))[0]!;

describe('the heartbeat (POST /api/nexo/latido)', () => {
  it('marks the device heard from, says when to beat next, and shows as its last sign of life', async () => {
    const neg = await negocio(t, 'Café del Latido');
    const device = await nexoPara(t, neg);
    const antes = establecimientoNexoResponseSchema.parse(
      (await get(t, `/api/establecimiento/${neg.establecimientoID}/nexo`, neg.cookie)).json(),
    );
    // Pairing was the device's first call: heard from then.
    expect(antes.data).toMatchObject({ ultimoUso: null });
    expect(antes.data!.ultimaSenal).toBe(antes.data!.fechaRegistro);

    const inicio = Date.now();
    const res = await beat(device.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = nexoLatidoResponseSchema.parse(res.json());
    expect(body.data.latidoCadaMs).toBe(NEXO_LATIDO_MS);
    const row = await nexoRow(device.nexoId);
    expect(row.vistoAt!.getTime()).toBeGreaterThanOrEqual(inicio - 1000);

    const despues = establecimientoNexoResponseSchema.parse(
      (await get(t, `/api/establecimiento/${neg.establecimientoID}/nexo`, neg.cookie)).json(),
    );
    expect(despues.data!.ultimaSenal).toBe(row.vistoAt!.toISOString());
    // The fields a client already reads are all still there.
    expect(Object.keys(despues.data!)).toEqual(
      expect.arrayContaining([
        '_id',
        'nombre',
        'establecimientoID',
        'visitasRegistradas',
        'fechaRegistro',
        'ultimoUso',
      ]),
    );

    // A visit is heard from too: the latest of the two.
    const v = await visita(t, device.token, { anonimo: true });
    expect(v.statusCode, v.body).toBe(200);
    const stats = nexoStatsResponseSchema.parse(
      (await get(t, `/api/nexo/${device.nexoId}/stats`, neg.cookie)).json(),
    );
    const conVisita = await nexoRow(device.nexoId);
    expect(stats.data.ultimoUso).toBe(conVisita.ultimoUso!.toISOString());
    expect(stats.data.ultimaSenal).toBe(
      new Date(
        Math.max(conVisita.ultimoUso!.getTime(), conVisita.vistoAt!.getTime()),
      ).toISOString(),
    );
  });

  it('counts a device asking who it is, and tells it its business zone and beat', async () => {
    const neg = await negocio(t, 'Panadería Quién Soy');
    const device = await nexoPara(t, neg, 'Caja Pan');
    const yo = nexoYoResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/nexo/yo',
          headers: { authorization: `Bearer ${device.token}` },
        })
      ).json(),
    );
    expect(yo.data).toMatchObject({
      nombre: 'Caja Pan',
      zonaHoraria: 'America/Mexico_City',
      latidoCadaMs: NEXO_LATIDO_MS,
    });
    expect((await nexoRow(device.nexoId)).vistoAt).not.toBeNull();
  });

  it('refuses a missing, unknown or unpaired token with 401 and writes nothing', async () => {
    const neg = await negocio(t, 'Taquería Sin Latido');
    const device = await nexoPara(t, neg);
    const sinToken = await postJson(t, '/api/nexo/latido', {});
    expect(sinToken.statusCode).toBe(401);
    expect(sinToken.json().code).toBe('NEXO_NO_VINCULADO');
    expect((await beat(`nexo_${'x'.repeat(43)}`)).json().code).toBe('NEXO_NO_VINCULADO');

    const un = await postJson(t, '/api/nexo/desvincular', {}, { token: device.token });
    expect(un.statusCode, un.body).toBe(200);
    const res = await beat(device.token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('NEXO_NO_VINCULADO');
    expect((await nexoRow(device.nexoId)).vistoAt).toBeNull();
  });
});

describe('telling the owner a Nexo went silent in opening hours', () => {
  /** A Mexico City wall-clock time (UTC−6). 2030-01-15 is a Tuesday. */
  const mx = (iso: string) => new Date(`${iso}-06:00`);
  const abierto = [0, 1, 2, 3, 4, 5, 6].map((dia) =>
    dia === 0 ? { dia, apertura: '', cierre: '' } : { dia, apertura: '07:00', cierre: '21:00' },
  );

  async function cafe(nombre: string, nexo = 'Tablet de la barra') {
    const neg = await negocio(t, nombre);
    await t.database.db
      .update(negocios)
      .set({ horarioOperacion: abierto })
      .where(eq(negocios.publicId, neg.publicID));
    const device = await nexoPara(t, neg, nexo);
    const [row] = await t.database.db
      .select({ id: negocios.id })
      .from(negocios)
      .where(eq(negocios.publicId, neg.publicID));
    return { ...neg, ...device, negocioId: row!.id };
  }

  const mailer = devMailer(() => {});
  const deps = { mailer, publicUrl: 'https://tarjeto.example', log: { error: () => {} } };
  const job = (at: Date) => notifyOfflineNexos(t.database.db, deps, at);
  const beatAt = (token: string, at: Date) => latido(t.database.db, hashToken(token), at);
  const avisos = (negocioId: string) =>
    t.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.negocioId, negocioId), eq(auditoria.accion, 'nexo.sin_conexion')));
  const mailsTo = (email: string) => (mailer.outbox() ?? []).filter((m) => m.to === email);

  it('tells once, in Actividad by Tarjeto and by mail, for a device silent 30 minutes while open', async () => {
    const c = await cafe('Café Silencioso', 'Tablet de la barra');
    await beatAt(c.token, mx('2030-01-15T12:00:00'));

    await job(mx('2030-01-15T12:29:00'));
    expect(await avisos(c.negocioId)).toHaveLength(0);

    await job(mx('2030-01-15T12:31:00'));
    const [evento, ...otros] = await avisos(c.negocioId);
    expect(otros).toEqual([]);
    expect(evento).toMatchObject({
      actor: 'sistema',
      tipo: 'nexo',
      nexoId: c.nexoId,
      creadoAt: mx('2030-01-15T12:31:00'),
    });
    expect((await nexoRow(c.nexoId)).avisoSinConexionAt).toEqual(mx('2030-01-15T12:31:00'));
    const [mail, ...masMails] = mailsTo(c.email);
    expect(masMails).toEqual([]);
    expect(mail!.subject).toBe('Tu Nexo Tablet de la barra está sin conexión');
    expect(mail!.text).toContain('no se ha comunicado con Tarjeto desde el 15 ene, 12:00');
    expect(mail!.text).toContain(
      `https://tarjeto.example/negocio-dashboard/nexo?establecimiento=${c.establecimientoID}`,
    );
    // The owner reads it in 'Actividad de la cuenta'.
    const actividad = (
      await get(t, `/api/negocio/${c.publicID}/actividad?tipo=nexo`, c.cookie)
    ).json();
    expect(actividad.data.eventos[0]).toMatchObject({
      accion: 'nexo.sin_conexion',
      actor: 'sistema',
      nexo: { nombre: 'Tablet de la barra' },
    });

    // Not twice for the same silence, however long it lasts.
    await job(mx('2030-01-15T12:36:00'));
    await job(mx('2030-01-15T18:00:00'));
    expect(await avisos(c.negocioId)).toHaveLength(1);
    expect(mailsTo(c.email)).toHaveLength(1);
  });

  it('tells again after the device came back and went silent again, by heartbeat or by visit', async () => {
    const c = await cafe('Café Intermitente');
    await beatAt(c.token, mx('2030-01-16T09:00:00'));
    await job(mx('2030-01-16T09:40:00'));
    expect(await avisos(c.negocioId)).toHaveLength(1);

    // Back: the heartbeat clears the notice; a new silence needs its own half hour.
    await beatAt(c.token, mx('2030-01-16T10:00:00'));
    expect((await nexoRow(c.nexoId)).avisoSinConexionAt).toBeNull();
    await job(mx('2030-01-16T10:20:00'));
    expect(await avisos(c.negocioId)).toHaveLength(1);
    await job(mx('2030-01-16T10:31:00'));
    expect(await avisos(c.negocioId)).toHaveLength(2);

    // Back through a visit only (ultimo_uso moves, the notice stays set): noticed again later.
    await t.database.db
      .update(nexos)
      .set({ ultimoUso: mx('2030-01-16T11:00:00') })
      .where(eq(nexos.id, c.nexoId));
    await job(mx('2030-01-16T11:20:00'));
    expect(await avisos(c.negocioId)).toHaveLength(2);
    await job(mx('2030-01-16T11:30:00'));
    expect(await avisos(c.negocioId)).toHaveLength(3);
    expect(mailsTo(c.email)).toHaveLength(3);
  });

  it('does not tell outside opening hours, and gives a shop that just opened half an hour', async () => {
    const c = await cafe('Café Nocturno');
    await beatAt(c.token, mx('2030-01-17T20:50:00'));
    await job(mx('2030-01-17T21:25:00'));
    await job(mx('2030-01-18T03:00:00'));
    await job(mx('2030-01-18T07:10:00'));
    expect(await avisos(c.negocioId)).toHaveLength(0);
    await job(mx('2030-01-18T07:31:00'));
    expect(await avisos(c.negocioId)).toHaveLength(1);
  });

  it('watches only devices that have beaten, and never an unpaired one', async () => {
    const viejo = await cafe('Café Sin Latidos');
    // An old device: visits, never a heartbeat.
    await t.database.db
      .update(nexos)
      .set({ ultimoUso: mx('2030-01-22T08:00:00') })
      .where(eq(nexos.id, viejo.nexoId));
    const retirado = await cafe('Café Retirado');
    await beatAt(retirado.token, mx('2030-01-22T08:00:00'));
    await postJson(t, '/api/nexo/desvincular', {}, { token: retirado.token });

    await job(mx('2030-01-22T12:00:00'));
    expect(await avisos(viejo.negocioId)).toHaveLength(0);
    expect(await avisos(retirado.negocioId)).toHaveLength(0);
  });

  it('tells once when several instances look at the same moment', async () => {
    const c = await cafe('Café Dos Servidores');
    await beatAt(c.token, mx('2030-01-23T12:00:00'));
    const at = mx('2030-01-23T13:00:00');
    await Promise.all([job(at), job(at), job(at)]);
    expect(await avisos(c.negocioId)).toHaveLength(1);
    expect(mailsTo(c.email)).toHaveLength(1);
  });
});
