import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clientes } from '../../db/schema/index.ts';

export async function findClienteByHandle(db: Db, handle: string) {
  const [row] = await db
    .select({
      id: clientes.id,
      nombre: clientes.nombre,
      fotoId: clientes.fotoId,
      codigoSecreto: clientes.codigoSecreto,
      codigoSecretoCartera: clientes.codigoSecretoCartera,
    })
    .from(clientes)
    .where(eq(clientes.codigoHandle, handle))
    .limit(1);
  return row ?? null;
}

export async function findCodigoDeCliente(db: Db, usuarioId: string) {
  const [row] = await db
    .select({
      id: clientes.id,
      codigoHandle: clientes.codigoHandle,
      codigoSecreto: clientes.codigoSecreto,
    })
    .from(clientes)
    .where(eq(clientes.usuarioId, usuarioId))
    .limit(1);
  return row ?? null;
}

/**
 * Gives the customer their code's handle and secret, once: a conditional UPDATE. False when the
 * handle is taken by someone else (the caller draws another) or the customer already has one.
 */
export async function setCodigoDeCliente(
  db: Db,
  clienteId: string,
  values: { codigoHandle: string; codigoSecreto: string },
) {
  try {
    const rows = await db
      .update(clientes)
      .set(values)
      .where(and(eq(clientes.id, clienteId), isNull(clientes.codigoHandle)))
      .returning({ id: clientes.id });
    return rows.length === 1;
  } catch (err) {
    for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e)
      if (e.code === '23505') return false;
    throw err;
  }
}

/** A new secret for a customer that has a code; the handle stays. */
export async function replaceCodigoSecreto(db: Db, usuarioId: string, codigoSecreto: string) {
  await db
    .update(clientes)
    .set({ codigoSecreto, updatedAt: new Date() })
    .where(and(eq(clientes.usuarioId, usuarioId), isNotNull(clientes.codigoHandle)));
}
