import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { OrdenClientes } from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import {
  canjes,
  clientes,
  establecimientos,
  miembros,
  negocios,
  promociones,
  fechasDeTarjetaVisitada,
  tarjetas,
  tarjetasBusqueda,
  tarjetaVisitadaEn,
  visitas,
} from '../../db/schema/index.ts';

// A business's customers (their cards here) as its owner reads them. Every list is a keyset page
// over one of the tarjetas indexes of migration 0004 (newest, most visits, highest level), so a
// page costs the same on the first customer and on the 500,000th; never OFFSET, never all rows.

/** The business by public id, if this account owns it. */
export async function findNegocioDelDueno(db: Db, negocioPublicId: string, usuarioId: string) {
  const [row] = await db
    .select({ id: negocios.id, zonaHoraria: negocios.zonaHoraria })
    .from(negocios)
    .where(and(eq(negocios.publicId, negocioPublicId), eq(negocios.usuarioId, usuarioId)))
    .limit(1);
  return row ?? null;
}

// A timestamp as PostgreSQL writes it (microseconds included): what a cursor carries, so the next
// page starts exactly after the last row even when two visits share a millisecond.
const exacto = (col: SQL | typeof tarjetas.ultimaVisita | typeof visitas.fecha) =>
  sql<string>`${col}::text`;

const columnasTarjeta = {
  tarjetaId: tarjetas.id,
  clientePublicId: clientes.publicId,
  nombre: clientes.nombre,
  fotoId: clientes.fotoId,
  nivel: tarjetas.nivel,
  visitasTemporada: tarjetas.visitasTemporada,
  visitasTotales: tarjetas.visitasTotales,
  // Every read here keeps to `tarjetaVisitada`: the business's customers, who have visited.
  ...fechasDeTarjetaVisitada,
  ultimaVisitaExacta: exacto(tarjetas.ultimaVisita),
  rachaSemanas: tarjetas.rachaSemanas,
  ultimaSemana: tarjetas.ultimaSemana,
};

export interface TarjetaClienteRow {
  tarjetaId: string;
  clientePublicId: string;
  nombre: string;
  fotoId: string | null;
  nivel: number;
  visitasTemporada: number;
  visitasTotales: number;
  primeraVisita: Date;
  ultimaVisita: Date;
  ultimaVisitaExacta: string;
  rachaSemanas: number;
  ultimaSemana: number | null;
}

/** Where a page starts: the sort values of the last row already shown, and its card id. */
export type Despues =
  | { orden: 'ultimaVisita'; ultimaVisita: string; id: string }
  | { orden: 'visitas'; visitasTotales: number; ultimaVisita: string; id: string }
  | { orden: 'nivel'; nivel: number; visitasTemporada: number; ultimaVisita: string; id: string };

// Each order is descending on every column, so one backward scan of its index serves it and a
// row comparison says "after the cursor".
const ORDEN: Record<OrdenClientes, SQL[]> = {
  ultimaVisita: [desc(tarjetas.ultimaVisita), desc(tarjetas.id)],
  visitas: [desc(tarjetas.visitasTotales), desc(tarjetas.ultimaVisita), desc(tarjetas.id)],
  nivel: [
    desc(tarjetas.nivel),
    desc(tarjetas.visitasTemporada),
    desc(tarjetas.ultimaVisita),
    desc(tarjetas.id),
  ],
};

function despuesDe(d: Despues): SQL {
  switch (d.orden) {
    case 'ultimaVisita':
      return sql`(${tarjetas.ultimaVisita}, ${tarjetas.id}) < (${d.ultimaVisita}::timestamptz, ${d.id}::uuid)`;
    case 'visitas':
      return sql`(${tarjetas.visitasTotales}, ${tarjetas.ultimaVisita}, ${tarjetas.id}) < (${d.visitasTotales}::integer, ${d.ultimaVisita}::timestamptz, ${d.id}::uuid)`;
    case 'nivel':
      return sql`(${tarjetas.nivel}, ${tarjetas.visitasTemporada}, ${tarjetas.ultimaVisita}, ${tarjetas.id}) < (${d.nivel}::smallint, ${d.visitasTemporada}::integer, ${d.ultimaVisita}::timestamptz, ${d.id}::uuid)`;
  }
}

/**
 * The folded words as a prefix query on `tarjetas_busqueda` (migration 0011): every word must start
 * a word of the name, among the names of this business's customers (each entry there carries its
 * business's id, as `tarjetas_busqueda_de` writes it). The words are letters and digits only.
 */
