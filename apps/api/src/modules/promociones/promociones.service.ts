import {
  elegibilidad,
  fechaLocal,
  indiceSemana,
  nombreAudiencia,
  porVencer,
  problemasDePromocion,
  sumarDias,
  tasaDeUso,
  ultimoDia,
  vencida,
  NIVEL_MAX,
  type FieldErrors,
  type NegocioPromocionStats,
  type NivelConNombre,
  type OfertaPublica,
  type Promocion,
  type PromocionEnMostrador,
  type AccionActividad,
  type PromocionInput,
  type ReglasPromocion,
} from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import { encolarNegocio } from '../pases/pases.repository.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomBase32 } from '../../lib/ids.ts';
import { registrarActividad, type Origen } from '../actividad/actividad.repository.ts';
import { negocioDelDueno } from '../negocios/negocios.service.ts';
import {
  canjesPorDia,
  findAsignacionesDe,
  findPromocion,
  findPromocionesConUsos,
  findPromocionesEncendidas,
  findLugarDelDueno,
  findPromocionesDe,
  insertPromocion,
  updatePromocion,
  type PromocionConUsosJson,
  type PromocionEnMostradorRow,
  type PromocionRow,
} from './promociones.repository.ts';

// Promotions (SPEC §2 Ofertas, §3, §7; DOMAIN §6): the owner's CRUD, what a customer can use now.
// The rules are packages/shared/src/domain/promociones.ts.

const NO_ENCONTRADA = 'No encontramos esa promoción.';
const NIVELES_PROMO = Array.from({ length: NIVEL_MAX + 1 }, (_, i) => i);

/** A promotion row as the rules read it. */
export function reglasDe(p: PromocionEnMostradorRow, zonaHoraria: string): ReglasPromocion {
  return {
    status: p.status,
    nivelReq: p.nivelReq,
    tipo: p.tipo,
    programa:
      p.tipo === 'programa' && p.programaDia !== null
        ? {
            diaSemana: p.programaDia,
            horaInicio: p.programaInicio!,
            horaFin: p.programaFin!,
            zonaHoraria: p.programaZona ?? zonaHoraria,
          }
        : null,
    periodo:
      p.tipo === 'periodo' && p.periodoInicio
        ? { fechaInicio: p.periodoInicio, fechaFin: p.periodoFin! }
        : null,
    exclusivo:
      p.tipo === 'exclusivo' && p.fechaLimite
        ? { restantes: p.restantes ?? 0, fechaLimite: p.fechaLimite }
        : null,
    limites: {
      diario: p.limiteDiario,
      semanal: p.limiteSemanal,
      total: p.limiteTotal,
      global: p.limiteGlobal,
    },
    zonaHoraria,
  };
}

/** A promotion's limits as SPEC §3 writes them: per customer (day, week, all) and in all. */
export const limiteDeUsosDe = (p: PromocionRow) => ({
  porUsuario: { diario: p.limiteDiario, semanal: p.limiteSemanal, total: p.limiteTotal },
  totalGlobal: p.limiteGlobal,
});

type ConAutor = NonNullable<Awaited<ReturnType<typeof findPromocion>>>;

/** Usable today by someone: switched on, not over, not sold out, not at its global limit. */
export function estaActiva(p: PromocionRow, reglas: ReglasPromocion, hoy: string) {
  const agotada = p.tipo === 'exclusivo' && (p.restantes ?? 0) <= 0;
  const alLimite = p.limiteGlobal !== null && p.usos >= p.limiteGlobal;
  return p.status && !vencida(reglas, hoy) && !agotada && !alLimite;
}

