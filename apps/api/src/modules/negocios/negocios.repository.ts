import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { establecimientos, negocios } from '../../db/schema/index.ts';

/** The landing's sample businesses, each with its main establishment's place. */
export function findNegociosDestacados(db: Db, limit: number) {
  return db
    .select({
      publicId: negocios.publicId,
      slug: negocios.slug,
      nombreComercial: negocios.nombreComercial,
      categoria: negocios.categoria,
      gradient: negocios.gradient,
      historiaNegocio: negocios.historiaNegocio,
      valorDiferenciador: negocios.valorDiferenciador,
      visitasTotales: negocios.visitasTotales,
      clientesUnicos: negocios.clientesUnicos,
      ciudad: establecimientos.ciudad,
      zona: establecimientos.zona,
    })
    .from(negocios)
    .leftJoin(
      establecimientos,
      and(eq(establecimientos.negocioId, negocios.id), eq(establecimientos.principal, true)),
    )
    .where(eq(negocios.destacado, true))
    .orderBy(asc(negocios.createdAt), asc(negocios.nombreComercial))
    .limit(limit);
}

/** The business a public id names, if this account owns it. */
export async function findNegocioDelDueno(db: Db, negocioPublicId: string, usuarioId: string) {
  const [row] = await db
    .select({ id: negocios.id, publicId: negocios.publicId, zonaHoraria: negocios.zonaHoraria })
    .from(negocios)
    .where(and(eq(negocios.publicId, negocioPublicId), eq(negocios.usuarioId, usuarioId)))
    .limit(1);
  return row ?? null;
}
