import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  actividadResponseSchema,
  indiceSemana,
  partesLocales,
  type DiaDeHorario,
  type EventoActividad,
} from '@tarjeto/shared';
import {
  auditoria,
  canjes,
  codigosUsados,
  miembros,
  negocios,
  nexos,
  promociones,
  usuarios,
  visitas,
} from '../../db/schema/index.ts';
import {
  canjeEnNexo,
  cliente,
  filaDeCliente,
  get,
  negocio,
  negocioEnCentro,
  nexoPara,
  nuevaClave,
  postJson,
  promocion,
  visita,
} from '../../test/fixtures.ts';
import { REDIS_URL, redisUp } from '../../test/redis.ts';
import { type TestApp, testAppForFile } from '../../test/test-app.ts';
import { abrirTarjeta } from '../lealtad/lealtad.service.ts';
import { REGLAS_ALERTA } from './reglas.ts';
import { evaluarAlertas, vigilarAlertas } from './revision.service.ts';

// Alertas (issue 25 part C; DOMAIN §10): each rule fires on its own data and stays silent on an
// ordinary day; an alert is raised once however often the job looks; and the owner reads it in
// Actividad with the people, the Nexo and the customer it is about. The days are written as rows
// (a whole day of a counter would take a day of wall time); the rules that meet real requests —
// wrong codes, canjes by app code or after a live scan — are driven through the API.

const t = testAppForFile();

const db = () => t.database.db;
const ZONA = 'America/Mexico_City';
const MIN = 60_000;
/** A Mexico City wall-clock time (UTC−6 all year). 2026-03-02 is a Monday. */
const mx = (local: string) => new Date(`${local}:00-06:00`);
const log = { error: (obj: object, msg: string) => console.error(msg, obj) };

/** Monday to Saturday 08:00–20:00, closed on Sunday. */
const HORARIO: DiaDeHorario[] = [0, 1, 2, 3, 4, 5, 6].map((dia) =>
  dia === 0 ? { dia, apertura: '', cierre: '' } : { dia, apertura: '08:00', cierre: '20:00' },
);
/** Open at every hour of every day (for what happens at the real clock's time). */
const SIEMPRE: DiaDeHorario[] = [0, 1, 2, 3, 4, 5, 6].map((dia) => ({
  dia,
  apertura: '00:00',
  cierre: '00:00',
}));

/** A business with its establishment 'Centro', its Nexo 'Caja 1' and a regular promotion. */
async function escena(nombre: string, horario = HORARIO) {
  const { neg, nexo: device, negocioId } = await negocioEnCentro(t, nombre, horario);
  // The device was paired long before the days the tests write.
  await db()
    .update(nexos)
    .set({ createdAt: new Date('2026-01-05T16:00:00Z') })
    .where(eq(nexos.id, device.nexoId));
  const promo = await promocion(t, neg, {
    titulo: 'Café de olla gratis',
    descripcion: 'Uno por visita.',
  });
  const [p] = await db()
    .select({ id: promociones.id })
    .from(promociones)
    .where(eq(promociones.publicId, promo.publicID));
  return {
    ...neg,
    negocioId,
    nexoId: device.nexoId,
    token: device.token,
    promocionId: p!.id,
    promocionPublicId: promo.publicID,
    negocio: { id: negocioId, zonaHoraria: ZONA, horario },
  };
}
type Escena = Awaited<ReturnType<typeof escena>>;

async function persona(e: Escena, nombre: string, rol: 'dueno' | 'encargado' | 'cajero') {
  const [m] = await db()
    .insert(miembros)
    .values({
      negocioId: e.negocioId,
      nombre,
      email: `${nombre.split(' ')[0]!.toLowerCase()}.${randomBytes(3).toString('hex')}@example.mx`,
      rol,
      aceptadoAt: new Date('2026-01-05T16:00:00Z'),
    })
    .returning({ id: miembros.id });
  return m!.id;
}

/** A customer made through the API, with their record's id. */
async function alguien(nombre: string) {
  const c = await cliente(t, nombre);
  const { id, usuarioId } = await filaDeCliente(t, c.email);
  return { ...c, id, usuarioId };
}

