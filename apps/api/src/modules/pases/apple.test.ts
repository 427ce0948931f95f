import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CODIGO_QR_PREFIJO } from '@tarjeto/shared';
import { carteraParaArchivo, escenaConTarjeta, hasta, verificarFirma } from '../../test/cartera.ts';
import { get, visita } from '../../test/fixtures.ts';
import { SAME_ORIGIN } from '../../test/test-app.ts';
import { leerZip } from '../../test/zip.ts';

// Apple Wallet end to end, on PGlite and on the PostgreSQL server: the customer downloads their
// card's signed pass (verified with OpenSSL against the test CA, its manifest matching its files);
// its one-time code counts once at the kiosk and is refused the second time; an iPhone registers
// through the PassKit web service, hears of the visit by an APNs push with a valid provider token
// (the stand-in checks it), lists what changed and fetches the new pass with the next code.

const { t, cartera } = carteraParaArchivo();

interface PassJson {
  serialNumber: string;
  authenticationToken: string;
  webServiceURL: string;
  passTypeIdentifier: string;
  barcodes: { message: string; format: string }[];
  storeCard: { primaryFields: { value: unknown }[] };
  locations?: { latitude: number; longitude: number; relevantText: string }[];
}

const passJsonDe = (archivo: Buffer) =>
  JSON.parse(leerZip(archivo).get('pass.json')!.toString('utf8')) as PassJson;

const escena = (nombre: string) => escenaConTarjeta(t, nombre);

