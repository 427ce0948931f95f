import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  codigoRecuperacionParaMostrar,
  codigoSegundoFactorEn,
  leerCodigoRecuperacion,
  secretoDeBase32,
  secretoEnBase32,
  secretoParaMostrar,
  uriOtpauth,
} from './segundo-factor.ts';
import { RFC6238_CODIGOS, RFC6238_SECRETO } from './test-fixtures.ts';

// RFC 6238 appendix B's SHA-1 secret, the ASCII "12345678901234567890", as an app is given it.
const RFC_BASE32 = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('the owner’s second factor', () => {
  it('gives an app the RFC 6238 codes of its base32 secret (last 6 of the 8 digits)', async () => {
    expect(secretoEnBase32(RFC6238_SECRETO)).toBe(RFC_BASE32);
    const cases: Array<[number, string]> = [...RFC6238_CODIGOS, [20000000000, '353130']];
    for (const [seconds, expected] of cases) {
      expect(await codigoSegundoFactorEn(RFC_BASE32, seconds * 1000)).toBe(expected);
    }
  });

  it('turns any secret into base32 and back, however a person copies it', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 40 }), (bytes) => {
        const secreto = Buffer.from(bytes).toString('base64url');
        const b32 = secretoEnBase32(secreto);
        expect(b32).toMatch(/^[A-Z2-7]+$/);
        expect(secretoDeBase32(b32)).toBe(secreto);
        expect(secretoDeBase32(secretoParaMostrar(b32).toLowerCase())).toBe(secreto);
      }),
    );
    expect(secretoDeBase32('NO-ES-B4SE32!')).toBeNull();
    expect(secretoParaMostrar('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
  });

  it('writes the otpauth URI apps read, the address escaped', () => {
    expect(uriOtpauth('ana+caja@cafe.mx', RFC_BASE32)).toBe(
      `otpauth://totp/Tarjeto:ana%2Bcaja%40cafe.mx?secret=${RFC_BASE32}&issuer=Tarjeto&algorithm=SHA1&digits=6&period=30`,
    );
  });

  it('reads a recovery code as people type it, and only such a code', () => {
    expect(leerCodigoRecuperacion('7q4km-8z2xa')).toBe('7Q4KM8Z2XA');
    expect(leerCodigoRecuperacion(' 7Q4KM 8Z2XA ')).toBe('7Q4KM8Z2XA');
    // The letters people type for digits.
    expect(leerCodigoRecuperacion('OI4KL-8Z2XA')).toBe('014K18Z2XA');
    expect(leerCodigoRecuperacion('7Q4KM-8Z2X')).toBeNull();
    expect(leerCodigoRecuperacion('7Q4KM-8Z2XU')).toBeNull();
    expect(codigoRecuperacionParaMostrar('7Q4KM8Z2XA')).toBe('7Q4KM-8Z2XA');
  });
});
