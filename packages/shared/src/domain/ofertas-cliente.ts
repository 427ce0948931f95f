import { fechaLocal, sumarDias } from './fechas.ts';
import { nombreNivelEn, type NivelConNombre } from './niveles.ts';
import {
  elegibilidad,
  relojLocal,
  type MotivoNoElegible,
  type ReglasPromocion,
  type UsosDeCliente,
} from './promociones.ts';
import { indiceSemana } from './rachas.ts';

// An offer as one customer sees it in 'Ofertas' (issue 11, DOMAIN §6): usable now, or why not and
// what would change it — the level that unlocks it and the visits missing, the limit they already
// used and when it opens again, the next hour of a weekly offer. It asks `elegibilidad`, the very
// rule the server applies when a code is asked for and redeemed, so the screen never promises an
// offer the counter would refuse.

export const ESTADOS_OFERTA = [
  'disponible',
  'usada',
  'fuera_de_horario',
  'proximamente',
  'bloqueada',
  'agotada',
  'vencida',
] as const;
export type EstadoOferta = (typeof ESTADOS_OFERTA)[number];

const ESTADO_DE_MOTIVO: Record<Exclude<MotivoNoElegible, 'inactiva'>, EstadoOferta> = {
  fuera_de_periodo: 'proximamente',
  vencida: 'vencida',
  sin_existencias: 'agotada',
  limite_global: 'agotada',
  nivel: 'bloqueada',
  fuera_de_horario: 'fuera_de_horario',
  limite_total: 'usada',
  limite_semanal: 'usada',
  limite_diario: 'usada',
};

/** How far ahead 'when can I use it again' looks (two weeks: two windows of a weekly offer). */
const HORIZONTE_DIAS = 14;

export interface OfertaParaCliente {
  estado: EstadoOferta;
  motivo: Exclude<MotivoNoElegible, 'inactiva'> | null;
  /** Locked by level: the level that unlocks it and the season visits still missing. */
  desbloqueo: { nivel: number; nombre: string; faltan: number | null } | null;
  /**
   * When it can be used again, on the business's calendar: the day (`enDias` from today), and the
   * hour for a weekly offer. Null when nothing but a visit (level) or nothing at all reopens it.
   */
  reabre: { fecha: string; hora: string | null; enDias: number } | null;
}

const DIA_MS = 24 * 60 * 60 * 1000;
const diaUtc = (fecha: string) => Date.parse(`${fecha}T00:00:00Z`);
const diasEntre = (desde: string, hasta: string) =>
  Math.round((diaUtc(hasta) - diaUtc(desde)) / DIA_MS);
const diaDeLaSemana = (fecha: string) => new Date(diaUtc(fecha)).getUTCDay();

/** The instant a zone's wall clock reads `fecha` at `hora` (a fixed point: offsets and DST). */
export function instanteLocal(fecha: string, hora: string, zonaHoraria: string): number {
  const [h, m] = hora.split(':').map(Number) as [number, number];
  const deseado = diaUtc(fecha) + (h * 60 + m) * 60_000;
  let t = deseado;
  for (let i = 0; i < 3; i++) {
    const reloj = diaUtc(fechaLocal(new Date(t), zonaHoraria));
    const pared = reloj + relojLocal(new Date(t), zonaHoraria).minuto * 60_000;
    t = deseado - (pared - t);
  }
  return t;
}

/**
 * The first moment from now on when the rules would let this customer use it, if the only things
 * in the way are the calendar and the clock (a new day, a new week, the weekly window, the start
 * date): each candidate moment is judged by `elegibilidad` itself, with the uses of today and of
 * this week set back to zero once the candidate falls on another day or week.
 */
function cuandoReabre(
  p: ReglasPromocion,
  ctx: { nivel: number; ahora: Date; usosGlobales: number; usos: UsosDeCliente },
): OfertaParaCliente['reabre'] {
  const hoy = fechaLocal(ctx.ahora, p.zonaHoraria);
  const semana = indiceSemana(hoy);
  const programa = p.tipo === 'programa' ? p.programa : null;
  const fechas = Array.from({ length: HORIZONTE_DIAS + 1 }, (_, i) => sumarDias(hoy, i));
  if (p.tipo === 'periodo' && p.periodo && p.periodo.fechaInicio > hoy)
    fechas.push(p.periodo.fechaInicio);
  for (const fecha of [...new Set(fechas)].sort()) {
    if (programa && diaDeLaSemana(fecha) !== programa.diaSemana) continue;
    const hora = programa ? programa.horaInicio : '00:00';
    const instante = instanteLocal(fecha, hora, programa ? programa.zonaHoraria : p.zonaHoraria);
    if (instante <= ctx.ahora.getTime()) continue;
    const dia = fechaLocal(new Date(instante), p.zonaHoraria);
    const usos = {
      hoy: dia === hoy ? ctx.usos.hoy : 0,
      semana: indiceSemana(dia) === semana ? ctx.usos.semana : 0,
      total: ctx.usos.total,
    };
    const e = elegibilidad(p, { ...ctx, ahora: new Date(instante), usos });
    if (e.elegible)
      return { fecha: dia, hora: programa ? hora : null, enDias: diasEntre(hoy, dia) };
  }
  return null;
}

/**
 * What 'Ofertas' shows of one promotion for one customer; null for one its owner switched off
 * (customers do not see it at all).
 */
export function ofertaParaCliente(
  p: ReglasPromocion,
  ctx: {
    nivel: number;
    visitasTemporada: number;
    niveles: readonly NivelConNombre[];
    ahora: Date;
    usosGlobales: number;
    usos: UsosDeCliente;
  },
): OfertaParaCliente | null {
  const reglasCtx = {
    nivel: ctx.nivel,
    ahora: ctx.ahora,
    usosGlobales: ctx.usosGlobales,
    usos: ctx.usos,
  };
  const e = elegibilidad(p, reglasCtx);
  if (e.elegible) return { estado: 'disponible', motivo: null, desbloqueo: null, reabre: null };
  if (e.motivo === 'inactiva') return null;
  const estado = ESTADO_DE_MOTIVO[e.motivo];
  if (estado === 'bloqueada') {
    const meta = ctx.niveles.find((n) => n.nivel === p.nivelReq);
    return {
      estado,
      motivo: e.motivo,
      desbloqueo: {
        nivel: p.nivelReq,
        nombre: nombreNivelEn(p.nivelReq, ctx.niveles),
        // The level rises at the visit that reaches the threshold: at least that one visit.
        faltan: meta ? Math.max(1, meta.visitasRequeridas - ctx.visitasTemporada) : null,
      },
      reabre: null,
    };
  }
  const porReloj =
    e.motivo === 'fuera_de_periodo' ||
    e.motivo === 'fuera_de_horario' ||
    e.motivo === 'limite_diario' ||
    e.motivo === 'limite_semanal';
  return {
    estado,
    motivo: e.motivo,
    desbloqueo: null,
    reabre: porReloj ? cuandoReabre(p, reglasCtx) : null,
  };
}
