import {
  cierresPendientes,
  fechaLocal,
  finDeTemporada,
  nivelPorVisitas,
  type Programa as ProgramaDto,
  type ProgramaUpdate,
  type Simulacion,
  type ClasePromo,
  nivelAlCerrar,
  NIVEL_MAX,
  nivelTrasVisita,
  nombreNivelEn,
  siguienteNivel,
  temporadaTerminada,
  type NivelConNombre,
} from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { NivelConfig, temporadas } from '../../db/schema/index.ts';
import {
  archivarTemporada,
  contarTarjetas,
  findNegociosConTemporadaVencida,
  findTemporadasCerradas,
  findPrograma,
  findProgramaYTemporada,
  findEstadoParaVisita,
  findTemporadaAbierta,
  findTemporadaActiva,
  insertTarjeta,
  insertTemporada,
  lockTarjetasDe,
  lockTemporadasDe,
  reiniciarTarjetas,
  subirNiveles,
  gruposDeTarjetas,
  updatePrograma,
  updateTemporada,
  type TarjetaRow,
} from './lealtad.repository.ts';
import { negocioDelDueno } from '../negocios/negocios.service.ts';

// Loyalty (DOMAIN §5): the programme's levels and seasons, and what a counted visit does to a
// customer's card. The rules themselves are pure, in packages/shared/src/domain/niveles.ts.

export { findPrograma, findTemporadaActiva };

/** What a business's loyalty looks like to the visit path: its levels and the open season. */
export async function programaDe(db: Db, negocioId: string) {
  const row = await findProgramaYTemporada(db, negocioId);
  return {
    niveles: (row?.niveles ?? []) as NivelConfig[],
    temporada: (row?.temporada ?? null) as typeof temporadas.$inferSelect | null,
  };
}

export type Programa = Awaited<ReturnType<typeof programaDe>>;

/**
 * The customer's card here with everything a visit decides on, locked until the caller's
 * transaction ends; made on the first visit (auto-enrolment) unless the customer added the
 * business to their wallet before. `nueva`: this is their first visit here — a card just made, or
 * one that waited empty in the wallet. Two first visits racing each other meet at the unique
 * index: the second waits for the first to commit, then finds its card and its visit.
 */
export async function estadoParaVisita(
  tx: Db,
  negocioId: string,
  clienteId: string,
  at: Date,
  cooldownMs: number,
) {
  const found = await findEstadoParaVisita(tx, negocioId, clienteId, at, cooldownMs);
  if (found) return { ...found, nueva: found.tarjeta.visitasTotales === 0 };
  await insertTarjeta(tx, negocioId, clienteId);
  const estado = (await findEstadoParaVisita(tx, negocioId, clienteId, at, cooldownMs))!;
  return { ...estado, nueva: estado.tarjeta.visitasTotales === 0 };
}

/**
 * A business added to the customer's wallet by its code: the same empty card a first visit
 * makes, waiting for that visit. Null when the customer already has a card there.
 */
export const abrirTarjeta = (db: Db, negocioId: string, clienteId: string) =>
  insertTarjeta(db, negocioId, clienteId);

/**
 * What one more counted visit does to a card: totals always; the season's count when the visit's
 * local date falls in the open season; the level by the season's visits, rising at a threshold
 * and never falling mid-season.
 */
/** What a visit needs of the programme: the levels, and the open season's id and dates. */
export interface ProgramaVigente {
  niveles: readonly NivelConfig[];
  temporada: { id: string; fechaInicio: string; fechaFin: string } | null;
}

export function planVisita(
  current: Pick<TarjetaRow, 'nivel' | 'visitasTemporada' | 'visitasTotales'>,
  programa: ProgramaVigente,
  fechaLocal: string,
) {
  const { temporada, niveles } = programa;
  const enTemporada =
    !!temporada && fechaLocal >= temporada.fechaInicio && fechaLocal <= temporada.fechaFin;
  const visitasTemporada = current.visitasTemporada + (enTemporada ? 1 : 0);
  const nivel = nivelTrasVisita(current.nivel, visitasTemporada, niveles);
  return {
    temporadaId: enTemporada ? temporada.id : null,
    visitasTemporada,
    visitasTotales: current.visitasTotales + 1,
    nivel,
    subioDeNivel: nivel > current.nivel,
  };
}

