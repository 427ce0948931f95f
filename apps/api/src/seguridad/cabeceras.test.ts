import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliente } from '../test/fixtures.ts';
import { createTestApp, minimalWebDist, SAME_ORIGIN, type TestApp } from '../test/test-app.ts';

// Headers and transport (issue 14, part 6): every kind of answer a production server gives — the
// app's pages (the kiosk among them), its files, the API's answers and errors, the docs — carries
// a CSP with no inline or eval'd script, may be framed by nobody, is never sniffed, and tells the
// browser to stay on HTTPS; the session cookie is Secure, HttpOnly and SameSite. A development
// server (plain http on a laptop) sends no HSTS, which would lock localhost to https.

const RESPUESTAS: Array<[string, string]> = [
  ['the landing', '/'],
  ['the kiosk', '/nexo/kiosco'],
  ['a dashboard page', '/negocio-dashboard/estadisticas'],
  ['a fingerprinted file', '/assets/app-abc123.js'],
  ['an API answer', '/api/health'],
  ['an API error', '/api/nada'],
  ['a validation error', '/api/negocio/publico/%00'],
  ['the API docs', '/api/docs'],
];

describe('a production server', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = minimalWebDist();
    t = await createTestApp({ env: { NODE_ENV: 'production' }, webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  for (const [nombre, url] of RESPUESTAS) {
    it(`sends the security headers with ${nombre}`, async () => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
      const csp = String(res.headers['content-security-policy']);
      const directiva = (n: string) =>
        csp
          .split(';')
          .map((d) => d.trim())
          .find((d) => d.startsWith(`${n} `)) ?? '';
      expect(directiva('script-src'), csp).toMatch(/^script-src /);
      expect(directiva('script-src')).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(directiva('default-src')).toBe("default-src 'self'");
      expect(directiva('frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(directiva('object-src')).toBe("object-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const hsts = String(res.headers['strict-transport-security']);
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(180 * 24 * 3600);
      expect(res.headers['x-powered-by']).toBeUndefined();
      // An error says what went wrong in Spanish; never where in the code.
      expect(res.body).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\.ts:\d+/);
    });
  }

  it('sets the session cookie Secure, HttpOnly and SameSite=Lax', async () => {
    const c = await cliente(t, 'Cookie Segura');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: c.email, contrasena: 'Horchata-Fria-2026' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^tarjeto_sesion=/);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
  });
});

describe('a development server', () => {
  it('sends no HSTS and no Secure cookie, so plain http on a laptop keeps working', async () => {
    const dist = minimalWebDist();
    const t = await createTestApp({ env: { NODE_ENV: 'development' }, webDist: dist });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/' });
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      const c = await cliente(t, 'Cookie Local');
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify({ email: c.email, contrasena: 'Horchata-Fria-2026' }),
      });
      expect(String(login.headers['set-cookie'])).not.toMatch(/;\s*Secure/i);
    } finally {
      await t.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
