import { generateKeyPairSync } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  iniciarGoogleWalletFalso,
  type GoogleWalletFalso,
} from '../../test/stand-ins/google-wallet.ts';
import type { GoogleWalletConfig } from './config.ts';
import {
  crearGoogleWallet,
  ErrorGoogleWallet,
  tokenDeAcceso,
  type LoyaltyClass,
  type LoyaltyObject,
} from './google.client.ts';

// The Google Wallet client against a stand-in that checks what Google checks: the assertion's
// signature, the bearer token, the save link's signature.

const llaves = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

const EMISOR = '3388000000012345678';
const CORREO = 'tarjeto@tarjeto-pruebas.iam.gserviceaccount.com';

let google: GoogleWalletFalso;
let config: GoogleWalletConfig;

beforeEach(async () => {
  const { publicKey, privateKey } = llaves();
  google = await iniciarGoogleWalletFalso({ clientEmail: CORREO, publicKeyPem: publicKey });
  config = {
    issuerId: EMISOR,
    clientEmail: CORREO,
    privateKeyPem: privateKey,
    tokenUrl: google.tokenUrl,
    apiUrl: google.apiUrl,
    saveUrl: google.saveUrl,
  };
});
afterEach(() => google.cerrar());

const clase = (programName = 'Tarjeta Café Luna'): LoyaltyClass => ({
  id: `${EMISOR}.negocio-cafe-luna`,
  issuerName: 'Café Luna',
  programName,
  programLogo: { sourceUri: { uri: 'https://tarjeto.mx/icons/tarjeto-512.png' } },
  hexBackgroundColor: '#7c3aed',
  reviewStatus: 'UNDER_REVIEW',
  countryCode: 'MX',
  homepageUri: { uri: 'https://tarjeto.mx/negocio/cafe-luna', description: 'Página de Café Luna' },
});

const objeto = (visitas = 3): LoyaltyObject => ({
  id: `${EMISOR}.pase-abc123`,
  classId: `${EMISOR}.negocio-cafe-luna`,
  state: 'ACTIVE',
  accountId: 'ana',
  accountName: 'Ana López',
  loyaltyPoints: { label: 'Visitas esta temporada', balance: { int: visitas } },
  secondaryLoyaltyPoints: { label: 'Nivel', balance: { string: 'Plata' } },
  textModulesData: [{ id: 'progreso', header: 'Tu progreso', body: 'Te faltan 2 visitas' }],
  linksModuleData: { uris: [{ id: 'pagina', uri: 'https://tarjeto.mx/negocio/cafe-luna' }] },
  rotatingBarcode: {
    type: 'QR_CODE',
    valuePattern: 'TJ1:ana:{totp_value_0}',
    totpDetails: {
      periodMillis: '30000',
      algorithm: 'TOTP_SHA1',
      parameters: [{ key: '3132333435363738393031323334353637383930', valueLength: 6 }],
    },
    alternateText: 'Tu código de ana',
  },
});

const pedidosDeToken = () => google.solicitudes.filter((s) => s.path === '/token');

describe('token de acceso', () => {
  it('se pide una vez, lo comparten las llamadas simultáneas y se renueva antes de vencer', async () => {
    let reloj = Date.now();
    const opciones = { ahora: () => reloj };
    const [a, b] = await Promise.all([
      tokenDeAcceso(config, opciones),
      tokenDeAcceso(config, opciones),
    ]);
    expect(a).toBe(b);
    const wallet = crearGoogleWallet(config, opciones);
    await wallet.guardarClase(clase());
    await wallet.guardarObjeto(objeto());
    expect(pedidosDeToken()).toHaveLength(1);
    expect(pedidosDeToken()[0]!.status).toBe(200);

    // Google says 3600 s: kept until 3539 s; at 3540 s (the last minute) a new one is asked for.
    reloj += 3539_000;
    expect(await tokenDeAcceso(config, opciones)).toBe(a);
    reloj += 1_000;
    const c = await tokenDeAcceso(config, opciones);
    expect(c).not.toBe(a);
    expect(pedidosDeToken()).toHaveLength(2);
  });

  it('la aserción firmada con otra llave es rechazada y no se reintenta', async () => {
    const ajena = { ...config, privateKeyPem: llaves().privateKey };
    const error = await crearGoogleWallet(ajena)
      .guardarClase(clase())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ErrorGoogleWallet);
    expect(error).toMatchObject({ status: 400, reintentable: false });
    expect(pedidosDeToken().map((s) => s.status)).toEqual([400]);
    expect(google.solicitudes.some((s) => s.path.startsWith('/walletobjects'))).toBe(false);
    expect(google.clases.size).toBe(0);
  });
});

