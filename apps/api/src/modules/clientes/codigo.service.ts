import { randomBytes } from 'node:crypto';
import {
  CODIGO_HANDLE_LONGITUD,
  codigoClienteEn,
  codigoParaMostrar,
  codigoParaQr,
  CODIGO_PASO_MS,
  leerCodigoCliente,
  pasoDelCodigo,
  venceElPaso,
  type ClienteCodigo,
} from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomBase32 } from '../../lib/ids.ts';
import {
  findClienteByHandle,
  findCodigoDeCliente,
  setCodigoDeCliente,
} from './clientes.repository.ts';

// The customer's rotating code (DOMAIN §4; the algorithm is packages/shared/src/domain/
// codigo-cliente.ts): the handle and secret are made the first time a customer asks for a code.

/** The customer's handle and secret, making them on first use. */
export async function codigoSecretoDe(db: Db, usuarioId: string) {
  const row = await findCodigoDeCliente(db, usuarioId);
  if (!row) throw new AppError('PERFIL_INCOMPLETO');
  if (row.codigoHandle && row.codigoSecreto)
    return { handle: row.codigoHandle, secreto: row.codigoSecreto };
  const secreto = randomBytes(20).toString('base64url');
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
  const code = await codigoClienteEn(handle, secreto, now);
  return {
    codigo: codigoParaMostrar(code),
    qr: codigoParaQr(code),
    expiraEn: venceElPaso(code.paso) - now,
    renuevaEn: (code.paso + 1) * CODIGO_PASO_MS - now,
  };
}

/**
 * The customer a scanned or typed code belongs to, if the code was valid at `at`, with the code's
 * step (one code counts once). Unknown handle and wrong number answer alike.
 */
export async function resolverCodigo(db: Db, text: string, at: Date) {
  const parsed = leerCodigoCliente(text);
  const cliente = parsed ? await findClienteByHandle(db, parsed.handle) : null;
  const paso =
    parsed && cliente?.codigoSecreto
      ? await pasoDelCodigo(cliente.codigoSecreto, parsed.numero, at.getTime())
      : null;
  if (!cliente || paso === null) throw new AppError('CODIGO_CLIENTE_INVALIDO');
  return { cliente, paso };
}

/** The signed-in customer's record id; 409 PERFIL_INCOMPLETO before the setup wizard. */
export async function clienteDeUsuario(db: Db, usuarioId: string) {
  const row = await findCodigoDeCliente(db, usuarioId);
  if (!row) throw new AppError('PERFIL_INCOMPLETO');
  return { id: row.id };
}
