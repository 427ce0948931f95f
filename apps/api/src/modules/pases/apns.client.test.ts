import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { iniciarApnsFalso, type ApnsFalso } from '../../test/stand-ins/apns.ts';
import { cerrarApns, enviarPush, ErrorApns } from './apns.client.ts';
import type { AppleWalletConfig } from './config.ts';

// The APNs client against an HTTP/2 stand-in that verifies the provider token as APNs does.

const llaves = () =>
  generateKeyPairSync('ec', {
    namedCurve: 'prime256v1',
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

const EQUIPO = 'AB12CD34EF';
const LLAVE_ID = 'K9L8M7N6P5';
const dispositivo = () => randomBytes(32).toString('hex');

let apns: ApnsFalso;
let config: AppleWalletConfig;
// APNs's clock; each test may move it apart from the client's.
let relojApns: number;

beforeEach(async () => {
  const { publicKey, privateKey } = llaves();
  relojApns = Date.now();
  apns = await iniciarApnsFalso({
    teamId: EQUIPO,
    keyId: LLAVE_ID,
    publicKeyPem: publicKey,
    ahora: () => relojApns,
  });
  config = {
    passTypeId: 'pass.mx.tarjeto.lealtad',
    teamId: EQUIPO,
    certPem: '',
    keyPem: '',
    wwdrPem: '',
    apnsKeyPem: privateKey,
    apnsKeyId: LLAVE_ID,
    apnsUrl: apns.url,
    webServiceUrl: 'https://tarjeto.mx/api/pases/apple',
  };
});
afterEach(async () => {
  await cerrarApns();
  await apns.cerrar();
});

describe('enviarPush', () => {
  it('llega a APNs con el token del proveedor, el tema del pase y un payload vacío', async () => {
    const token = dispositivo();
    const r = await enviarPush(config, token);
    expect(r).toMatchObject({ ok: true });
    expect(apns.pushes).toEqual([
      {
        token,
        topic: 'pass.mx.tarjeto.lealtad',
        pushType: 'background',
        priority: '5',
        payload: {},
        iat: expect.any(Number),
      },
    ]);
  });

  it('reusa el token del proveedor y lo renueva pasados 50 minutos', async () => {
    let reloj = Date.now();
    const opciones = { ahora: () => reloj };
    await enviarPush(config, dispositivo(), undefined, opciones);
    reloj += 49 * 60_000;
    relojApns += 49 * 60_000;
    await enviarPush(config, dispositivo(), undefined, opciones);
    reloj += 2 * 60_000;
    relojApns += 2 * 60_000;
    await enviarPush(config, dispositivo(), undefined, opciones);
    const [a, b, c] = apns.pushes.map((p) => p.iat);
    expect(b).toBe(a);
    expect(c).toBe(a! + 51 * 60);
  });

  it('un token firmado con otra llave es rechazado: se intenta una vez más y no se reintenta', async () => {
    const ajena = { ...config, apnsKeyPem: llaves().privateKey };
    const error = await enviarPush(ajena, dispositivo()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ErrorApns);
    expect(error).toMatchObject({
      status: 403,
      razon: 'InvalidProviderToken',
      reintentable: false,
    });
    expect(apns.intentos.map((i) => i.razon)).toEqual([
      'InvalidProviderToken',
      'InvalidProviderToken',
    ]);
    expect(apns.pushes).toHaveLength(0);

    // The key is wrong, not the token: no new token for every push (Apple's 20-minute rule).
    await enviarPush(ajena, dispositivo()).catch(() => {});
    expect(apns.intentos).toHaveLength(3);
    expect(new Set(apns.intentos.map((i) => i.iat)).size).toBeLessThanOrEqual(2);
  });

  it('410 Unregistered y BadDeviceToken dicen que el token ya no sirve', async () => {
    const token = dispositivo();
    apns.marcarNoRegistrado(token);
    expect(await enviarPush(config, token)).toEqual({
      ok: false,
      tokenInvalido: true,
      razon: 'Unregistered',
    });
    expect(await enviarPush(config, 'no-es-un-token')).toEqual({
      ok: false,
      tokenInvalido: true,
      razon: 'BadDeviceToken',
    });
    expect(apns.pushes).toHaveLength(0);
  });

  it('un token del proveedor que APNs da por vencido se renueva y se reintenta una vez', async () => {
    // APNs's clock runs 20 minutes ahead of ours: a token we still call fresh (45 min) is
    // 65 minutes old to APNs.
    let reloj = Date.now();
    relojApns = reloj + 20 * 60_000;
    const opciones = { ahora: () => reloj };
    await enviarPush(config, dispositivo(), undefined, opciones);
    reloj += 45 * 60_000;
    relojApns += 45 * 60_000;
    const r = await enviarPush(config, dispositivo(), undefined, opciones);
    expect(r).toMatchObject({ ok: true });
    expect(apns.intentos.map((i) => [i.status, i.razon])).toEqual([
      [200, undefined],
      [403, 'ExpiredProviderToken'],
      [200, undefined],
    ]);
    const [primero, , segundo] = apns.intentos.map((i) => i.iat);
    expect(segundo).toBe(primero! + 45 * 60);
  });

  it('503 y la red caída son reintentables', async () => {
    apns.fallarProximas(1);
    const error = await enviarPush(config, dispositivo()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ErrorApns);
    expect(error).toMatchObject({ status: 503, razon: 'ServiceUnavailable', reintentable: true });
    expect(await enviarPush(config, dispositivo())).toMatchObject({ ok: true });

    const caida = await enviarPush(
      { ...config, apnsUrl: 'http://127.0.0.1:9' },
      dispositivo(),
    ).catch((e: unknown) => e);
    expect(caida).toMatchObject({ name: 'ErrorApns', status: null, reintentable: true });
  });

  it('vuelve a conectar cuando APNs cierra la conexión', async () => {
    await enviarPush(config, dispositivo());
    apns.cortarConexiones();
    expect(await enviarPush(config, dispositivo())).toMatchObject({ ok: true });
    expect(apns.pushes).toHaveLength(2);
  });
});
