import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negocio } from '../test/fixtures.ts';
import {
  createTestApp,
  minimalWebDist,
  SAME_ORIGIN,
  sessionCookieOf,
  type TestApp,
  testAppForFile,
} from '../test/test-app.ts';

// Findings 2 and 8 of docs/security.md: whose forwarded address is believed, which writes a cookie
// may make, who is asked for credentials first, and who may frame the API docs.

const PASSWORD = 'Mole-Poblano-2026';
const json = { 'content-type': 'application/json' };

const login = (t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { ...SAME_ORIGIN, ...json, ...headers },
    payload: JSON.stringify({ email: `nadie.${Date.now()}@example.mx`, contrasena: 'x-x-x-x' }),
  });

const randomAddress = (i: number) => `198.51.${Math.floor(i / 200)}.${(i % 200) + 1}`;

describe('forwarded addresses in production', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY names the caller', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      // 35 logins from one socket, each claiming another address: the per-address limit (30)
      // still counts them as one caller.
      const statuses: number[] = [];
      for (let i = 0; i < 35; i++) {
        statuses.push(
          (await login(t, '203.0.113.10', { 'x-forwarded-for': randomAddress(i) })).statusCode,
        );
      }
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(5);
    } finally {
      await t.close();
    }
  });

  it('believes the proxies it was told about, and only them', async () => {
    const t = await createTestApp({
      env: { NODE_ENV: 'production', TRUST_PROXY: '10.20.0.0/16, 127.0.0.1' },
    });
    try {
      const viaProxy: number[] = [];
      for (let i = 0; i < 35; i++) {
        viaProxy.push(
          (await login(t, '10.20.3.4', { 'x-forwarded-for': randomAddress(i) })).statusCode,
        );
      }
      expect(viaProxy.every((s) => s === 401)).toBe(true);
      const direct: number[] = [];
      for (let i = 0; i < 35; i++) {
        direct.push(
          (await login(t, '203.0.113.11', { 'x-forwarded-for': randomAddress(i) })).statusCode,
        );
      }
      expect(direct).toContain(429);
    } finally {
      await t.close();
    }
  });

  it('takes the scheme and host a trusted proxy forwards as the origin to compare', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production', TRUST_PROXY: '10.20.0.1' } });
    try {
      const write = (remoteAddress: string, origin: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress,
          headers: {
            ...json,
            origin,
            host: 'tarjeto.mx',
            'x-forwarded-proto': 'https',
            'x-forwarded-for': '203.0.113.20',
          },
          payload: JSON.stringify({ email: `nadie.${Date.now()}@example.mx`, contrasena: 'x' }),
        });
      // Through the proxy: the page's https origin is the app's own; its http twin is not.
      expect((await write('10.20.0.1', 'https://tarjeto.mx')).statusCode).toBe(401);
      expect((await write('10.20.0.1', 'http://tarjeto.mx')).json().code).toBe('CROSS_ORIGIN');
      // Anyone else's X-Forwarded-Proto is not believed: the socket is plain http.
      expect((await write('203.0.113.21', 'https://tarjeto.mx')).json().code).toBe('CROSS_ORIGIN');
    } finally {
      await t.close();
    }
  });

  it('refuses a TRUST_PROXY that is not a list of addresses', async () => {
    await expect(
      createTestApp({ env: { TRUST_PROXY: 'todos' } }).then((t) => t.close()),
    ).rejects.toThrow(/TRUST_PROXY/);
  });
});

