import { leerCodigoCliente } from '@tarjeto/shared';

// A camera sees the same QR many times a second, and a customer often keeps their phone up after
// the result shows: the same code must be acted on once. Codes are compared as the customer's code
// (so a QR and a re-read of it are one), anything else by its text.

/** A repeat of the same text within this time is ignored. */
export const SCAN_REPEAT_MS = 4000;

export function createScanDedupe(windowMs: number = SCAN_REPEAT_MS, now: () => number = Date.now) {
  const until = new Map<string, number>();
  const keyOf = (text: string) => {
    const codigo = leerCodigoCliente(text);
    return codigo ? `${codigo.handle}${codigo.numero}` : text.trim();
  };
  const purge = (t: number) => {
    for (const [k, end] of until) if (t >= end) until.delete(k);
  };
  return {
    /** True the first time a text is seen; false while it is still being ignored. */
    isNew(text: string): boolean {
      const t = now();
      purge(t);
      const key = keyOf(text);
      if (until.has(key)) return false;
      until.set(key, t + windowMs);
      return true;
    },
    /**
     * Ignores a text for longer, e.g. a customer code that was just sent: for as long as it could
     * still be read, a second try would only be refused as already used.
     */
    ignoreFor(text: string, ms: number) {
      const t = now();
      const key = keyOf(text);
      until.set(key, Math.max(until.get(key) ?? 0, t + ms));
    },
  };
}
