import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, SignJWT } from 'jose';
import webpush from 'web-push';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { iniciarPushFalso, type PushFalso } from '../../test/stand-ins/web-push.ts';
import {
  crearClienteWebPush,
  endpointAceptable,
  generarClavesVapid,
  PAYLOAD_MAXIMO_BYTES,
  rutaDeTarjeta,
  TTL_POR_OMISION_S,
  type ConfigWebPush,
  type PayloadPush,
} from './web-push.client.ts';

// The Web Push client against a loopback push service that checks the VAPID JWT (RFC 8292) and
// decrypts the body with the subscription's keys (RFC 8291), as the browser would. No database.

let servicio: PushFalso;
let config: ConfigWebPush;
// The push service's clock; a test may move it apart from ours.
let relojServicio: number;

const mensaje = (id = 'msg-1'): PayloadPush => ({
  id,
  titulo: '¡Te extrañamos en Tacos Cuichi! 🌮',
  cuerpo: 'Tu próxima visita te sube a Plata. Hoy 2×1 en pastor.',
  url: rutaDeTarjeta('tacos-cuichi'),
  icono: '/icons/tarjeto-192.png',
});

beforeEach(async () => {
  relojServicio = Date.now();
  servicio = await iniciarPushFalso({ ahora: () => relojServicio });
  config = { ...generarClavesVapid(), subject: 'mailto:avisos@tarjeto.mx' };
});
afterEach(async () => {
  await servicio.cerrar();
});

/** A subscription as a browser makes it today: restricted to our applicationServerKey. */
const suscripcion = () => servicio.crearSuscripcion({ llaveServidor: config.publicKey });

/** What web-push would send, to be altered and posted by hand. */
function solicitud(s: ReturnType<typeof suscripcion>, texto: string, c: ConfigWebPush = config) {
  return webpush.generateRequestDetails({ endpoint: s.endpoint, keys: s }, texto, {
    vapidDetails: c,
    TTL: 60,
    contentEncoding: 'aes128gcm',
  });
}

async function publicar(endpoint: string, headers: Record<string, string | number>, body: Buffer) {
  const h: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) if (k !== 'Content-Length') h[k] = String(v);
  const r = await fetch(endpoint, { method: 'POST', headers: h, body: new Uint8Array(body) });
  return { status: r.status, texto: await r.text() };
}