describe('clases y objetos', () => {
  it('inserta, y ante 409 parcha', async () => {
    const wallet = crearGoogleWallet(config);
    await wallet.guardarClase(clase());
    await wallet.guardarClase(clase('Tarjeta Café Luna Centro'));
    const rutas = google.solicitudes
      .filter((s) => s.path.startsWith('/walletobjects'))
      .map((s) => `${s.method} ${s.path} ${s.status}`);
    expect(rutas).toEqual([
      'POST /walletobjects/v1/loyaltyClass 200',
      'POST /walletobjects/v1/loyaltyClass 409',
      `PATCH /walletobjects/v1/loyaltyClass/${EMISOR}.negocio-cafe-luna 200`,
    ]);
    expect(google.clases.get(clase().id)).toMatchObject({
      programName: 'Tarjeta Café Luna Centro',
    });

    await wallet.guardarObjeto(objeto(3));
    const guardado = await wallet.guardarObjeto(objeto(4));
    expect(guardado.loyaltyPoints?.balance.int).toBe(4);
    expect(google.objetos.get(objeto().id)).toMatchObject({
      loyaltyPoints: { balance: { int: 4 } },
    });
    expect(google.solicitudes.at(-1)).toMatchObject({ method: 'PATCH', status: 200 });
  });

  it('actualiza un objeto y le agrega un mensaje que notifica', async () => {
    const wallet = crearGoogleWallet(config);
    await wallet.guardarClase(clase());
    await wallet.guardarObjeto(objeto());
    const inactivo = await wallet.actualizarObjeto(objeto().id, { state: 'INACTIVE' });
    expect(inactivo).toMatchObject({ state: 'INACTIVE', accountName: 'Ana López' });

    const conMensaje = await wallet.agregarMensaje(objeto().id, {
      id: 'nivel-oro',
      header: '¡Subiste a Oro!',
      body: 'Ya tienes las promociones de Oro.',
    });
    expect(conMensaje.messages).toEqual([
      {
        id: 'nivel-oro',
        header: '¡Subiste a Oro!',
        body: 'Ya tienes las promociones de Oro.',
        messageType: 'TEXT_AND_NOTIFY',
      },
    ]);
    expect(google.solicitudes.at(-1)).toMatchObject({
      method: 'POST',
      path: `/walletobjects/v1/loyaltyObject/${EMISOR}.pase-abc123/addMessage`,
      status: 200,
    });
  });

  it('un objeto sin su clase es un error que no se reintenta', async () => {
    const error = await crearGoogleWallet(config)
      .guardarObjeto(objeto())
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ErrorGoogleWallet', status: 404, reintentable: false });
  });

  it('503 y la red caída son reintentables', async () => {
    const wallet = crearGoogleWallet(config);
    await wallet.guardarClase(clase());
    google.fallarProximas(1, 'loyaltyObject');
    const error = await wallet.guardarObjeto(objeto()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ErrorGoogleWallet);
    expect(error).toMatchObject({ status: 503, reintentable: true });
    expect(google.objetos.size).toBe(0);
    await wallet.guardarObjeto(objeto());
    expect(google.objetos.size).toBe(1);

    const sinRed = crearGoogleWallet({ ...config, apiUrl: 'http://127.0.0.1:9' });
    const caida = await sinRed.guardarObjeto(objeto()).catch((e: unknown) => e);
    expect(caida).toMatchObject({ name: 'ErrorGoogleWallet', status: null, reintentable: true });
  });
});

describe('enlace para guardar', () => {
  it('lleva solo el id, firmado, y la página de Google lo acepta', async () => {
    const wallet = crearGoogleWallet(config);
    await wallet.guardarClase(clase());
    await wallet.guardarObjeto(objeto());
    const enlace = await wallet.enlaceParaGuardar(objeto().id, ['https://tarjeto.mx']);
    expect(enlace.startsWith(`${google.saveUrl}/`)).toBe(true);
    const claims = decodeJwt(enlace.slice(google.saveUrl.length + 1));
    expect(claims).toMatchObject({
      iss: CORREO,
      aud: 'google',
      typ: 'savetowallet',
      origins: ['https://tarjeto.mx'],
      payload: { loyaltyObjects: [{ id: objeto().id }] },
    });
    expect(
      Object.keys((claims.payload as { loyaltyObjects: object[] }).loyaltyObjects[0]!),
    ).toEqual(['id']);

    const pagina = await fetch(enlace);
    expect(pagina.status).toBe(200);
    expect(await pagina.text()).toContain('Tarjeta guardada');

    // Signed by another key, or naming an object Google does not have: refused.
    const ajeno = await crearGoogleWallet({
      ...config,
      privateKeyPem: llaves().privateKey,
    }).enlaceParaGuardar(objeto().id, ['https://tarjeto.mx']);
    expect((await fetch(ajeno)).status).toBe(400);
    expect((await fetch(await wallet.enlaceParaGuardar(`${EMISOR}.otro`, []))).status).toBe(400);
  });
});