/** The season a visit on this local date counts in, if it is open. */
export const temporadaDeLaFecha = (programa: ProgramaVigente, fechaLocal: string) =>
  planVisita({ nivel: 0, visitasTemporada: 0, visitasTotales: 0 }, programa, fechaLocal)
    .temporadaId;

/** The card as a counter shows it: visits, level by the business's own names, what is next. */
export function tarjetaParaMostrar(
  tarjeta: { visitasTemporada: number; visitasTotales: number; nivel: number },
  niveles: readonly NivelConNombre[],
) {
  return {
    visitas: tarjeta.visitasTemporada,
    visitasTotales: tarjeta.visitasTotales,
    nivel: tarjeta.nivel,
    nombreNivel: nombreNivelEn(tarjeta.nivel, niveles),
    siguienteNivel: siguienteNivel(tarjeta.visitasTemporada, tarjeta.nivel, niveles),
  };
}

// ── Closing seasons (DOMAIN §5) ─────────────────────────────────────────────────────────────

const distribucion = (niveles: number[]) => {
  const out = Array.from({ length: NIVEL_MAX + 1 }, () => 0);
  for (const n of niveles) out[n] = (out[n] ?? 0) + 1;
  return out;
};

/**
 * Closes the business's season if it is over on its own today, and every whole season missed
 * since: archives each with its figures, moves every card to its next-season level (at most one
 * level down per season), resets season visits, and opens the season today falls in. Idempotent
 * and safe with several instances: the business's advisory lock makes closers wait their turn,
 * and the one that comes second finds nothing to close. True when it closed something.
 */
export async function cerrarTemporadaSiTermino(db: Db, negocioId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    await lockTemporadasDe(tx, negocioId);
    const abierta = await findTemporadaAbierta(tx, negocioId);
    if (!abierta) return false;
    const hoy = fechaLocal(now, abierta.zonaHoraria);
    const { cerrar, abrir } = cierresPendientes(abierta.temporada, abierta.duracionMeses, hoy);
    if (!abrir) return false;
    const niveles = abierta.niveles as NivelConfig[];
    const cards = await lockTarjetasDe(tx, negocioId);
    let actuales = cards.map((c) => c.nivel);
    for (const [i, periodo] of cerrar.entries()) {
      const visitas = cards.map((c) => (i === 0 ? c.visitasTemporada : 0));
      const siguientes = actuales.map((n, k) => nivelAlCerrar(n, visitas[k]!, niveles));
      const figuras = {
        bajadas: siguientes.filter((n, k) => n < actuales[k]!).length,
        clientes: visitas.filter((v) => v > 0).length,
        // The customers' levels: a wallet's empty card is nobody's level yet.
        distribucion: distribucion(actuales.filter((_, k) => cards[k]!.visitada)),
        cerradaAt: now,
      };
      if (i === 0) await archivarTemporada(tx, abierta.temporada.id, figuras);
      else {
        // A season nobody opened while the business was away: archived empty.
        const vacia = await insertTemporada(tx, {
          negocioId,
          ...periodo,
          duracionMeses: abierta.duracionMeses,
          activa: false,
        });
        await archivarTemporada(tx, vacia.id, figuras);
      }
      actuales = siguientes;
    }
    await reiniciarTarjetas(
      tx,
      cards.map((c, k) => ({ id: c.id, nivel: actuales[k]! })),
    );
    await insertTemporada(tx, {
      negocioId,
      ...abrir,
      duracionMeses: abierta.duracionMeses,
      activa: true,
    });
    return true;
  });
}

