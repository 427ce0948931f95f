import { execFile } from 'node:child_process';
import { createHash, createPrivateKey } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  crearCredencialesDePrueba,
  type CredencialesDePrueba,
} from '../../../../../tools/wallet-dev/credenciales.ts';
import { loadEnv } from '../../config/env.ts';
import { verificarFirma } from '../../test/cartera.ts';
import { leerZip } from '../../test/zip.ts';
import { construirPaseApple, rgb, type DatosPaseApple } from './apple-pase.ts';
import { APPLE_KEYS, cargarConfigCartera, GOOGLE_KEYS, type AppleWalletConfig } from './config.ts';

// The Apple Wallet pass, signed with the test credentials of `npm run wallet:dev`: its files and
// manifest agree, pass.json says the card's figures, and the signature checks with OpenSSL
// against the test CA — and stops checking when one byte of the manifest changes. No database.

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../../..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tarjeto-apple-pase-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

let cred: CredencialesDePrueba;
let otra: CredencialesDePrueba;
let config: AppleWalletConfig;
beforeAll(async () => {
  [cred, otra] = await Promise.all([
    crearCredencialesDePrueba(path.join(tmp, 'cred')),
    crearCredencialesDePrueba(path.join(tmp, 'otra')),
  ]);
  // Read as the server reads them at boot: the files must pass its checks.
  const cartera = cargarConfigCartera(loadEnv({ ...cred.env, PUBLIC_URL: 'https://tarjeto.test' }));
  expect(cartera.google).not.toBeNull();
  config = cartera.apple!;
  expect(config.webServiceUrl).toBe('https://tarjeto.test/api/pases/apple');
});

const datos = (cambios: Partial<DatosPaseApple> = {}): DatosPaseApple => ({
  serial: 'PASE-7Q4KM-NEG1',
  authToken: 'ficha-de-prueba-1234567890',
  negocio: {
    nombre: 'Café La Esquina',
    colorFondo: '#c2185b',
    colorTexto: '#ffffff',
    colorEtiqueta: '#fde68a',
    logoPng: null,
  },
  cliente: { nombre: 'Ana López' },
  nivel: 'Bronce',
  visitasTemporada: 3,
  progreso: 'Te faltan 2 visitas para Plata',
  temporada: 'Hasta el 31 de diciembre de 2026',
  ofertas: [
    { titulo: 'Café gratis', descripcion: 'Un americano gratis en tu quinta visita.' },
    { titulo: '2x1 en pan dulce', descripcion: 'Los martes.' },
  ],
  codigo: 'TARJETO:7Q4KM482913',
  anulado: false,
  ubicaciones: [
    { latitude: 19.4326, longitude: -99.1332, relevantText: 'Estás cerca de Café La Esquina' },
  ],
  paginaUrl: 'https://tarjeto.test/negocio/cafe-la-esquina',
  modificadoEn: new Date('2026-05-01T18:30:00.000Z'),
  ...cambios,
});

