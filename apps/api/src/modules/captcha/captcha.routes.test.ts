import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { createTestApp, SAME_ORIGIN, testAppForFile } from '../../test/test-app.ts';

// The captcha on: what a browser's widget does, done here with the library's own solver.

describe('signup with the ALTCHA captcha on', () => {
  const t = testAppForFile({ env: { CAPTCHA: 'on' } });
  let n = 0;

  const solvedPayload = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/captcha' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const challenge = res.json() as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  };
  const signup = (captcha?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
      remoteAddress: `10.9.0.${++n}`,
      payload: JSON.stringify({
        email: `captcha${n}.${Date.now()}@example.mx`,
        contrasena: 'Nopal-Verde-88',
        captcha,
      }),
    });

  it('says the captcha is on', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/captcha/estado' });
    expect(res.json()).toEqual({ success: true, activo: true });
  });

  it('accepts a solved challenge once and refuses its replay', async () => {
    const payload = await solvedPayload();
    const first = await signup(payload);
    expect(first.statusCode, first.body).toBe(200);
    const replay = await signup(payload);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({
      code: 'CAPTCHA_INVALIDO',
      message: 'ReCAPTCHA fallido, vuelve a intentar',
    });
  });

  it('refuses a missing, garbled or forged payload', async () => {
    expect((await signup()).json().code).toBe('CAPTCHA_INVALIDO');
    expect((await signup('no-es-base64!!')).json().code).toBe('CAPTCHA_INVALIDO');
    const payload = JSON.parse(Buffer.from(await solvedPayload(), 'base64').toString());
    const key: string = payload.solution.derivedKey;
    payload.solution.derivedKey = (key[0] === '0' ? '1' : '0') + key.slice(1);
    const forged = Buffer.from(JSON.stringify(payload)).toString('base64');
    expect((await signup(forged)).json().code).toBe('CAPTCHA_INVALIDO');
  });
});

describe('with the captcha off', () => {
  it('says so and serves no challenge', async () => {
    const t = await createTestApp({ env: { CAPTCHA: 'off' } });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/captcha/estado' })).json().activo,
    ).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/captcha' })).statusCode).toBe(404);
    await t.close();
  });
});
