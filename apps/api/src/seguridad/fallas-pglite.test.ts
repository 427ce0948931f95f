import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codigoSinUsar, pair, type ClienteSimulado } from '../../../../tools/nexo-sim/device.ts';
import { openPglite, queryRows } from '../db/client.ts';
import {
  arrancar,
  clienteConLlave,
  detener,
  llamar,
  negocioConNexo,
  type Instancia,
} from '../test/procesos.ts';

// Fault (issue 14): the embedded database's process killed in the middle of writes. The server
// runs on PGlite in a temp DATA_DIR, a paired Nexo streams visits, and the process gets SIGKILL
// while some are in flight — no clean stop, no checkpoint, its lock file left behind. Started
// again on the same directory it takes over the dead owner's lock, replays its WAL, and every
// visit the device saw acknowledged is there; the scans it never heard back about, sent again with
// their keys, count once. PGlite only: the PostgreSQL server's own fault is fallas-postgres.

const enPglite = process.env.TEST_DB !== 'postgres';
const RECONOCIDAS_ANTES_DEL_GOLPE = 40;
const EN_VUELO = 4;

let dir: string;
let api: Instancia | undefined;

const enDirectorio = () => arrancar({ DATA_DIR: dir, DATABASE_URL: '' });

beforeAll(async () => {
  if (!enPglite) return;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarjeto-fallas-pglite-'));
  api = await enDirectorio();
}, 180_000);

afterAll(async () => {
  if (api) await detener(api);
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

interface Escaneo {
  body: Record<string, unknown> & { idempotencyKey: string };
  respuesta?: { contada: boolean; visitaId: string | null };
}

describe.runIf(enPglite)('PGlite killed in the middle of writes', () => {
  it('keeps every acknowledged visit after SIGKILL and starts again over the dead lock', async () => {
    const negocio = await negocioConNexo(api!.base, 'Cafetería Apagón');
    const device = await pair(api!.base, negocio.connectionCode, 'Caja sin respaldo');
    const clientes: ClienteSimulado[] = [];
    for (let i = 0; i < 3; i++)
      clientes.push(await clienteConLlave(api!.base, `Cliente Apagón ${i}`));

    const escaneos: Escaneo[] = [];
    let base = api!.base;
    const enviar = async (e: Escaneo) => {
      const r = await llamar(base, 'POST', '/api/nexo/visitas', {
        token: device.token,
        body: e.body,
      }).catch(() => null);
      if (r?.status === 200) e.respuesta = r.json.data;
    };

    // A steady stream, a few scans in flight at any time; the kill lands in the middle of it.
    const enVuelo = new Set<Promise<void>>();
    const muerto = api!.child.pid!;
    const enviados = new Set<string>();
    const reconocidasYa = () => escaneos.filter((e) => e.respuesta).length;
    while (reconocidasYa() < RECONOCIDAS_ANTES_DEL_GOLPE) {
      while (enVuelo.size >= EN_VUELO) await Promise.race(enVuelo);
      const i = escaneos.length;
      // A customer's code is shown once (each code is judged once): when theirs was, a walk-in.
      const codigo = i % 4 === 3 ? await codigoSinUsar(clientes[i % 3]!, enviados) : null;
      const e: Escaneo = {
        body: {
          idempotencyKey: randomUUID(),
          ...(codigo ? { codigo } : { anonimo: true }),
          escaneadoEn: new Date().toISOString(),
        },
      };
      escaneos.push(e);
      const p = enviar(e);
      enVuelo.add(p);
      void p.finally(() => enVuelo.delete(p));
    }
    api!.child.kill('SIGKILL');
    const enVueloAlGolpe = enVuelo.size;
    await Promise.all(enVuelo);
    await detener(api!);
    api = undefined;
    const reconocidas = escaneos.filter((e) => e.respuesta);
    expect(reconocidas.length).toBeGreaterThan(0);

    // The dead process's lock is still there, naming it; the new one takes it over and starts.
    expect(fs.readFileSync(path.join(dir, 'tarjeto.lock'), 'utf8').trim()).toBe(String(muerto));
    api = await enDirectorio();
    base = api.base;
    expect(fs.readFileSync(path.join(dir, 'tarjeto.lock'), 'utf8').trim()).toBe(
      String(api.child.pid),
    );

    // Every acknowledged scan, sent again, gets its first answer back: it was kept.
    for (const e of reconocidas) {
      const otra = await llamar(api.base, 'POST', '/api/nexo/visitas', {
        token: device.token,
        body: e.body,
      });
      expect(otra.status, JSON.stringify(otra.json)).toBe(200);
      expect(otra.json.data.visitaId).toBe(e.respuesta!.visitaId);
    }
    // The ones the device never heard back about, sent again with their keys: each once.
    const sinRespuesta = escaneos.filter((e) => !e.respuesta);
    for (const e of sinRespuesta) await enviar(e);
    expect(escaneos.every((e) => e.respuesta)).toBe(true);

    // Read straight from the directory once the server has stopped: visits are exactly the
    // counted answers, no more, no fewer.
    await detener(api);
    api = undefined;
    const db = await openPglite({ dataDir: dir });
    try {
      const visitas = await queryRows<{ id: string }>(
        db.db,
        sql`select id from visitas where nexo_id = ${device.nexoId}`,
      );
      const contadas = escaneos
        .filter((e) => e.respuesta!.contada)
        .map((e) => e.respuesta!.visitaId);
      expect(visitas.map((v) => v.id).sort()).toEqual([...contadas].sort());
      console.info(
        `[fallas] PGlite con SIGKILL: ${escaneos.length} escaneos, ${reconocidas.length} reconocidos ` +
          `antes del golpe, ${enVueloAlGolpe} en vuelo, ${sinRespuesta.length} sin respuesta ` +
          `(reenviados); ${visitas.length} visitas en la base, ninguna perdida ni doble.`,
      );
    } finally {
      await db.close();
    }
  }, 240_000);
});
