import type { clienteCodigoLlaveResponseSchema } from '@tarjeto/shared';
import { type ClienteCodigoLlave } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from './api-client.ts';

// 'Mi código' without a connection (issue 11, DOMAIN §4): shops often have no signal inside, so
// the phone keeps the key its rotating code comes from — the handle and TOTP secret the server
// gave this signed-in customer — and computes each code itself. One key per device, tagged with
// the account it belongs to: it is replaced whenever the screen is opened online, dropped when
// the session ends here (logout, deletion, an answer that the session is gone, someone else
// signing in), and renewed after a password change — which gives the account a new secret, so a
// copy left on another phone stops producing codes the counter accepts.
//
// localStorage rather than IndexedDB: the offline screen must decide at its first render, before
// any asynchronous read, whether it has a code to show. The page's strict CSP (script-src 'self')
// is what keeps other scripts away from it, as from the session itself.

const CLAVE = 'tarjeto:mi-codigo';

export interface LlaveGuardada {
  /** The account it belongs to (`usuario._id`). */
  usuarioId: string;
  /** The first name to greet with when the session cannot be checked. */
  nombre: string;
  handle: string;
  secreto: string;
  /** Server clock minus this device's, measured when the key arrived. */
  desfaseMs: number;
  guardadaEn: number;
}

function almacen(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage blocked (private mode, policy): the code simply needs a connection.
    return null;
  }
}

/** Keeps the key the server just sent for this account. */
export function guardarLlave(
  usuarioId: string,
  nombre: string,
  llave: ClienteCodigoLlave,
  recibidaEn = Date.now(),
): LlaveGuardada {
  const guardada: LlaveGuardada = {
    usuarioId,
    nombre,
    handle: llave.handle,
    secreto: llave.secreto,
    desfaseMs: llave.servidorEn - recibidaEn,
    guardadaEn: recibidaEn,
  };
  try {
    almacen()?.setItem(CLAVE, JSON.stringify(guardada));
  } catch {
    // Full or blocked: this visit still shows the code; offline it will not.
  }
  return guardada;
}

const esLlave = (v: unknown): v is LlaveGuardada => {
  const l = v as Partial<LlaveGuardada> | null;
  return (
    typeof l?.usuarioId === 'string' &&
    typeof l.nombre === 'string' &&
    typeof l.handle === 'string' &&
    typeof l.secreto === 'string' &&
    typeof l.desfaseMs === 'number' &&
    typeof l.guardadaEn === 'number'
  );
};

/** The key kept on this device — for `usuarioId` only, when given. */
export function leerLlave(usuarioId?: string): LlaveGuardada | null {
  try {
    const raw = almacen()?.getItem(CLAVE);
    const llave: unknown = raw ? JSON.parse(raw) : null;
    if (!esLlave(llave)) return null;
    return usuarioId === undefined || llave.usuarioId === usuarioId ? llave : null;
  } catch {
    return null;
  }
}

/** Drops the key: the session ended on this device, or it is no longer this account's. */
export function olvidarLlave() {
  try {
    almacen()?.removeItem(CLAVE);
  } catch {
    // Nothing kept, nothing to drop.
  }
}

/** GET /api/cliente/codigo/llave: the signed-in customer's key. */
export async function pedirLlave(signal?: AbortSignal): Promise<ClienteCodigoLlave> {
  const payload = await apiFetch<unknown>('/api/cliente/codigo/llave', { signal });
  return (payload as Respuesta<typeof clienteCodigoLlaveResponseSchema>).data;
}

/**
 * After a password change the account's secret is new: fetch the new key for the one this device
 * keeps. If that fails the old one is dropped anyway — it only makes codes the counter refuses.
 */
export async function renovarLlaveGuardada() {
  const actual = leerLlave();
  if (!actual) return;
  try {
    guardarLlave(actual.usuarioId, actual.nombre, await pedirLlave());
  } catch {
    olvidarLlave();
  }
}
