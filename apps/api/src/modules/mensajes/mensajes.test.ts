import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  avisosClienteResponseSchema,
  audienciaResponseSchema,
  automatizacionesResponseSchema,
  campanaResponseSchema,
  efectosResponseSchema,
  exportacionClienteSchema,
  RUTA_EXPORTACION_CLIENTE,
  enGrupoControl,
  origenCampana,
} from '@tarjeto/shared';
import { queryRows } from '../../db/client.ts';
import { campanas, mensajes, negocios, tarjetas, temporadas } from '../../db/schema/index.ts';
import { smtpMailer } from '../mail/mailer.ts';
import { cliente, get, negocio, nexoPara, promocion, send, visita } from '../../test/fixtures.ts';
import { header, startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';
import { iniciarPushFalso, type PushFalso } from '../../test/stand-ins/web-push.ts';
import { testAppForFile } from '../../test/test-app.ts';
import { despachoDePrueba } from '../../test/despacho.ts';
import { PUBLIC_URL_PRUEBA } from '../../test/cartera.ts';
import { despacharPendientes, type DespachoDeps } from './despacho.service.ts';
import { clavesVapid } from './vapid.ts';

// Messages end to end on PGlite and on the PostgreSQL server (issue 28): the customer's consent
// per business and their browser's subscription; a campaign's audience counted, then decided —
// the control group written and never sent — and sent by the first channel each customer has:
// Web Push to a stand-in push service that checks the VAPID JWT and decrypts the payload
// (RFC 8291), or mail to a real SMTP sink with List-Unsubscribe and its one-click POST (RFC 8058);
// a dead subscription turned off; the service worker's receipt; and the effect figure against a
// hand-computed one.

const t = testAppForFile({ env: { PUBLIC_URL: PUBLIC_URL_PRUEBA } });
let sink: SmtpSink;
let push: PushFalso;
let deps: DespachoDeps;

beforeAll(async () => {
  sink = await startSmtpSink();
  push = await iniciarPushFalso();
  deps = despachoDePrueba(t, sink);
}, 60_000);
afterAll(async () => {
  deps.mailer.close();
  await push.cerrar();
  await sink.close();
});

/** A business with a Nexo, and `n` customers each with one counted visit there. */
async function escena(nombre: string, n: number) {
  const neg = await negocio(t, nombre);
  const { token } = await nexoPara(t, neg);
  const gente = [];
  for (let i = 0; i < n; i++) {
    const c = await cliente(t, `Cliente ${nombre} ${i}`);
    const v = await visita(t, token, await c.escaneoNuevo());
    expect(v.statusCode, v.body).toBe(200);
    gente.push(c);
  }
  const [row] = await t.database.db
    .select({ id: negocios.id })
    .from(negocios)
    .where(eq(negocios.publicId, neg.publicID));
  return { neg, negocioId: row!.id, token, gente };
}

/** The customer says yes to the business's avisos ('Avisos' on their card). */
const aceptarAvisos = (neg: { publicID: string }, cookie: string) =>
  send(t, 'PUT', `/api/cliente/avisos/${neg.publicID}`, { payload: { acepta: true }, cookie });

/** The customer's browser turns notifications on: a subscription at the stand-in, sent in. */
async function suscribir(cookie: string, clavePublica: string) {
  const s = push.crearSuscripcion({ llaveServidor: clavePublica });
  await send(t, 'POST', '/api/cliente/avisos/push', {
    payload: { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
    cookie,
  });
  return s;
}

/**
 * A message straight into the queue for the business's one card (these tests are about a
 * channel, not the draw): pending, due now.
 */
async function alaCola(negocioId: string, clave: string, texto: string) {
  const [{ cliente_id }] = (await queryRows<{ cliente_id: string }>(
    t.database.db,
    sql`select cliente_id from tarjetas where negocio_id = ${negocioId}`,
  )) as [{ cliente_id: string }];
  const [m] = await t.database.db
    .insert(mensajes)
    .values({
      negocioId,
      clienteId: cliente_id,
      origen: 'campana',
      clave: `${clave}-${cliente_id}`,
      texto,
      enviarDesde: new Date(),
      siguienteAt: new Date(),
      estado: 'pendiente',
    })
    .returning();
  return { m: m!, cliente_id };
}

describe("the customer's consent and notifications", () => {
  it('is off until they say yes, per business; a browser subscribes and unsubscribes', async () => {
    const { neg, gente } = await escena('Fonda Consentida', 1);
    const c = gente[0]!;
    const antes = avisosClienteResponseSchema.parse(
      (await get(t, '/api/cliente/avisos', c.cookie)).json(),
    );
    expect(antes.data.tarjetas).toEqual([
      expect.objectContaining({ negocioID: neg.publicID, acepta: false, preguntado: false }),
    ]);
    // The server's VAPID public key: an uncompressed P-256 point, the same every time.
    expect(Buffer.from(antes.data.push.clavePublica, 'base64url')).toHaveLength(65);
    expect((await clavesVapid(t.database.db, {})).publicKey).toBe(antes.data.push.clavePublica);

    const si = await send(t, 'PUT', `/api/cliente/avisos/${neg.publicID}`, {
      payload: {
        acepta: true,
      },
      cookie: c.cookie,
    });
    expect(si.statusCode, si.body).toBe(200);
    expect(si.json().message).toBe('Recibirás avisos de Fonda Consentida.');
    expect(si.json().data).toMatchObject({ acepta: true, preguntado: true });

    const ajeno = await send(t, 'PUT', '/api/cliente/avisos/NEG0000000000000', {
      payload: {
        acepta: true,
      },
      cookie: c.cookie,
    });
    expect(ajeno.statusCode).toBe(404);
    const malo = await send(t, 'PUT', `/api/cliente/avisos/${neg.publicID}`, {
      payload: {
        acepta: 'sí',
      },
      cookie: c.cookie,
    });
    expect(malo.statusCode).toBe(400);
    expect(malo.json().fieldErrors).toHaveProperty('acepta');
    // A business has no customer's avisos.
    expect((await get(t, '/api/cliente/avisos', neg.cookie)).statusCode).toBe(403);

    const s = push.crearSuscripcion({ llaveServidor: antes.data.push.clavePublica });
    const alta = await send(t, 'POST', '/api/cliente/avisos/push', {
      payload: {
        endpoint: s.endpoint,
        expirationTime: null,
        keys: { p256dh: s.p256dh, auth: s.auth },
      },
      cookie: c.cookie,
    });
    expect(alta.statusCode, alta.body).toBe(200);
    expect(alta.json().data.suscripciones).toBe(1);
    // An endpoint inside the network over plain http is refused: the server would call it.
    const interna = await send(t, 'POST', '/api/cliente/avisos/push', {
      payload: {
        endpoint: 'http://10.0.0.5/push/abc',
        keys: { p256dh: s.p256dh, auth: s.auth },
      },
      cookie: c.cookie,
    });
    expect(interna.statusCode).toBe(400);
    expect(interna.json().code).toBe('PUSH_NO_VALIDO');
    const baja = await send(t, 'DELETE', '/api/cliente/avisos/push', {
      payload: {
        endpoint: s.endpoint,
      },
      cookie: c.cookie,
    });
    expect(baja.json().data.suscripciones).toBe(0);
  });
});

describe('a campaign', () => {
  it('counts its audience, keeps a control group, and goes by push or mail — never to the control group', async () => {
    const { neg, gente } = await escena('Panadería Campaña', 12);
    const clave = avisosClienteResponseSchema.parse(
      (await get(t, '/api/cliente/avisos', gente[0]!.cookie)).json(),
    ).data.push.clavePublica;
    // Ten accept; the first five also turn on this browser's notifications; two never answer.
    const suscripciones = new Map<string, string>();
    for (const [i, c] of gente.entries()) {
      if (i >= 10) continue;
      await aceptarAvisos(neg, c.cookie);
      if (i < 5) {
        const s = await suscribir(c.cookie, clave);
        suscripciones.set(c.email, s.endpoint);
      }
    }
    const aud = audienciaResponseSchema.parse(
      (
        await send(t, 'POST', '/api/negocio/avisos/audiencia', {
          payload: { segmento: {} },
          cookie: neg.cookie,
        })
      ).json(),
    ).data;
    expect(aud).toMatchObject({ total: 12, conAvisos: 10, sinCanal: 0, porLimites: 0 });
    expect(aud.alcance + aud.control).toBe(10);
    // A customer is not a business.
    expect(
      (
        await send(t, 'POST', '/api/negocio/avisos/audiencia', {
          payload: { segmento: {} },
          cookie: gente[0]!.cookie,
        })
      ).statusCode,
    ).toBe(403);

    const creada = await send(t, 'POST', '/api/negocio/avisos/campanas', {
      payload: {
        texto: 'Hola {nombre}: hoy hay conchas recién hechas en {negocio}.',
        segmento: {},
      },
      cookie: neg.cookie,
    });
    expect(creada.statusCode, creada.body).toBe(200);
    const campana = campanaResponseSchema.parse(creada.json()).data;
    expect(creada.json().message).toBe('Campaña en camino.');
    const [fila] = await t.database.db
      .select({ id: campanas.id, repartidaAt: campanas.repartidaAt })
      .from(campanas)
      .where(eq(campanas.publicId, campana.campanaID));
    // Decided right after the answer.
    for (let i = 0; i < 100; i++) {
      const [c] = await t.database.db
        .select({ repartidaAt: campanas.repartidaAt })
        .from(campanas)
        .where(eq(campanas.id, fila!.id));
      if (c!.repartidaAt) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const decididos = await t.database.db
      .select()
      .from(mensajes)
      .where(eq(mensajes.campanaId, fila!.id));
    expect(decididos).toHaveLength(10);
    for (const m of decididos)
      expect(m.control).toBe(enGrupoControl(origenCampana(fila!.id), m.clienteId));

    // Sent: by push to those with a subscription, by mail to the others; nothing to the control.
    // Decided in the business's quiet hours (21:00–09:00), they wait for 09:00: the clock goes there.
    const antesMail = sink.received.length;
    const alAbrir = Math.max(Date.now(), ...decididos.map((m) => m.enviarDesde.getTime()));
    while ((await despacharPendientes({ ...deps, ahora: () => new Date(alAbrir) })) > 0);
    const despues = await t.database.db
      .select()
      .from(mensajes)
      .where(eq(mensajes.campanaId, fila!.id));
    const enviados = despues.filter((m) => !m.control);
    expect(enviados.every((m) => m.estado === 'enviado')).toBe(true);
    expect(
      despues.filter((m) => m.control).every((m) => m.estado === 'control' && !m.enviadoAt),
    ).toBe(true);
    const porPush = enviados.filter((m) => m.canal === 'push');
    const porCorreo = enviados.filter((m) => m.canal === 'correo');
    expect(porPush.length + porCorreo.length).toBe(enviados.length);
    const payloads = push.recibidos.map(
      (r) => JSON.parse(r.payload) as { id: string; titulo: string; cuerpo: string; url: string },
    );
    for (const m of porPush) {
      const p = payloads.find((x) => x.id === m.id);
      expect(p, m.id).toMatchObject({
        titulo: 'Panadería Campaña',
        cuerpo: expect.stringMatching(
          /^Hola Cliente: hoy hay conchas recién hechas en Panadería Campaña\.$/,
        ),
        url: expect.stringMatching(/^\/cliente-dashboard\/lugares\//),
      });
    }
    const correos = sink.received.slice(antesMail);
    expect(correos).toHaveLength(porCorreo.length);
    for (const m of despues.filter((x) => x.control)) {
      expect(payloads.some((p) => p.id === m.id)).toBe(false);
      expect(correos.some((c) => c.raw.includes(m.id))).toBe(false);
    }

    // The list says what became of them.
    const lista = (await get(t, '/api/negocio/avisos/campanas', neg.cookie)).json().data.campanas;
    expect(lista[0]).toMatchObject({
      campanaID: campana.campanaID,
      estado: 'enviada',
      enviados: enviados.length,
      control: 10 - enviados.length,
      pendientes: 0,
    });

    // The service worker's receipt marks a push delivered.
    if (porPush[0]) {
      const acuse = await send(t, 'POST', '/api/avisos/entregado', {
        payload: { id: porPush[0].id },
      });
      expect(acuse.statusCode).toBe(204);
      const lista2 = (await get(t, '/api/negocio/avisos/campanas', neg.cookie)).json().data
        .campanas;
      expect(lista2[0].entregados).toBe(1);
    }
  });

  it("fills what its text names from each customer's card and the season, as the preview does", async () => {
    const { neg, negocioId, gente } = await escena('Panadería Con Datos', 1);
    await aceptarAvisos(neg, gente[0]!.cookie);
    // Plata, one visit short of Oro; the season ends on Sunday 20 December.
    const [programa] = await queryRows<{
      niveles: Array<{ nivel: number; nombre: string; visitasRequeridas: number }>;
    }>(t.database.db, sql`select niveles from programas_lealtad where negocio_id = ${negocioId}`);
    const oro = programa!.niveles.find((n) => n.nivel === 3)!;
    await t.database.db
      .update(tarjetas)
      .set({ nivel: 2, visitasTemporada: oro.visitasRequeridas - 1 })
      .where(eq(tarjetas.negocioId, negocioId));
    await t.database.db
      .update(temporadas)
      .set({ fechaFin: '2026-12-20' })
      .where(and(eq(temporadas.negocioId, negocioId), eq(temporadas.activa, true)));

    const creada = await send(t, 'POST', '/api/negocio/avisos/campanas', {
      payload: {
        texto:
          '{nombre}, eres {nivel}: te falta {faltan} para {siguienteNivel}, hasta el {finTemporada}.',
        segmento: {},
      },
      cookie: neg.cookie,
    });
    expect(creada.statusCode, creada.body).toBe(200);
    const { campanaID } = campanaResponseSchema.parse(creada.json()).data;
    const [fila] = await t.database.db
      .select({ id: campanas.id })
      .from(campanas)
      .where(eq(campanas.publicId, campanaID));
    let decididos: Array<{ texto: string }> = [];
    for (let i = 0; i < 100 && decididos.length === 0; i++) {
      decididos = await t.database.db
        .select({ texto: mensajes.texto })
        .from(mensajes)
        .where(eq(mensajes.campanaId, fila!.id));
      if (decididos.length === 0) await new Promise((r) => setTimeout(r, 50));
    }
    expect(decididos.map((m) => m.texto)).toEqual([
      `Cliente, eres Plata: te falta 1 para ${oro.nombre}, hasta el domingo 20 de diciembre.`,
    ]);
  });

  it('mails with List-Unsubscribe, and the one-click POST turns that business off', async () => {
    const { neg, negocioId, gente } = await escena('Taquería Un Clic', 1);
    const c = gente[0]!;
    await aceptarAvisos(neg, c.cookie);
    const { m, cliente_id } = await alaCola(negocioId, 'prueba-un-clic', 'Mañana abrimos a las 7.');
    while ((await despacharPendientes(deps)) > 0);
    const correo = sink.received.find((r) => r.to === c.email && r.raw.includes(m!.id));
    expect(correo).toBeDefined();
    const raw = correo!.raw;
    expect(header(raw, 'List-Unsubscribe')).toBe(`<https://tarjeto.test/api/avisos/baja/${m!.id}>`);
    expect(header(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(header(raw, 'Message-ID')).toBe(`<aviso-${m!.id}@tarjeto.test>`);
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);

    // What a mail provider sends (RFC 8058 §3.2): a form POST, no cookie, no Origin.
    const unClic = await t.app.inject({
      method: 'POST',
      url: `/api/avisos/baja/${m!.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unClic.statusCode, unClic.body).toBe(200);
    expect(unClic.json().data).toEqual({ negocio: 'Taquería Un Clic', acepta: false });
    const [tarjeta] = await t.database.db
      .select({ avisos: tarjetas.avisos })
      .from(tarjetas)
      .where(and(eq(tarjetas.negocioId, negocioId), eq(tarjetas.clienteId, cliente_id)));
    expect(tarjeta!.avisos).toBe(false);
    expect((await get(t, `/api/avisos/baja/${m!.id}`)).json().data.acepta).toBe(false);
    // The customer's data download says what they answered and what was sent to them.
    const datos = exportacionClienteSchema.parse(
      (await get(t, RUTA_EXPORTACION_CLIENTE, c.cookie)).json(),
    );
    expect(datos.avisos).toEqual([
      expect.objectContaining({ nombreComercial: 'Taquería Un Clic', acepta: false }),
    ]);
    expect(datos.mensajes).toEqual([
      expect.objectContaining({
        texto: 'Mañana abrimos a las 7.',
        canal: 'correo',
        grupoDeControl: false,
        enviadoEn: expect.any(String),
      }),
    ]);
    // Any other link is refused the same way, whatever its shape.
    for (const malo of ['00000000-0000-4000-8000-000000000000', 'nada'])
      expect((await get(t, `/api/avisos/baja/${malo}`)).statusCode).toBe(404);
  });

  it('turns off a subscription its push service forgot, and falls back to mail', async () => {
    const { neg, negocioId, gente } = await escena('Café Olvidado', 1);
    const c = gente[0]!;
    const clave = (await get(t, '/api/cliente/avisos', c.cookie)).json().data.push.clavePublica;
    await aceptarAvisos(neg, c.cookie);
    const s = await suscribir(c.cookie, clave);
    push.olvidar(s.endpoint, 410);
    const { m } = await alaCola(negocioId, 'prueba-410', 'Hoy hay café de olla.');
    while ((await despacharPendientes(deps)) > 0);
    const [fila] = await t.database.db.select().from(mensajes).where(eq(mensajes.id, m!.id));
    expect(fila).toMatchObject({ estado: 'enviado', canal: 'correo' });
    expect((await get(t, '/api/cliente/avisos', c.cookie)).json().data.push.suscripciones).toBe(0);
  });

  it('turns mail off for a customer whose address bounced for good (550)', async () => {
    const { neg, negocioId, gente } = await escena('Birria Rebote', 1);
    const c = gente[0]!;
    await aceptarAvisos(neg, c.cookie);
    // A mail server that refuses the address: 550, a hard bounce.
    const rechaza = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      disableReverseLookup: true,
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('5.1.1 No existe ese buzón'), { responseCode: 550 }));
      },
    });
    await new Promise<void>((r) => rechaza.listen(0, '127.0.0.1', r));
    const puerto = (rechaza.server.address() as AddressInfo).port;
    const mailer = smtpMailer(`smtp://127.0.0.1:${puerto}`, 'Tarjeto <avisos@tarjeto.test>');
    try {
      const { m } = await alaCola(negocioId, 'prueba-550', 'Birria de res los domingos.');
      await despacharPendientes({ ...deps, mailer });
      const [fila] = await t.database.db.select().from(mensajes).where(eq(mensajes.id, m!.id));
      // No other way to reach them: not sent, and mail is off for them from now on.
      expect(fila).toMatchObject({ estado: 'omitido' });
      expect((await get(t, '/api/cliente/avisos', c.cookie)).json().data.correo).toBe(false);
      const aud = (
        await send(t, 'POST', '/api/negocio/avisos/audiencia', {
          payload: { segmento: {} },
          cookie: neg.cookie,
        })
      ).json().data;
      expect(aud).toMatchObject({ conAvisos: 1, sinCanal: 1, alcance: 0 });
    } finally {
      mailer.close();
      await new Promise<void>((r) => rechaza.close(() => r()));
    }
  });

  it('retries a push the service could not take, with back-off', async () => {
    const { neg, negocioId, gente } = await escena('Nevería Reintento', 1);
    const c = gente[0]!;
    const clave = (await get(t, '/api/cliente/avisos', c.cookie)).json().data.push.clavePublica;
    await aceptarAvisos(neg, c.cookie);
    await suscribir(c.cookie, clave);
    const { m } = await alaCola(negocioId, 'prueba-503', 'Nieve de limón, 2×1.');
    push.fallarProximas(1, 503);
    await despacharPendientes(deps);
    const [uno] = await t.database.db.select().from(mensajes).where(eq(mensajes.id, m!.id));
    expect(uno).toMatchObject({ estado: 'pendiente', intentos: 1 });
    expect(uno!.siguienteAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Its time comes (the clock moved on to it; in quiet hours it is 09:00): sent.
    await despacharPendientes({ ...deps, ahora: () => uno!.siguienteAt });
    const [dos] = await t.database.db.select().from(mensajes).where(eq(mensajes.id, m!.id));
    expect(dos).toMatchObject({ estado: 'enviado', canal: 'push', intentos: 2 });
  });
});

describe('the automations', () => {
  it('are listed off with their default text and a preview; saved on with their own', async () => {
    const { neg, negocioId } = await escena('Cocina Automática', 0);
    const lista = automatizacionesResponseSchema.parse(
      (await get(t, '/api/negocio/avisos/automatizaciones', neg.cookie)).json(),
    ).data.automatizaciones;
    expect(lista.map((a) => a.tipo)).toEqual([
      'bienvenida',
      'casi_subes',
      'te_extranamos',
      'temporada_termina',
      'nueva_oferta',
    ]);
    expect(lista.every((a) => !a.activa && a.texto === null && a.explicacion.length > 10)).toBe(
      true,
    );
    expect(lista[0]!.vistaPrevia).toContain('Cocina Automática');
    // 'Tu temporada termina' shows this business's own season end, not the example's.
    await t.database.db
      .update(temporadas)
      .set({ fechaFin: '2026-12-20' })
      .where(and(eq(temporadas.negocioId, negocioId), eq(temporadas.activa, true)));
    const otraVez = automatizacionesResponseSchema.parse(
      (await get(t, '/api/negocio/avisos/automatizaciones', neg.cookie)).json(),
    ).data.automatizaciones;
    expect(otraVez.find((a) => a.tipo === 'temporada_termina')!.vistaPrevia).toContain(
      'termina el domingo 20 de diciembre.',
    );
    // 'Nueva promoción' names the business's newest offer, not the example's.
    await promocion(t, neg, { titulo: 'Pozole de los jueves', descripcion: 'Rojo o verde.' });
    const conOferta = automatizacionesResponseSchema.parse(
      (await get(t, '/api/negocio/avisos/automatizaciones', neg.cookie)).json(),
    ).data.automatizaciones;
    expect(conOferta.find((a) => a.tipo === 'nueva_oferta')!.vistaPrevia).toContain(
      'Pozole de los jueves',
    );

    const mala = await send(t, 'PUT', '/api/negocio/avisos/automatizaciones/bienvenida', {
      payload: {
        activa: true,
        texto: 'Hola {cliente}',
      },
      cookie: neg.cookie,
    });
    expect(mala.statusCode).toBe(400);
    expect(mala.json().fieldErrors).toHaveProperty('texto');
    const buena = await send(t, 'PUT', '/api/negocio/avisos/automatizaciones/bienvenida', {
      payload: {
        activa: true,
        texto: '¡Gracias por venir, {nombre}! Te esperamos en {negocio}.',
      },
      cookie: neg.cookie,
    });
    expect(buena.statusCode, buena.body).toBe(200);
    expect(buena.json().data).toMatchObject({
      activa: true,
      vistaPrevia: '¡Gracias por venir, Ana! Te esperamos en Cocina Automática.',
    });
    // Switched off without a text: the owner's text stays.
    const apagada = await send(t, 'PUT', '/api/negocio/avisos/automatizaciones/bienvenida', {
      payload: { activa: false },
      cookie: neg.cookie,
    });
    expect(apagada.json().data).toMatchObject({
      activa: false,
      texto: '¡Gracias por venir, {nombre}! Te esperamos en {negocio}.',
    });
    expect(
      (
        await send(t, 'PUT', '/api/negocio/avisos/automatizaciones/otra', {
          payload: {
            activa: true,
          },
          cookie: neg.cookie,
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('Estadísticas → Campañas', () => {
  it('compares who came back with and without the message, as computed by hand', async () => {
    // 30 messaged, 12 back within 7 days; 20 in the control group, 4 back. Hand-computed:
    // 40 % − 20 % = +20 points; Wilson 12/30 = (0.2459, 0.5768), 4/20 = (0.0807, 0.4160);
    // Newcombe's interval: 0.2 ∓ √((0.4 − 0.2459)² + (0.4160 − 0.2)²) … = (−0.0653, 0.4133).
    const { neg, negocioId, token } = await escena('Mercado Medido', 0);
    const hace = (dias: number) => new Date(Date.now() - dias * 86_400_000);
    const gente = [];
    for (let i = 0; i < 50; i++) gente.push(await cliente(t, `Medido ${i}`));
    const ids = await queryRows<{ id: string; email: string }>(
      t.database.db,
      sql`select c.id, u.email from clientes c join usuarios u on u.id = c.usuario_id
          where c.nombre like 'Medido %'`,
    );
    const idDe = new Map(ids.map((r) => [r.email, r.id]));
    for (const [i, c] of gente.entries()) {
      const control = i >= 30;
      await t.database.db.insert(mensajes).values({
        negocioId,
        clienteId: idDe.get(c.email)!,
        origen: 'te_extranamos',
        clave: `medido-${i}`,
        control,
        texto: 'Te extrañamos.',
        enviarDesde: hace(10),
        siguienteAt: hace(10),
        estado: control ? 'control' : 'enviado',
      });
      // The first 12 messaged and the first 4 of the control group came back (a visit now).
      if ((!control && i < 12) || (control && i < 34)) {
        const v = await visita(t, token, await c.escaneoNuevo());
        expect(v.statusCode, v.body).toBe(200);
      }
    }
    // Visits "now" are 10 days after the message: past the 7-day window. Move them to day 3.
    await t.database.db.execute(
      sql`update visitas set fecha = ${hace(7).toISOString()}::timestamptz where negocio_id = ${negocioId}`,
    );
    const efectos = efectosResponseSchema.parse(
      (await get(t, '/api/negocio/avisos/efecto', neg.cookie)).json(),
    ).data.efectos;
    const e = efectos.find((x) => x.origen === 'te_extranamos')!;
    expect(e.nombre).toBe('Te extrañamos');
    expect(e.dias7).toMatchObject({
      mensaje: { n: 30, regresaron: 12 },
      control: { n: 20, regresaron: 4 },
      suficiente: true,
    });
    expect(e.dias7.diferencia).toBeCloseTo(0.2, 10);
    expect(e.dias7.ic95!.bajo).toBeCloseTo(-0.0653, 3);
    expect(e.dias7.ic95!.alto).toBeCloseTo(0.4133, 3);
    // Ten days old: the 14-day window has not closed for anyone yet.
    expect(e.dias14).toMatchObject({ mensaje: { n: 0 }, control: { n: 0 }, suficiente: false });
  });
});