export function toPromocion(
  { promocion: p, negocioPublicId, zonaHoraria, autor }: ConAutor,
  now = new Date(),
): Promocion {
  const hoy = fechaLocal(now, zonaHoraria);
  const reglas = reglasDe(p, zonaHoraria);
  return {
    _id: p.publicId,
    publicID: p.publicId,
    negocioID: negocioPublicId,
    titulo: p.titulo,
    descripcion: p.descripcion,
    clase: p.clase,
    nivelReq: p.nivelReq,
    categoriaFavorita: p.categoriaFavorita,
    tipoPromo: {
      tipo: p.tipo,
      programa: reglas.programa,
      periodo: reglas.periodo,
      exclusivo:
        p.tipo === 'exclusivo' && p.fechaLimite
          ? {
              totalInicial: p.exclusivoTotal ?? 0,
              restantes: p.restantes ?? 0,
              fechaLimite: p.fechaLimite,
            }
          : null,
    },
    limiteDeUsos: limiteDeUsosDe(p),
    terminos: p.terminos,
    status: p.status,
    activo: estaActiva(p, reglas, hoy),
    porVencer: p.status && porVencer(reglas, hoy),
    analitica: {
      vistas: p.vistas,
      usos: p.usos,
      limite: p.tipo === 'exclusivo' ? (p.exclusivoTotal ?? null) : p.limiteGlobal,
    },
    creadoPor: { _id: p.creadoPor, nombre: autor },
    createdAt: new Date(p.createdAt).toISOString(),
    updatedAt: new Date(p.updatedAt).toISOString(),
  };
}

/** The columns a draft fills; the type's own fields only, the others null. */
function columnas(d: PromocionInput) {
  const { tipo, programa, periodo, exclusivo } = d.tipoPromo;
  return {
    titulo: d.titulo,
    descripcion: d.descripcion,
    clase: d.clase,
    nivelReq: d.nivelReq,
    categoriaFavorita: d.categoriaFavorita,
    tipo,
    programaDia: tipo === 'programa' ? (programa?.diaSemana ?? null) : null,
    programaInicio: tipo === 'programa' ? (programa?.horaInicio ?? null) : null,
    programaFin: tipo === 'programa' ? (programa?.horaFin ?? null) : null,
    programaZona: tipo === 'programa' ? (programa?.zonaHoraria ?? null) : null,
    periodoInicio: tipo === 'periodo' ? (periodo?.fechaInicio ?? null) : null,
    periodoFin: tipo === 'periodo' ? (periodo?.fechaFin ?? null) : null,
    exclusivoTotal: tipo === 'exclusivo' ? (exclusivo?.totalInicial ?? null) : null,
    fechaLimite: tipo === 'exclusivo' ? (exclusivo?.fechaLimite ?? null) : null,
    limiteDiario: d.limiteDeUsos.porUsuario.diario,
    limiteSemanal: d.limiteDeUsos.porUsuario.semanal,
    limiteTotal: d.limiteDeUsos.porUsuario.total,
    limiteGlobal: d.limiteDeUsos.totalGlobal,
    terminos: d.terminos,
    status: d.status,
  };
}

/** The contract judged dates by Mexico City; the business's own calendar has the last word. */
function revisarFechas(d: PromocionInput, zonaHoraria: string, now = new Date()) {
  const problemas = problemasDePromocion(d.tipoPromo, fechaLocal(now, zonaHoraria));
  if (problemas.length === 0) return;
  const fieldErrors: FieldErrors = {};
  for (const p of problemas) fieldErrors[p.path.join('.')] ??= p.message;
  throw new AppError('VALIDATION', { message: problemas[0]!.message, fieldErrors });
}

/** The promotion, if it belongs to this account's business. */
async function promocionPropia(db: Db, publicId: string, usuarioId: string) {
  const row = await findPromocion(db, publicId);
  // Another business's promotion looks like one that does not exist.
  if (!row || row.duenoId !== usuarioId)
    throw new AppError('NOT_FOUND', { message: NO_ENCONTRADA });
  return row;
}

export async function listarPromociones(
  db: Db,
  usuarioId: string,
  negocioPublicId: string,
  activo?: boolean,
) {
  const negocio = await negocioDelDueno(db, negocioPublicId, usuarioId);
  const now = new Date();
  const all = (await findPromocionesDe(db, negocio.id)).map((r) => toPromocion(r, now));
  return activo === undefined ? all : all.filter((p) => p.activo === activo);
}

export async function verPromocion(db: Db, usuarioId: string, publicId: string) {
  return toPromocion(await promocionPropia(db, publicId, usuarioId));
}