const consulta = (negocioId: string, palabras: readonly string[]) => {
  const negocio = negocioId.replaceAll('-', '');
  return sql`${palabras.map((p) => `'${negocio}.${p}':*`).join(' & ')}::tsquery`;
};

/**
 * How many of the business's cards have a matching name — counted on the search index and only
 * up to `tope` + 1, so a common word costs no more than a rare one.
 */
export async function contarNombres(
  db: Db,
  negocioId: string,
  palabras: readonly string[],
  tope: number,
) {
  const [row] = await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(
    db
      .select({ uno: sql`1`.as('uno') })
      .from(tarjetasBusqueda)
      .where(sql`${tarjetasBusqueda.busqueda} @@ ${consulta(negocioId, palabras)}`)
      .limit(tope + 1)
      .as('coinciden'),
  );
  return row?.total ?? 0;
}

/**
 * One page of the business's customers in `orden`, `limit + 1` rows (the extra one says whether
 * there is a next page).
 *
 * With `palabras` (already folded, letters and digits only) there are two ways, and the caller
 * says which, because the planner cannot guess how rare a name is: `porIndice` — few of the
 * business's customers have the name: take their cards from the search index and sort them in
 * memory; otherwise — a common name: walk this business's order and keep the matching names until
 * the page is full (the name of each card walked is looked up by its key, in a scalar subquery the
 * planner cannot turn into a read of every match first).
 */
export async function findClientesPagina(
  db: Db,
  negocioId: string,
  options: {
    orden: OrdenClientes;
    palabras: readonly string[] | null;
    porIndice?: boolean;
    despues: Despues | null;
    limit: number;
  },
): Promise<TarjetaClienteRow[]> {
  const { orden, palabras, despues, limit } = options;
  const keyset = despues ? despuesDe(despues) : undefined;

  if (palabras?.length && options.porIndice) {
    const pagina = db
      .select({ id: tarjetas.id })
      .from(tarjetas)
      .where(
        tarjetaVisitadaEn(
          negocioId,
          sql`${tarjetas.id} = any(array(${db
            .select({ id: tarjetasBusqueda.tarjetaId })
            .from(tarjetasBusqueda)
            .where(sql`${tarjetasBusqueda.busqueda} @@ ${consulta(negocioId, palabras)}`)}))`,
          keyset,
        ),
      )
      .orderBy(...ORDEN[orden])
      .limit(limit + 1)
      .as('pagina');
    return db
      .select(columnasTarjeta)
      .from(pagina)
      .innerJoin(tarjetas, eq(tarjetas.id, pagina.id))
      .innerJoin(clientes, eq(clientes.id, tarjetas.clienteId))
      .orderBy(...ORDEN[orden]);
  }

  return db
    .select(columnasTarjeta)
    .from(tarjetas)
    .innerJoin(clientes, eq(clientes.id, tarjetas.clienteId))
    .where(
      tarjetaVisitadaEn(
        negocioId,
        palabras?.length
          ? sql`(select ${tarjetasBusqueda.busqueda} from ${tarjetasBusqueda} where ${tarjetasBusqueda.tarjetaId} = ${tarjetas.id}) @@ ${consulta(negocioId, palabras)}`
          : undefined,
        keyset,
      ),
    )
    .orderBy(...ORDEN[orden])
    .limit(limit + 1);
}

// Descending by text: exact times as one session writes them sort as text (same zone, same layout).
const desc_ = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

/**
 * The cards some visits from their next level: at `nivel` with exactly `visitasTemporada` visits
 * this season, `faltan` visits short of the next level's requirement.
 */
export interface CasillaProxima {
  nivel: number;
  visitasTemporada: number;
  faltan: number;
}

/**
 * Cards in any of the casillas: how many, and the `limit` closest to rising (fewest missing, then
 * the latest visit). Each casilla is one exact range of the level index, already in last-visit
 * order, so each read stops after `limit` rows however many customers wait there.
 */
