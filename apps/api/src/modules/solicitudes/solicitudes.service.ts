import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findSolicitud, insertSolicitud, type TipoSolicitud } from './solicitudes.repository.ts';

// A device's requests, by idempotency key (docs/nexo-protocol.md): a retry of a visit or a
// redemption gets the first answer back and never counts twice. The answer itself is written by
// the visit's or redemption's own statement, in the same transaction as the claim.

/** The answer an earlier request with this key got, if it has one. */
export async function respuestaPrevia<T>(
  db: Db,
  nexoId: string,
  clave: string,
  tipo: TipoSolicitud,
): Promise<T | null> {
  const row = await findSolicitud(db, nexoId, clave);
  if (!row || row.respuesta === null) return null;
  if (row.tipo !== tipo)
    throw new AppError('CONFLICT', { message: 'Esa clave ya se usó para otra solicitud.' });
  return row.respuesta as T;
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
 * its transaction; a concurrent repeat waits for the first and gets its answer too.
 */
export async function unaVez<P, T>(
  db: Db,
  key: { nexoId: string; clave: string; tipo: TipoSolicitud },
  preparar: () => Promise<P>,
  work: (tx: Db, prepared: P) => Promise<T>,
): Promise<T> {
  const earlier = await respuestaPrevia<T>(db, key.nexoId, key.clave, key.tipo);
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
