import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CODIGO_PASO_MS,
  codigoClienteEn,
  codigoParaMostrar,
  codigoParaPantalla,
  codigoParaQr,
  leerCodigoCliente,
  numeroDelPaso,
  pasoDe,
  pasoDelCodigo,
  pasoVigenteEn,
  venceElPaso,
} from './codigo-cliente.ts';
import { RFC6238_CODIGOS, RFC6238_SECRETO as RFC_SECRET } from './test-fixtures.ts';

describe('the rotating customer code', () => {
  it('matches the RFC 6238 test vectors (last 6 of the 8 digits)', async () => {
    for (const [seconds, expected] of RFC6238_CODIGOS) {
      // The RFC's steps are 30 s, as ours.
      expect(await numeroDelPaso(RFC_SECRET, Math.floor(seconds / 30))).toBe(expected);
    }
  });

  it('is accepted in its own step, the next, and one step early — at no other time', async () => {
    const t0 = 1_800_000_000_000;
    const code = await codigoClienteEn('7Q4KM', RFC_SECRET, t0);
    expect(await pasoDelCodigo(RFC_SECRET, code.numero, t0)).toBe(pasoDe(t0));
    expect(await pasoDelCodigo(RFC_SECRET, code.numero, t0 + CODIGO_PASO_MS)).toBe(pasoDe(t0));
    expect(await pasoDelCodigo(RFC_SECRET, code.numero, t0 + 2 * CODIGO_PASO_MS)).toBeNull();
    // A phone whose clock runs one step ahead shows it while the server is still a step behind.
    expect(await pasoDelCodigo(RFC_SECRET, code.numero, t0 - CODIGO_PASO_MS)).toBe(pasoDe(t0));
    expect(await pasoDelCodigo(RFC_SECRET, code.numero, t0 - 2 * CODIGO_PASO_MS)).toBeNull();
    // Shown by a phone on time, it works for at most 60 seconds after it appears.
    expect(venceElPaso(code.paso) - pasoDe(t0) * CODIGO_PASO_MS).toBe(2 * CODIGO_PASO_MS);
    const other = Buffer.from('otro-secreto-de-20-b').toString('base64url');
    expect(await pasoDelCodigo(other, code.numero, t0)).toBeNull();
  });

  it('calls a step live exactly while its code is accepted, whatever the code was judged at', async () => {
    const t0 = Date.UTC(2026, 10, 27, 13, 0, 5);
    const paso = pasoDe(t0);
    const numero = await numeroDelPaso(RFC_SECRET, paso);
    for (let ms = t0 - 3 * CODIGO_PASO_MS; ms <= t0 + 3 * CODIGO_PASO_MS; ms += 7_000) {
      expect(pasoVigenteEn(paso, ms)).toBe((await pasoDelCodigo(RFC_SECRET, numero, ms)) === paso);
    }
    // A code judged at its own moment but sent an hour later is not live.
    expect(pasoVigenteEn(paso, t0 + 60 * 60 * 1000)).toBe(false);
  });

  it('gives the screen the same code the server checks, and when it expires and renews', async () => {
    const t0 = 1_800_000_000_000 + 12_345; // 12.345 s into a step
    const pantalla = await codigoParaPantalla('7Q4KM', RFC_SECRET, t0);
    const code = await codigoClienteEn('7Q4KM', RFC_SECRET, t0);
    expect(pantalla).toEqual({
      codigo: codigoParaMostrar(code),
      qr: codigoParaQr(code),
      renuevaEn: CODIGO_PASO_MS - 12_345,
      expiraEn: 2 * CODIGO_PASO_MS - 12_345,
    });
    const leido = leerCodigoCliente(pantalla.qr)!;
    expect(await pasoDelCodigo(RFC_SECRET, leido.numero, t0 + pantalla.expiraEn - 1)).toBe(
      code.paso,
    );
    expect(await pasoDelCodigo(RFC_SECRET, leido.numero, t0 + pantalla.expiraEn)).toBeNull();
  });

  it('reads what a scanner or a person gives back, and nothing else', () => {
    const code = { handle: '7Q4KM', numero: '482913' };
    expect(codigoParaMostrar(code)).toBe('7Q4KM-482913');
    expect(codigoParaQr(code)).toBe('TARJETO:7Q4KM482913');
    for (const text of [
      'TARJETO:7Q4KM482913',
      '7Q4KM-482913',
      ' 7q4km 482 913 ',
      '7Q4KM-482913\n',
    ]) {
      expect(leerCodigoCliente(text)).toEqual(code);
    }
    expect(leerCodigoCliente('7Q4KM-48291')).toBeNull();
    expect(leerCodigoCliente('7Q4KU-482913')).toBeNull();
    expect(leerCodigoCliente('https://example.com')).toBeNull();
    expect(leerCodigoCliente('')).toBeNull();
  });

  it('round-trips every handle and number through the QR and the screen', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.stringMatching(/^[0-9A-HJKMNP-TV-Z]{5}$/),
        fc.integer({ min: 0, max: 2 ** 40 }),
        async (handle, paso) => {
          const numero = await numeroDelPaso(RFC_SECRET, paso);
          expect(numero).toMatch(/^\d{6}$/);
          const code = { handle, numero };
          expect(leerCodigoCliente(codigoParaQr(code))).toEqual(code);
          expect(leerCodigoCliente(codigoParaMostrar(code))).toEqual(code);
        },
      ),
      { numRuns: 200 },
    );
  });
});