describe('requests carrying a session', () => {
  const t = testAppForFile();
  let cookie: string;
  beforeAll(async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { ...SAME_ORIGIN, ...json },
      payload: JSON.stringify({ email: `csrf.${Date.now()}@example.mx`, contrasena: PASSWORD }),
    });
    cookie = sessionCookieOf(res)!;
  });

  const resend = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      headers,
      cookies: { tarjeto_sesion: cookie },
    });

  it('refuses a cookie write that says neither Origin nor Sec-Fetch-Site', async () => {
    const bare = await resend({});
    expect(bare.statusCode).toBe(403);
    expect(bare.json().code).toBe('CROSS_ORIGIN');
    // The same call from the app's own page goes through to the handler.
    const own = await resend({ origin: 'http://localhost:3000', host: 'localhost:3000' });
    expect(own.statusCode).not.toBe(403);
  });

  it('compares the whole origin, scheme and port included, not the host alone', async () => {
    const host = 'localhost:3000';
    for (const origin of [
      'http://evil.example',
      'https://localhost:3000',
      'http://localhost:3001',
      'http://evil.example:3000',
      'null',
      'localhost:3000',
    ]) {
      const res = await resend({ origin, host });
      expect(res.statusCode, origin).toBe(403);
      expect(res.json().code, origin).toBe('CROSS_ORIGIN');
    }
    expect((await resend({ origin: 'http://localhost:3000', host })).statusCode).not.toBe(403);
  });

  it('lets a cookie-less caller (a device, curl) write without browser headers', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: json,
      payload: JSON.stringify({ email: `sin-origen.${Date.now()}@example.mx` }),
    });
    expect(res.statusCode).toBe(200);
  });

  it('asks a guest to sign in before it reads the body', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/negocio/profile',
      headers: { ...SAME_ORIGIN, ...json },
      payload: JSON.stringify({ datosPersonales: 42 }),
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe('UNAUTHENTICATED');
    const garbled = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: { ...SAME_ORIGIN, ...json },
      payload: '{"code":',
    });
    expect(garbled.statusCode).toBe(401);
  });
});

describe('the API docs', () => {
  it('may be framed by nobody', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
      expect(res.statusCode).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain("frame-ancestors 'self'");
    } finally {
      await t.close();
    }
  });
});

