import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogCapture, testAppForFile } from '../test/test-app.ts';
import {
  ACTORES,
  FILAS,
  llamar,
  montarEscena,
  type Actor,
  type Escena,
  type Fila,
} from './rutas-api.ts';

// Input fuzzing (issue 14, part 2): every route of the API gets bodies, queries, path parameters
// and headers it never expects — wrong types, huge and odd strings, prototype-polluting keys,
// deep nesting, broken JSON — from the caller it would otherwise serve. Not one 5xx, every 4xx in
// the error shape, and nothing logged at error level: a bad input is the caller's mistake, never
// the server's.

const CORRIDAS = Number(process.env.FUZZ_CORRIDAS ?? 20);

const CLAVES_PELIGROSAS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

const textoRaro = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uFEFF',
    '\uD800', // a lone surrogate
    '𝕋𝕒𝕣𝕛𝕖𝕥𝕠 🌮',
    'ñÑáéíóú',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '../../../etc/passwd',
    '%00',
    '%',
    '1e309',
    '-0',
    'NaN',
    '2026-02-30',
    '99:99',
    'x'.repeat(70_000),
  ),
);

const valorRaro: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    textoRaro,
    fc.integer(),
    fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -1, 0, 1.5, 1e21, -1e21),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('v'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(textoRaro, fc.constantFrom(...CLAVES_PELIGROSAS)), tie('v'), {
      maxKeys: 4,
    }),
  ),
})).v;

const anidado = (n: number) => '['.repeat(n) + ']'.repeat(n);

/** A body: raw bytes, broken or deep JSON, any value, or the row's own body with one field spoilt. */
const cuerpo = (valido: Record<string, unknown> | undefined) =>
  fc.oneof(
    fc.constantFrom(
      '',
      '{',
      'null',
      '"texto"',
      '[]',
      anidado(5_000),
      '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}',
      `{"a":"${'x'.repeat(2_000_000)}"}`,
    ),
    valorRaro.map((v) => JSON.stringify(v) ?? 'null'),
    fc
      .tuple(
        fc.constantFrom(...Object.keys(valido ?? { campo: 1 }), ...CLAVES_PELIGROSAS),
        valorRaro,
      )
      .map(([k, v]) => {
        const o: Record<string, unknown> = { ...valido };
        Object.defineProperty(o, k, {
          value: v,
          enumerable: true,
          configurable: true,
          writable: true,
        });
        return JSON.stringify(o);
      }),
  );

const QUERY_KEYS = [
  'periodo',
  'limit',
  'cursor',
  'startDate',
  'endDate',
  'negocioID',
  'q',
  'orden',
  'nivel',
  'ciudad',
  'categoria',
  'activo',
  '__proto__[x]',
];
const query = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), textoRaro), textoRaro), { maxLength: 4 })
  .map((pares) =>
    pares.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'),
  );

const asciiVisible = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 200,
});
const headers = fc.record(
  {
    // Mostly JSON, so the body reaches validation; sometimes anything at all.
    'content-type': fc.oneof(
      { arbitrary: fc.constant('application/json'), weight: 4 },
      fc.constantFrom(
        'application/json',
        'application/json; charset=latin1',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=nada',
        'application/xml',
        '*/*',
      ),
      asciiVisible,
    ),
    accept: fc.constantFrom('*/*', 'text/html', 'application/xml', 'nada/nada'),
    'accept-language': asciiVisible,
    authorization: fc.constantFrom(
      'Bearer ',
      'Bearer x',
      'Basic YTpi',
      'Bearer ' + 'a'.repeat(5_000),
    ),
    'x-forwarded-for': fc.constantFrom('1.2.3.4', 'no-es-ip', '::1, 10.0.0.1'),
  },
  { requiredKeys: [] },
);

/** The ids a row's URL carries, each of which a fuzzed call may replace. */
const idsDe = (e: Escena) => [
  e.publicID,
  e.promocionID,
  e.slug,
  e.establecimientoID,
  e.nexoID,
  e.clientePublicID,
  e.fotoID,
];

/** The caller a row serves (so the fuzzed call reaches its validation and handler). */
const actorQueSirve = (fila: Fila): Actor =>
  (['dueno', 'cliente', 'nexo', 'invitado'] as const).find((a) => fila.espera[a] < 300) ??
  ACTORES.find((a) => fila.espera[a] !== 401) ??
  'invitado';

const log = new LogCapture();
const t = testAppForFile({ log, env: { LOG_LEVEL: 'error' } });
let escena: Escena;
let casos = 0;
beforeAll(async () => {
  escena = await montarEscena(t);
}, 60_000);
afterAll(() => {
  console.info(`fuzz: ${casos} llamadas sobre ${FILAS.length} rutas`);
});

describe('every route under fuzzed input', () => {
  for (const fila of FILAS) {
    it(
      fila.ruta,
      async () => {
        const e = fila.propia ? await montarEscena(t) : escena;
        const actor = actorQueSirve(fila);
        const valido = fila.body ? ((await fila.body(e)) as Record<string, unknown>) : undefined;
        const [, plantilla] = fila.ruta.split(' ');
        const base = fila.url?.(e) ?? plantilla!;
        await fc.assert(
          fc.asyncProperty(
            fc.record(
              {
                payload: cuerpo(valido && typeof valido === 'object' ? valido : undefined),
                query,
                headers,
                id: textoRaro,
              },
              { requiredKeys: [] },
            ),
            async (c) => {
              // A path parameter replaced by anything, as a hand-edited URL would carry it.
              const reemplazo = c.id === undefined ? null : encodeURIComponent(c.id);
              const url =
                reemplazo === null
                  ? base
                  : idsDe(e).reduce((u, id) => u.replace(id, reemplazo), base);
              const filaUrl: Fila = { ...fila, url: () => url };
              const res = await llamar(t, filaUrl, e, actor, {
                ...(c.payload === undefined ? {} : { payload: c.payload }),
                ...(c.query === undefined ? {} : { query: c.query }),
                ...(c.headers === undefined ? {} : { headers: c.headers }),
              });
              casos++;
              expect(res.statusCode, `${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(
                500,
              );
              if (res.statusCode >= 400 && String(res.headers['content-type']).includes('json')) {
                const body = res.json();
                expect(body.success).toBe(false);
                expect(typeof body.message).toBe('string');
              }
            },
          ),
          { numRuns: CORRIDAS, seed: Number(process.env.FUZZ_SEED ?? 20261123) },
        );
        // Nothing the caller sent made the server log an error of its own.
        expect(log.lines.filter((l) => JSON.parse(l).level >= 50)).toEqual([]);
      },
      120_000,
    );
  }
});
