import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  CODIGO_QR_PREFIJO,
  enlaceGoogleResponseSchema,
  exportacionClienteSchema,
  numeroDelPaso,
  pasesClienteResponseSchema,
  pasoDe,
  RUTA_EXPORTACION_CLIENTE,
} from '@tarjeto/shared';
import { queryRows } from '../../db/client.ts';
import { mensajes, pases, tarjetas } from '../../db/schema/index.ts';
import { devMailer } from '../mail/mailer.ts';
import { despacharPendientes } from '../mensajes/despacho.service.ts';
import { webPushDe } from '../mensajes/vapid.ts';
import { carteraParaArchivo, escenaConTarjeta, hasta } from '../../test/cartera.ts';
import { cliente, get, postJson, promocion, visita } from '../../test/fixtures.ts';
import { SAME_ORIGIN } from '../../test/test-app.ts';

// Google Wallet end to end, on PGlite and on the PostgreSQL server, against the stand-in of
// Google's OAuth and Wallet REST API (which checks the service account's signatures): adding a
// card writes the object with its rotating QR's key and gives a save link that names it only; the
// QR Google computes from that key counts at the kiosk as the customer's visit; every visit
// reaches the object through the outbox, also after 503s and across a restart; a level sends one
// message a day; removing it all voids the object and stops its codes.

/** The fixtures' accounts' password. */
const PASSWORD = 'Horchata-Fria-2026';

const { t, cartera, servidorNuevo } = carteraParaArchivo();

const pendientes = async () =>
  Number(
    (await queryRows<{ n: string }>(t.database.db, sql`select count(*) as n from pases_salida`))[0]!
      .n,
  );

const escena = (nombre: string) => escenaConTarjeta(t, nombre);

async function agregarAGoogle(cookie: string, negocioID: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cliente/pases/google',
    headers: { ...SAME_ORIGIN, origin: 'https://tarjeto.test' },
    cookies: { tarjeto_sesion: cookie },
    payload: { negocioID },
  });
  expect(res.statusCode, res.body).toBe(200);
  return enlaceGoogleResponseSchema.parse(res.json()).data.url;
}

/** The QR Google Wallet shows at a moment, computed as the phone does from the object's key. */
async function qrDeGoogle(objeto: Record<string, unknown>, ms = Date.now()) {
  const barcode = objeto.rotatingBarcode as {
    valuePattern: string;
    totpDetails: { parameters: { key: string }[] };
  };
  const secreto = Buffer.from(barcode.totpDetails.parameters[0]!.key, 'hex').toString('base64url');
  return barcode.valuePattern.replace('{totp_value_0}', await numeroDelPaso(secreto, pasoDe(ms)));
}

const objetoDe = (url: string) => {
  const claims = decodeJwt(url.slice(url.lastIndexOf('/') + 1)) as {
    payload: { loyaltyObjects: { id: string }[] };
  };
  const id = claims.payload.loyaltyObjects[0]!.id;
  return () => cartera.google.objetos.get(id)!;
};

