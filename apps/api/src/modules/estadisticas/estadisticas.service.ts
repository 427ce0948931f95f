import {
  CURSOR_VISITAS_INVALIDO,
  DIAS_LUNES_PRIMERO,
  diasEntre,
  fechaLocal,
  indiceMes,
  MESES_RETENCION,
  NIVELES,
  nombreNivelEn,
  RANGO_INVALIDO,
  RANGO_MAXIMO_DIAS,
  retencionPorMes,
  SEMANAS_INICIO,
  SEMANAS_VISITAS,
  sumarDias,
  tasaDeUso,
  traficoDeCeldas,
  VENTANA_TRAFICO_DIAS,
  type Trafico,
  ultimasSemanas,
  ultimosDias,
  ventanasDeInicio,
  VENTANA_RESUMEN_DIAS,
  type ClasePromo,
  type ActividadPersona,
  type ClientesPorNivel,
  type EquipoPeriodo,
  type EstadisticasInicio,
  type HorasPico,
  type PeriodoEstadisticas,
  type ResumenPeriodo,
  type Retencion,
  type SemanaVisitas,
  type UsoPromociones,
  type VisitaNegocio,
  type VisitaStats,
  type VisitasSemanales,
} from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import type { NivelConfig } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { findPrograma, programaAlDia } from '../lealtad/lealtad.service.ts';
import { negocioDelDueno } from '../negocios/negocios.service.ts';
import { listarPromociones } from '../promociones/promociones.service.ts';
import {
  contarCanjesDesde,
  contarClientesDeLaSemana,
  contarClientesDesde,
  contarPorPersona,
  findPersonasDelNegocio,
  agruparActividadMensual,
  contarTarjetasPorNivel,
  paginaDeVisitas,
  usoDePromociones as leerUsoDePromociones,
  canjesPorDia,
  visitasPorDia,
  visitasPorDiaYHora,
  type CursorVisitas,
} from './estadisticas.repository.ts';

// The business's statistics (SPEC §2 Inicio and Estadísticas, §7 /api/visita/…; DOMAIN §7): read
// only, for the business's owner. The windows and the rules are packages/shared/src/domain/
// estadisticas.ts; every day is the business's own (its time zone), whatever the server's.

/** Weeks with their visits, from the days the roll-up has (`dias` must cover them). */
function semanasConVisitas(
  semanas: ReturnType<typeof ultimasSemanas>,
  dias: Array<{ fecha: string; visitas: number; anonimas: number }>,
) {
  return semanas.map((s): SemanaVisitas => {
    const deLaSemana = dias.filter((d) => d.fecha >= s.desde && d.fecha <= s.hasta);
    return {
      semana: s.semana,
      desde: s.desde,
      hasta: s.hasta,
      enCurso: s.enCurso,
      visitas: deLaSemana.reduce((t, d) => t + d.visitas, 0),
      anonimas: deLaSemana.reduce((t, d) => t + d.anonimas, 0),
    };
  });
}

/**
 * Inicio (SPEC §2): visits of the last 7 days (and the 7 before, to compare), active offers,
 * canjes this season; 'Visitas de la semana' — customers this week, frequent and new, anonymous
 * visits left out — and the visits of this week and the two before.
 */
