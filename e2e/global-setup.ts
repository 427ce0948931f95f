import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import { prepararCartera } from '../apps/api/src/test/cartera.ts';

// Starts the built product (apps/api/dist/server.js serving apps/web/dist) on a free port with a
// fresh embedded database, exactly as `npm start` does, and hands its address to the journeys.

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the SMTP sink writes each received message (one .eml file each). */
    mailDir: string;
    /** Google Wallet's stand-in and the service account the server signs with (docs/wallet.md). */
    googleWallet: { tokenUrl: string; apiUrl: string; saveUrl: string; llave: string };
  }
}

/** A local SMTP sink: the server's real mail path, caught here and written to files. */
async function startMailSink(dir: string) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        const name = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.eml`;
        fs.writeFileSync(
          path.join(dir, name),
          `X-Sink-To: ${to}\r\n${Buffer.concat(chunks).toString('latin1')}`,
          'latin1',
        );
        callback();
      });
    },
  });
  // The journeys' server, stopped at the end, may reset a connection mid-session: the sink carries
  // on, as a mail server would (without a listener the reset crashed the run after its last test).
  server.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'ECONNRESET' && err.code !== 'EPIPE') throw err;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.server.address() as net.AddressInfo).port };
}

/**
 * What the server said of its own slowness during the journeys: its slow requests (the product's
 * log writes each one at warn, apps/api/src/lib/logger.ts) and its errors, the worst first. A
 * journey that timed out waiting on a screen is read with this beside it: a server that stalled
 * shows here, a page that never drew does not.
 */
function resumenDelServidor(salida: string): string | null {
  const lentas: Array<{ ms: number; linea: string }> = [];
  let errores = 0;
  for (const texto of salida.split('\n')) {
    let l: {
      level?: number;
      msg?: string;
      responseTime?: number;
      req?: { method?: string; url?: string };
    };
    try {
      l = JSON.parse(texto) as typeof l;
    } catch {
      continue;
    }
    if ((l.level ?? 0) >= 50) errores++;
    if (l.msg === 'request completed (slow)' && l.responseTime !== undefined)
      lentas.push({ ms: l.responseTime, linea: `${l.req?.method} ${l.req?.url}` });
  }
  if (!lentas.length && !errores) return null;
  lentas.sort((a, b) => b.ms - a.ms);
  return [
    `Servidor de las pruebas de navegador: ${lentas.length} peticiones lentas, ${errores} errores.`,
    ...lentas.slice(0, 8).map((x) => `  ${Math.round(x.ms)} ms  ${x.linea}`),
  ].join('\n');
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

export default async function setup(project: TestProject) {
  const server = path.join(root, 'apps/api/dist/server.js');
  if (!fs.existsSync(server) || !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error(
      'Las pruebas de navegador usan la app compilada: ejecuta npm test (compila) o npm run build.',
    );
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarjeto-e2e-'));
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarjeto-e2e-mail-'));
  const sink = await startMailSink(mailDir);
  // Both phone wallets on, against stand-ins of Google and APNs on loopback (docs/wallet.md).
  const cartera = await prepararCartera();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CAPTCHA: 'on',
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'auto',
    // Journeys that make accounts through the API say which client they stand for.
    TRUST_PROXY: '127.0.0.1',
    // A web client hosted on another origin (cors.spec.ts), as issue 26's 'Done when' names it.
    CORS_ORIGINS: 'http://localhost:5999',
    ...cartera.env,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  delete env.DATABASE_URL;
  delete env.WEB_DIST;
  const child: ChildProcess = spawn(process.execPath, [server], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));

  const baseUrl = `http://127.0.0.1:${port}`;
  // Loading the demo (90 days of visits) takes 40–140 s, longer when the other test run shares
  // the two cores at its busiest: a deadline that a slow start does not miss.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`El servidor terminó al iniciar:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`El servidor no respondió en 300 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('mailDir', mailDir);
  project.provide('googleWallet', {
    tokenUrl: cartera.google.tokenUrl,
    apiUrl: cartera.google.apiUrl,
    saveUrl: cartera.google.saveUrl,
    llave: cartera.cred.archivos.llaveGoogle,
  });

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    const resumen = resumenDelServidor(output);
    if (resumen) console.log(resumen);
    await new Promise<void>((resolve) => sink.server.close(() => resolve()));
    await cartera.cerrar();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(mailDir, { recursive: true, force: true });
  };
}
