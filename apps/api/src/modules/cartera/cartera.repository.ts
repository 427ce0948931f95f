import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  clientes,
  logros,
  negocios,
  negocioEnTarjeta,
  programasLealtad,
  tarjetas,
  temporadas,
  visitas,
  type NivelConfig,
} from '../../db/schema/index.ts';

// The customer's wallet as they read it (issue 11): their record's totals, their cards with each
// business's look, levels and open season, their visits of the last days, their achievements.
// Every read is by the customer's own id, which the service takes from the session.

/** The signed-in customer's record and its totals across all cards. */
export async function findClienteDelUsuario(db: Db, usuarioId: string) {
  const [row] = await db
    .select({
      id: clientes.id,
      visitasTotales: clientes.visitasTotales,
      canjesTotales: clientes.canjesTotales,
      rachaSemanas: clientes.rachaSemanas,
      ultimaSemana: clientes.ultimaSemana,
    })
    .from(clientes)
    .where(eq(clientes.usuarioId, usuarioId))
    .limit(1);
  return row ?? null;
}

/**
 * The customer's cards, each with its business (look, zone), the business's levels and its open
 * season; the most recently used first (a card just added by code counts from when it was added).
 */
export async function findTarjetasDelCliente(db: Db, clienteId: string) {
  const rows = await db
    .select({
      negocio: negocioEnTarjeta,
      tarjeta: {
        nivel: tarjetas.nivel,
        visitasTemporada: tarjetas.visitasTemporada,
        visitasTotales: tarjetas.visitasTotales,
        rachaSemanas: tarjetas.rachaSemanas,
        ultimaSemana: tarjetas.ultimaSemana,
        ultimaVisita: tarjetas.ultimaVisita,
        // The seed writes old visits today: the card is as old as its first visit when that is older.
        agregadaAt: sql<Date>`least(${tarjetas.primeraVisita}, ${tarjetas.createdAt})`.mapWith(
          tarjetas.createdAt,
        ),
      },
      niveles: programasLealtad.niveles,
      temporada: { fechaInicio: temporadas.fechaInicio, fechaFin: temporadas.fechaFin },
    })
    .from(tarjetas)
    .innerJoin(negocios, eq(negocios.id, tarjetas.negocioId))
    .leftJoin(programasLealtad, eq(programasLealtad.negocioId, tarjetas.negocioId))
    .leftJoin(
      temporadas,
      and(eq(temporadas.negocioId, tarjetas.negocioId), eq(temporadas.activa, true)),
    )
    .where(eq(tarjetas.clienteId, clienteId))
    .orderBy(
      desc(sql`coalesce(${tarjetas.ultimaVisita}, ${tarjetas.createdAt})`),
      desc(tarjetas.id),
    );
  return rows.map((r) => ({
    ...r,
    niveles: (r.niveles ?? []) as NivelConfig[],
    // A left join with no open season reads as a season of nulls.
    temporada: r.temporada?.fechaFin ? r.temporada : null,
  }));
}

export type TarjetaDelCliente = Awaited<ReturnType<typeof findTarjetasDelCliente>>[number];

/** The customer's counted visits since an instant, with the business-local day of each. */
export async function findVisitasDesde(db: Db, clienteId: string, desde: Date) {
  return db
    .select({
      fechaLocal: visitas.fechaLocal,
      zonaHoraria: negocios.zonaHoraria,
    })
    .from(visitas)
    .innerJoin(negocios, eq(negocios.id, visitas.negocioId))
    .where(and(eq(visitas.clienteId, clienteId), gte(visitas.fecha, desde)));
}

/** A business by the code a customer types (already canonical: normalizarCodigoNegocio). */
export async function findNegocioPorCodigo(db: Db, codigo: string) {
  const [row] = await db
    .select({ id: negocios.id, nombre: negocios.nombreComercial })
    .from(negocios)
    .where(eq(negocios.codigo, codigo))
    .limit(1);
  return row ?? null;
}

/** The customer's achievements, newest first, with the business of a level's and its levels. */
export async function findLogrosDelCliente(db: Db, clienteId: string) {
  const rows = await db
    .select({
      tipo: logros.tipo,
      valor: logros.valor,
      clave: logros.clave,
      obtenidoAt: logros.obtenidoAt,
      negocio: {
        publicId: negocios.publicId,
        nombre: negocios.nombreComercial,
        slug: negocios.slug,
      },
      niveles: programasLealtad.niveles,
    })
    .from(logros)
    .leftJoin(negocios, eq(negocios.id, logros.negocioId))
    .leftJoin(programasLealtad, eq(programasLealtad.negocioId, logros.negocioId))
    .where(eq(logros.clienteId, clienteId))
    .orderBy(desc(logros.obtenidoAt), desc(logros.valor), logros.tipo);
  return rows.map((r) => ({
    ...r,
    negocio: r.negocio?.publicId ? r.negocio : null,
    niveles: (r.niveles ?? []) as NivelConfig[],
  }));
}