/**
 * The lazy close (DOMAIN §5): before a business's programme is used, its season is brought up to
 * date. Cheap when nothing is due — the programme was read anyway.
 */
export async function programaAlDia(
  db: Db,
  negocioId: string,
  zonaHoraria: string,
  now = new Date(),
) {
  const programa = await programaDe(db, negocioId);
  if (programa.temporada && temporadaTerminada(programa.temporada, fechaLocal(now, zonaHoraria))) {
    await cerrarTemporadaSiTermino(db, negocioId, now);
    return programaDe(db, negocioId);
  }
  return programa;
}

/** Closes every season that is due, business by business (the scheduled job). */
export async function cerrarTemporadasVencidas(db: Db, now = new Date()) {
  let cerradas = 0;
  for (const negocioId of await findNegociosConTemporadaVencida(db)) {
    if (await cerrarTemporadaSiTermino(db, negocioId, now)) cerradas++;
  }
  return cerradas;
}

// ── The programme screen (SPEC §3 "Loyalty programme", §7) ──────────────────────────────────

/**
 * The programme as its owner sees it: levels with how many cards sit at each now, the season with
 * its real figures, the seasons before it. `asignadas` (promotions by level) comes from the
 * promotions module, which the caller asks.
 */
/** A season as the owner's screens show it: its dates, its length and whether it is open. */
export const periodoDeTemporada = (t: typeof temporadas.$inferSelect) => ({
  fechaInicio: t.fechaInicio,
  fechaFin: t.fechaFin,
  duracionMeses: t.duracionMeses,
  activa: t.activa,
});

export async function programaDelNegocio(
  db: Db,
  usuarioId: string,
  negocioPublicId: string,
  asignadas: (
    negocioId: string,
  ) => Promise<
    Array<{ publicId: string; titulo: string; clase: string; nivelReq: number; status: boolean }>
  >,
  now = new Date(),
): Promise<ProgramaDto> {
  const negocio = await negocioDelDueno(db, negocioPublicId, usuarioId);
  const { temporada } = await programaAlDia(db, negocio.id, negocio.zonaHoraria, now);
  const [programa, conteos, cerradas, promos] = await Promise.all([
    findPrograma(db, negocio.id),
    contarTarjetas(db, negocio.id),
    findTemporadasCerradas(db, negocio.id),
    asignadas(negocio.id),
  ]);
  const niveles = (programa?.niveles ?? []) as NivelConfig[];
  const cuantas = (nivel: number) => conteos.find((c) => c.nivel === nivel)?.total ?? 0;
  return {
    niveles: niveles.map((n) => ({
      nombre: n.nombre,
      nivel: n.nivel,
      visitasRequeridas: n.visitasRequeridas,
      clientesActuales: cuantas(n.nivel),
      beneficios: n.beneficios,
      promocionesAsignadas: promos
        .filter((p) => p.nivelReq === n.nivel)
        .map((p) => ({
          _id: p.publicId,
          publicID: p.publicId,
          titulo: p.titulo,
          activa: p.status,
          promocionID: {
            _id: p.publicId,
            publicID: p.publicId,
            titulo: p.titulo,
            clase: p.clase as ClasePromo,
            nivelReq: p.nivelReq,
            status: p.status,
          },
        })),
    })),
    clientesSinNivel: cuantas(0),
    duracionMeses: programa?.duracionMeses ?? 3,
    temporadaActual: temporada
      ? {
          ...periodoDeTemporada(temporada),
          estadisticas: {
            visitasTotales: temporada.visitasTotales,
            promocionesCanjeadas: temporada.promocionesCanjeadas,
            clientes: conteos.reduce((sum, c) => sum + c.conVisitas, 0),
            subidas: temporada.subidas,
          },
        }
      : null,
    temporadasAnteriores: cerradas.map((t) => ({
      fechaInicio: t.fechaInicio,
      fechaFin: t.fechaFin,
      duracionMeses: t.duracionMeses,
      estadisticas: {
        visitasTotales: t.visitasTotales,
        promocionesCanjeadas: t.promocionesCanjeadas,
        clientes: t.clientes,
        subidas: t.subidas,
        bajadas: t.bajadas,
      },
      distribucion: t.distribucion ?? distribucion([]),
    })),
  };
}

