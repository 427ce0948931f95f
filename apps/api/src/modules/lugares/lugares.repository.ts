import { and, arrayOverlaps, asc, desc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { CategoriaId } from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import {
  clientes,
  establecimientos,
  negocios,
  programasLealtad,
  tarjetas,
} from '../../db/schema/index.ts';

// Places as customers and visitors see them (issue 11): a business's public face, the wallet's
// businesses with the customer's card at each, and discovery by city and category.

/** What a list of places shows of a business (never its private figures). */
const negocioPublico = {
  id: negocios.id,
  slug: negocios.slug,
  codigo: negocios.codigo,
  nombreComercial: negocios.nombreComercial,
  fotoId: negocios.fotoId,
  gradient: negocios.gradient,
  color: negocios.color,
  categoria: negocios.categoria,
  zonaHoraria: negocios.zonaHoraria,
  horarioOperacion: negocios.horarioOperacion,
};
export type NegocioPublicoRow = {
  [K in keyof typeof negocioPublico]: (typeof negocios.$inferSelect)[K];
};

export type EstablecimientoRow = typeof establecimientos.$inferSelect;

/** A business by its public page's slug, with its public profile and programme levels. */
export async function findNegocioPorSlug(db: Db, slug: string) {
  const [row] = await db
    .select({
      negocio: {
        ...negocioPublico,
        historiaNegocio: negocios.historiaNegocio,
        valorDiferenciador: negocios.valorDiferenciador,
        rangoPrecios: negocios.rangoPrecios,
        sitioWeb: negocios.sitioWeb,
        redesSociales: negocios.redesSociales,
      },
      niveles: programasLealtad.niveles,
    })
    .from(negocios)
    .leftJoin(programasLealtad, eq(programasLealtad.negocioId, negocios.id))
    .where(eq(negocios.slug, slug))
    .limit(1);
  return row ?? null;
}

/** The businesses' establishments, the main one first. */
export async function findEstablecimientosDe(db: Db, negocioIds: string[]) {
  if (negocioIds.length === 0) return [];
  return db
    .select()
    .from(establecimientos)
    .where(inArray(establecimientos.negocioId, negocioIds))
    .orderBy(desc(establecimientos.principal), asc(establecimientos.createdAt));
}

/** The customer's record behind a session: their city and favourite categories. */
export async function findClienteDeUsuario(db: Db, usuarioId: string) {
  const [row] = await db
    .select({
      id: clientes.id,
      ciudad: clientes.ciudad,
      categoriaFavorita: clientes.categoriaFavorita,
    })
    .from(clientes)
    .where(eq(clientes.usuarioId, usuarioId))
    .limit(1);
  return row ?? null;
}

/**
 * The customer's wallet: every business they have a card at (visited, or added by its code and
 * waiting), with the card and the programme's levels; the latest activity first.
 */
export async function findCarteraDe(db: Db, clienteId: string) {
  return db
    .select({
      negocio: negocioPublico,
      niveles: programasLealtad.niveles,
      tarjeta: {
        nivel: tarjetas.nivel,
        visitasTemporada: tarjetas.visitasTemporada,
        visitasTotales: tarjetas.visitasTotales,
        ultimaVisita: tarjetas.ultimaVisita,
      },
    })
    .from(tarjetas)
    .innerJoin(negocios, eq(negocios.id, tarjetas.negocioId))
    .leftJoin(programasLealtad, eq(programasLealtad.negocioId, negocios.id))
    .where(eq(tarjetas.clienteId, clienteId))
    .orderBy(
      desc(sql`coalesce(${tarjetas.ultimaVisita}, ${tarjetas.createdAt})`),
      asc(negocios.nombreComercial),
    );
}

/** Which of these businesses are in the customer's wallet. */
export async function findEnCartera(db: Db, clienteId: string, negocioIds: string[]) {
  if (negocioIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ negocioId: tarjetas.negocioId })
    .from(tarjetas)
    .where(and(eq(tarjetas.clienteId, clienteId), inArray(tarjetas.negocioId, negocioIds)));
  return new Set(rows.map((r) => r.negocioId));
}

/** Every city with an establishment, alphabetically (discovery's filter). */
export async function findCiudades(db: Db) {
  const rows = await db
    .selectDistinct({ ciudad: establecimientos.ciudad })
    .from(establecimientos)
    .orderBy(asc(establecimientos.ciudad));
  return rows.map((r) => r.ciudad);
}

export interface DespuesDeLugar {
  clientesUnicos: number;
  id: string;
}

/**
 * One page of discovery: businesses with an establishment in one of `ciudades` (null: anywhere)
 * and one of `categorias` (empty: any), the most customers first; one row more than `limit` tells
 * there is a next page.
 */
export async function findNegociosParaDescubrir(
  db: Db,
  filtro: {
    ciudades: string[] | null;
    categorias: CategoriaId[];
    despues: DespuesDeLugar | null;
    limit: number;
  },
) {
  const condiciones: SQL[] = [];
  if (filtro.ciudades)
    condiciones.push(
      sql`exists (select 1 from ${establecimientos} e where e.negocio_id = ${negocios.id} and ${inArray(sql`e.ciudad`, filtro.ciudades)})`,
    );
  if (filtro.categorias.length > 0)
    condiciones.push(arrayOverlaps(negocios.categoria, filtro.categorias));
  const d = filtro.despues;
  if (d)
    condiciones.push(
      or(
        lt(negocios.clientesUnicos, d.clientesUnicos),
        and(eq(negocios.clientesUnicos, d.clientesUnicos), gt(negocios.id, d.id)),
      )!,
    );
  return db
    .select({ ...negocioPublico, clientesUnicos: negocios.clientesUnicos })
    .from(negocios)
    .where(and(...condiciones))
    .orderBy(desc(negocios.clientesUnicos), asc(negocios.id))
    .limit(filtro.limit + 1);
}
