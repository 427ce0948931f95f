import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadEnv, type Env } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { devMailer, type OutboxEntry } from '../modules/mail/mailer.ts';
import { createTestDatabase } from './test-db.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Mails sent so far, newest first. */
  outbox(): OutboxEntry[];
  close(): Promise<void>;
}

/** buildApp() on a fresh test database, quiet, with no web app unless a folder is given. */
export async function createTestApp(
  options: {
    env?: Partial<Record<keyof Env, string>>;
    webDist?: string | null;
    /** 'server' builds the mailer exactly as the server would from the environment. */
    mailer?: 'outbox' | 'server';
    /** Receives the server's log (JSON lines), at LOG_LEVEL or 'trace' when not given. */
    log?: LogCapture;
    /** Send the wallet passes' outbox, as the server does (test/cartera.ts). */
    enviarPases?: boolean;
    /** An open database instead of a fresh one (a server restarted on the same data). */
    database?: Database;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  // Mail stays in the development outbox (read it with outbox()); the SMTP tests use a real sink
  // (smtp-sink.ts).
  const mailer = options.mailer === 'server' ? undefined : devMailer(() => {});
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: options.log ? 'trace' : (process.env.TEST_LOG_LEVEL ?? 'silent'),
    CAPTCHA: 'off',
    ...options.env,
  });
  const app = await buildApp({
    env,
    database,
    webDist: options.webDist ?? null,
    ...(mailer ? { mailer } : {}),
    ...(options.log ? { logStream: options.log } : {}),
    ...(options.enviarPases ? { enviarPases: true } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    outbox: () => mailer?.outbox() ?? [],
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The app of a test file (or of a describe block): built before its tests, closed after them.
 * What it returns reads that app once it is built — use it inside tests and hooks.
 */
export function testAppForFile(options: Parameters<typeof createTestApp>[0] = {}): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await createTestApp(options);
  });
  afterAll(() => built?.close());
  return appLeida(() => built);
}

/**
 * A TestApp that reads, at each use, the app `current` gives: one a hook builds (undefined before
 * it has), or the one that took its place.
 */
export function appLeida(current: () => TestApp | undefined): TestApp {
  const app = () => {
    const built = current();
    if (!built)
      throw new Error('The test app is built in beforeAll: read it inside a test or hook');
    return built;
  };
  return {
    get app() {
      return app().app;
    },
    get database() {
      return app().database;
    },
    outbox: () => app().outbox(),
    close: () => app().close(),
  };
}

/**
 * The smallest built web app, in a temporary folder: index.html and one script, where Vite puts
 * them. For tests of what the server serves beside the API; remove the folder afterwards.
 */
export function minimalWebDist() {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tarjeto-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  return dist;
}

/** A log destination that keeps every line, for tests that read what the server wrote. */
export class LogCapture {
  readonly lines: string[] = [];
  write(line: string) {
    this.lines.push(line);
  }
  get text() {
    return this.lines.join('');
  }
}

/** Headers a same-origin browser request carries. */
export const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' } as const;

/** The session cookie a response set, if any. */
export const sessionCookieOf = (res: { cookies: Array<{ name: string; value: string }> }) =>
  res.cookies.find((c) => c.name === 'tarjeto_sesion')?.value;

/** The 6-digit code in the newest mail to `to`. */
export const lastCodeFor = (t: TestApp, to: string) => {
  const mail = t.outbox().find((m) => m.to === to);
  return mail?.text.match(/\b(\d{6})\b/)?.[1];
};

/**
 * The newest mail to `to` whose subject matches, once it has been sent: a reset code goes out
 * after the answer (forgotPassword), so a test waits for it rather than reading the outbox at once.
 */
export async function waitForMail(t: TestApp, to: string, subject: RegExp, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mail = t.outbox().find((m) => m.to === to && subject.test(m.subject));
    if (mail) return mail;
    if (Date.now() > until) throw new Error(`No llegó el correo «${subject.source}» a ${to}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** The 6-digit code of the reset mail to `to`, once it has been sent. */
export const waitForResetCode = async (t: TestApp, to: string) =>
  (await waitForMail(t, to, /Restablece/)).text.match(/\b(\d{6})\b/)![1]!;
