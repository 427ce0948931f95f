import { leerCodigoCliente } from '@tarjeto/shared';

// A camera sees the same QR many times a second, and a customer often keeps their phone up after
// the result shows: the same code must be acted on once. Codes are compared as the customer's code
// (so a QR and a re-read of it are one), anything else by its text.

/** A repeat of the same text within this time is ignored. */
export const SCAN_REPEAT_MS = 4000;

/**
 * What a read is: the first sight of a code ('nuevo'), the same code in the next frames
 * ('repetido', nothing to say), or a code already sent and judged that is still being held up
 * ('ya_leido': the counter says so, so nobody waits for a result that will not come).
 */
export type Lectura = 'nuevo' | 'repetido' | 'ya_leido';

export function createScanDedupe(windowMs: number = SCAN_REPEAT_MS, now: () => number = Date.now) {
  const until = new Map<string, { end: number; leido: boolean }>();
  const keyOf = (text: string) => {
    const codigo = leerCodigoCliente(text);
    return codigo ? `${codigo.handle}${codigo.numero}` : text.trim();
  };
  const purge = (t: number) => {
    for (const [k, v] of until) if (t >= v.end) until.delete(k);
  };
  const check = (text: string): Lectura => {
    const t = now();
    purge(t);
    const key = keyOf(text);
    const seen = until.get(key);
    if (seen) return seen.leido ? 'ya_leido' : 'repetido';
    until.set(key, { end: t + windowMs, leido: false });
    return 'nuevo';
  };
  return {
    check,
    /** True the first time a text is seen; false while it is still being ignored. */
    isNew: (text: string) => check(text) === 'nuevo',
    /**
     * Ignores a text for longer, e.g. a customer code that was just sent: for as long as it could
     * still be read, a second try would only be refused as already used.
     */
    ignoreFor(text: string, ms: number) {
      const t = now();
      const key = keyOf(text);
      until.set(key, { end: Math.max(until.get(key)?.end ?? 0, t + ms), leido: true });
    },
  };
}