describe('crearClienteWebPush', () => {
  it('entrega el payload cifrado, y el servicio lo descifra intacto con la VAPID verificada', async () => {
    const s = suscripcion();
    const r = await crearClienteWebPush(config).enviar(s, mensaje());
    expect(r).toEqual({ ok: true, status: 201 });
    expect(servicio.recibidos).toHaveLength(1);
    const [push] = servicio.recibidos;
    expect(JSON.parse(push!.payload)).toEqual(mensaje());
    expect(push).toMatchObject({
      endpoint: s.endpoint,
      ttl: TTL_POR_OMISION_S,
      urgency: 'normal',
      topic: undefined,
      vapid: { sub: 'mailto:avisos@tarjeto.mx', aud: servicio.url, k: config.publicKey },
    });
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.vapid.exp * 1000).toBeGreaterThan(Date.now());
    expect(push!.vapid.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
  });

  it('TTL, tema y urgencia van en sus cabeceras; el id del mensaje es la etiqueta de la notificación', async () => {
    const s = suscripcion();
    const cliente = crearClienteWebPush(config);
    const opts = { ttlSegundos: 3600, tema: 'temporada-cuichi', urgencia: 'high' as const };
    expect(await cliente.enviar(s, mensaje('m-77'), opts)).toMatchObject({ ok: true });
    // The same message sent again (at-least-once): same id, so the phone replaces it.
    expect(await cliente.enviar(s, mensaje('m-77'), opts)).toMatchObject({ ok: true });
    expect(
      servicio.recibidos.map((p) => [p.ttl, p.topic, p.urgency, JSON.parse(p.payload).id]),
    ).toEqual([
      [3600, 'temporada-cuichi', 'high', 'm-77'],
      [3600, 'temporada-cuichi', 'high', 'm-77'],
    ]);
    // A string payload goes as it is; a bad topic is refused here without a request.
    expect(await cliente.enviar(s, 'hola')).toMatchObject({ ok: true });
    expect(servicio.recibidos[2]!.payload).toBe('hola');
    const malTema = await cliente.enviar(s, 'x', { tema: 'no válido con espacios' });
    expect(malTema).toMatchObject({ ok: false, status: null, reintentar: false, muerta: false });
    expect(servicio.intentos).toHaveLength(3);
  });

  it('otra llave VAPID es rechazada (403): ni muerta ni reintentable', async () => {
    const s = suscripcion();
    const ajena = { ...config, ...generarClavesVapid() };
    const r = await crearClienteWebPush(ajena).enviar(s, mensaje());
    expect(r).toMatchObject({ ok: false, status: 403, muerta: false, reintentar: false });
    expect(r.ok === false && r.motivo).toMatch(/applicationServerKey/);
    expect(servicio.recibidos).toHaveLength(0);
  });

  it('410 y 404 dicen que la suscripción ya no existe', async () => {
    const cliente = crearClienteWebPush(config);
    const a = suscripcion();
    const b = suscripcion();
    servicio.olvidar(a.endpoint);
    servicio.olvidar(b.endpoint, 404);
    expect(await cliente.enviar(a, mensaje())).toMatchObject({
      ok: false,
      status: 410,
      muerta: true,
      reintentar: false,
    });
    expect(await cliente.enviar(b, mensaje())).toMatchObject({
      ok: false,
      status: 404,
      muerta: true,
    });
    // An endpoint the service never made.
    const desconocida = { ...suscripcion(), endpoint: `${servicio.url}/push/nunca-existio` };
    expect(await cliente.enviar(desconocida, mensaje())).toMatchObject({
      status: 404,
      muerta: true,
    });
    expect(servicio.recibidos).toHaveLength(0);
  });

  it('503, 429 y la red caída son reintentables; el Retry-After se devuelve', async () => {
    const cliente = crearClienteWebPush(config);
    const s = suscripcion();
    servicio.fallarProximas(1);
    expect(await cliente.enviar(s, mensaje())).toMatchObject({
      ok: false,
      status: 503,
      muerta: false,
      reintentar: true,
      reintentarEnS: 1,
    });
    servicio.fallarProximas(1, 429);
    expect(await cliente.enviar(s, mensaje())).toMatchObject({ status: 429, reintentar: true });
    expect(await cliente.enviar(s, mensaje())).toEqual({ ok: true, status: 201 });

    // A port nobody listens on.
    const cerrado = await cliente.enviar(
      { ...s, endpoint: 'http://127.0.0.1:9/push/x' },
      mensaje(),
    );
    expect(cerrado).toMatchObject({ ok: false, status: null, muerta: false, reintentar: true });
    expect(cerrado.ok === false && cerrado.motivo).toMatch(/^red: /);
  });

  it('un servicio que no responde a tiempo es reintentable', async () => {
    const mudo = http.createServer(() => {});
    await new Promise<void>((r) => mudo.listen(0, '127.0.0.1', r));
    const { port } = mudo.address() as AddressInfo;
    try {
      const cliente = crearClienteWebPush({ ...config, tiempoMaximoMs: 300 });
      const r = await cliente.enviar(
        { ...suscripcion(), endpoint: `http://127.0.0.1:${port}/push/x` },
        mensaje(),
      );
      expect(r).toMatchObject({
        ok: false,
        status: null,
        reintentar: true,
        motivo: 'sin respuesta en 300 ms',
      });
    } finally {
      mudo.closeAllConnections();
      await new Promise((r) => mudo.close(r));
    }
  });

  it('no envía un payload de más de 4 KB ni a un endpoint http fuera de esta máquina', async () => {
    const cliente = crearClienteWebPush(config);
    const s = suscripcion();
    const justo = 'a'.repeat(PAYLOAD_MAXIMO_BYTES);
    expect(await cliente.enviar(s, justo)).toMatchObject({ ok: true });
    expect(servicio.recibidos[0]!.payload).toBe(justo);
    expect(await cliente.enviar(s, `${justo}a`)).toMatchObject({ ok: false, reintentar: false });
    expect(servicio.intentos).toHaveLength(1);

    expect(endpointAceptable('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(endpointAceptable('http://127.0.0.1:8080/push/x')).toBe(true);
    expect(endpointAceptable('http://10.0.0.5/push/x')).toBe(false);
    expect(endpointAceptable('http://169.254.169.254/latest')).toBe(false);
    expect(endpointAceptable('https://user:pw@example.com/')).toBe(false);
    expect(endpointAceptable('file:///etc/passwd')).toBe(false);
    expect(
      await cliente.enviar({ ...s, endpoint: 'http://10.0.0.5/push/x' }, mensaje()),
    ).toMatchObject({ ok: false, status: null, reintentar: false });
  });
});

describe('el servicio de push falso no deja pasar nada', () => {
  it('un cuerpo alterado no se descifra (400)', async () => {
    const s = suscripcion();
    const req = solicitud(s, 'hola');
    const alterado = Buffer.from(req.body);
    alterado[alterado.length - 20]! ^= 1;
    const r = await publicar(s.endpoint, req.headers, alterado);
    expect(r).toEqual({ status: 400, texto: expect.stringMatching(/descifrar/) });
    // The untouched one goes through.
    expect((await publicar(s.endpoint, req.headers, req.body)).status).toBe(201);
    expect(servicio.recibidos.map((p) => p.payload)).toEqual(['hola']);
  });

  it('cifrado con otro secreto de autenticación u otra llave del navegador: 400', async () => {
    const s = suscripcion();
    const otroSecreto = { ...s, auth: randomBytes(16).toString('base64url') };
    const cliente = crearClienteWebPush(config);
    expect(await cliente.enviar(otroSecreto, 'hola')).toMatchObject({ ok: false, status: 400 });
    const otraLlave = { ...s, p256dh: suscripcion().p256dh };
    expect(await cliente.enviar(otraLlave, 'hola')).toMatchObject({ ok: false, status: 400 });
    expect(servicio.recibidos).toHaveLength(0);
  });

  it('sin VAPID es 401; firma falsificada, audiencia ajena, exp vencido o lejano, sub inválido: 403', async () => {
    const s = suscripcion();
    const req = solicitud(s, 'hola');
    const { Authorization: _autorizacion, ...sinAutorizacion } = req.headers as Record<
      string,
      string
    >;
    expect((await publicar(s.endpoint, sinAutorizacion, req.body)).status).toBe(401);

    // Signed with another key, but claiming ours in k.
    const ajena = solicitud(s, 'hola', { ...config, ...generarClavesVapid() });
    const jwtAjeno = (ajena.headers as Record<string, string>).Authorization!.match(
      /t=([^,]+)/,
    )![1];
    const falsificada = `vapid t=${jwtAjeno}, k=${config.publicKey}`;
    const r1 = await publicar(s.endpoint, { ...req.headers, Authorization: falsificada }, req.body);
    expect(r1).toEqual({ status: 403, texto: expect.stringMatching(/JWT inválido/) });

    // A JWT for another push service's origin.
    const otraAudiencia = webpush.getVapidHeaders(
      'https://fcm.googleapis.com',
      config.subject,
      config.publicKey,
      config.privateKey,
      'aes128gcm',
    ).Authorization;
    expect(
      (await publicar(s.endpoint, { ...req.headers, Authorization: otraAudiencia }, req.body))
        .status,
    ).toBe(403);

    // The JWT lives 12 hours: 13 hours later it has expired…
    relojServicio = Date.now() + 13 * 3600_000;
    expect((await publicar(s.endpoint, req.headers, req.body)).status).toBe(403);
    // …and to a clock two days behind, its exp is more than 24 hours away.
    relojServicio = Date.now() - 48 * 3600_000;
    expect((await publicar(s.endpoint, req.headers, req.body)).status).toBe(403);
    relojServicio = Date.now();

    // sub must be mailto: or https: (web-push itself refuses others; signed by hand here).
    const pub = Buffer.from(config.publicKey, 'base64url');
    const llave = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        d: config.privateKey,
        x: pub.subarray(1, 33).toString('base64url'),
        y: pub.subarray(33).toString('base64url'),
      },
      'ES256',
    );
    const jwt = (sub: string) =>
      new SignJWT({ sub })
        .setProtectedHeader({ alg: 'ES256', typ: 'JWT' })
        .setAudience(servicio.url)
        .setExpirationTime('1h')
        .sign(llave);
    const conSub = async (sub: string) =>
      (
        await publicar(
          s.endpoint,
          { ...req.headers, Authorization: `vapid t=${await jwt(sub)}, k=${config.publicKey}` },
          req.body,
        )
      ).status;
    expect(await conSub('http://tarjeto.mx')).toBe(403);
    expect(await conSub('avisos@tarjeto.mx')).toBe(403);
    expect(await conSub('https://tarjeto.mx/contacto')).toBe(201);
    expect(servicio.recibidos).toHaveLength(1);
  });

  it('exige TTL y Content-Encoding aes128gcm', async () => {
    const s = suscripcion();
    const req = solicitud(s, 'hola');
    const { TTL, ...sinTtl } = req.headers as Record<string, string>;
    expect(TTL).toBe(60);
    expect(await publicar(s.endpoint, sinTtl, req.body)).toEqual({
      status: 400,
      texto: 'falta TTL',
    });
    const { 'Content-Encoding': ce, ...sinCodificacion } = req.headers as Record<string, string>;
    expect(ce).toBe('aes128gcm');
    expect((await publicar(s.endpoint, sinCodificacion, req.body)).status).toBe(415);
    expect(servicio.recibidos).toHaveLength(0);
    expect(servicio.intentos.map((i) => i.status)).toEqual([400, 415]);
  });
});