/** A visit row as the visit service writes it, scanned at `at`. */
async function visitaEn(
  e: Escena,
  at: Date,
  o: { cliente?: string; miembro?: string; recibida?: Date; nexoId?: string } = {},
) {
  const local = partesLocales(at, ZONA);
  await db()
    .insert(visitas)
    .values({
      negocioId: e.negocioId,
      establecimientoId: e.establecimientoID,
      nexoId: o.nexoId ?? e.nexoId,
      clienteId: o.cliente ?? null,
      anonima: !o.cliente,
      fecha: at,
      recibidaAt: o.recibida ?? at,
      fechaLocal: local.fecha,
      horaLocal: local.hora,
      diaSemana: local.diaSemana,
      miembroId: o.miembro ?? null,
    });
}

/** A canje row at the Nexo (or in the panel) at `at`. */
async function canjeEn(
  e: Escena,
  at: Date,
  o: { cliente: string; miembro?: string; panel?: boolean },
) {
  const fechaLocal = partesLocales(at, ZONA).fecha;
  await db()
    .insert(canjes)
    .values({
      negocioId: e.negocioId,
      promocionId: e.promocionId,
      clienteId: o.cliente,
      establecimientoId: o.panel ? null : e.establecimientoID,
      nexoId: o.panel ? null : e.nexoId,
      miembroId: o.miembro ?? null,
      fecha: at,
      fechaLocal,
      semana: indiceSemana(fechaLocal),
    });
}

let paso = 1_000_000;
/** A judged customer code (a scan that counted nothing, e.g. a cooldown) at `at`. */
const escaneoEn = (e: Escena, at: Date, clienteId: string) =>
  db()
    .insert(codigosUsados)
    .values({ clienteId, paso: ++paso, negocioId: e.negocioId, usadoAt: at });

/** The scheduled job every 5 minutes from `desde` to `hasta`, as the server would run it. */
async function ticks(e: Escena, desde: Date, hasta: Date) {
  for (let at = desde.getTime(); at <= hasta.getTime(); at += 5 * MIN)
    await evaluarAlertas(db(), e.negocio, new Date(at));
}

const alertas = (e: Escena) =>
  db()
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.negocioId, e.negocioId), eq(auditoria.tipo, 'alertas')))
    .orderBy(asc(auditoria.creadoAt), asc(auditoria.id));

