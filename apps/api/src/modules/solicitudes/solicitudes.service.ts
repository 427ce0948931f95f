import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findSolicitud, insertSolicitud, type TipoSolicitud } from './solicitudes.repository.ts';

// A device's requests, by idempotency key (docs/nexo-protocol.md): a retry of a visit or a
// redemption gets the first answer back and never counts twice. The answer itself is written by
// the visit's or redemption's own statement, in the same transaction as the claim.

type Solicitud = { tipo: TipoSolicitud; respuesta: unknown } | null;

/** The answer a stored request holds for a request of `tipo` with the same key, if any. */
function respuestaDe<T>(row: Solicitud, tipo: TipoSolicitud): T | null {
  if (!row || row.respuesta === null) return null;
  if (row.tipo !== tipo)
    throw new AppError('CONFLICT', { message: 'Esa clave ya se usó para otra solicitud.' });
  return row.respuesta as T;
}

/** The answer an earlier request with this key got, if it has one. */
export async function respuestaPrevia<T>(
  db: Db,
  nexoId: string,
  clave: string,
  tipo: TipoSolicitud,
): Promise<T | null> {
  return respuestaDe<T>(await findSolicitud(db, nexoId, clave), tipo);
}

/**
 * Claims the key for this transaction. False when another request holds or held it: on PostgreSQL
 * a concurrent claim waits here until the first transaction ends, then finds the key taken.
 */
export const reclamarSolicitud = (tx: Db, nexoId: string, clave: string, tipo: TipoSolicitud) =>
  insertSolicitud(tx, nexoId, clave, tipo);

/**
 * Runs a device's request once per key: a repeat gets the stored answer (before anything else is
 * looked at — a retry of a scan whose customer code has expired since still gets its answer);
 * otherwise `preparar` runs (checks outside the transaction), then `work` with the key claimed in
 * its transaction; a concurrent repeat waits for the first and gets its answer too. `previa` is
 * the key's stored row when the caller has already read it (null: none), in the same round trip
 * as its own checks.
 */
export async function unaVez<P, T>(
  db: Db,
  key: { nexoId: string; clave: string; tipo: TipoSolicitud },
  preparar: () => Promise<P>,
  work: (tx: Db, prepared: P) => Promise<T>,
  previa?: Solicitud,
): Promise<T> {
  const earlier =
    previa === undefined
      ? await respuestaPrevia<T>(db, key.nexoId, key.clave, key.tipo)
      : respuestaDe<T>(previa, key.tipo);
  if (earlier) return earlier;
  const prepared = await preparar();
  const result = await db.transaction(async (tx) =>
    (await reclamarSolicitud(tx, key.nexoId, key.clave, key.tipo))
      ? { done: await work(tx, prepared) }
      : null,
  );
  if (result) return result.done;
  const first = await respuestaPrevia<T>(db, key.nexoId, key.clave, key.tipo);
  if (first) return first;
  throw new AppError('CONFLICT', {
    message: 'Esta solicitud se está procesando. Vuelve a intentarlo en un momento.',
  });
}