// Issue 26 A6: a web client hosted on another origin (CORS_ORIGINS) calls with the person's
// session; every other origin is refused as before. docs/security.md § Other origins.
describe('web clients on other origins (CORS_ORIGINS)', () => {
  const API = 'localhost:3000';
  const CLIENTE_WEB = 'http://localhost:5999';
  const t = testAppForFile({ env: { CORS_ORIGINS: `${CLIENTE_WEB}, https://app.tarjeto.mx` } });
  let cuenta: { email: string; cookie: string };
  beforeAll(async () => {
    cuenta = await negocio(t);
  });

  const corsHeaders = (headers: Record<string, unknown>) =>
    Object.keys(headers).filter((h) => h.startsWith('access-control-'));

  /** A login as a browser on `origin` sends it: same-site (another port of localhost) by default. */
  const loginDesde = (origin: string, site = 'same-site', contrasena = 'Horchata-Fria-2026') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: `10.77.0.${Math.floor(Math.random() * 200) + 1}`,
      headers: { ...json, host: API, origin, 'sec-fetch-site': site },
      payload: JSON.stringify({ email: cuenta.email, contrasena }),
    });

  it('answers a listed origin with credentials, naming it, and varies by Origin', async () => {
    const res = await loginDesde(CLIENTE_WEB);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(CLIENTE_WEB);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(String(res.headers['access-control-expose-headers'])).toContain('Retry-After');
    expect(String(res.headers.vary)).toMatch(/\bOrigin\b/);
    expect(sessionCookieOf(res)).toBeTruthy();
    // Its error answers are readable too (the client shows the Spanish message).
    const mal = await loginDesde(CLIENTE_WEB, 'same-site', 'No-Es-La-Clave-2026');
    expect(mal.statusCode).toBe(401);
    expect(mal.headers['access-control-allow-origin']).toBe(CLIENTE_WEB);
    // A listed origin on another site (Sec-Fetch-Site: cross-site) passes the CSRF check too.
    const lejos = await loginDesde('https://app.tarjeto.mx', 'cross-site');
    expect(lejos.statusCode, lejos.body).toBe(200);
    expect(lejos.headers['access-control-allow-origin']).toBe('https://app.tarjeto.mx');
  });

  it("reads the business profile with the session cookie from the listed origin's page", async () => {
    const login = await loginDesde(CLIENTE_WEB);
    const cookie = sessionCookieOf(login)!;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/negocio/profile',
      headers: { host: API, origin: CLIENTE_WEB, 'sec-fetch-site': 'same-site' },
      cookies: { tarjeto_sesion: cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.publicID).toMatch(/^NEG/);
    expect(res.headers['access-control-allow-origin']).toBe(CLIENTE_WEB);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    // A write with that session from that page goes through the CSRF check.
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host: API, origin: CLIENTE_WEB, 'sec-fetch-site': 'same-site' },
      cookies: { tarjeto_sesion: cookie },
    });
    expect(logout.statusCode, logout.body).toBe(200);
  });

  it("answers a listed origin's preflight with the methods and headers it may use", async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/negocio/profile',
      headers: {
        host: API,
        origin: CLIENTE_WEB,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(CLIENTE_WEB);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    const metodos = String(res.headers['access-control-allow-methods']);
    for (const m of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) expect(metodos).toContain(m);
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/content-type/i);
    expect(String(res.headers.vary)).toMatch(/\bOrigin\b/);
    expect(res.body).toBe('');
  });

  it('refuses every other origin: 403 on writes and no CORS headers, preflight included', async () => {
    for (const [origin, site] of [
      ['http://localhost:5998', 'same-site'],
      ['http://127.0.0.1:5999', 'cross-site'],
      ['https://localhost:5999', 'same-site'],
      ['http://localhost:5999.evil.example', 'cross-site'],
      ['https://app.tarjeto.mx.evil.example', 'cross-site'],
      ['null', 'cross-site'],
    ] as const) {
      const write = await loginDesde(origin, site);
      expect(write.statusCode, origin).toBe(403);
      expect(write.json().code, origin).toBe('CROSS_ORIGIN');
      expect(corsHeaders(write.headers), origin).toEqual([]);
      // Without Sec-Fetch-Site (older browsers), Origin alone decides the same.
      const soloOrigin = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { host: API, origin },
        cookies: { tarjeto_sesion: cuenta.cookie },
      });
      expect(soloOrigin.statusCode, origin).toBe(403);
      expect(corsHeaders(soloOrigin.headers), origin).toEqual([]);
      const read = await t.app.inject({
        method: 'GET',
        url: '/api/negocio/profile',
        headers: { host: API, origin, 'sec-fetch-site': site },
        cookies: { tarjeto_sesion: cuenta.cookie },
      });
      expect(corsHeaders(read.headers), origin).toEqual([]);
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/negocio/profile',
        headers: { host: API, origin, 'access-control-request-method': 'PUT' },
      });
      expect(preflight.statusCode, origin).not.toBe(204);
      expect(corsHeaders(preflight.headers), origin).toEqual([]);
    }
  });

  it('sends no CORS header at all when CORS_ORIGINS is empty (the default)', async () => {
    const solo = await createTestApp();
    try {
      const res = await solo.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { ...json, host: API, origin: CLIENTE_WEB, 'sec-fetch-site': 'same-site' },
        payload: JSON.stringify({ email: 'x@example.mx', contrasena: 'x' }),
      });
      expect(res.statusCode).toBe(403);
      expect(corsHeaders(res.headers)).toEqual([]);
    } finally {
      await solo.close();
    }
  });

  it('refuses to start with a CORS_ORIGINS entry that is not an origin', async () => {
    await expect(
      createTestApp({ env: { CORS_ORIGINS: 'http://localhost:5999/' } }).then((x) => x.close()),
    ).rejects.toThrow(/CORS_ORIGINS: "http:\/\/localhost:5999\/" no es un origen/);
  });
});

describe('the web app’s own files with CORS_ORIGINS set', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = minimalWebDist();
    t = await createTestApp({ webDist: dist, env: { CORS_ORIGINS: 'http://localhost:5999' } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('never vary by Origin nor carry CORS headers: the service worker finds them offline', async () => {
    // A module script is fetched with an Origin; the worker's copy was fetched without one. An
    // answer varying by Origin would not match its copy, and the app would not open offline.
    for (const url of ['/assets/app-abc123.js', '/cliente-dashboard/mi-codigo']) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { origin: 'http://localhost:5999' },
      });
      expect(res.statusCode, url).toBe(200);
      expect(String(res.headers.vary ?? ''), url).not.toMatch(/\bOrigin\b/i);
      expect(res.headers['access-control-allow-origin'], url).toBeUndefined();
    }
  });
});
