import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hmacNode } from './hmac.ts';

const webCrypto = async (secreto: string, mensaje: Uint8Array) => {
  const key = await crypto.subtle.importKey(
    'raw',
    Buffer.from(secreto, 'base64url'),
    { name: 'HMAC', hash: 'SHA-1' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, new Uint8Array(mensaje)));
};

describe('hmacNode', () => {
  it('gives the bytes WebCrypto gives (the phone computes the same codes offline)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 10, maxLength: 40 }),
        fc.uint8Array({ minLength: 8, maxLength: 8 }),
        async (clave, mensaje) => {
          const secreto = Buffer.from(clave).toString('base64url');
          expect(new Uint8Array(hmacNode(secreto, mensaje) as Uint8Array)).toEqual(
            await webCrypto(secreto, mensaje),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('matches RFC 2202 (HMAC-SHA1, test case 2)', () => {
    const secreto = Buffer.from('Jefe').toString('base64url');
    const mac = hmacNode(secreto, new TextEncoder().encode('what do ya want for nothing?'));
    expect(Buffer.from(mac as Uint8Array).toString('hex')).toBe(
      'effcdf6ae5eb2fa2d27416d5f184df9c259a7c79',
    );
  });
});
