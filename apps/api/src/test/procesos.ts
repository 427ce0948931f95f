import { spawn, type ChildProcess } from 'node:child_process';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { randomBytes, randomInt } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { CLIENTE_BASE, NEGOCIO_BASE } from './fixtures.ts';

// The API as a real process (tsx apps/api/src/server.ts) for the tests that need more than one, or
// one they can stop, kill and start again: two instances on one database, faults. Everything is
// said over HTTP, as a browser or a Nexo says it.

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const PASSWORD = 'Horchata-Fria-2026';

/** A port nobody listens on right now: the first free one of `desde..hasta`, else any. */
export async function puertoLibre(desde?: number, hasta?: number): Promise<number> {
  const probar = (port: number) =>
    new Promise<number | null>((resolve) => {
      const s = net.createServer();
      s.once('error', () => resolve(null));
      s.listen(port, '127.0.0.1', () => {
        const p = (s.address() as net.AddressInfo).port;
        s.close(() => resolve(p));
      });
    });
  if (desde !== undefined) {
    for (let p = desde; p <= (hasta ?? desde); p++) {
      if ((await probar(p)) !== null) return p;
    }
  }
  return (await probar(0))!;
}

export interface Instancia {
  base: string;
  child: ChildProcess;
}

/**
 * Starts the server and waits until /api/health answers 200. `env` goes over a quiet development
 * setup (dev outbox for mail, no captcha, no demo data); a function of the port chosen instead is
 * the whole environment, nothing inherited (the exact environment of a deployment).
 */
