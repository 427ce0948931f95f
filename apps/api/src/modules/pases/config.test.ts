import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  crearCredencialesDePrueba,
  type CredencialesDePrueba,
} from '../../../../../tools/wallet-dev/credenciales.ts';
import { EnvError, loadEnv } from '../../config/env.ts';
import { cargarConfigCartera } from './config.ts';

// The wallets' configuration at boot: off without keys, on with all of them, and otherwise one
// readable line per problem (no database).

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tarjeto-config-cartera-'));
let cred: CredencialesDePrueba;
beforeAll(async () => {
  cred = await crearCredencialesDePrueba(tmp);
}, 60_000);
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const lineas = (env: Record<string, string>) => {
  try {
    cargarConfigCartera(loadEnv(env));
  } catch (err) {
    if (err instanceof EnvError) return err.lines;
    throw err;
  }
  return [];
};

describe('cargarConfigCartera', () => {
  it('leaves both wallets off without their keys', () => {
    expect(cargarConfigCartera(loadEnv({}))).toEqual({ google: null, apple: null });
  });

  it('turns both on with the files of npm run wallet:dev and a public origin', () => {
    const c = cargarConfigCartera(loadEnv({ ...cred.env, PUBLIC_URL: 'https://tarjeto.mx/' }));
    expect(c.google).toMatchObject({
      issuerId: cred.env.GOOGLE_WALLET_ISSUER_ID,
      clientEmail: expect.stringContaining('@'),
      tokenUrl: 'https://oauth2.googleapis.com/token',
      apiUrl: 'https://walletobjects.googleapis.com',
      saveUrl: 'https://pay.google.com/gp/v/save',
    });
    expect(c.apple).toMatchObject({
      passTypeId: cred.env.APPLE_PASS_TYPE_ID,
      apnsUrl: 'https://api.push.apple.com',
      webServiceUrl: 'https://tarjeto.mx/api/pases/apple',
    });
  });

  it('says each problem on a line of its own', () => {
    const { APPLE_TEAM_ID: _sinEquipo, ...sinEquipo } = cred.env;
    expect(
      lineas({
        ...sinEquipo,
        GOOGLE_WALLET_KEY_FILE: path.join(tmp, 'no-existe.json'),
        APPLE_APNS_KEY: cred.archivos.llavePase,
      }),
    ).toEqual([
      `  GOOGLE_WALLET_KEY_FILE: no se pudo leer el archivo "${path.join(tmp, 'no-existe.json')}"`,
      expect.stringMatching(/^ {2}APPLE_TEAM_ID: falta \(Apple Wallet necesita también/),
      expect.stringMatching(/^ {2}APPLE_APNS_KEY: es una llave rsa; se espera EC P-256 \(\.p8\)/),
      '  PUBLIC_URL: falta (la cartera del teléfono la usa para los enlaces y las imágenes del pase)',
    ]);
    expect(lineas({ GOOGLE_WALLET_ISSUER_ID: 'abc' })).toEqual([
      expect.stringMatching(/^ {2}GOOGLE_WALLET_ISSUER_ID: es el número de emisor/),
    ]);
    expect(
      lineas({
        ...cred.env,
        PUBLIC_URL: 'https://x.mx',
        APPLE_WWDR_CERT: cred.archivos.llaveGoogle,
      }),
    ).toEqual([expect.stringMatching(/^ {2}APPLE_WWDR_CERT: no es un certificado X\.509 en PEM/)]);
  });
});