describe('construirPaseApple', () => {
  it('builds a signed storeCard whose manifest covers every file and whose signature checks', async () => {
    const zip = await construirPaseApple(config, datos());
    const archivos = leerZip(zip);
    expect([...archivos.keys()].sort()).toEqual(
      [
        'icon.png',
        'icon@2x.png',
        'logo.png',
        'logo@2x.png',
        'manifest.json',
        'pass.json',
        'signature',
      ].sort(),
    );
    // Small: a push-driven update downloads the whole pass.
    expect(zip.length).toBeLessThan(40_000);

    // Every file but the manifest and the signature, each with its SHA-1, and nothing else.
    const manifest = JSON.parse(archivos.get('manifest.json')!.toString('utf8')) as Record<
      string,
      string
    >;
    const firmados = [...archivos.keys()].filter((n) => n !== 'manifest.json' && n !== 'signature');
    expect(Object.keys(manifest).sort()).toEqual(firmados.sort());
    for (const n of firmados)
      expect(manifest[n], n).toBe(createHash('sha1').update(archivos.get(n)!).digest('hex'));

    const bien = await verificarFirma(archivos, cred.archivos.ca);
    expect(bien.stderr).toMatch(/Verification successful/);
    expect(bien.ok).toBe(true);

    // One byte of the manifest changed: the signature no longer holds.
    const alterado = new Map(archivos);
    const m = Buffer.from(archivos.get('manifest.json')!);
    const i = m.indexOf('"') + 1;
    m[i] = m[i]! ^ 0x01;
    alterado.set('manifest.json', m);
    const mal = await verificarFirma(alterado, cred.archivos.ca);
    expect(mal.ok).toBe(false);
    expect(mal.stderr).toMatch(/digest failure|verification failure/i);

    // Nor does it check against a CA that did not issue the chain.
    expect((await verificarFirma(archivos, otra.archivos.ca)).ok).toBe(false);

    // The images are the sizes Apple asks for (points; @2x doubles them).
    const tamaño = async (n: string) => {
      const { width, height } = await sharp(archivos.get(n)!).metadata();
      return [width, height];
    };
    expect(await tamaño('icon.png')).toEqual([29, 29]);
    expect(await tamaño('icon@2x.png')).toEqual([58, 58]);
    const [w, h] = (await tamaño('logo.png')) as [number, number];
    expect(w <= 160 && h <= 50).toBe(true);
  });

  it('writes the card\u2019s figures into pass.json, in Spanish', async () => {
    const pase = JSON.parse(
      leerZip(await construirPaseApple(config, datos()))
        .get('pass.json')!
        .toString('utf8'),
    );
    expect(pase).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: 'pass.mx.tarjeto.dev',
      teamIdentifier: 'TARJETO0DV',
      serialNumber: 'PASE-7Q4KM-NEG1',
      organizationName: 'Café La Esquina',
      description: 'Tarjeta de lealtad de Café La Esquina en Tarjeto',
      logoText: 'Café La Esquina',
      webServiceURL: 'https://tarjeto.test/api/pases/apple',
      authenticationToken: 'ficha-de-prueba-1234567890',
      sharingProhibited: true,
      backgroundColor: 'rgb(194, 24, 91)',
      foregroundColor: 'rgb(255, 255, 255)',
      labelColor: 'rgb(253, 230, 138)',
      barcodes: [
        {
          format: 'PKBarcodeFormatQR',
          message: 'TARJETO:7Q4KM482913',
          messageEncoding: 'iso-8859-1',
          altText: '7Q4KM-482913',
        },
      ],
      locations: [
        { latitude: 19.4326, longitude: -99.1332, relevantText: 'Estás cerca de Café La Esquina' },
      ],
    });
    const c = pase.storeCard;
    expect(c.primaryFields).toEqual([
      { key: 'visitas', label: 'Visitas esta temporada', value: 3 },
    ]);
    expect(c.secondaryFields).toEqual([
      { key: 'nivel', label: 'Nivel', value: 'Bronce' },
      { key: 'progreso', label: 'Tu progreso', value: 'Te faltan 2 visitas para Plata' },
    ]);
    expect(c.auxiliaryFields[0]).toEqual({
      key: 'temporada',
      label: 'Temporada',
      value: 'Hasta el 31 de diciembre de 2026',
    });
    expect(c.auxiliaryFields[1]).toMatchObject({ key: 'cliente', value: 'Ana López' });
    expect(c.backFields.map((f: { key: string }) => f.key)).toEqual([
      'oferta-1',
      'oferta-2',
      'pagina',
      'actualizada',
      'tarjeto',
    ]);
    expect(c.backFields[0]).toMatchObject({
      label: 'Café gratis',
      value: 'Un americano gratis en tu quinta visita.',
    });
    expect(c.backFields[2]).toMatchObject({
      value: 'https://tarjeto.test/negocio/cafe-la-esquina',
      attributedValue: '<a href="https://tarjeto.test/negocio/cafe-la-esquina">Ver la página</a>',
    });
    expect(c.backFields[3]).toMatchObject({ value: '2026-05-01T18:30:00Z' });
  });

  it('voids a removed pass and shows no code; says when there are no offers; keeps ten places', async () => {
    const anulado = await construirPaseApple(
      config,
      datos({
        codigo: null,
        anulado: true,
        temporada: null,
        ofertas: [],
        ubicaciones: Array.from({ length: 12 }, (_, i) => ({
          latitude: 19 + i / 100,
          longitude: -99,
          relevantText: `Sucursal ${i + 1}`,
        })),
      }),
    );
    const archivos = leerZip(anulado);
    const pase = JSON.parse(archivos.get('pass.json')!.toString('utf8'));
    expect(pase.voided).toBe(true);
    expect(pase.barcodes).toBeUndefined();
    expect(pase.storeCard.auxiliaryFields.map((f: { key: string }) => f.key)).toEqual(['cliente']);
    expect(pase.storeCard.backFields[0]).toMatchObject({ key: 'ofertas', label: 'Ofertas' });
    expect(pase.locations).toHaveLength(10);
    expect((await verificarFirma(archivos, cred.archivos.ca)).ok).toBe(true);

    const vivo = JSON.parse(
      leerZip(await construirPaseApple(config, datos()))
        .get('pass.json')!
        .toString('utf8'),
    );
    expect(vivo.voided).toBeUndefined();
  });

  it('shows a business\u2019s latest aviso first on the back, as a change the iPhone announces', async () => {
    const pase = JSON.parse(
      leerZip(await construirPaseApple(config, datos({ aviso: 'Hoy hay tamales de elote.' })))
        .get('pass.json')!
        .toString('utf8'),
    );
    expect(pase.storeCard.backFields[0]).toEqual({
      key: 'aviso',
      label: `Aviso de ${datos().negocio.nombre}`,
      value: 'Hoy hay tamales de elote.',
      changeMessage: '%@',
    });
  });

  it('fits the business\u2019s logo into Apple\u2019s sizes, however large it came', async () => {
    const logoPng = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#0f766e' },
    })
      .png()
      .toBuffer();
    const zip = await construirPaseApple(
      config,
      datos({ negocio: { ...datos().negocio, logoPng } }),
    );
    expect(zip.length).toBeLessThan(40_000);
    const archivos = leerZip(zip);
    const logo = await sharp(archivos.get('logo.png')!).metadata();
    expect([logo.width, logo.height]).toEqual([67, 50]);
    const logo2x = await sharp(archivos.get('logo@2x.png')!).metadata();
    expect([logo2x.width, logo2x.height]).toEqual([133, 100]);
    expect((await sharp(archivos.get('icon.png')!).metadata()).width).toBe(29);
    expect((await verificarFirma(archivos, cred.archivos.ca)).ok).toBe(true);
  });

  it('signs with a key that has a passphrase (APPLE_PASS_KEY_PASSPHRASE)', async () => {
    const cifrada = createPrivateKey(config.keyPem).export({
      type: 'pkcs8',
      format: 'pem',
      cipher: 'aes-256-cbc',
      passphrase: 'contraseña-de-prueba',
    }) as string;
    const zip = await construirPaseApple(
      { ...config, keyPem: cifrada, keyPassphrase: 'contraseña-de-prueba' },
      datos(),
    );
    expect((await verificarFirma(leerZip(zip), cred.archivos.ca)).ok).toBe(true);
  });

  it('refuses a short token, a colour it cannot read, an empty code and a place it would drop', async () => {
    await expect(construirPaseApple(config, datos({ authToken: 'corta' }))).rejects.toThrow(
      /al menos 16 caracteres/,
    );
    await expect(
      construirPaseApple(config, datos({ negocio: { ...datos().negocio, colorFondo: 'rojo' } })),
    ).rejects.toThrow(/Color no válido/);
    await expect(construirPaseApple(config, datos({ codigo: '' }))).rejects.toThrow(
      /código del pase/,
    );
    // A place passkit-generator's schema refuses it drops with a warning: an error here.
    await expect(
      construirPaseApple(
        config,
        datos({ ubicaciones: [{ latitude: Number.NaN, longitude: 0, relevantText: 'x' }] }),
      ),
    ).rejects.toThrow(/ubicación/);
    expect(rgb('#C15')).toBe('rgb(204, 17, 85)');
  });
});