const web = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/pases/apple/v1${url}`,
    headers: token ? { authorization: `ApplePass ${token}` } : {},
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });

describe('Apple Wallet', () => {
  it('downloads a signed pass with the card’s figures and the business’s places', async () => {
    const { neg, cli } = await escena('Café Manzana');
    const ubicacion = await t.app.inject({
      method: 'PUT',
      url: '/api/establecimiento/ubicacion',
      headers: SAME_ORIGIN,
      cookies: { tarjeto_sesion: neg.cookie },
      payload: {
        establecimientoID: neg.establecimientoID,
        coordenadas: { latitud: 19.34901, longitud: -99.16902 },
      },
    });
    expect(ubicacion.statusCode, ubicacion.body).toBe(200);
    const res = await get(t, `/api/cliente/pases/apple/${neg.publicID}`, cli.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.pkpass');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="tarjeta-.+\.pkpass"/);
    const archivo = res.rawPayload;
    const pass = passJsonDe(archivo);
    expect(pass).toMatchObject({
      passTypeIdentifier: cartera.cred.env.APPLE_PASS_TYPE_ID,
      webServiceURL: 'https://tarjeto.test/api/pases/apple',
      locations: [
        {
          latitude: 19.34901,
          longitude: -99.16902,
          relevantText: expect.stringMatching(/visitas? para Bronce en Café Manzana$/),
        },
      ],
    });
    expect(pass.barcodes[0]!.message).toMatch(
      new RegExp(`^${CODIGO_QR_PREFIJO}${cli.handle}\\d{6}$`),
    );

    // The signature, as an iPhone checks it, against the test CA; the manifest against the files.
    const archivos = leerZip(archivo);
    expect((await verificarFirma(archivos, cartera.cred.archivos.ca)).ok).toBe(true);
    const manifiesto = JSON.parse(archivos.get('manifest.json')!.toString('utf8')) as Record<
      string,
      string
    >;
    for (const [nombre, sha1] of Object.entries(manifiesto))
      expect(createHash('sha1').update(archivos.get(nombre)!).digest('hex'), nombre).toBe(sha1);

    // The same pass each time: its serial and token stay.
    const otra = passJsonDe(
      (await get(t, `/api/cliente/pases/apple/${neg.publicID}`, cli.cookie)).rawPayload,
    );
    expect(otra.serialNumber).toBe(pass.serialNumber);
    expect(otra.authenticationToken).toBe(pass.authenticationToken);
  });

  it('counts its one-time code once, pushes the iPhone, and serves the pass with the next code', async () => {
    const { neg, nexo, cli } = await escena('Tacos Manzana');
    const pass = passJsonDe(
      (await get(t, `/api/cliente/pases/apple/${neg.publicID}`, cli.cookie)).rawPayload,
    );
    const { serialNumber: serial, authenticationToken: token, passTypeIdentifier: tipo } = pass;
    const dispositivo = 'iphone-de-prueba-1';
    const pushToken = 'ab'.repeat(32);

    // The PassKit web service: registration with the pass's token only.
    const sinToken = await web(
      'POST',
      `/devices/${dispositivo}/registrations/${tipo}/${serial}`,
      'x'.repeat(32),
      { pushToken },
    );
    expect(sinToken.statusCode).toBe(401);
    // Downloaded is not yet in the wallet (the customer may cancel Apple's sheet): the card
    // counts as there once an iPhone registers it.
    const pases = async () => (await get(t, '/api/cliente/pases', cli.cookie)).json().data.pases;
    expect(await pases()).toEqual([]);
    const alta = await web(
      'POST',
      `/devices/${dispositivo}/registrations/${tipo}/${serial}`,
      token,
      { pushToken },
    );
    expect(alta.statusCode, alta.body).toBe(201);
    expect(await pases()).toEqual([
      { negocioID: neg.publicID, plataforma: 'apple', agregadoAt: expect.any(String) },
    ]);
    const otraVez = await web(
      'POST',
      `/devices/${dispositivo}/registrations/${tipo}/${serial}`,
      token,
      { pushToken },
    );
    expect(otraVez.statusCode).toBe(200);
    const lista0 = await web('GET', `/devices/${dispositivo}/registrations/${tipo}`);
    expect(lista0.statusCode).toBe(200);
    const marca = lista0.json().lastUpdated as string;

    // The code counts once; the same screenshot again is refused.
    cartera.apns.fallarProximas(2);
    const codigo = pass.barcodes[0]!.message;
    const primera = await visita(t, nexo.token, { codigo });
    expect(primera.statusCode, primera.body).toBe(200);
    const segunda = await visita(t, nexo.token, { codigo });
    expect(segunda.statusCode).toBe(400);
    expect(segunda.json().code).toBe('CODIGO_CLIENTE_INVALIDO');

    // The iPhone hears of it: one empty push, with a provider token APNs (the stand-in) accepts —
    // after two 503s, which the outbox tries again.
    await hasta(() => cartera.apns.pushes.some((p) => p.token === pushToken));
    expect(
      cartera.apns.intentos.filter((i) => i.token === pushToken && i.status === 503),
    ).toHaveLength(2);
    const push = cartera.apns.pushes.find((p) => p.token === pushToken)!;
    expect(push).toMatchObject({ topic: tipo, payload: {} });

    // It asks what changed since its tag, and gets the new pass: one more visit, the next code.
    await new Promise((r) => setTimeout(r, 1100)); // Last-Modified has whole seconds
    const lista = await web(
      'GET',
      `/devices/${dispositivo}/registrations/${tipo}?passesUpdatedSince=${marca}`,
    );
    expect(lista.statusCode).toBe(200);
    expect(lista.json().serialNumbers).toEqual([serial]);
    const nuevo = await web('GET', `/passes/${tipo}/${serial}`, token);
    expect(nuevo.statusCode).toBe(200);
    const nuevoPass = passJsonDe(nuevo.rawPayload);
    expect(nuevoPass.storeCard.primaryFields[0]!.value).toBe(1);
    expect(nuevoPass.barcodes[0]!.message).not.toBe(codigo);
    const numero = nuevoPass.barcodes[0]!.message.slice(-6);
    expect(numero).not.toBe(codigo.slice(-6));
    const sinCambios = await t.app.inject({
      method: 'GET',
      url: `/api/pases/apple/v1/passes/${tipo}/${serial}`,
      headers: {
        authorization: `ApplePass ${token}`,
        'if-modified-since': nuevo.headers['last-modified'] as string,
      },
    });
    expect(sinCambios.statusCode).toBe(304);
    const ajeno = await web('GET', `/passes/${tipo}/${serial}`, 'y'.repeat(32));
    expect(ajeno.statusCode).toBe(401);

    // The next code counts. (A customer's codes count one per 30-second step, whatever their
    // kind: this one as a queued scan from before, so it is not the first one's step.)
    const tercera = await visita(t, nexo.token, {
      codigo: nuevoPass.barcodes[0]!.message,
      escaneadoEn: new Date(Date.now() - 65_000).toISOString(),
    });
    expect(tercera.statusCode, tercera.body).toBe(200);

    // Removed from the iPhone: no more pushes for it.
    const baja = await web(
      'DELETE',
      `/devices/${dispositivo}/registrations/${tipo}/${serial}`,
      token,
    );
    expect(baja.statusCode).toBe(200);
    const vacia = await web('GET', `/devices/${dispositivo}/registrations/${tipo}`);
    expect(vacia.statusCode).toBe(204);
  });

  it('forgets an iPhone APNs no longer knows', async () => {
    const { neg, nexo, cli } = await escena('Sushi Manzana');
    const pass = passJsonDe(
      (await get(t, `/api/cliente/pases/apple/${neg.publicID}`, cli.cookie)).rawPayload,
    );
    const pushToken = 'cd'.repeat(32);
    cartera.apns.marcarNoRegistrado(pushToken);
    const alta = await web(
      'POST',
      `/devices/iphone-viejo/registrations/${pass.passTypeIdentifier}/${pass.serialNumber}`,
      pass.authenticationToken,
      { pushToken },
    );
    expect(alta.statusCode).toBe(201);
    expect((await visita(t, nexo.token, { codigo: pass.barcodes[0]!.message })).statusCode).toBe(
      200,
    );
    await hasta(() => cartera.apns.intentos.some((i) => i.token === pushToken && i.status === 410));
    await hasta(
      async () =>
        (await web('GET', `/devices/iphone-viejo/registrations/${pass.passTypeIdentifier}`))
          .statusCode === 204,
    );
  });

  it('accepts the device log', async () => {
    const res = await web('POST', '/log', undefined, { logs: ['Pase inválido'] });
    expect(res.statusCode).toBe(200);
  });
});

describe('the one-time code', () => {
  it('is the pass’s own HOTP: another counter’s number is refused', async () => {
    const { neg, nexo, cli } = await escena('Panadería Contador');
    const pass = passJsonDe(
      (await get(t, `/api/cliente/pases/apple/${neg.publicID}`, cli.cookie)).rawPayload,
    );
    const actual = pass.barcodes[0]!.message.slice(-6);
    // A guess at the next counter's number (which no one can make without the secret).
    const otro = String((Number(actual) + 1) % 1_000_000).padStart(6, '0');
    const res = await visita(t, nexo.token, { codigo: `${CODIGO_QR_PREFIJO}${cli.handle}${otro}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('CODIGO_CLIENTE_INVALIDO');
    // The real one still counts: the guess spent nothing.
    const real = await visita(t, nexo.token, { codigo: pass.barcodes[0]!.message });
    expect(real.statusCode, real.body).toBe(200);
  });
});
