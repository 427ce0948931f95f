import { randomBytes } from 'node:crypto';
import {
  CODIGO_HANDLE_LONGITUD,
  codigoParaPantalla,
  leerCodigoCliente,
  pasoDe,
  pasoDelCodigo,
  usarHmac,
  type ClienteCodigo,
  type ClienteCodigoLlave,
} from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hmacNode } from '../../lib/hmac.ts';
import { randomBase32 } from '../../lib/ids.ts';
import {
  findClienteByHandle,
  findCodigoDeCliente,
  replaceCodigoSecreto,
  setCodigoDeCliente,
} from './clientes.repository.ts';

// The customer's rotating code (DOMAIN §4; the algorithm is packages/shared/src/domain/
// codigo-cliente.ts): the handle and secret are made the first time a customer asks for a code.

// The server computes the codes with node:crypto's HMAC: the same bytes as the phone's WebCrypto,
// without a thread-pool job per step checked.
usarHmac(hmacNode);

/** A new TOTP secret: 160 random bits (RFC 4226's recommended length), base64url. */
const nuevoSecreto = () => randomBytes(20).toString('base64url');

/** The customer's handle and secret, making them on first use. */
export async function codigoSecretoDe(db: Db, usuarioId: string) {
  const row = await findCodigoDeCliente(db, usuarioId);
  if (!row) throw new AppError('PERFIL_INCOMPLETO');
  if (row.codigoHandle && row.codigoSecreto)
    return { handle: row.codigoHandle, secreto: row.codigoSecreto };
  const secreto = nuevoSecreto();
  for (let attempt = 0; attempt < 10; attempt++) {
    const handle = randomBase32(CODIGO_HANDLE_LONGITUD);
    if (await setCodigoDeCliente(db, row.id, { codigoHandle: handle, codigoSecreto: secreto }))
      return { handle, secreto };
    // Another request made them first, or the handle was taken: look again.
    const now = await findCodigoDeCliente(db, usuarioId);
    if (now?.codigoHandle && now.codigoSecreto)
      return { handle: now.codigoHandle, secreto: now.codigoSecreto };
  }
  throw new Error('no se pudo crear el código del cliente');
}

/** The code to show now, and when to ask for the next. */
export async function codigoActual(
  db: Db,
  usuarioId: string,
  now = Date.now(),
): Promise<ClienteCodigo> {
  const { handle, secreto } = await codigoSecretoDe(db, usuarioId);
  return codigoParaPantalla(handle, secreto, now);
}

/**
 * What the customer's phone keeps to show 'Mi código' without a connection: the handle, the
 * secret, and the server's clock (so a phone set a little wrong computes the server's step).
 */
export async function llaveDelCodigo(
  db: Db,
  usuarioId: string,
  now = Date.now(),
): Promise<ClienteCodigoLlave> {
  const { handle, secreto } = await codigoSecretoDe(db, usuarioId);
  return { handle, secreto, servidorEn: now };
}

/**
 * A new secret for the customer's code, the handle kept: every copy a phone holds stops producing
 * accepted codes. For a password change or reset (a lost or stolen phone is why people change
 * it). Nothing to do for an account with no code yet, or no customer record.
 */
export async function renovarSecretoDelCodigo(db: Db, usuarioId: string) {
  await replaceCodigoSecreto(db, usuarioId, nuevoSecreto());
}

/**
 * A number that no TOTP secret of the customer gives may still be a one-time code of theirs that
 * the caller knows how to spend (an Apple Wallet pass's, DOMAIN §11): true when it was and is now
 * spent. Passed in, so this module does not reach into the passes'.
 */
export type OtroCodigo = (clienteId: string, numero: string) => Promise<boolean>;

/**
 * The customer a scanned or typed code belongs to, if the code was valid at `at`, with the code's
 * step (one code counts once). Unknown handle and wrong number answer alike.
 */
export async function resolverCodigo(db: Db, text: string, at: Date, otro?: OtroCodigo) {
  const parsed = leerCodigoCliente(text);
  const cliente = parsed ? await findClienteByHandle(db, parsed.handle) : null;
  return comprobarCodigo(parsed?.numero ?? null, cliente, at, otro);
}

/**
 * The check of resolverCodigo() for a caller that has already looked the handle up (the visit's
 * fast path reads the customer in its own query): the customer and step, or CODIGO_CLIENTE_INVALIDO.
 * The number may come from the customer's own secret ('Mi código') or from their phone wallet's
 * (Google Wallet's rotating QR, DOMAIN §11): the same handle, either secret, the same step rules.
 * A one-time code (`otro`) counts in the step of the scan.
 */
export async function comprobarCodigo<
  C extends { id: string; codigoSecreto: string | null; codigoSecretoCartera?: string | null },
>(numero: string | null, cliente: C | null, at: Date, otro?: OtroCodigo) {
  let paso: number | null = null;
  if (numero !== null && cliente) {
    for (const secreto of [cliente.codigoSecreto, cliente.codigoSecretoCartera]) {
      if (secreto) paso = await pasoDelCodigo(secreto, numero, at.getTime());
      if (paso !== null) break;
    }
    if (paso === null && otro && (await otro(cliente.id, numero))) paso = pasoDe(at.getTime());
  }
  if (!cliente || paso === null) throw new AppError('CODIGO_CLIENTE_INVALIDO');
  return { cliente, paso };
}

/** The signed-in customer's record id; 409 PERFIL_INCOMPLETO before the setup wizard. */
export async function clienteDeUsuario(db: Db, usuarioId: string) {
  const row = await findCodigoDeCliente(db, usuarioId);
  if (!row) throw new AppError('PERFIL_INCOMPLETO');
  return { id: row.id };
}