export async function estadisticasInicio(
  db: Db,
  usuarioId: string,
  negocioPublicId: string,
  now = new Date(),
): Promise<EstadisticasInicio> {
  const negocio = await negocioDelDueno(db, negocioPublicId, usuarioId);
  const hoy = fechaLocal(now, negocio.zonaHoraria);
  const v = ventanasDeInicio(hoy);
  const anteriores = ultimosDias(sumarDias(hoy, -VENTANA_RESUMEN_DIAS), VENTANA_RESUMEN_DIAS);
  const { temporada } = await programaAlDia(db, negocio.id, negocio.zonaHoraria, now);
  const semanas = ultimasSemanas(hoy, SEMANAS_INICIO);
  // One read of the roll-up serves the 14 days of the summary and the three weeks of the card.
  const desde = semanas[0]!.desde < anteriores.desde ? semanas[0]!.desde : anteriores.desde;
  const [dias, clientes, activas] = await Promise.all([
    visitasPorDia(db, negocio.id, desde, hoy),
    contarClientesDeLaSemana(db, negocio.id, {
      semanaDesde: v.semana.desde,
      clientesDesde: v.clientes.desde,
      hoy,
    }),
    listarPromociones(db, usuarioId, negocioPublicId, true),
  ]);
  const suma = (desde: string, hasta: string) =>
    dias.filter((d) => d.fecha >= desde && d.fecha <= hasta).reduce((t, d) => t + d.visitas, 0);
  return {
    hoy,
    resumen: {
      visitas: suma(v.resumen.desde, v.resumen.hasta),
      visitasAnteriores: suma(anteriores.desde, anteriores.hasta),
      ofertasActivas: activas.length,
      canjes: temporada?.promocionesCanjeadas ?? 0,
      canjesDesde: temporada?.fechaInicio ?? null,
    },
    semana: { ...v.semana, ...clientes },
    // The card is about customers: anonymous visits are left out of its bars too.
    semanas: semanasConVisitas(semanas, dias).map((s) => ({
      ...s,
      visitas: s.visitas - s.anonimas,
      anonimas: 0,
    })),
  };
}

/** The period of the selector: its last `periodo` days, today included. */
async function periodoDe(
  db: Db,
  usuarioId: string,
  negocioPublicId: string,
  periodo: PeriodoEstadisticas,
  now: Date,
) {
  const negocio = await negocioDelDueno(db, negocioPublicId, usuarioId);
  const hoy = fechaLocal(now, negocio.zonaHoraria);
  return { negocio, hoy, periodo, ...ultimosDias(hoy, periodo) };
}

/** The period at a glance: visits (anonymous among them), customers and new ones, canjes. */
export async function resumenDelPeriodo(
  db: Db,
  usuarioId: string,
  negocioPublicId: string,
  periodo: PeriodoEstadisticas,
  now = new Date(),
): Promise<ResumenPeriodo> {
  const p = await periodoDe(db, usuarioId, negocioPublicId, periodo, now);
  const [dias, clientes, canjes] = await Promise.all([
    visitasPorDia(db, p.negocio.id, p.desde, p.hasta),
    contarClientesDesde(db, p.negocio.id, p.desde),
    contarCanjesDesde(db, p.negocio.id, p.negocio.zonaHoraria, p.desde),
  ]);
  return {
    periodo,
    desde: p.desde,
    hasta: p.hasta,
    visitas: dias.reduce((t, d) => t + d.visitas, 0),
    anonimas: dias.reduce((t, d) => t + d.anonimas, 0),
    clientes: clientes.clientes,
    clientesNuevos: clientes.nuevos,
    canjes,
  };
}

/** 'Visitas por Semana': the last 12 ISO weeks' visits, anonymous ones included (foot traffic). */
export async function visitasSemanales(
  db: Db,
  usuarioId: string,
  negocioPublicId: string,
  now = new Date(),
): Promise<VisitasSemanales> {
  const negocio = await negocioDelDueno(db, negocioPublicId, usuarioId);
  const lista = ultimasSemanas(fechaLocal(now, negocio.zonaHoraria), SEMANAS_VISITAS);
  const dias = await visitasPorDia(db, negocio.id, lista[0]!.desde, lista.at(-1)!.hasta);
  const semanas = semanasConVisitas(lista, dias);
  return { semanas, total: semanas.reduce((t, s) => t + s.visitas, 0) };
}

/** 'Uso de Promociones': each promotion's views, canjes and usage rate in the period. */
export async function usoDePromociones(
  db: Db,
  usuarioId: string,
  negocioPublicId: string,
  periodo: PeriodoEstadisticas,
  now = new Date(),
): Promise<UsoPromociones> {
  const p = await periodoDe(db, usuarioId, negocioPublicId, periodo, now);
  const rows = await leerUsoDePromociones(db, p.negocio.id, p.desde, p.hasta);
  return {
    periodo,
    desde: p.desde,
    hasta: p.hasta,
    promociones: rows.map((r) => ({
      ...r,
      clase: r.clase as ClasePromo,
      tasaDeUso: tasaDeUso(r.vistas, r.canjes),
    })),
  };
}

