import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@tarjeto/shared';
import {
  codigoSinUsar,
  pair,
  type ClienteSimulado,
  type Device,
} from '../../../../tools/nexo-sim/device.ts';
import {
  arrancar,
  clienteConLlave,
  detener,
  llamar,
  negocioConNexo,
  puertoLibre,
  type Instancia,
} from '../test/procesos.ts';

// Fault (issue 14): PostgreSQL restarted in the middle of a stream of visits. The server runs on a
// private PostgreSQL 15 cluster started here (never the shared one), a paired Nexo scans customers
// and walk-ins, and the cluster is stopped (fast shutdown) and started again mid-stream. While it
// is down every answer is 503 BASE_NO_DISPONIBLE with Retry-After — never a 500, never a dead
// process; the device keeps each scan and retries it with the same key (docs/nexo-protocol.md §4);
// the server comes back by itself, and every visit the device saw acknowledged is in the database
// exactly once. PostgreSQL only.

const enPostgres = process.env.TEST_DB === 'postgres';
const BIN = '/usr/lib/postgresql/15/bin';
const SEGUNDOS_ANTES = 3;
const SEGUNDOS_CAIDA = 4;
const SEGUNDOS_DESPUES = 3;
const ESCANEOS_POR_SEGUNDO = 8;

/** A PostgreSQL cluster of its own in a temp dir, run as `postgres` when the tests run as root. */
class Cluster {
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarjeto-fallas-pg-'));
  readonly data = path.join(this.dir, 'data');
  constructor(readonly port: number) {
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', this.dir]);
  }
  private async run(bin: string, args: string[]) {
    const cmd = path.join(BIN, bin);
    const [file, argv] =
      process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
    // Asynchronous: the stream of scans goes on while the cluster stops and starts.
    await promisify(execFile)(file, argv);
  }
  init() {
    return this.run('initdb', [
      '-D',
      this.data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '-N',
    ]);
  }
  start() {
    return this.run('pg_ctl', [
      '-D',
      this.data,
      '-l',
      path.join(this.dir, 'postgres.log'),
      '-o',
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1`,
      '-w',
      'start',
    ]);
  }
  /** Fast shutdown: open sessions are cut at once, as in a restart or a failover. */
  stop() {
    return this.run('pg_ctl', ['-D', this.data, '-m', 'fast', '-w', 'stop']);
  }
  url(db: string) {
    return `postgres://postgres@127.0.0.1:${this.port}/${db}`;
  }
  async remove() {
    await this.run('pg_ctl', ['-D', this.data, '-m', 'immediate', '-w', 'stop']).catch(() => {
      // not running
    });
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

interface Respuesta {
  at: number;
  status: number;
  code?: string;
  message?: string;
  retryAfter: string | null;
}

/** One scan as a device keeps it until the server gives a definitive answer. */
interface Escaneo {
  key: string;
  body: Record<string, unknown>;
  respuestas: Respuesta[];
  final?: { contada: boolean; visitaId: string | null };
}

let cluster: Cluster;
let api: Instancia;
let url: string;

beforeAll(async () => {
  if (!enPostgres) return;
  cluster = new Cluster(await puertoLibre(5440, 5449));
  await cluster.init();
  await cluster.start();
  const admin = new pg.Client({ connectionString: cluster.url('postgres') });
  await admin.connect();
  await admin.query('create database tarjeto');
  await admin.end();
  url = cluster.url('tarjeto');
  api = await arrancar({ DATABASE_URL: url });
}, 120_000);

afterAll(async () => {
  if (!enPostgres) return;
  if (api) await detener(api);
  await cluster?.remove();
});

describe.runIf(enPostgres)('PostgreSQL restarted during a stream of visits', () => {
  it('answers 503 while it is down, recovers by itself and keeps every acknowledged visit once', async () => {
    const negocio = await negocioConNexo(api.base, 'Taquería La Reiniciada');
    const device: Device = await pair(api.base, negocio.connectionCode, 'Caja resistente');
    const clientes: ClienteSimulado[] = [];
    for (let i = 0; i < 4; i++)
      clientes.push(await clienteConLlave(api.base, `Cliente Reinicio ${i}`));

    const escaneos: Escaneo[] = [];
    const salud: Array<{ at: number; status: number; reachable: boolean }> = [];
    const t0 = Date.now();
    const caida = { desde: 0, hasta: 0 };

    /** Sends a scan until the answer is definitive; on a 5xx or no answer, the same key again. */
    const enviar = async (e: Escaneo) => {
      for (;;) {
        let r: Awaited<ReturnType<typeof llamar>> | null = null;
        try {
          r = await llamar(device.url, 'POST', '/api/nexo/visitas', {
            token: device.token,
            body: e.body,
          });
        } catch {
          // No answer at all: the server must not have died of it.
          if (api.child.exitCode !== null || api.child.signalCode !== null) {
            throw new Error('el servidor terminó durante la caída de PostgreSQL');
          }
          e.respuestas.push({ at: Date.now(), status: 0, retryAfter: null });
        }
        if (r) {
          e.respuestas.push({
            at: Date.now(),
            status: r.status,
            code: r.json?.code,
            message: r.json?.message,
            retryAfter: r.retryAfter,
          });
          if (r.status < 500) {
            if (r.status === 200) e.final = r.json.data;
            return;
          }
        }
        // A device waits between tries; Retry-After says 5 s, this one is impatient.
        await new Promise((res) => setTimeout(res, 700));
      }
    };

    const pendientes: Array<Promise<void>> = [];
    const total = (SEGUNDOS_ANTES + SEGUNDOS_CAIDA + SEGUNDOS_DESPUES) * ESCANEOS_POR_SEGUNDO;
    const falla = (async () => {
      await new Promise((r) => setTimeout(r, SEGUNDOS_ANTES * 1000));
      caida.desde = Date.now();
      await cluster.stop();
      const hasta = caida.desde + SEGUNDOS_CAIDA * 1000;
      while (Date.now() < hasta) {
        const h = await llamar(api.base, 'GET', '/api/health');
        salud.push({ at: Date.now(), status: h.status, reachable: h.json.database.reachable });
        await new Promise((r) => setTimeout(r, 500));
      }
      await cluster.start();
      caida.hasta = Date.now();
    })();
    const enviados = new Set<string>();
    for (let i = 0; i < total; i++) {
      const due = t0 + (i * 1000) / ESCANEOS_POR_SEGUNDO;
      if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
      // A customer's code is shown once (each code is judged once): when theirs was, a walk-in.
      const codigo =
        i % 3 === 2 ? null : await codigoSinUsar(clientes[i % clientes.length]!, enviados);
      const e: Escaneo = {
        key: randomUUID(),
        // The scan's own time goes with it, as a device's queue keeps it (§5).
        body: {
          ...(codigo ? { codigo } : { anonimo: true }),
          escaneadoEn: new Date().toISOString(),
        },
        respuestas: [],
      };
      e.body.idempotencyKey = e.key;
      escaneos.push(e);
      pendientes.push(enviar(e));
    }
    await falla;
    await Promise.all(pendientes);

    // The process lived through it.
    expect(api.child.exitCode).toBeNull();
    expect(api.child.signalCode).toBeNull();

    const respuestas = escaneos.flatMap((e) => e.respuestas);
    const fallidas = respuestas.filter((r) => r.status !== 200);
    // The fault did happen, and every failed answer was the Spanish 503 with Retry-After.
    expect(fallidas.length).toBeGreaterThan(0);
    for (const r of fallidas) {
      expect(r).toMatchObject({
        status: 503,
        code: 'BASE_NO_DISPONIBLE',
        message: ERROR_MESSAGES.BASE_NO_DISPONIBLE,
        retryAfter: '5',
      });
    }
    expect(salud.length).toBeGreaterThan(0);
    expect(salud.every((h) => h.status === 503 && !h.reachable)).toBe(true);

    // It came back by itself: every scan ended acknowledged, and health says so.
    expect(escaneos.every((e) => e.final)).toBe(true);
    expect((await llamar(api.base, 'GET', '/api/health')).status).toBe(200);
    const primeraTrasCaida = Math.min(
      ...respuestas.filter((r) => r.status === 200 && r.at > caida.hasta).map((r) => r.at),
    );

    // Every acknowledged visit is in the database exactly once.
    const contadas = escaneos.filter((e) => e.final!.contada).map((e) => e.final!.visitaId!);
    expect(new Set(contadas).size).toBe(contadas.length);
    const leer = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        const visitas = await c.query<{ id: string }>('select id from visitas where nexo_id = $1', [
          device.nexoId,
        ]);
        const claves = await c.query<{ n: string }>(
          'select count(*) n from nexo_solicitudes where nexo_id = $1 and clave = any($2)',
          [device.nexoId, escaneos.map((e) => e.key)],
        );
        const contador = await c.query<{ n: number }>(
          'select visitas_registradas n from nexos where id = $1',
          [device.nexoId],
        );
        return {
          visitas: visitas.rows.map((r) => r.id).sort(),
          claves: Number(claves.rows[0]!.n),
          contador: contador.rows[0]!.n,
        };
      } finally {
        await c.end();
      }
    };
    const antes = await leer();
    expect(antes.visitas).toEqual([...contadas].sort());
    expect(antes.claves).toBe(escaneos.length);
    expect(antes.contador).toBe(contadas.length);

    // A device that missed an answer sends the key again: the first answer, nothing new.
    const reintentadas = escaneos.filter((e) => e.respuestas.length > 1);
    expect(reintentadas.length).toBeGreaterThan(0);
    for (const e of escaneos) {
      const otra = await llamar(device.url, 'POST', '/api/nexo/visitas', {
        token: device.token,
        body: e.body,
      });
      expect(otra.status).toBe(200);
      expect(otra.json.data.visitaId).toBe(e.final!.visitaId);
    }
    expect(await leer()).toEqual(antes);

    console.info(
      `[fallas] PostgreSQL reiniciado: ${escaneos.length} escaneos, ${respuestas.length} envíos, ` +
        `${fallidas.length} respuestas 503, ${reintentadas.length} escaneos reintentados, ` +
        `${contadas.length} visitas contadas (${escaneos.length - contadas.length} en cooldown); ` +
        `caída ${((caida.hasta - caida.desde) / 1000).toFixed(1)} s, primera visita ` +
        `${((primeraTrasCaida - caida.hasta) / 1000).toFixed(1)} s después de arrancar.`,
    );
  }, 120_000);
});
