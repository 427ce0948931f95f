import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { LogCapture, SAME_ORIGIN, testAppForFile } from '../../test/test-app.ts';

// Finding 1 of docs/security.md: the development outbox holds every verification and reset code,
// so it must answer nobody but the machine itself, and nothing at all in production.

const PASSWORD = 'Guayaba-Fresca-64';

/** An IPv4 address of this machine that is not loopback (eth0 and the like). */
function outsideAddress() {
  for (const list of Object.values(os.networkInterfaces())) {
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  }
  return null;
}

describe('the development outbox', () => {
  const t = testAppForFile();

  const outbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress, headers });

  it('answers a caller on this machine and looks absent to anyone else', async () => {
    expect((await outbox('127.0.0.1')).statusCode).toBe(200);
    expect((await outbox('::1')).statusCode).toBe(200);
    for (const from of ['192.0.2.77', '10.0.0.5', '::ffff:192.168.1.20']) {
      const res = await outbox(from);
      expect(res.statusCode, from).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Ruta no encontrada.' });
    }
    // Relayed by a proxy on this machine: the real caller could be anywhere.
    expect((await outbox('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    expect((await outbox('127.0.0.1', { forwarded: 'for=203.0.113.9' })).statusCode).toBe(404);
  });

  it('bound to every address, gives no code or mail to a caller from another address of the machine', async () => {
    const outside = outsideAddress();
    expect(outside, 'esta prueba necesita una dirección IPv4 que no sea loopback').not.toBeNull();
    await t.app.listen({ host: '0.0.0.0', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const email = `fuera.${Date.now()}@example.mx`;
    const signup = await fetch(`http://${outside}:${port}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://${outside}:${port}` },
      body: JSON.stringify({ email, contrasena: PASSWORD }),
    });
    expect(signup.status).toBe(200);
    const code = t
      .outbox()
      .find((m) => m.to === email)!
      .text.match(/\b(\d{6})\b/)![1]!;
    expect(await signup.text()).not.toContain(code);

    const fromOutside = await fetch(`http://${outside}:${port}/api/dev/outbox`);
    expect(fromOutside.status).toBe(404);
    const body = await fromOutside.text();
    expect(body).not.toContain(code);
    expect(body).not.toContain(email);
    // The same server does show it to 127.0.0.1: the refusal above is about the address.
    const fromHere = await fetch(`http://127.0.0.1:${port}/api/dev/outbox`);
    expect(fromHere.status).toBe(200);
    expect(await fromHere.text()).toContain(code);
  });
});

describe('a production server without SMTP_URL', () => {
  const log = new LogCapture();
  const t = testAppForFile({
    env: { NODE_ENV: 'production', LOG_LEVEL: 'info' },
    mailer: 'server',
    log,
  });

  it('says at start that no mail will go out', () => {
    expect(log.text).toContain('SMTP_URL no está configurado');
  });

  it('has no outbox, even for this machine, and never writes a mail or code to its log', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      remoteAddress: '127.0.0.1',
    });
    expect(res.statusCode).toBe(404);

    const email = `prod.${Date.now()}@example.mx`;
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: '127.0.0.1',
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ email, contrasena: PASSWORD }),
    });
    expect(signup.statusCode).toBe(200);
    // The person is told the mail did not go out, so they can ask again once mail works.
    expect(signup.json().emailWarning).toMatch(/No pudimos enviarte/);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      remoteAddress: '127.0.0.1',
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ email }),
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(log.text).not.toMatch(/\[correo\]|es tu código|Restablece tu contraseña/);
  });
});