describe('Google Wallet', () => {
  it('writes the object with its rotating QR, and a save link that names it without the key', async () => {
    const { neg, cli } = await escena('Tacos La Cartera');
    const antes = pasesClienteResponseSchema.parse(
      (await get(t, '/api/cliente/pases', cli.cookie)).json(),
    ).data;
    expect(antes).toEqual({ disponibles: { google: true, apple: true }, pases: [] });

    const url = await agregarAGoogle(cli.cookie, neg.publicID);
    expect(url.startsWith(`${cartera.google.saveUrl}/`)).toBe(true);
    // The link is signed by the service account and names the object only (Google's guidance:
    // the key travels by the REST API, never in a link).
    const jwt = url.slice(url.lastIndexOf('/') + 1);
    const claims = decodeJwt(jwt);
    expect(claims).toMatchObject({
      aud: 'google',
      typ: 'savetowallet',
      origins: ['https://tarjeto.test'],
    });
    expect(JSON.stringify(claims)).not.toMatch(/totp|rotatingBarcode|key/i);
    const landing = await fetch(url);
    expect(landing.status).toBe(200);

    const objeto = objetoDe(url)();
    expect(objeto).toMatchObject({
      state: 'ACTIVE',
      accountId: cli.handle,
      loyaltyPoints: { label: 'Visitas esta temporada', balance: { int: 0 } },
      rotatingBarcode: {
        type: 'QR_CODE',
        valuePattern: `${CODIGO_QR_PREFIJO}${cli.handle}{totp_value_0}`,
        totpDetails: { periodMillis: '30000', algorithm: 'TOTP_SHA1' },
      },
    });
    const key = (
      objeto.rotatingBarcode as {
        totpDetails: { parameters: { key: string; valueLength: number }[] };
      }
    ).totpDetails.parameters[0]!;
    expect(key.valueLength).toBe(6);
    expect(key.key).toMatch(/^[0-9a-f]{40}$/);
    // A key of its own: not the customer's 'Mi código' secret.
    expect(Buffer.from(key.key, 'hex').toString('base64url')).not.toBe(cli.secreto);
    const clase = cartera.google.clases.get(objeto.classId as string)!;
    expect(clase).toMatchObject({ issuerName: 'Tacos La Cartera', countryCode: 'MX' });

    const despues = pasesClienteResponseSchema.parse(
      (await get(t, '/api/cliente/pases', cli.cookie)).json(),
    ).data;
    expect(despues.pases).toEqual([
      { negocioID: neg.publicID, plataforma: 'google', agregadoAt: expect.any(String) },
    ]);
  });

  it('counts the QR computed from the key as the customer’s visit, and the object follows it', async () => {
    const { neg, nexo, cli } = await escena('Café Rotativo');
    const objeto = objetoDe(await agregarAGoogle(cli.cookie, neg.publicID));
    // Google's stand-in fails the next two writes of the object: the outbox tries again.
    cartera.google.fallarProximas(2, /loyaltyObject/);
    const clases = () =>
      cartera.google.solicitudes.filter((r) => r.path.includes('loyaltyClass')).length;
    const clasesAntes = clases();
    const res = await visita(t, nexo.token, { codigo: await qrDeGoogle(objeto()) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ cliente: { nombre: 'Cliente de Café Rotativo' } });
    await hasta(() => (objeto().loyaltyPoints as { balance: { int: number } }).balance.int === 1);
    const fallidas = cartera.google.solicitudes.filter(
      (s) => s.status === 503 && s.path.includes('loyaltyObject'),
    );
    expect(fallidas).toHaveLength(2);
    // The business's class did not change: it is not written again for a card's update.
    expect(clases()).toBe(clasesAntes);
    await hasta(async () => (await pendientes()) === 0);
  });

  it('sends a reached level as one message a day', async () => {
    const { neg, cli } = await escena('Mariscos Aviso');
    const objeto = objetoDe(await agregarAGoogle(cli.cookie, neg.publicID));
    const mensajes = () => (objeto().messages as unknown[] | undefined)?.length ?? 0;
    const [card] = await t.database.db
      .select({ id: tarjetas.id })
      .from(tarjetas)
      .innerJoin(pases, eq(pases.tarjetaId, tarjetas.id))
      .where(sql`${pases.serial} = ${String(objeto().id).split('.')[1]}`);
    await t.database.db
      .update(tarjetas)
      .set({ nivel: 1, visitasTemporada: 6 })
      .where(eq(tarjetas.id, card!.id));
    await hasta(() => mensajes() === 1);
    expect(objeto().messages).toEqual([
      expect.objectContaining({ header: '¡Subiste a Bronce!', messageType: 'TEXT_AND_NOTIFY' }),
    ]);
    // A second level the same day moves the card on the phone, without a second notification.
    await t.database.db
      .update(tarjetas)
      .set({ nivel: 2, visitasTemporada: 8 })
      .where(eq(tarjetas.id, card!.id));
    await hasta(async () => (await pendientes()) === 0);
    await hasta(
      () =>
        (objeto().secondaryLoyaltyPoints as { balance: { string: string } }).balance.string ===
        'Plata',
    );
    expect(mensajes()).toBe(1);
  });

  it('lists a new offer for the card’s level, with a message, and not one for a level above it', async () => {
    const { neg, cli } = await escena('Tacos Oferta');
    const objeto = objetoDe(await agregarAGoogle(cli.cookie, neg.publicID));
    const crear = (titulo: string, nivelReq: number) =>
      promocion(t, neg, { titulo, descripcion: 'Con tu orden.', nivelReq });
    await crear('Agua fresca de regalo', 0);
    await hasta(() => ((objeto().messages as unknown[] | undefined)?.length ?? 0) === 1);
    expect(objeto().messages).toEqual([
      expect.objectContaining({
        header: 'Nueva oferta en Tacos Oferta',
        body: 'Agua fresca de regalo',
      }),
    ]);
    await hasta(() => JSON.stringify(objeto().textModulesData).includes('Agua fresca de regalo'));
    expect(objeto().textModulesData).toContainEqual(
      expect.objectContaining({ header: 'Agua fresca de regalo', body: 'Con tu orden.' }),
    );
    // For Oro only: the card (no level yet) neither lists it nor hears of it.
    await crear('Postre de la casa', 3);
    await hasta(async () => (await pendientes()) === 0);
    expect(JSON.stringify(objeto())).not.toContain('Postre de la casa');
    expect((objeto().messages as unknown[]).length).toBe(1);
  });

  it('voids the object and its codes when the customer removes their cards from the phone', async () => {
    const { neg, nexo, cli } = await escena('Panadería Quitada');
    const objeto = objetoDe(await agregarAGoogle(cli.cookie, neg.publicID));
    const quitar = await t.app.inject({
      method: 'DELETE',
      url: '/api/cliente/pases',
      headers: SAME_ORIGIN,
      cookies: { tarjeto_sesion: cli.cookie },
    });
    expect(quitar.statusCode, quitar.body).toBe(200);
    expect(quitar.json()).toMatchObject({
      message: 'Quitamos tus tarjetas de la cartera del teléfono.',
      data: { quitados: 1 },
    });
    await hasta(() => objeto().state === 'INACTIVE');
    // Their data download says what went to Google, and since when it stopped.
    const descarga = await get(t, RUTA_EXPORTACION_CLIENTE, cli.cookie);
    expect(descarga.statusCode, descarga.body).toBe(200);
    expect(exportacionClienteSchema.parse(descarga.json()).carteraDelTelefono).toEqual([
      {
        negocioID: neg.publicID,
        nombreComercial: 'Panadería Quitada',
        plataforma: 'google',
        agregadoEn: expect.any(String),
        quitadoEn: expect.any(String),
      },
    ]);
    const conLaDeGoogle = await visita(t, nexo.token, { codigo: await qrDeGoogle(objeto()) });
    expect(conLaDeGoogle.statusCode).toBe(400);
    expect(conLaDeGoogle.json().code).toBe('CODIGO_CLIENTE_INVALIDO');
    // 'Mi código' keeps working.
    const conLaSuya = await visita(t, nexo.token, await cli.escaneoNuevo());
    expect(conLaSuya.statusCode, conLaSuya.body).toBe(200);
    expect((await get(t, '/api/cliente/pases', cli.cookie)).json().data.pases).toEqual([]);
  });

  it('voids the object at Google when the customer deletes their account', async () => {
    const { neg, cli } = await escena('Café Adiós');
    const objeto = objetoDe(await agregarAGoogle(cli.cookie, neg.publicID));
    const baja = await t.app.inject({
      method: 'DELETE',
      url: '/api/cliente/cuenta',
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ contrasena: PASSWORD }),
      cookies: { tarjeto_sesion: cli.cookie },
    });
    expect(baja.statusCode, baja.body).toBe(200);
    await hasta(() => objeto().state === 'INACTIVE');
    expect(objeto()).toMatchObject({ accountName: 'Tarjeta eliminada', accountId: '' });
    expect(JSON.stringify(objeto())).not.toContain('Cliente de Café Adiós');
  });

  it('leaves the card out of the phone’s wallet when Google does not take it', async () => {
    const { neg, cli } = await escena('Tacos Sin Google');
    cartera.google.fallarProximas(1, /POST \/walletobjects\/v1\/loyaltyObject$/);
    const res = await postJson(
      t,
      '/api/cliente/pases/google',
      { negocioID: neg.publicID },
      { cookie: cli.cookie },
    );
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'CARTERA_NO_RESPONDE',
      message:
        'No pudimos preparar tu tarjeta para la cartera del teléfono. Intenta de nuevo en un momento.',
    });
    expect((await get(t, '/api/cliente/pases', cli.cookie)).json().data.pases).toEqual([]);
    expect(await pendientes()).toBe(0);
    // A moment later it works, and only then is the card there.
    await agregarAGoogle(cli.cookie, neg.publicID);
    expect((await get(t, '/api/cliente/pases', cli.cookie)).json().data.pases).toHaveLength(1);
  });

  it('carries a business’s aviso as a Google message, before push or mail (issue 28)', async () => {
    const { neg, cli } = await escena('Pozolería Aviso');
    const objeto = objetoDe(await agregarAGoogle(cli.cookie, neg.publicID));
    const acepta = await t.app.inject({
      method: 'PUT',
      url: `/api/cliente/avisos/${neg.publicID}`,
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
      cookies: { tarjeto_sesion: cli.cookie },
      payload: JSON.stringify({ acepta: true }),
    });
    expect(acepta.statusCode, acepta.body).toBe(200);
    const [card] = await t.database.db
      .select({ negocioId: tarjetas.negocioId, clienteId: tarjetas.clienteId })
      .from(tarjetas)
      .innerJoin(pases, eq(pases.tarjetaId, tarjetas.id))
      .where(sql`${pases.serial} = ${String(objeto().id).split('.')[1]}`);
    const [m] = await t.database.db
      .insert(mensajes)
      .values({
        ...card!,
        origen: 'campana',
        clave: `cartera-${card!.clienteId}`,
        texto: 'Hoy el pozole rojo va con tostadas de regalo.',
        enviarDesde: new Date(),
        siguienteAt: new Date(),
        estado: 'pendiente',
      })
      .returning();
    await despacharPendientes({
      db: t.database.db,
      log: t.app.log,
      mailer: devMailer(() => {}),
      publicUrl: 'https://tarjeto.test',
      webPush: webPushDe(t.database.db, {}, 'mailto:avisos@tarjeto.test').cliente,
      carteras: { google: true, apple: false },
    });
    const [enviado] = await t.database.db.select().from(mensajes).where(eq(mensajes.id, m!.id));
    expect(enviado).toMatchObject({ estado: 'enviado', canal: 'cartera' });
    await hasta(() => ((objeto().messages as unknown[] | undefined)?.length ?? 0) === 1);
    expect(objeto().messages).toEqual([
      expect.objectContaining({
        id: `aviso-${m!.id}`,
        header: 'Pozolería Aviso',
        body: 'Hoy el pozole rojo va con tostadas de regalo.',
        messageType: 'TEXT_AND_NOTIFY',
      }),
    ]);
  });

  it('refuses another customer’s card, and a business', async () => {
    const { neg } = await escena('Tacos Ajenos');
    const otro = await cliente(t, 'Otro Cliente');
    const res = await postJson(
      t,
      '/api/cliente/pases/google',
      { negocioID: neg.publicID },
      { cookie: otro.cookie },
    );
    expect(res.statusCode).toBe(404);
    const comoNegocio = await postJson(
      t,
      '/api/cliente/pases/google',
      { negocioID: neg.publicID },
      { cookie: neg.cookie },
    );
    expect(comoNegocio.statusCode).toBe(403);
    const malo = await postJson(
      t,
      '/api/cliente/pases/google',
      { negocioID: 'x' },
      { cookie: otro.cookie },
    );
    expect(malo.statusCode).toBe(400);
    expect(malo.json().fieldErrors).toEqual({ negocioID: 'Indica el negocio de la tarjeta' });
  });
});

describe('the outbox across a restart', () => {
  it('sends what one server could not once another starts on the same data', async () => {
    const { neg, nexo, cli } = await escena('Café Reinicio');
    const objeto = objetoDe(await agregarAGoogle(cli.cookie, neg.publicID));
    cartera.google.fallarProximas(1000, /loyaltyObject/);
    const res = await visita(t, nexo.token, await cli.escaneoNuevo());
    expect(res.statusCode, res.body).toBe(200);
    await hasta(() =>
      cartera.google.solicitudes.some((s) => s.status === 503 && s.path.includes('loyaltyObject')),
    );
    // The server stops with the change unsent; the next one (same database) sends it.
    await t.app.close();
    cartera.google.fallarProximas(0);
    await servidorNuevo();
    await hasta(
      () => (objeto().loyaltyPoints as { balance: { int: number } }).balance.int === 1,
      20_000,
    );
  }, 40_000);
});
