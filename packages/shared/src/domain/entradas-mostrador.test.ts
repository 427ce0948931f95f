import { describe, expect, it } from 'vitest';
import { codigoCanjeSchema } from '../contracts/promociones.ts';
import { registerNexoBodySchema, type RegisterNexoBody } from '../contracts/nexo.ts';
import { NEXO_NOMBRE_MAX, revisarCodigoCanje, revisarVinculacion } from './entradas-mostrador.ts';

// The plain functions the kiosk checks with answer as the contracts the server checks with: same
// result, same first message, for the inputs a counter can hand in.

const CONTROL = '\u0007';

describe("the counter's inputs, checked without zod", () => {
  it('reads a redemption code as codigoCanjeSchema does', () => {
    const entradas = [
      'K7M2QX',
      'k7m2qx',
      ' ko1 il0 ',
      'k7m-2qx',
      'K7M 2QX',
      'K7M2Q',
      'K7M2QXZ',
      'K7M2QU',
      '',
      '   ',
      'ÑANDÚ1',
      `K7M2QX${CONTROL}`,
      'K7M2QX\n',
      '\tK7M2QX',
      'TARJETO:7Q4KM482913',
      'https://example.com/menu',
      '7501055300051',
    ];
    for (const texto of entradas) {
      const zod = codigoCanjeSchema.safeParse(texto);
      const mano = revisarCodigoCanje(texto);
      expect(mano.ok, JSON.stringify(texto)).toBe(zod.success);
      if (zod.success && mano.ok) expect(mano.data).toBe(zod.data);
      if (!zod.success && !mano.ok) expect(mano.error).toBe(zod.error.issues[0]?.message);
    }
  });

  it('checks the pairing form as registerNexoBodySchema does', () => {
    const entradas: RegisterNexoBody[] = [
      { connectionCode: '123456' },
      { connectionCode: ' 123456 ' },
      { connectionCode: '12345' },
      { connectionCode: '12345a' },
      { connectionCode: `12345${CONTROL}` },
      { connectionCode: '123456', nombre: 'Caja 1' },
      { connectionCode: '123456', nombre: '  Caja 1  ' },
      { connectionCode: '123456', nombre: 'x'.repeat(NEXO_NOMBRE_MAX) },
      { connectionCode: '123456', nombre: ` ${'x'.repeat(NEXO_NOMBRE_MAX)} ` },
      { connectionCode: '123456', nombre: 'x'.repeat(NEXO_NOMBRE_MAX + 1) },
      { connectionCode: '123456', nombre: `Caja${CONTROL}` },
      { connectionCode: '1234', nombre: 'x'.repeat(NEXO_NOMBRE_MAX + 1) },
    ];
    for (const body of entradas) {
      const zod = registerNexoBodySchema.safeParse(body);
      const mano = revisarVinculacion(body);
      expect(mano.ok, JSON.stringify(body)).toBe(zod.success);
      if (zod.success && mano.ok) expect(mano.data).toStrictEqual(zod.data);
      if (!zod.success && !mano.ok) {
        const issue = zod.error.issues[0];
        expect(mano.error).toBe(issue?.message);
        expect(mano.campo).toBe(issue?.path[0]);
      }
    }
  });
});