/** A change of a promotion and its line in the business's activity, all or nothing. */
const conActividad = (
  db: Db,
  e: { negocioId: string; accion: AccionActividad; titulo: string; origen: Origen; en?: Date },
  escribir: (tx: Db) => Promise<unknown>,
) =>
  db.transaction(async (tx) => {
    await escribir(tx);
    await registrarActividad(
      tx,
      { negocioId: e.negocioId },
      {
        accion: e.accion,
        detalle: { promocion: e.titulo },
        ...e.origen,
        ...(e.en ? { en: e.en } : {}),
      },
    );
  });

export async function crearPromocion(
  db: Db,
  usuarioId: string,
  d: PromocionInput,
  now = new Date(),
  origen: Origen = {},
) {
  const negocio = await negocioDelDueno(db, d.negocioID, usuarioId);
  revisarFechas(d, negocio.zonaHoraria, now);
  const cols = columnas(d);
  const publicId = `PRO${randomBase32(12)}`;
  const accion = 'promocion.creada';
  await conActividad(
    db,
    { negocioId: negocio.id, accion, titulo: d.titulo, origen, en: now },
    (tx) =>
      insertPromocion(tx, {
        ...cols,
        publicId,
        negocioId: negocio.id,
        restantes: cols.exclusivoTotal,
        creadoPor: usuarioId,
        createdAt: now,
        updatedAt: now,
      }),
  );
  // The wallet passes list the offers; the cards it is for hear of it (DOMAIN §11).
  await encolarNegocio(db, negocio.id, {
    nivelMinimo: cols.nivelReq,
    datos: { oferta: d.titulo },
  });
  return verPromocion(db, usuarioId, publicId);
}

export async function editarPromocion(
  db: Db,
  usuarioId: string,
  publicId: string,
  d: PromocionInput,
  origen: Origen = {},
) {
  const { promocion: p, zonaHoraria } = await promocionPropia(db, publicId, usuarioId);
  revisarFechas(d, zonaHoraria);
  const cols = columnas(d);
  // A new quantity moves the stock by the difference; what was already redeemed stays redeemed.
  const restantes =
    cols.exclusivoTotal === null
      ? null
      : Math.max(
          0,
          (p.restantes ?? p.exclusivoTotal ?? 0) + cols.exclusivoTotal - (p.exclusivoTotal ?? 0),
        );
  const e = {
    negocioId: p.negocioId,
    accion: 'promocion.editada' as const,
    titulo: d.titulo,
    origen,
  };
  await conActividad(db, e, (tx) => updatePromocion(tx, p.id, { ...cols, restantes }));
  await encolarNegocio(db, p.negocioId);
  return verPromocion(db, usuarioId, publicId);
}

export async function cambiarStatus(
  db: Db,
  usuarioId: string,
  publicId: string,
  status: boolean,
  origen: Origen = {},
) {
  const { promocion: p } = await promocionPropia(db, publicId, usuarioId);
  const accion = status ? 'promocion.reanudada' : 'promocion.pausada';
  // Switching it to what it already is changes nothing worth a line.
  if (p.status === status) await updatePromocion(db, p.id, { status });
  else
    await conActividad(db, { negocioId: p.negocioId, accion, titulo: p.titulo, origen }, (tx) =>
      updatePromocion(tx, p.id, { status }),
    );
  await encolarNegocio(db, p.negocioId);
  return verPromocion(db, usuarioId, publicId);
}

/** Soft delete: the ledger keeps pointing at it, customers stop seeing it. */
export async function eliminarPromocion(
  db: Db,
  usuarioId: string,
  publicId: string,
  origen: Origen = {},
) {
  const { promocion: p } = await promocionPropia(db, publicId, usuarioId);
  const e = {
    negocioId: p.negocioId,
    accion: 'promocion.eliminada' as const,
    titulo: p.titulo,
    origen,
  };
  await conActividad(db, e, (tx) =>
    updatePromocion(tx, p.id, { eliminadaAt: new Date(), status: false }),
  );
  await encolarNegocio(db, p.negocioId);
}