const nivelesDe = (body: ProgramaUpdate): NivelConfig[] =>
  [...body.niveles]
    .sort((a, b) => a.nivel - b.nivel)
    .map((n) => ({
      nivel: n.nivel,
      nombre: n.nombre.trim(),
      visitasRequeridas: Number(n.visitasRequeridas),
      beneficios: (n.beneficios ?? []).map((b) => ({
        descripcion: b.descripcion.trim(),
        activo: b.activo ?? true,
      })),
    }));

/**
 * Saves the levels and the season length. The open season's end moves with the length; cards
 * that the new thresholds put higher rise now (a level never falls mid-season); a season the new
 * length has already ended closes at once.
 */
export async function guardarPrograma(
  db: Db,
  usuarioId: string,
  negocioPublicId: string,
  body: ProgramaUpdate,
  now = new Date(),
) {
  const negocio = await negocioDelDueno(db, negocioPublicId, usuarioId);
  const niveles = nivelesDe(body);
  const duracionMeses = Number(body.duracionMeses);
  await db.transaction(async (tx) => {
    await lockTemporadasDe(tx, negocio.id);
    await updatePrograma(tx, negocio.id, { niveles, duracionMeses });
    const temporada = await findTemporadaActiva(tx, negocio.id);
    if (temporada) {
      await updateTemporada(tx, temporada.id, {
        duracionMeses,
        fechaFin: finDeTemporada(temporada.fechaInicio, duracionMeses),
      });
    }
    const cards = await lockTarjetasDe(tx, negocio.id);
    await subirNiveles(
      tx,
      cards
        .map((c) => ({ id: c.id, nivel: nivelPorVisitas(c.visitasTemporada, niveles) }))
        .filter((c, i) => c.nivel > cards[i]!.nivel),
    );
  });
  await cerrarTemporadaSiTermino(db, negocio.id, now);
}

/**
 * "What if" (the level simulator): replays this season's real visits through the same rules with
 * the levels and length being edited, without saving anything. Each card starts from the level it
 * began the season with and rises by its visits in the simulated season so far.
 */
export async function simularPrograma(
  db: Db,
  usuarioId: string,
  negocioPublicId: string,
  body: ProgramaUpdate,
  now = new Date(),
): Promise<Simulacion> {
  const started = performance.now();
  const negocio = await negocioDelDueno(db, negocioPublicId, usuarioId);
  const temporada = await findTemporadaActiva(db, negocio.id);
  if (!temporada)
    throw new AppError('NOT_FOUND', { message: 'Este negocio no tiene temporada abierta.' });
  const niveles = nivelesDe(body);
  const fin = finDeTemporada(temporada.fechaInicio, Number(body.duracionMeses));
  const hoy = fechaLocal(now, negocio.zonaHoraria);
  // Cut short (the new length ends before today): only the visits up to its new last day count.
  const grupos = await gruposDeTarjetas(
    db,
    negocio.id,
    temporada.fechaInicio,
    fin < hoy ? fin : null,
  );
  const actual = distribucion([]);
  const simulada = distribucion([]);
  let clientes = 0;
  let visitasTotales = 0;
  for (const g of grupos) {
    actual[g.nivel]! += g.tarjetas;
    simulada[Math.max(g.nivelInicio, nivelPorVisitas(g.visitas, niveles))]! += g.tarjetas;
    clientes += g.tarjetas;
    visitasTotales += g.visitas * g.tarjetas;
  }
  return {
    actual,
    simulada,
    clientes,
    visitas: visitasTotales,
    temporada: { fechaInicio: temporada.fechaInicio, fechaFin: fin },
    ms: Math.round((performance.now() - started) * 10) / 10,
  };
}
