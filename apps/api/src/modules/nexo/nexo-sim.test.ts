import { execFile } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { cargar, pair, registrarVisita } from '../../../../../tools/nexo-sim/device.ts';
import { cliente, negocio, postJson } from '../../test/fixtures.ts';
import { testAppForFile } from '../../test/test-app.ts';

// tools/nexo-sim against a real server on a loopback port: the command line pairs with a code from
// the business's screen and registers visits, one at a time and as a bounded load.

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../../..');
const cli = (args: string[], cwd: string) =>
  run(
    process.execPath,
    [
      path.join(root, 'node_modules/tsx/dist/cli.mjs'),
      path.join(root, 'tools/nexo-sim/nexo-sim.ts'),
      ...args,
    ],
    {
      cwd,
      timeout: 60_000,
    },
  );

const t = testAppForFile();
let url: string;
beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

const codeFor = async (neg: { cookie: string; establecimientoID: string }) =>
  (
    await postJson(
      t,
      '/api/establecimiento/generate-code',
      { establecimientoID: neg.establecimientoID },
      { cookie: neg.cookie },
    )
  ).json().data.code as string;

describe('nexo-sim', () => {
  it('says how to use it, and which option it did not understand, in Spanish', async () => {
    const ayuda = await cli(['--help'], root);
    expect(ayuda.stdout).toMatch(/^Uso: npm run nexo-sim -- <comando>/);
    expect(ayuda.stdout).toContain('pair --code 123456');
    const mal = await cli(['visit', '--codigoo', 'X'], root).then(
      () => null,
      (err: { code: number; stderr: string }) => err,
    );
    expect(mal?.code).toBe(1);
    expect(mal?.stderr).toMatch(/^Opción no válida: --codigoo\./);
  });

  it('pairs from the command line, registers a visit and unpairs', async () => {
    const neg = await negocio(t, 'Panadería La Sim');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nexo-sim-'));
    const paired = await cli(
      ['pair', '--url', url, '--code', await codeFor(neg), '--nombre', 'Caja simulada'],
      dir,
    );
    expect(paired.stdout).toContain('Vinculado a Panadería La Sim');
    const state = JSON.parse(fs.readFileSync(path.join(dir, '.nexo-sim.json'), 'utf8'));
    expect(state.token).toMatch(/^nexo_/);
    expect((fs.statSync(path.join(dir, '.nexo-sim.json')).mode & 0o777).toString(8)).toBe('600');

    // Its heartbeat: the business's Nexo screen now hears from it.
    const beat = await cli(['latido', '--json'], dir);
    expect(JSON.parse(beat.stdout)).toMatchObject({ latidoCadaMs: 60_000 });
    const heard = await t.app.inject({
      method: 'GET',
      url: `/api/establecimiento/${neg.establecimientoID}/nexo`,
      cookies: { tarjeto_sesion: neg.cookie },
    });
    expect(heard.json().data.ultimaSenal).toBe(JSON.parse(beat.stdout).vistoAt);

    const ana = await cliente(t, 'Ana Simulada');
    const visit = await cli(['visit', '--codigo', await ana.qrEn()], dir);
    expect(visit.stdout).toContain(
      '¡Listo! Ana Simulada: visita registrada (1 en la temporada, sin nivel aún).',
    );
    // Her next code (the same one is used up): the cooldown.
    const again = await cli(
      ['visit', '--codigo', await ana.qrEn(Date.now() + 30_000), '--json'],
      dir,
    );
    expect(JSON.parse(again.stdout)).toMatchObject({ contada: false, motivo: 'cooldown' });
    expect((await cli(['yo'], dir)).stdout).toContain('1 visitas registradas');

    await cli(['unpair'], dir);
    expect(fs.existsSync(path.join(dir, '.nexo-sim.json'))).toBe(false);
    await expect(registrarVisita(state, { anonimo: true })).rejects.toMatchObject({
      status: 401,
      code: 'NEXO_NO_VINCULADO',
    });
  });

  it('drives a bounded load of customers and walk-ins', async () => {
    const neg = await negocio(t, 'Café Carga');
    const device = await pair(url, await codeFor(neg));
    const clientes = [];
    for (let i = 0; i < 6; i++) clientes.push(await cliente(t, `Cliente Carga ${i}`));
    const r = await cargar(device, { porSegundo: 20, segundos: 1.5, clientes, anonimos: 0.3 });
    expect(r.enviadas).toBe(30);
    expect(r.errores).toEqual({});
    // Each customer counts once (the 4-hour cooldown), walk-ins always.
    expect(r.contadas).toBeGreaterThanOrEqual(6);
    expect(r.contadas + r.cooldown).toBe(30);
    const stats = await t.app.inject({
      method: 'GET',
      url: `/api/nexo/${device.nexoId}/stats`,
      cookies: { tarjeto_sesion: neg.cookie },
    });
    expect(stats.json().data.visitasRegistradas).toBe(r.contadas);
  });
});
