import { describe, expect, it } from 'vitest';
import { CARTERA_KEY } from '../../cliente-dashboard/api/tarjetas.ts';
import { enlaceApple, PASES_KEY } from './pases.ts';

// The wallets' query sits under the customer's wallet key, so whatever refreshes the wallet (a
// card added) refreshes them too. The key is spelled in both features (they do not import each
// other); this keeps the two together.

describe('the phone wallets’ calls', () => {
  it('keep their query under the wallet’s key', () => {
    expect(PASES_KEY.slice(0, CARTERA_KEY.length)).toEqual([...CARTERA_KEY]);
    expect(PASES_KEY.length).toBeGreaterThan(CARTERA_KEY.length);
  });

  it("point Apple's link at the business's pass file, escaped", () => {
    expect(enlaceApple('NEGCUICHI')).toBe('/api/cliente/pases/apple/NEGCUICHI');
    expect(enlaceApple('NEG/../x')).toBe('/api/cliente/pases/apple/NEG%2F..%2Fx');
  });
});