export async function findClientesEnCasillas(
  db: Db,
  negocioId: string,
  casillas: readonly CasillaProxima[],
  limit: number,
) {
  if (casillas.length === 0) return { total: 0, filas: [] as TarjetaClienteRow[] };
  const enCasilla = (c: CasillaProxima) =>
    tarjetaVisitadaEn(
      negocioId,
      eq(tarjetas.nivel, c.nivel),
      eq(tarjetas.visitasTemporada, c.visitasTemporada),
    );
  // One count per casilla, each an exact range of the level index (negocio, nivel,
  // visitas_temporada): an OR of them all would be read as one range over every card of the
  // business, filtered.
  const [conteo] = await db.select({ total: sql<number>`sum(c.n)`.mapWith(Number) }).from(
    sql`(${sql.join(
      casillas.map((c) => sql`(select count(*) as n from ${tarjetas} where ${enCasilla(c)})`),
      sql` union all `,
    )}) c`,
  );
  const porCasilla = await Promise.all(
    casillas.map(async (c) =>
      (
        await db
          .select(columnasTarjeta)
          .from(tarjetas)
          .innerJoin(clientes, eq(clientes.id, tarjetas.clienteId))
          .where(enCasilla(c))
          .orderBy(desc(tarjetas.ultimaVisita), desc(tarjetas.id))
          .limit(limit)
      ).map((fila) => ({ fila, faltan: c.faltan })),
    ),
  );
  const filas = porCasilla
    .flat()
    .sort(
      (a, b) =>
        a.faltan - b.faltan ||
        desc_(a.fila.ultimaVisitaExacta, b.fila.ultimaVisitaExacta) ||
        desc_(a.fila.tarjetaId, b.fila.tarjetaId),
    )
    .slice(0, limit)
    .map((x) => x.fila);
  return { total: conteo?.total ?? 0, filas };
}

/** One customer's card here, by the customer's public id; null when they have none here. */
export async function findTarjetaDeCliente(db: Db, negocioId: string, clientePublicId: string) {
  const [row] = await db
    .select({ ...columnasTarjeta, clienteId: clientes.id })
    .from(tarjetas)
    .innerJoin(clientes, eq(clientes.id, tarjetas.clienteId))
    .where(tarjetaVisitadaEn(negocioId, eq(clientes.publicId, clientePublicId)))
    .limit(1);
  return row ?? null;
}

/** Where a page of visits starts: the last visit shown (its exact time and id). */
export interface DespuesVisita {
  fecha: string;
  id: string;
}

/**
 * One customer's visits here, newest scan first, `limit + 1` rows (index cliente, negocio, fecha),
 * each with the person who registered it (removed people too: history keeps their name).
 */
export async function findVisitasDeCliente(
  db: Db,
  negocioId: string,
  clienteId: string,
  despues: DespuesVisita | null,
  limit: number,
) {
  return db
    .select({
      id: visitas.id,
      fecha: visitas.fecha,
      fechaExacta: exacto(visitas.fecha),
      establecimiento: establecimientos.nombre,
      registradaPor: { nombre: miembros.nombre, rol: miembros.rol },
    })
    .from(visitas)
    .leftJoin(establecimientos, eq(establecimientos.id, visitas.establecimientoId))
    .leftJoin(miembros, eq(miembros.id, visitas.miembroId))
    .where(
      and(
        eq(visitas.clienteId, clienteId),
        eq(visitas.negocioId, negocioId),
        despues
          ? sql`(${visitas.fecha}, ${visitas.id}) < (${despues.fecha}::timestamptz, ${despues.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(visitas.fecha), desc(visitas.id))
    .limit(limit + 1);
}

/** The customer's canjes here: how many in all, and the latest `limit` with who registered them. */
export async function findCanjesDeCliente(
  db: Db,
  negocioId: string,
  clienteId: string,
  limit: number,
) {
  const donde = and(eq(canjes.negocioId, negocioId), eq(canjes.clienteId, clienteId));
  const [filas, [conteo]] = await Promise.all([
    db
      .select({
        id: canjes.id,
        fecha: canjes.fecha,
        promocionPublicId: promociones.publicId,
        titulo: promociones.titulo,
        clase: promociones.clase,
        establecimiento: establecimientos.nombre,
        registradaPor: { nombre: miembros.nombre, rol: miembros.rol },
      })
      .from(canjes)
      .innerJoin(promociones, eq(promociones.id, canjes.promocionId))
      .leftJoin(establecimientos, eq(establecimientos.id, canjes.establecimientoId))
      .leftJoin(miembros, eq(miembros.id, canjes.miembroId))
      .where(donde)
      .orderBy(desc(canjes.fecha), desc(canjes.id))
      .limit(limit),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(canjes)
      .where(donde),
  ]);
  return { total: conteo?.total ?? 0, filas };
}
