import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatEntero } from './numero.ts';

describe('formatEntero', () => {
  it("writes every number as es-MX's Intl does", () => {
    const intl = new Intl.NumberFormat('es-MX');
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1e6, max: 1e7 }),
          fc.maxSafeInteger(),
          fc.double({ noNaN: false }),
          fc.constantFrom(0, -0, 999, 1000, 1e15, -1e15),
        ),
        (n) => {
          expect(formatEntero(n)).toBe(intl.format(n));
        },
      ),
      { numRuns: 2000 },
    );
    expect(formatEntero(1234567)).toBe('1,234,567');
  });
});