export async function arrancar(
  env: Record<string, string> | ((port: number) => Record<string, string>),
): Promise<Instancia> {
  const port = await puertoLibre();
  const entorno =
    typeof env === 'function'
      ? { PATH: process.env.PATH, HOME: process.env.HOME, ...env(port) }
      : {
          ...process.env,
          NODE_ENV: 'development',
          PORT: String(port),
          HOST: '127.0.0.1',
          WEB_DIST: '',
          CAPTCHA: 'off',
          SEED_DEMO: 'never',
          LOG_LEVEL: 'warn',
          REDIS_URL: '',
          SMTP_URL: '',
          // As behind the TLS proxy of docs/deploy.md: it names the caller in X-Forwarded-For.
          TRUST_PROXY: 'loopback',
          ...env,
        };
  // tsx as a loader in the server's own process (not its CLI, which runs the server in a child):
  // the pid is the server's, so a signal — SIGKILL too — reaches the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: entorno,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error('la instancia terminó al iniciar');
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child };
    } catch {
      // starting
    }
    // The first start on an empty PGlite directory runs initdb and every migration: slow on a
    // loaded machine.
    if (i > 1500) {
      child.kill('SIGKILL');
      throw new Error('la instancia no respondió en 150 s');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Stops an instance with `signal` (SIGTERM: a clean stop; SIGKILL: the power cord). */
export const detener = async (i: Instancia, signal: NodeJS.Signals = 'SIGTERM') => {
  if (i.child.exitCode !== null || i.child.signalCode !== null) return;
  const exited = new Promise((r) => i.child.once('exit', r));
  i.child.kill(signal);
  await exited;
};

/** A browser's call: same origin, the session cookie, JSON or a form. */
export async function llamar(
  base: string,
  metodo: string,
  ruta: string,
  {
    cookie,
    body,
    token,
    desde,
  }: { cookie?: string; body?: unknown; token?: string; desde?: string } = {},
) {
  const headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' };
  if (desde) headers['x-forwarded-for'] = desde;
  if (cookie) headers.cookie = `tarjeto_sesion=${cookie}`;
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: FormData | string | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${base}${ruta}`, { method: metodo, headers, body: payload });
  const sesion = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('tarjeto_sesion='))
    ?.split(';')[0]!
    .slice('tarjeto_sesion='.length);
  const text = await res.text();
  return {
    status: res.status,
    json: text ? JSON.parse(text) : null,
    sesion,
    retryAfter: res.headers.get('retry-after'),
  };
}

/** A client address of its own (198.18.0.0/15), new at every run: Redis keeps limits between runs. */
export const direccion = () => `198.${18 + randomInt(2)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** The code of the newest mail to `email` in a development server's outbox. */
const codigoDelBuzon = (base: string) => async (email: string) => {
  const outbox = await llamar(base, 'GET', '/api/dev/outbox');
  const mail = (outbox.json.data as Array<{ to: string; text: string }>).find(
    (m) => m.to === email,
  );
  return mail!.text.match(/\b(\d{6})\b/)![1]!;
};

/**
 * A verified account with a finished setup: signs up on `alta`, verifies and sets up on `resto`
 * (the same instance or another one). The code comes from `alta`'s development outbox unless
 * `codigo` reads it elsewhere (an SMTP sink); `captcha` solves the signup's proof-of-work.
 */
export async function cuenta(
  alta: string,
  resto: string,
  tipo: 'user' | 'business',
  nombre: string,
  {
    codigo = codigoDelBuzon(alta),
    captcha = false,
  }: { codigo?: (email: string) => Promise<string>; captcha?: boolean } = {},
) {
  const email = `proc.${randomBytes(5).toString('hex')}@example.mx`;
  // Each person from their own phone: the per-address signup limit is not what is tested here.
  const desde = direccion();
  let prueba: string | undefined;
  if (captcha) {
    const challenge = (await llamar(alta, 'GET', '/api/auth/captcha')).json as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    prueba = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }
  const signup = await llamar(alta, 'POST', '/api/auth/signup', {
    body: { email, contrasena: PASSWORD, captcha: prueba },
    desde,
  });
  expect(signup.status, JSON.stringify(signup.json)).toBe(200);
  const code = await codigo(email);
  const verify = await llamar(resto, 'POST', '/api/auth/verify-email', {
    cookie: signup.sesion!,
    body: { code },
    desde,
  });
  expect(verify.status, JSON.stringify(verify.json)).toBe(200);
  const cookie = verify.sesion ?? signup.sesion!;
  const form = new FormData();
  form.set('userType', tipo);
  const perfil =
    tipo === 'business'
      ? {
          ...NEGOCIO_BASE,
          datosPersonales: { ...NEGOCIO_BASE.datosPersonales, nombreComercial: nombre },
        }
      : { ...CLIENTE_BASE, datosPersonales: { ...CLIENTE_BASE.datosPersonales, nombre } };
  form.set('profileData', JSON.stringify(perfil));
  const setup = await llamar(alta, 'POST', '/api/auth/setup-profile', {
    cookie,
    body: form,
    desde,
  });
  expect(setup.status, JSON.stringify(setup.json)).toBe(200);
  return { email, cookie };
}

/** A business with its establishment and a Nexo paired through the API: the device's token. */
export async function negocioConNexo(base: string, nombre: string) {
  const dueno = await cuenta(base, base, 'business', nombre);
  const perfil = await llamar(base, 'GET', '/api/negocio/profile', { cookie: dueno.cookie });
  expect(perfil.status).toBe(200);
  const establecimientoID = perfil.json.data.establecimientos[0].establecimientoID as string;
  const code = await llamar(base, 'POST', '/api/establecimiento/generate-code', {
    cookie: dueno.cookie,
    body: { establecimientoID },
  });
  expect(code.status, JSON.stringify(code.json)).toBe(200);
  return {
    cookie: dueno.cookie,
    publicID: perfil.json.data.publicID as string,
    establecimientoID,
    connectionCode: code.json.data.code as string,
  };
}

/** A customer and the key of their rotating code, as their phone gets it (to scan them). */
export async function clienteConLlave(base: string, nombre: string) {
  const c = await cuenta(base, base, 'user', nombre);
  const llave = await llamar(base, 'GET', '/api/cliente/codigo/llave', { cookie: c.cookie });
  expect(llave.status, JSON.stringify(llave.json)).toBe(200);
  return {
    ...c,
    handle: llave.json.data.handle as string,
    secreto: llave.json.data.secreto as string,
  };
}
