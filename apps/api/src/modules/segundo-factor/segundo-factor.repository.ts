import { and, count, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { codigosRecuperacion, sesiones, usuarios } from '../../db/schema/index.ts';
import { registrarActividad } from '../actividad/actividad.repository.ts';

// The second factor's rows: the secret and the moment it was turned on (usuarios), and the
// recovery codes' hashes (codigos_recuperacion). Turning it on or off is one transaction with its
// record in Actividad.

/** Recovery codes not used yet. */
export async function contarCodigosRestantes(db: Db, usuarioId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(codigosRecuperacion)
    .where(and(eq(codigosRecuperacion.usuarioId, usuarioId), isNull(codigosRecuperacion.usadoAt)));
  return Number(row?.n ?? 0);
}

/** A new secret while the factor is being set up; false when it is already on. */
export async function guardarSecretoNuevo(db: Db, usuarioId: string, secreto: string) {
  const rows = await db
    .update(usuarios)
    .set({ totpSecreto: secreto })
    .where(and(eq(usuarios.id, usuarioId), isNull(usuarios.totpActivadoAt)))
    .returning({ id: usuarios.id });
  return rows.length > 0;
}

/**
 * Turns the factor on with its secret as set up (`secreto`: a setup started again meanwhile gives
 * the code nothing to match), replaces the recovery codes and ends the account's other sessions —
 * they were opened without the code. False when it is already on, or the secret changed.
 */
export async function activarSegundoFactor(
  db: Db,
  x: { usuarioId: string; secreto: string; sesionId: string; hashes: string[]; ip: string },
) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(usuarios)
      .set({ totpActivadoAt: new Date(), updatedAt: new Date() })
      .where(
        and(
          eq(usuarios.id, x.usuarioId),
          eq(usuarios.totpSecreto, x.secreto),
          isNull(usuarios.totpActivadoAt),
        ),
      )
      .returning({ id: usuarios.id });
    if (rows.length === 0) return false;
    await tx.delete(codigosRecuperacion).where(eq(codigosRecuperacion.usuarioId, x.usuarioId));
    await tx
      .insert(codigosRecuperacion)
      .values(x.hashes.map((codigoHash) => ({ usuarioId: x.usuarioId, codigoHash })));
    await tx
      .delete(sesiones)
      .where(and(eq(sesiones.usuarioId, x.usuarioId), ne(sesiones.id, x.sesionId)));
    await registrarActividad(
      tx,
      { usuarioId: x.usuarioId },
      { accion: 'segundo_factor.activado', ip: x.ip },
    );
    return true;
  });
}

/** Turns the factor off: the secret and the recovery codes go. False when it was not on. */
export async function desactivarSegundoFactor(db: Db, usuarioId: string, ip: string) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(usuarios)
      .set({ totpSecreto: null, totpActivadoAt: null, updatedAt: new Date() })
      .where(and(eq(usuarios.id, usuarioId), isNotNull(usuarios.totpActivadoAt)))
      .returning({ id: usuarios.id });
    if (rows.length === 0) return false;
    await tx.delete(codigosRecuperacion).where(eq(codigosRecuperacion.usuarioId, usuarioId));
    await registrarActividad(tx, { usuarioId }, { accion: 'segundo_factor.desactivado', ip });
    return true;
  });
}

/**
 * Uses a recovery code up if it is one of the account's and unused: one conditional UPDATE, so two
 * requests racing with the same code cannot both succeed.
 */
export async function usarCodigoRecuperacion(db: Db, usuarioId: string, codigoHash: string) {
  const rows = await db
    .update(codigosRecuperacion)
    .set({ usadoAt: new Date() })
    .where(
      and(
        eq(codigosRecuperacion.usuarioId, usuarioId),
        eq(codigosRecuperacion.codigoHash, codigoHash),
        isNull(codigosRecuperacion.usadoAt),
      ),
    )
    .returning({ usuarioId: codigosRecuperacion.usuarioId });
  return rows.length > 0;
}