/** 'Clientes por Nivel': cards at each level now (0 … 4), and the ones that came in the period. */
export async function clientesPorNivel(
  db: Db,
  usuarioId: string,
  negocioPublicId: string,
  periodo: PeriodoEstadisticas,
  now = new Date(),
): Promise<ClientesPorNivel> {
  const p = await periodoDe(db, usuarioId, negocioPublicId, periodo, now);
  const [programa, conteos] = await Promise.all([
    findPrograma(db, p.negocio.id),
    contarTarjetasPorNivel(db, p.negocio.id, p.desde),
  ]);
  const niveles = (programa?.niveles ?? []) as NivelConfig[];
  const filas = NIVELES.map(({ nivel }) => {
    const c = conteos.find((x) => x.nivel === nivel);
    return {
      nivel,
      nombre: nombreNivelEn(nivel, niveles),
      clientes: c?.clientes ?? 0,
      activos: c?.activos ?? 0,
    };
  });
  return {
    periodo,
    desde: p.desde,
    hasta: p.hasta,
    niveles: filas,
    total: filas.reduce((t, f) => t + f.clientes, 0),
  };
}

/** 'Horas Pico': visits per weekday and hour of the business's clock in the period. */
export async function horasPico(
  db: Db,
  usuarioId: string,
  negocioPublicId: string,
  periodo: PeriodoEstadisticas,
  now = new Date(),
): Promise<HorasPico> {
  const p = await periodoDe(db, usuarioId, negocioPublicId, periodo, now);
  const celdas = await visitasPorDiaYHora(db, p.negocio.id, p.desde, p.hasta);
  const orden = (d: number) => DIAS_LUNES_PRIMERO.indexOf(d as (typeof DIAS_LUNES_PRIMERO)[number]);
  celdas.sort((a, b) => orden(a.diaSemana) - orden(b.diaSemana) || a.hora - b.hora);
  return {
    periodo,
    desde: p.desde,
    hasta: p.hasta,
    zonaHoraria: p.negocio.zonaHoraria,
    celdas,
    maximo: celdas.reduce((m, c) => Math.max(m, c.visitas), 0),
    total: celdas.reduce((t, c) => t + c.visitas, 0),
  };
}

/**
 * 'Por persona' (DOMAIN §10): the period's visits and canjes by who registered them — everyone on
 * the team now, the owner when they served with their PIN, people removed since who registered
 * something, and 'Sin asignar' for what names nobody — with each one's share of the visits.
 */
export async function actividadDelEquipo(
  db: Db,
  usuarioId: string,
  negocioPublicId: string,
  periodo: PeriodoEstadisticas,
  now = new Date(),
): Promise<EquipoPeriodo> {
  const p = await periodoDe(db, usuarioId, negocioPublicId, periodo, now);
  const [conteos, personas] = await Promise.all([
    contarPorPersona(db, p.negocio.id, {
      desde: p.desde,
      antesDe: sumarDias(p.hasta, 1),
      zonaHoraria: p.negocio.zonaHoraria,
    }),
    findPersonasDelNegocio(db, p.negocio.id),
  ]);
  const visitas = conteos.reduce((t, c) => t + c.visitas, 0);
  const canjes = conteos.reduce((t, c) => t + c.canjes, 0);
  const fila = <P extends ActividadPersona['persona']>(
    persona: P,
    c?: { visitas: number; canjes: number },
  ) => ({
    persona,
    visitas: c?.visitas ?? 0,
    canjes: c?.canjes ?? 0,
    participacion: visitas > 0 ? Math.round(((c?.visitas ?? 0) / visitas) * 100) : 0,
  });
  const porId = new Map(conteos.map((c) => [c.miembroId, c]));
  const filas = personas
    .filter((m) => porId.has(m.miembroId) || (m.rol !== 'dueno' && !m.baja))
    .map((m) => fila({ ...m, baja: Boolean(m.baja) }, porId.get(m.miembroId)))
    .sort(
      (a, b) =>
        b.visitas - a.visitas ||
        b.canjes - a.canjes ||
        a.persona.nombre.localeCompare(b.persona.nombre, 'es-MX'),
    );
  const sinAsignar = porId.get(null);
  return {
    periodo,
    desde: p.desde,
    hasta: p.hasta,
    tieneEquipo: personas.some((m) => m.rol !== 'dueno'),
    personas: sinAsignar ? [...filas, fila(null, sinAsignar)] : filas,
    visitas,
    canjes,
  };
}

