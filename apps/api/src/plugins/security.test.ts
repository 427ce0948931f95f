import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SAME_ORIGIN, sessionCookieOf, type TestApp } from '../test/test-app.ts';

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
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { ...SAME_ORIGIN, ...json },
      payload: JSON.stringify({ email: `csrf.${Date.now()}@example.mx`, contrasena: PASSWORD }),
    });
    cookie = sessionCookieOf(res)!;
  });
  afterAll(() => t.close());

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