describe('npm run wallet:dev', () => {
  const cli = (dir: string) =>
    run(
      process.execPath,
      [
        path.join(root, 'node_modules/tsx/dist/cli.mjs'),
        path.join(root, 'tools/wallet-dev/wallet-dev.ts'),
        dir,
      ],
      { cwd: root, timeout: 60_000 },
    );

  it('prints only NAME=value lines with absolute paths, and overwrites on a second run', async () => {
    const dir = path.join(tmp, 'cli');
    const primera = await cli(dir);
    const lineas = primera.stdout.trimEnd().split('\n');
    for (const l of lineas) expect(l).toMatch(/^[A-Z][A-Z0-9_]*=\S+$/);
    const env = Object.fromEntries(lineas.map((l) => l.split(/=(.*)/s).slice(0, 2)));
    // Every setting the server reads, and nothing else.
    expect(Object.keys(env).sort()).toEqual([...GOOGLE_KEYS, ...APPLE_KEYS].sort());
    for (const k of Object.keys(env).filter((k) => /_(FILE|CERT|KEY)$/.test(k))) {
      expect(path.isAbsolute(env[k]!), k).toBe(true);
      expect(fs.existsSync(env[k]!), k).toBe(true);
    }
    expect(primera.stderr).toMatch(/Ningún teléfono real las acepta/);
    expect(primera.stderr).toContain('docs/wallet.md');
    // What it prints is what the server boots with.
    expect(
      cargarConfigCartera(loadEnv({ ...env, PUBLIC_URL: 'https://tarjeto.test' })).apple,
    ).not.toBeNull();

    const antes = fs.readdirSync(dir).sort();
    const llave = fs.readFileSync(env.APPLE_PASS_KEY!, 'utf8');
    const segunda = await cli(dir);
    expect(segunda.stdout).toBe(primera.stdout);
    expect(fs.readdirSync(dir).sort()).toEqual(antes);
    expect(fs.readFileSync(env.APPLE_PASS_KEY!, 'utf8')).not.toBe(llave);
    expect((fs.statSync(env.APPLE_PASS_KEY!).mode & 0o777).toString(8)).toBe('600');
  });
});