export async function estadisticasPromocion(db: Db, usuarioId: string, publicId: string) {
  const { promocion: p, zonaHoraria } = await promocionPropia(db, publicId, usuarioId);
  const hoy = fechaLocal(new Date(), zonaHoraria);
  const desde = sumarDias(hoy, -13);
  const porDia = new Map((await canjesPorDia(db, p.id, desde)).map((r) => [r.fecha, r.canjes]));
  return {
    estadisticasUso: { totalVistas: p.vistas, totalUsos: p.usos },
    totalCanjes: p.usos,
    tasaUso: tasaDeUso(p.vistas, p.usos),
    canjesPorDia: Array.from({ length: 14 }, (_, i) => {
      const fecha = sumarDias(desde, i);
      return { fecha, canjes: porDia.get(fecha) ?? 0 };
    }),
  };
}

/**
 * The business form of /api/promocion/stats/{negocioPublicID} (SPEC §7): each promotion's views,
 * canjes and usage rate since it was published — its own counters, no scan of views or canjes —
 * and the same summed by the level each asks for.
 */
export async function estadisticasDeNegocio(
  db: Db,
  usuarioId: string,
  negocioPublicId: string,
): Promise<NegocioPromocionStats> {
  const promos = await listarPromociones(db, usuarioId, negocioPublicId);
  const promociones = promos.map((p) => ({
    _id: p._id,
    publicID: p.publicID,
    titulo: p.titulo,
    clase: p.clase,
    nivelReq: p.nivelReq,
    status: p.status,
    activo: p.activo,
    vistas: p.analitica.vistas,
    canjes: p.analitica.usos,
    tasaUso: tasaDeUso(p.analitica.vistas, p.analitica.usos),
  }));
  const suma = (l: typeof promociones, k: 'vistas' | 'canjes') => l.reduce((t, p) => t + p[k], 0);
  const porNivel = NIVELES_PROMO.map((nivelReq) => {
    const l = promociones.filter((p) => p.nivelReq === nivelReq);
    const [vistas, canjes] = [suma(l, 'vistas'), suma(l, 'canjes')];
    return { nivelReq, promociones: l.length, vistas, canjes, tasaUso: tasaDeUso(vistas, canjes) };
  });
  const [totalVistas, totalUsos] = [suma(promociones, 'vistas'), suma(promociones, 'canjes')];
  return {
    estadisticasUso: {
      totalVistas,
      totalUsos,
      tasaUso: tasaDeUso(totalVistas, totalUsos),
      promociones,
      porNivel,
    },
    totalCanjes: totalUsos,
  };
}

export const toEnMostrador = (p: PromocionEnMostradorRow): PromocionEnMostrador => ({
  publicID: p.publicId,
  titulo: p.titulo,
  descripcion: p.descripcion,
  nivelReq: p.nivelReq,
  clase: p.clase,
  restantes: p.tipo === 'exclusivo' ? (p.restantes ?? 0) : null,
  terminos: p.terminos,
});

/** What any visitor may read of an offer (the public page; the customer's 'Ofertas' adds to it). */
export function toOfertaPublica(
  p: PromocionRow,
  zonaHoraria: string,
  niveles: readonly NivelConNombre[],
  hoy: string,
): OfertaPublica {
  const reglas = reglasDe(p, zonaHoraria);
  return {
    publicID: p.publicId,
    titulo: p.titulo,
    descripcion: p.descripcion,
    clase: p.clase,
    tipo: p.tipo,
    nivelReq: p.nivelReq,
    nombreNivelReq: nombreAudiencia(p.nivelReq, niveles),
    terminos: p.terminos,
    ventana: reglas.programa
      ? {
          diaSemana: reglas.programa.diaSemana,
          horaInicio: reglas.programa.horaInicio,
          horaFin: reglas.programa.horaFin,
        }
      : null,
    periodo: reglas.periodo,
    vence: ultimoDia(reglas),
    porVencer: porVencer(reglas, hoy),
    restantes: p.tipo === 'exclusivo' ? (p.restantes ?? 0) : null,
  };
}

const porNivelYFecha = (a: PromocionRow, b: PromocionRow) =>
  a.nivelReq - b.nivelReq || new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime();

