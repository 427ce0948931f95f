import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nexoSolicitudes } from '../../db/schema/index.ts';

export type TipoSolicitud = 'visita' | 'canje';

export async function findSolicitud(db: Db, nexoId: string, clave: string) {
  const [row] = await db
    .select({ tipo: nexoSolicitudes.tipo, respuesta: nexoSolicitudes.respuesta })
    .from(nexoSolicitudes)
    .where(and(eq(nexoSolicitudes.nexoId, nexoId), eq(nexoSolicitudes.clave, clave)))
    .limit(1);
  return row ?? null;
}

export async function insertSolicitud(tx: Db, nexoId: string, clave: string, tipo: TipoSolicitud) {
  const rows = await tx
    .insert(nexoSolicitudes)
    .values({ nexoId, clave, tipo })
    .onConflictDoNothing()
    .returning({ clave: nexoSolicitudes.clave });
  return rows.length === 1;
}