/**
 * Retention (DOMAIN §7), month by month for the last 6 calendar months of the business: of the
 * customers with a counted visit in one month, the share with a counted visit in the next. The
 * current month counts "so far". Read from the months each card keeps (registrarMes).
 */
export async function retencion(
  db: Db,
  usuarioId: string,
  negocioPublicId: string,
  now = new Date(),
): Promise<Retencion> {
  const negocio = await negocioDelDueno(db, negocioPublicId, usuarioId);
  const hoy = fechaLocal(now, negocio.zonaHoraria);
  const actual = indiceMes(hoy);
  // The months before the first one count too: its customers came in the month before it.
  const grupos = await agruparActividadMensual(
    db,
    negocio.id,
    actual,
    MESES_RETENCION + 1,
    actual - MESES_RETENCION,
  );
  // agruparActividadMensual shifts every group's months to end at this one.
  return {
    meses: retencionPorMes(
      grupos.map((g) => ({ ultimoMes: actual, meses: g.meses, clientes: g.clientes })),
      hoy,
    ),
  };
}

// ── /api/visita/… (SPEC §7) ─────────────────────────────────────────────────────────────────

/** A query date as the business's day: a day stays as it is, an instant is read in its zone. */
const diaDe = (valor: string, zonaHoraria: string) =>
  valor.length === 10 ? valor : fechaLocal(new Date(valor), zonaHoraria);

/** startDate … endDate as local days; by default the last `porDefecto` days. */
function rangoDe(
  q: { startDate?: string | undefined; endDate?: string | undefined },
  zonaHoraria: string,
  hoy: string,
  porDefecto: number,
) {
  const hasta = q.endDate ? diaDe(q.endDate, zonaHoraria) : hoy;
  const desde = q.startDate ? diaDe(q.startDate, zonaHoraria) : sumarDias(hasta, -(porDefecto - 1));
  if (desde > hasta) throw new AppError('VALIDATION', { fieldErrors: { endDate: RANGO_INVALIDO } });
  if (diasEntre(desde, hasta) + 1 > RANGO_MAXIMO_DIAS)
    throw new AppError('VALIDATION', {
      fieldErrors: { startDate: `Pide como máximo ${RANGO_MAXIMO_DIAS} días` },
    });
  return { desde, hasta };
}

/** Visits per day (SPEC §7 `totalVisitasDia`, §9: the last 7 days unless asked otherwise). */
export async function visitaStats(
  db: Db,
  usuarioId: string,
  negocioPublicId: string,
  q: { startDate?: string | undefined; endDate?: string | undefined },
  now = new Date(),
): Promise<Omit<VisitaStats, 'success'>> {
  const negocio = await negocioDelDueno(db, negocioPublicId, usuarioId);
  const hoy = fechaLocal(now, negocio.zonaHoraria);
  const { desde, hasta } = rangoDe(q, negocio.zonaHoraria, hoy, VENTANA_RESUMEN_DIAS);
  const [visitas, usadas] = await Promise.all([
    visitasPorDia(db, negocio.id, desde, hasta),
    canjesPorDia(db, negocio.id, negocio.zonaHoraria, desde, hasta),
  ]);
  const dias = new Map(visitas.map((d) => [d.fecha, d]));
  const canjes = new Map(usadas.map((d) => [d.fecha, d.canjes]));
  const data = Array.from({ length: diasEntre(desde, hasta) + 1 }, (_, i) => {
    const fecha = sumarDias(desde, i);
    const d = dias.get(fecha);
    return {
      fecha,
      totalVisitasDia: d?.visitas ?? 0,
      anonimas: d?.anonimas ?? 0,
      promocionesUsadas: canjes.get(fecha) ?? 0,
    };
  });
  return {
    data,
    totalVisitas: data.reduce((t, d) => t + d.totalVisitasDia, 0),
    totalPromocionesUsadas: data.reduce((t, d) => t + d.promocionesUsadas, 0),
    desde,
    hasta,
  };
}