/** What the owner reads in Actividad, filtered to Alertas. */
async function enActividad(e: Escena): Promise<EventoActividad[]> {
  const res = await get(t, `/api/negocio/${e.publicID}/actividad?tipo=alertas`, e.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return actividadResponseSchema.parse(res.json()).data.eventos;
}

describe('an ordinary day', () => {
  it('raises nothing: regulars, walk-ins, canjes after a scan, a queued visit, one pairing', async () => {
    const e = await escena('Café Día Normal');
    const carlos = await persona(e, 'Carlos Reyes', 'cajero');
    const lupita = await persona(e, 'Lupita Mora', 'cajero');
    const [ana, beto, caro] = await Promise.all([
      alguien('Ana García'),
      alguien('Beto Salas'),
      alguien('Caro Núñez'),
    ]);
    // The counter's tablet was paired that morning, once.
    await db()
      .update(nexos)
      .set({ createdAt: mx('2026-03-03T07:50') })
      .where(eq(nexos.id, e.nexoId));
    // Ana comes every weekday, served by Carlos: 6 visits this week is a regular, not a fraud.
    for (const dia of ['02', '04', '05', '06'])
      await visitaEn(e, mx(`2026-03-${dia}T08:40`), { cliente: ana.id, miembro: carlos });
    await visitaEn(e, mx('2026-03-03T08:40'), { cliente: ana.id, miembro: carlos });
    await visitaEn(e, mx('2026-03-03T18:00'), { cliente: ana.id, miembro: carlos });
    await visitaEn(e, mx('2026-03-03T09:15'), { cliente: beto.id, miembro: carlos });
    // Caro at lunch, then her canje of the day right after her scan.
    await visitaEn(e, mx('2026-03-03T13:30'), { cliente: caro.id, miembro: lupita });
    await canjeEn(e, mx('2026-03-03T13:33'), { cliente: caro.id, miembro: lupita });
    // Beto again in the afternoon: his code judged (a cooldown, no visit), then a canje.
    await escaneoEn(e, mx('2026-03-03T17:00'), beto.id);
    await canjeEn(e, mx('2026-03-03T17:02'), { cliente: beto.id, miembro: carlos });
    // Walk-ins through the day, three at once at noon, one at closing time.
    for (const h of ['12:00', '12:03', '12:06', '12:20', '12:41', '14:00', '19:55'])
      await visitaEn(e, mx(`2026-03-03T${h}`), { miembro: lupita });
    // Ten minutes past closing, still serving the last ones (within the margin).
    await visitaEn(e, mx('2026-03-03T20:10'), { cliente: beto.id, miembro: carlos });
    // The kiosk was offline for a while: one scan arrives 40 minutes late.
    await visitaEn(e, mx('2026-03-03T15:00'), {
      cliente: caro.id,
      miembro: lupita,
      recibida: mx('2026-03-03T15:40'),
    });

    await ticks(e, mx('2026-03-03T07:00'), mx('2026-03-04T00:00'));
    for (const dia of ['02', '04', '05', '06'])
      await ticks(e, mx(`2026-03-${dia}T08:30`), mx(`2026-03-${dia}T09:30`));
    expect(await alertas(e)).toEqual([]);
  }, 120_000);
});

describe('each rule, on its own data', () => {
  it('flags a person crediting one customer more than 6 times a week, by name, not the owner', async () => {
    const e = await escena('Taquería Frecuente');
    const carlos = await persona(e, 'Carlos Reyes', 'cajero');
    const lupita = await persona(e, 'Lupita Mora', 'cajero');
    const dueno = await persona(e, 'Ramón Dueño', 'dueno');
    const [ana, beto] = await Promise.all([alguien('Ana García'), alguien('Beto Salas')]);
    expect(REGLAS_ALERTA['alerta.cliente_frecuente'].maxPorSemana).toBe(6);

    // Monday to Saturday of one week: 6 by Carlos, and one by Lupita (someone else's visit).
    for (const dia of ['02', '03', '04', '05', '06', '07'])
      await visitaEn(e, mx(`2026-03-${dia}T10:00`), { cliente: ana.id, miembro: carlos });
    await visitaEn(e, mx('2026-03-07T11:00'), { cliente: ana.id, miembro: lupita });
    // The owner serves his own regular Beto eight times: nobody to flag.
    for (let k = 0; k < 8; k++)
      await visitaEn(
        e,
        mx(`2026-03-0${2 + (k % 6)}T${String(14 + (k >> 2)).padStart(2, '0')}:30`),
        {
          cliente: beto.id,
          miembro: dueno,
        },
      );
    await evaluarAlertas(db(), e.negocio, mx('2026-03-07T11:05'));
    expect(await alertas(e)).toEqual([]);

    // A seventh by Carlos the same Saturday.
    await visitaEn(e, mx('2026-03-07T15:00'), { cliente: ana.id, miembro: carlos });
    await evaluarAlertas(db(), e.negocio, mx('2026-03-07T15:05'));
    const [alerta, ...otras] = await alertas(e);
    expect(otras).toEqual([]);
    expect(alerta).toMatchObject({
      accion: 'alerta.cliente_frecuente',
      actor: 'sistema',
      miembroId: carlos,
      nexoId: e.nexoId,
      detalle: {
        clave: `cliente_frecuente:${carlos}:${ana.id}:2026-03-02`,
        cliente: ana.id,
      },
    });
    // The stored sentence never holds the customer's name…
    expect(alerta!.detalle.texto).toBe(
      'Carlos R. registró 7 visitas de {cliente} en la semana del 2 de marzo',
    );
    // …the owner reads it with her name, the person and the Nexo it is about.
    const [leida] = await enActividad(e);
    expect(leida).toMatchObject({
      accion: 'alerta.cliente_frecuente',
      tipo: 'alertas',
      actor: 'sistema',
      texto: 'Carlos R. registró 7 visitas de Ana G. en la semana del 2 de marzo',
      cliente: 'Ana G.',
      miembro: { nombre: 'Carlos Reyes', rol: 'cajero' },
      nexo: { nombre: 'Caja 1', establecimiento: 'Centro' },
    });

    // An eighth that Sunday is the same finding: not raised again.
    await visitaEn(e, mx('2026-03-08T10:00'), { cliente: ana.id, miembro: carlos });
    await evaluarAlertas(db(), e.negocio, mx('2026-03-08T10:05'));
    expect(await alertas(e)).toHaveLength(1);

    // Once Ana leaves Tarjeto, her name goes from the alert too (DOMAIN §8).
    await db().delete(usuarios).where(eq(usuarios.id, ana.usuarioId));
    const [despues] = await enActividad(e);
    expect(despues!.texto).toBe(
      'Carlos R. registró 7 visitas de un cliente que dejó Tarjeto en la semana del 2 de marzo',
    );
    expect(despues!.cliente).toBeNull();
  });

  it('flags visits and canjes outside opening hours once the stretch is over, once a day', async () => {
    const e = await escena('Panadería Nocturna');
    const carlos = await persona(e, 'Carlos Reyes', 'cajero');
    const ana = await alguien('Ana García');
    // Tuesday; it closes at 20:00. 20:10 is within the margin; 21:40 on is not.
    await visitaEn(e, mx('2026-03-03T20:10'), { miembro: carlos });
    await visitaEn(e, mx('2026-03-03T21:40'), { miembro: carlos });
    await visitaEn(e, mx('2026-03-03T21:58'), { cliente: ana.id, miembro: carlos });
    await canjeEn(e, mx('2026-03-03T22:05'), { cliente: ana.id, miembro: carlos });
    await visitaEn(e, mx('2026-03-03T22:15'), { miembro: carlos });
    // Still going at 22:20: not yet.
    await evaluarAlertas(db(), e.negocio, mx('2026-03-03T22:20'));
    expect(await alertas(e)).toEqual([]);
    // An hour after it began (and quiet since 22:15): the whole stretch in one sentence.
    await ticks(e, mx('2026-03-03T22:25'), mx('2026-03-03T23:30'));
    const [alerta, ...otras] = await alertas(e);
    expect(otras).toEqual([]);
    expect(alerta).toMatchObject({
      accion: 'alerta.fuera_de_horario',
      miembroId: carlos,
      nexoId: e.nexoId,
      creadoAt: mx('2026-03-03T22:40'),
      detalle: {
        texto: '3 visitas y 1 canje fuera de horario en Centro el martes 21:40–22:15',
        clave: `fuera_de_horario:${e.establecimientoID}:2026-03-03`,
      },
    });
    // More of it that night is the same day's finding.
    await visitaEn(e, mx('2026-03-03T23:40'), { miembro: carlos });
    await ticks(e, mx('2026-03-03T23:45'), mx('2026-03-04T00:30'));
    expect(await alertas(e)).toHaveLength(1);
    // A canje confirmed in the panel at night is nobody's counter.
    const f = await escena('Panadería Panel');
    await canjeEn(f, mx('2026-03-03T23:00'), { cliente: ana.id, panel: true });
    await escaneoEn(f, mx('2026-03-03T22:58'), ana.id);
    await ticks(f, mx('2026-03-03T23:00'), mx('2026-03-04T01:00'));
    expect(await alertas(f)).toEqual([]);
  });

  it('flags a burst of anonymous visits from one device, not a busy lunch', async () => {
    const e = await escena('Fonda Ráfaga');
    const { min, ventanaMs } = REGLAS_ALERTA['alerta.rafaga'].anonimas;
    // A lunch rush: 14 walk-ins in 10 minutes, then a quieter hour.
    for (let k = 0; k < min - 1; k++)
      await visitaEn(e, new Date(mx('2026-03-03T13:00').getTime() + (k * ventanaMs) / min));
    await ticks(e, mx('2026-03-03T13:00'), mx('2026-03-03T14:00'));
    expect(await alertas(e)).toEqual([]);
    // 16 in 9 minutes that evening.
    for (let k = 0; k < 16; k++)
      await visitaEn(e, new Date(mx('2026-03-03T18:00').getTime() + k * 34_000));
    await ticks(e, mx('2026-03-03T18:05'), mx('2026-03-03T18:30'));
    const [alerta, ...otras] = await alertas(e);
    expect(otras).toEqual([]);
    expect(alerta).toMatchObject({
      accion: 'alerta.rafaga',
      nexoId: e.nexoId,
      miembroId: null,
      detalle: {
        texto: '16 visitas anónimas en 9 minutos desde Caja 1 (Centro), 18:00–18:08',
        clave: `rafaga:anonimas:${e.nexoId}:2026-03-03`,
      },
    });
  });

  it('flags backdated visits arriving together, not one offline scan', async () => {
    const e = await escena('Café Atrasado');
    const carlos = await persona(e, 'Carlos Reyes', 'cajero');
    const { min, atrasoMs } = REGLAS_ALERTA['alerta.rafaga'].atrasadas;
    // Seven arrive at 16:00 claiming the morning: below the threshold.
    for (let k = 0; k < min - 1; k++)
      await visitaEn(e, mx(`2026-03-03T${String(9 + k).padStart(2, '0')}:10`), {
        recibida: new Date(mx('2026-03-03T16:00').getTime() + k * 20_000),
        miembro: carlos,
      });
    // Scanned 1 minute before arriving is not backdated.
    await visitaEn(e, mx('2026-03-03T16:01'), {
      recibida: new Date(mx('2026-03-03T16:01').getTime() + atrasoMs / 2),
      miembro: carlos,
    });
    await ticks(e, mx('2026-03-03T16:00'), mx('2026-03-03T16:30'));
    expect(await alertas(e)).toEqual([]);
    // The eighth of them, two minutes later.
    await visitaEn(e, mx('2026-03-03T15:50'), {
      recibida: mx('2026-03-03T16:02'),
      miembro: carlos,
    });
    await ticks(e, mx('2026-03-03T16:35'), mx('2026-03-03T16:40'));
    const [alerta, ...otras] = await alertas(e);
    expect(otras).toEqual([]);
    expect(alerta).toMatchObject({
      accion: 'alerta.rafaga',
      nexoId: e.nexoId,
      miembroId: carlos,
      detalle: {
        texto:
          '8 visitas con hora atrasada llegaron juntas desde Caja 1 (Centro) a las 16:00, con horas de escaneo de 09:10–15:50',
        clave: `rafaga:atrasadas:${e.nexoId}:2026-03-03`,
      },
    });
  });

  it('flags a canje with no scan of its customer here in the 10 minutes before', async () => {
    const e = await escena('Tortas Sin Escaneo');
    const carlos = await persona(e, 'Carlos Reyes', 'cajero');
    const [ana, beto, caro] = await Promise.all([
      alguien('Ana García'),
      alguien('Beto Salas'),
      alguien('Caro Núñez'),
    ]);
    // After a visit, after a judged code: fine. A scan 15 minutes before is too long ago.
    await visitaEn(e, mx('2026-03-03T12:00'), { cliente: beto.id, miembro: carlos });
    await canjeEn(e, mx('2026-03-03T12:06'), { cliente: beto.id, miembro: carlos });
    await escaneoEn(e, mx('2026-03-03T12:30'), caro.id);
    await canjeEn(e, mx('2026-03-03T12:39'), { cliente: caro.id, miembro: carlos });
    await escaneoEn(e, mx('2026-03-03T13:00'), ana.id);
    await canjeEn(e, mx('2026-03-03T13:15'), { cliente: ana.id, miembro: carlos });
    // Ana's scan at another business does not count here.
    const otro = await escena('Tortas Vecinas');
    await escaneoEn(otro, mx('2026-03-03T13:14'), ana.id);
    await ticks(e, mx('2026-03-03T12:05'), mx('2026-03-03T13:30'));
    const [alerta, ...otras] = await alertas(e);
    expect(otras).toEqual([]);
    expect(alerta).toMatchObject({
      accion: 'alerta.canje_sin_escaneo',
      miembroId: carlos,
      nexoId: e.nexoId,
      creadoAt: mx('2026-03-03T13:15'),
      detalle: {
        texto:
          'Carlos R. registró un canje de «Café de olla gratis» para {cliente} sin escanearlo antes, en Caja 1 (Centro) a las 13:15',
        cliente: ana.id,
      },
    });
    expect((await enActividad(e))[0]!.texto).toMatch(/para Ana G\. sin escanearlo antes/);
  });

  it('flags a canje by app code confirmed in the panel, not one after a live scan at the kiosk', async () => {
    const e = await escena('Cenaduría En Vivo', SIEMPRE);
    const [ana, beto] = await Promise.all([alguien('Ana Ortega'), alguien('Beto Prado')]);
    // Ana has the place in her wallet and asks for a code in the app; the owner types it in.
    await abrirTarjeta(db(), e.negocioId, ana.id);
    const codigo = await postJson(
      t,
      '/api/cliente/canjes',
      { promocionID: e.promocionPublicId },
      { cookie: ana.cookie },
    );
    expect(codigo.statusCode, codigo.body).toBe(200);
    const panel = await postJson(
      t,
      '/api/canjes/confirmar',
      { codigo: codigo.json().data.codigo },
      { cookie: e.cookie },
    );
    expect(panel.statusCode, panel.body).toBe(200);
    // Beto is scanned at the kiosk, and the offer is redeemed with the visit's token.
    const scan = await visita(t, e.token, { codigo: await beto.qrEn() });
    expect(scan.statusCode, scan.body).toBe(200);
    await canjeEnNexo(t, e.token, e.promocionPublicId, scan.json().data.canjeToken);

    await vigilarAlertas(db(), { log }, new Date(Date.now() + MIN));
    const leidas = await enActividad(e);
    expect(leidas).toHaveLength(1);
    expect(leidas[0]).toMatchObject({
      accion: 'alerta.canje_sin_escaneo',
      nexo: null,
      cliente: 'Ana O.',
    });
    expect(leidas[0]!.texto).toMatch(
      /^Canje de «Café de olla gratis» para Ana O\. sin escanearlo antes, en el panel a las \d\d:\d\d$/,
    );
  });

  it('flags a pairing that completes 3 in 24 hours at one establishment', async () => {
    const e = await escena('Cocina Revinculada');
    const pareo = (nombre: string, at: string, revocado?: string) =>
      db()
        .insert(nexos)
        .values({
          negocioId: e.negocioId,
          establecimientoId: e.establecimientoID,
          nombre,
          tokenHash: randomBytes(32).toString('hex'),
          createdAt: mx(at),
          revocadoAt: revocado ? mx(revocado) : null,
        });
    // The old tablet goes, a phone is tried and unpaired: two pairings, nothing yet.
    await db()
      .update(nexos)
      .set({ createdAt: mx('2026-03-02T18:00'), revocadoAt: mx('2026-03-03T09:55') })
      .where(eq(nexos.id, e.nexoId));
    await pareo('Teléfono de Carlos', '2026-03-03T10:00', '2026-03-03T10:30');
    await ticks(e, mx('2026-03-03T10:00'), mx('2026-03-03T10:40'));
    expect(await alertas(e)).toEqual([]);
    // A third the same morning.
    await pareo('Tablet nueva', '2026-03-03T10:45');
    await ticks(e, mx('2026-03-03T10:45'), mx('2026-03-03T11:30'));
    const [alerta, ...otras] = await alertas(e);
    expect(otras).toEqual([]);
    expect(alerta).toMatchObject({
      accion: 'alerta.revinculaciones',
      detalle: {
        texto:
          'El Nexo de Centro se vinculó 3 veces en 24 horas; la última, «Tablet nueva», a las 10:45',
        clave: `revinculaciones:${e.establecimientoID}:2026-03-03`,
      },
    });
  });
});

describe('a run of wrong codes at a device (raised as the codes are refused)', () => {
  const malo = (i: number) => `TARJETO:ZZZZZ${String(i).padStart(6, '0')}`;

  function rachas(nombre: string, app: () => TestApp) {
    it(`raises one alert at the 10th wrong code, customer or canje codes alike (${nombre})`, async () => {
      const a = app();
      const { min } = REGLAS_ALERTA['alerta.codigos_fallidos'];
      const neg = await negocio(a, `Fallidos ${nombre}`);
      const device = await nexoPara(a, neg, 'Caja 1');
      const negocioId = (
        await a.database.db
          .select({ id: negocios.id })
          .from(negocios)
          .where(eq(negocios.publicId, neg.publicID))
      )[0]!.id;
      const deEste = () =>
        a.database.db
          .select()
          .from(auditoria)
          .where(and(eq(auditoria.negocioId, negocioId), eq(auditoria.tipo, 'alertas')));
      for (let i = 0; i < min - 1; i++)
        expect((await visita(a, device.token, { codigo: malo(i) })).statusCode).toBe(400);
      expect(await deEste()).toEqual([]);
      expect((await visita(a, device.token, { codigo: malo(99) })).statusCode).toBe(400);
      // More of the same run: still one.
      for (let i = 0; i < 3; i++)
        expect((await visita(a, device.token, { codigo: malo(200 + i) })).statusCode).toBe(400);
      const [alerta, ...otras] = await deEste();
      expect(otras).toEqual([]);
      expect(alerta).toMatchObject({ accion: 'alerta.codigos_fallidos', nexoId: device.nexoId });
      expect(alerta!.detalle.texto).toMatch(
        /^10 códigos no válidos en menos de 10 minutos desde Caja 1 \(.+\), hasta las \d\d:\d\d$/,
      );

      // Another device: half customer codes, half canje codes.
      const otro = await negocio(a, `Fallidos Mixtos ${nombre}`);
      const caja = await nexoPara(a, otro, 'Caja 2');
      for (let i = 0; i < min / 2; i++) {
        expect((await visita(a, caja.token, { codigo: malo(300 + i) })).statusCode).toBe(400);
        const canje = await postJson(
          a,
          '/api/nexo/canjes/codigo',
          { codigo: `ZZZZ${String(i).padStart(2, '0')}`, idempotencyKey: nuevaClave() },
          { token: caja.token },
        );
        expect(canje.statusCode, canje.body).toBe(400);
      }
      const mixtas = await a.database.db
        .select()
        .from(auditoria)
        .where(and(eq(auditoria.nexoId, caja.nexoId), eq(auditoria.tipo, 'alertas')));
      expect(mixtas).toHaveLength(1);
    });
  }

  rachas('base de datos', () => t);

  describe.runIf(redisUp && process.env.TEST_DB !== 'postgres')('with REDIS_URL', () => {
    const r = testAppForFile({ env: { REDIS_URL } });
    rachas('Redis', () => r);
  });
});

describe('raised once', () => {
  it('raises a finding once however often, and however many instances, look', async () => {
    const e = await escena('Birria Dos Veces');
    for (let k = 0; k < 20; k++)
      await visitaEn(e, new Date(mx('2026-03-10T12:00').getTime() + k * 20_000));
    const now = mx('2026-03-10T12:10');
    // Two instances on the same tick, then the next ticks.
    await Promise.all([vigilarAlertas(db(), { log }, now), vigilarAlertas(db(), { log }, now)]);
    await vigilarAlertas(db(), { log }, now);
    await ticks(e, mx('2026-03-10T12:15'), mx('2026-03-10T13:00'));
    const raised = await alertas(e);
    expect(raised.map((a) => a.accion)).toEqual(['alerta.rafaga']);
  });
});
