import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Processes the bench drives: the built Tarjeto server, and helpers started beside it. Each gets
// its own free loopback port; the bench kills them all when it ends.

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });

export interface Running {
  base: string;
  child: ChildProcess;
  rssMb(): number;
  stop(): Promise<void>;
}

const children = new Set<ChildProcess>();
process.on('exit', () => children.forEach((c) => c.kill('SIGKILL')));

/** Starts `node <script>` with env on a free port and waits until `readyPath` answers 200. */
export async function startProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
  readyPath = '/api/health',
  /** A file for this process's standard output (its log), whatever BENCH_SERVER_LOG says. */
  stdout?: string,
): Promise<Running> {
  const port = await freePort();
  // BENCH_SERVER_LOG=<file>: the processes' standard output (the server's JSON log) is appended
  // there instead of thrown away — to read what the server did during a workload.
  const destino = stdout ?? process.env.BENCH_SERVER_LOG;
  const log = destino ? fs.openSync(destino, 'a') : null;
  // BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof': Node flags for the processes started
  // (a CPU profile of the server under a workload, written when it stops).
  const flags = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...flags, ...args], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', log ?? 'ignore', 'inherit'],
  });
  if (log !== null) fs.closeSync(log);
  children.add(child);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} terminó al iniciar`);
    try {
      if ((await fetch(`${base}${readyPath}`)).ok) break;
    } catch {
      // starting
    }
    if (i > 600) throw new Error(`${args.join(' ')} no respondió en 2 minutos`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    child,
    rssMb: () => {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Math.round(Number(status.match(/VmRSS:\s+(\d+)/)![1]) / 1024);
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      children.delete(child);
    },
  };
}

/**
 * The built server over a data directory of its own with the demo data in it (to sign in as a
 * business with a real history). A seed process writes the demo first, with all the time it needs
 * on a busy machine; the server then opens that directory. `stop` also removes the directory.
 */
export async function startServerConDemo(prefijo: string, env: NodeJS.ProcessEnv = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefijo));
  const entorno = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' };
  const semilla = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'src/demo/seed-cli.ts'],
    { cwd: path.join(root, 'apps/api'), env: { ...process.env, ...entorno }, stdio: 'ignore' },
  );
  if (semilla.status !== 0) throw new Error('No se cargaron los datos de demostración');
  const servidor = await startProcess(['apps/api/dist/server.js'], {
    ...entorno,
    SEED_DEMO: 'never',
    ...env,
  });
  return {
    ...servidor,
    stop: async () => {
      await servidor.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : 0;
};

/**
 * The k-th request's client address, a fresh /32 in 10.0.0.0/8 every `cada` requests: what a
 * server behind a reverse proxy (TRUST_PROXY) sees in X-Forwarded-For when many people use it, so
 * per-address limits apply as in production without any bench switch in the server.
 */
export const direccionCliente = (k: number, cada: number) => {
  const n = Math.floor(k / cada) + 1;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};