/**
 * The business's traffic (SPEC §7 /api/visita/trafico): visits by weekday and hour of its own
 * clock over a range of its days — the last 30 by default — from the hourly roll-up.
 */
export async function traficoDelNegocio(
  db: Db,
  usuarioId: string,
  negocioPublicId: string,
  q: { startDate?: string | undefined; endDate?: string | undefined },
  now = new Date(),
): Promise<Trafico> {
  const negocio = await negocioDelDueno(db, negocioPublicId, usuarioId);
  const hoy = fechaLocal(now, negocio.zonaHoraria);
  const { desde, hasta } = rangoDe(q, negocio.zonaHoraria, hoy, VENTANA_TRAFICO_DIAS);
  const celdas = await visitasPorDiaYHora(db, negocio.id, desde, hasta);
  return {
    zonaHoraria: negocio.zonaHoraria,
    desde,
    hasta,
    dias: diasEntre(desde, hasta) + 1,
    ...traficoDeCeldas(celdas),
  };
}

const codificarCursor = (c: CursorVisitas) =>
  Buffer.from(JSON.stringify([c.fecha, c.id]), 'utf8').toString('base64url');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INSTANTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

function leerCursor(cursor: string): CursorVisitas {
  try {
    const [fecha, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (
      typeof fecha === 'string' &&
      typeof id === 'string' &&
      UUID.test(id) &&
      INSTANTE.test(fecha) &&
      !Number.isNaN(Date.parse(fecha))
    )
      return { fecha, id };
  } catch {
    // not ours
  }
  throw new AppError('VALIDATION', { fieldErrors: { cursor: CURSOR_VISITAS_INVALIDO } });
}

/**
 * The business's visits (SPEC §7), newest first, a page at a time: `limit` rows and an opaque
 * cursor for the next page, never the whole range at once. By default the last 30 days.
 */
export async function visitasDelNegocio(
  db: Db,
  usuarioId: string,
  negocioPublicId: string,
  q: {
    startDate?: string | undefined;
    endDate?: string | undefined;
    limit: number;
    cursor?: string | undefined;
  },
  now = new Date(),
): Promise<{
  data: VisitaNegocio[];
  siguienteCursor: string | null;
  desde: string;
  hasta: string;
}> {
  const negocio = await negocioDelDueno(db, negocioPublicId, usuarioId);
  const hoy = fechaLocal(now, negocio.zonaHoraria);
  const { desde, hasta } = rangoDe(q, negocio.zonaHoraria, hoy, 30);
  const cursor = q.cursor ? leerCursor(q.cursor) : null;
  const rows = await paginaDeVisitas(
    db,
    negocio.id,
    { desde, antesDe: sumarDias(hasta, 1), zonaHoraria: negocio.zonaHoraria },
    q.limit + 1,
    cursor,
  );
  const pagina = rows.slice(0, q.limit);
  const ultima = pagina[pagina.length - 1];
  return {
    data: pagina.map((r) => ({
      visitaID: r.id,
      fecha: r.fecha,
      fechaLocal: r.fechaLocal,
      hora: r.hora,
      anonima: r.anonima,
      // An anonymous visit (or one whose customer deleted their account) names nobody (SPEC §3).
      clienteID: r.cliente ?? { publicID: `anonymous-${r.id}`, nombre: null },
      establecimiento: r.establecimiento,
    })),
    siguienteCursor:
      rows.length > q.limit && ultima
        ? codificarCursor({ fecha: ultima.fechaExacta, id: ultima.id })
        : null,
    desde,
    hasta,
  };
}
