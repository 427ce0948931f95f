import { numeroDelPaso } from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import { findCodigosApple, gastarCodigoApple } from './pases.repository.ts';

// The Apple pass's one-time code (DOMAIN §11; docs/wallet.md § The code on an iPhone): Apple
// Wallet cannot compute a TOTP, so the pass shows HOTP(secret, counter) (RFC 4226, the same
// function as 'Mi código''s steps, counted instead of timed). The kiosk reads it like any code;
// once it counts, the counter moves on and the pass is pushed with the next one. A screenshot is
// good for one visit at most — and only until the real pass is used.

/**
 * Whether `numero` is the current one-time code of one of the customer's live Apple passes; if
 * so it is spent here (true). False when it is no such code, or another scan spent it first.
 */
export async function gastarCodigoDePase(db: Db, clienteId: string, numero: string) {
  for (const p of await findCodigosApple(db, clienteId)) {
    if (p.secreto && (await numeroDelPaso(p.secreto, p.contador)) === numero)
      return gastarCodigoApple(db, p.id, p.contador);
  }
  return false;
}