/** A business's offers anyone could use today (its public page), the lowest level first. */
export async function ofertasPublicasDe(
  db: Db,
  negocio: { id: string; zonaHoraria: string },
  niveles: readonly NivelConNombre[],
  now = new Date(),
) {
  const hoy = fechaLocal(now, negocio.zonaHoraria);
  return (await findPromocionesEncendidas(db, [negocio.id]))
    .filter((p) => estaActiva(p, reglasDe(p, negocio.zonaHoraria), hoy))
    .sort(porNivelYFecha)
    .map((p) => toOfertaPublica(p, negocio.zonaHoraria, niveles, hoy));
}

/** How many offers each business has that someone could use today (lists of places). */
export async function contarOfertasActivas(
  db: Db,
  negocios: ReadonlyArray<{ id: string; zonaHoraria: string }>,
  now = new Date(),
) {
  const zonas = new Map(negocios.map((n) => [n.id, n.zonaHoraria]));
  const cuenta = new Map<string, number>(negocios.map((n) => [n.id, 0]));
  for (const p of await findPromocionesEncendidas(db, [...zonas.keys()])) {
    const zona = zonas.get(p.negocioId)!;
    if (estaActiva(p, reglasDe(p, zona), fechaLocal(now, zona)))
      cuenta.set(p.negocioId, (cuenta.get(p.negocioId) ?? 0) + 1);
  }
  return cuenta;
}

/**
 * The promotions this customer can use here right now (DOMAIN §6), with their level after the
 * visit that is being registered and every limit counted from the ledger.
 */
export async function promocionesElegibles(
  db: Db,
  v: { negocioId: string; clienteId: string; nivel: number; zonaHoraria: string; ahora: Date },
) {
  return (await ofertasSegunNivel(db, v))(v.nivel);
}

/**
 * The same, in two halves: the one query (the business's live promotions with this customer's
 * uses), and then, for a level, the ones that apply. The visit path asks before its transaction,
 * while the level the visit gives is not known yet, so the query is not one more round trip
 * inside it.
 */
export async function ofertasSegunNivel(
  db: Db,
  v: { negocioId: string; clienteId: string; zonaHoraria: string; ahora: Date },
) {
  const rows = await findPromocionesConUsos(
    db,
    v.negocioId,
    v.clienteId,
    fechaLocal(v.ahora, v.zonaHoraria),
  );
  return ofertasDeJson(rows, v.zonaHoraria, v.ahora);
}

/**
 * For a level, the promotions that apply now, in the list's order, from what
 * promocionesConUsosJson read: the customer's uses today and this week (of the business's days)
 * counted from the recent ones — the visit's one read reads them before it knows the zone.
 */
export function ofertasDeJson(
  rows: readonly PromocionConUsosJson[],
  zonaHoraria: string,
  ahora: Date,
) {
  const hoy = fechaLocal(ahora, zonaHoraria);
  const semana = indiceSemana(hoy);
  const conUsos = rows.map((r) => {
    let deHoy = 0;
    let deSemana = 0;
    for (const [fecha, s, n] of r.recientes ?? []) {
      if (fecha === hoy) deHoy += n;
      if (s === semana) deSemana += n;
    }
    return { promocion: r.promocion, usos: { hoy: deHoy, semana: deSemana, total: r.total } };
  });
  return (nivel: number) =>
    conUsos
      .filter(
        (r) =>
          elegibilidad(reglasDe(r.promocion, zonaHoraria), {
            nivel,
            ahora,
            usosGlobales: r.promocion.usos,
            usos: r.usos,
          }).elegible,
      )
      .map((r) => toEnMostrador(r.promocion));
}

/** Where the owner's dashboard redeems: their business and its main establishment. */
export async function lugarDelDueno(db: Db, usuarioId: string) {
  const lugar = await findLugarDelDueno(db, usuarioId);
  if (!lugar) throw new AppError('NOT_FOUND', { message: 'No se encontró el negocio asociado' });
  return lugar;
}

/** Which promotions ask for which level (the programme screen shows them by level). */
export const asignacionesPorNivel = (db: Db, negocioId: string) =>
  findAsignacionesDe(db, negocioId);
