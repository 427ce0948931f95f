import { execFile } from 'node:child_process';
import { createPublicKey } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  crearCredencialesDePrueba,
  type CredencialesDePrueba,
} from '../../../../tools/wallet-dev/credenciales.ts';
import { cliente, get, negocio, nexoPara, postJson } from './fixtures.ts';
import { iniciarApnsFalso, type ApnsFalso } from './stand-ins/apns.ts';
import { iniciarGoogleWalletFalso, type GoogleWalletFalso } from './stand-ins/google-wallet.ts';
import { appLeida, createTestApp, type TestApp } from './test-app.ts';

// Both phone wallets on, for a test: the credentials `npm run wallet:dev` makes, Google's and
// Apple's stand-ins on loopback checking them, and the environment that points the server there.

export const PUBLIC_URL_PRUEBA = 'https://tarjeto.test';

export interface CarteraDePrueba {
  cred: CredencialesDePrueba;
  google: GoogleWalletFalso;
  apns: ApnsFalso;
  /** The server's environment: the credentials, the stand-ins' URLs, PUBLIC_URL. */
  env: Record<string, string>;
  cerrar(): Promise<void>;
}

const publicaDe = (pemPrivada: string) =>
  createPublicKey(pemPrivada).export({ type: 'spki', format: 'pem' }).toString();

export async function prepararCartera(): Promise<CarteraDePrueba> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarjeto-cartera-'));
  const cred = await crearCredencialesDePrueba(dir);
  const cuenta = JSON.parse(fs.readFileSync(cred.archivos.llaveGoogle, 'utf8')) as {
    client_email: string;
    private_key: string;
  };
  const google = await iniciarGoogleWalletFalso({
    clientEmail: cuenta.client_email,
    publicKeyPem: publicaDe(cuenta.private_key),
  });
  const apns = await iniciarApnsFalso({
    teamId: cred.env.APPLE_TEAM_ID!,
    keyId: cred.env.APPLE_APNS_KEY_ID!,
    publicKeyPem: publicaDe(fs.readFileSync(cred.archivos.llaveApns, 'utf8')),
  });
  return {
    cred,
    google,
    apns,
    env: {
      ...cred.env,
      GOOGLE_OAUTH_TOKEN_URL: google.tokenUrl,
      GOOGLE_WALLET_API_URL: google.apiUrl,
      GOOGLE_WALLET_SAVE_URL: google.saveUrl,
      APPLE_APNS_URL: apns.url,
      PUBLIC_URL: PUBLIC_URL_PRUEBA,
    },
    cerrar: async () => {
      await Promise.all([google.cerrar(), apns.cerrar()]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Both wallets, and the app that sends their passes, of a test file: made before its tests (as
 * testAppForFile), closed after them; read `t` and `cartera` inside tests and hooks.
 * `servidorNuevo` starts another server on the same database in place of `t`'s, once the test has
 * closed that one: a restart.
 */
export function carteraParaArchivo() {
  let hecha: CarteraDePrueba | undefined;
  let app: TestApp | undefined;
  beforeAll(async () => {
    hecha = await prepararCartera();
    app = await createTestApp({ env: hecha.env, enviarPases: true });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await hecha?.cerrar();
  });
  const lista = () => {
    if (!hecha)
      throw new Error('The wallets are made in beforeAll: read them inside a test or hook');
    return hecha;
  };
  const cartera: CarteraDePrueba = {
    get cred() {
      return lista().cred;
    },
    get google() {
      return lista().google;
    },
    get apns() {
      return lista().apns;
    },
    get env() {
      return lista().env;
    },
    cerrar: () => lista().cerrar(),
  };
  const t = appLeida(() => app);
  const servidorNuevo = async () => {
    app = await createTestApp({ env: lista().env, enviarPases: true, database: t.database });
  };
  return { t, cartera, servidorNuevo };
}

const ejecutar = promisify(execFile);

/** `openssl smime -verify` of the pass's detached signature over its manifest, against a CA. */
export async function verificarFirma(archivos: Map<string, Buffer>, caFile: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarjeto-firma-'));
  fs.writeFileSync(path.join(dir, 'signature'), archivos.get('signature')!);
  fs.writeFileSync(path.join(dir, 'manifest.json'), archivos.get('manifest.json')!);
  return ejecutar('openssl', [
    'smime',
    '-verify',
    '-binary',
    '-inform',
    'DER',
    '-in',
    path.join(dir, 'signature'),
    '-content',
    path.join(dir, 'manifest.json'),
    '-CAfile',
    caFile,
    // Apple's pass certificates (and ours) carry Apple's own extended key usage, not S/MIME's.
    '-purpose',
    'any',
    '-out',
    path.join(dir, 'contenido'),
  ])
    .then(
      (r) => ({ ok: true, stderr: r.stderr }),
      (err: { stderr: string }) => ({ ok: false, stderr: err.stderr }),
    )
    .finally(() => fs.rmSync(dir, { recursive: true, force: true }));
}

/** Waits (polling) until `listo` holds: for the outbox's sender, which runs every second. */
export async function hasta(listo: () => boolean | Promise<boolean>, ms = 15_000) {
  const fin = Date.now() + ms;
  while (!(await listo())) {
    if (Date.now() > fin) throw new Error('no ocurrió a tiempo');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A business with its Nexo, and a customer with an empty card there (added by its code). */
export async function escenaConTarjeta(t: TestApp, nombre: string) {
  const neg = await negocio(t, nombre);
  const nexo = await nexoPara(t, neg);
  const cli = await cliente(t, `Cliente de ${nombre}`);
  const perfil = (await get(t, '/api/negocio/profile', neg.cookie)).json().data as {
    codigo: string;
  };
  const agregada = await postJson(
    t,
    '/api/cliente/tarjetas',
    { codigoNegocio: perfil.codigo },
    { cookie: cli.cookie },
  );
  expect(agregada.statusCode, agregada.body).toBe(201);
  return { neg, nexo, cli };
}
