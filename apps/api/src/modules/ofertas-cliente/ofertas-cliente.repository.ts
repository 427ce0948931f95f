import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { canjes, codigosCanje, promociones } from '../../db/schema/index.ts';

// The customer's 'Ofertas' (issue 11): the promotions of their businesses with their own canjes
// of each, and the redemption codes they asked for and have not used yet.

/**
 * The switched-on promotions of these businesses, each with this customer's canjes of it today,
 * this ISO week and ever — "today" and "this week" being each business's own (`dias`).
 */
export async function findPromocionesConUsosDeCliente(
  db: Db,
  clienteId: string,
  dias: ReadonlyArray<{ negocioId: string; hoy: string; semana: number }>,
) {
  if (dias.length === 0) return [];
  const hoyDe = sql`case ${promociones.negocioId} ${sql.join(
    dias.map((d) => sql`when ${d.negocioId}::uuid then ${d.hoy}::date`),
    sql` `,
  )} end`;
  const semanaDe = sql`case ${promociones.negocioId} ${sql.join(
    dias.map((d) => sql`when ${d.negocioId}::uuid then ${d.semana}::int`),
    sql` `,
  )} end`;
  return db
    .select({
      promocion: promociones,
      hoy: sql<number>`count(${canjes.id}) filter (where ${canjes.fechaLocal} = ${hoyDe})`.mapWith(
        Number,
      ),
      semana:
        sql<number>`count(${canjes.id}) filter (where ${canjes.semana} = ${semanaDe})`.mapWith(
          Number,
        ),
      total: sql<number>`count(${canjes.id})`.mapWith(Number),
    })
    .from(promociones)
    .leftJoin(canjes, and(eq(canjes.promocionId, promociones.id), eq(canjes.clienteId, clienteId)))
    .where(
      and(
        inArray(
          promociones.negocioId,
          dias.map((d) => d.negocioId),
        ),
        isNull(promociones.eliminadaAt),
        eq(promociones.status, true),
      ),
    )
    .groupBy(promociones.id)
    .orderBy(asc(promociones.nivelReq), asc(promociones.createdAt));
}

/** The customer's unused codes still valid at `now`, by promotion. */
export async function findCodigosVigentes(db: Db, clienteId: string, now: Date) {
  return db
    .select({
      promocionId: codigosCanje.promocionId,
      codigo: codigosCanje.codigo,
      expiresAt: codigosCanje.expiresAt,
    })
    .from(codigosCanje)
    .where(
      and(
        eq(codigosCanje.clienteId, clienteId),
        isNull(codigosCanje.usadoAt),
        gt(codigosCanje.expiresAt, now),
      ),
    );
}
