import { POR_VENCER_DIAS } from '../constants.ts';
import { ERROR_MESSAGES } from '../errors.ts';
import {
  DIA_SEMANA_INTL,
  fechaLocal,
  formatoPorZona,
  partesDeFormato,
  sumarDias,
} from './fechas.ts';

// Promotions (DOMAIN §6): when one can be used, by whom, how often — the same rules for the
// server that refuses a redemption, the kiosk that lists what a customer can use now, and the
// form that refuses a promotion that could never be used.

export const TIPOS_PROMO = ['regular', 'programa', 'periodo', 'exclusivo'] as const;
export type TipoPromo = (typeof TIPOS_PROMO)[number];

/** What the quick tiles create and the statistics count (DOMAIN §6). */
export const CLASES_PROMO = ['promocion', 'cupon', 'recompensa', 'evento'] as const;
export type ClasePromo = (typeof CLASES_PROMO)[number];

/**
 * What people read for each clase — the quick tiles' words (SPEC §2: Crear Promoción / Cupón /
 * Premio / Evento) — and its grammatical gender, which the type names agree with.
 */
export const CLASE_PROMO_NOMBRE: Record<
  ClasePromo,
  { singular: string; plural: string; genero: 'f' | 'm' }
> = {
  promocion: { singular: 'Promoción', plural: 'Promociones', genero: 'f' },
  cupon: { singular: 'Cupón', plural: 'Cupones', genero: 'm' },
  recompensa: { singular: 'Premio', plural: 'Premios', genero: 'm' },
  evento: { singular: 'Evento', plural: 'Eventos', genero: 'm' },
};

/**
 * The type names, once for every screen (the form, the drawer, the lists, the kiosk). SPEC §4 gives
 * the drawer's four (Regular, Programada, Por Periodo, Exclusiva) and the creation form's other
 * three for the same values; the drawer's set is the one that names all four. For a cupón, premio
 * or evento the adjective agrees: Programado, Exclusivo.
 */
const TIPO_PROMO_NOMBRE: Record<TipoPromo, Record<'f' | 'm', string>> = {
  regular: { f: 'Regular', m: 'Regular' },
  programa: { f: 'Programada', m: 'Programado' },
  periodo: { f: 'Por Periodo', m: 'Por Periodo' },
  exclusivo: { f: 'Exclusiva', m: 'Exclusivo' },
};

/** "Programada" (a promoción), "Exclusivo" (a cupón). */
export const nombreTipoPromo = (tipo: TipoPromo, clase: ClasePromo = 'promocion') =>
  TIPO_PROMO_NOMBRE[tipo][CLASE_PROMO_NOMBRE[clase].genero];

/** The title of the type's section, in sentence case: "Tipo de promoción" (SPEC §2), "Tipo de evento"… */
export const tituloTipoPromo = (clase: ClasePromo) =>
  `Tipo de ${CLASE_PROMO_NOMBRE[clase].singular.toLowerCase()}`;

export interface ProgramaSemanal {
  /** 0 Domingo … 6 Sábado (SPEC §9). */
  diaSemana: number;
  horaInicio: string;
  /** At or before horaInicio: the window runs past midnight into the next day. */
  horaFin: string;
  zonaHoraria: string;
}

export interface Limites {
  diario: number | null;
  semanal: number | null;
  total: number | null;
  global: number | null;
}

/** A promotion as the rules see it. Dates are business-local 'YYYY-MM-DD', inclusive. */
export interface ReglasPromocion {
  status: boolean;
  nivelReq: number;
  tipo: TipoPromo;
  programa: ProgramaSemanal | null;
  periodo: { fechaInicio: string; fechaFin: string } | null;
  exclusivo: { restantes: number; fechaLimite: string } | null;
  limites: Limites;
  /** The business's zone: what "today" and "this week" mean for dates and limits. */
  zonaHoraria: string;
}

/** This customer's redemptions of the promotion: today, this ISO week (business-local), ever. */
export interface UsosDeCliente {
  hoy: number;
  semana: number;
  total: number;
}

export const MOTIVOS_NO_ELEGIBLE = [
  'inactiva',
  'fuera_de_periodo',
  'vencida',
  'sin_existencias',
  'limite_global',
  'nivel',
  'fuera_de_horario',
  'limite_total',
  'limite_semanal',
  'limite_diario',
] as const;
export type MotivoNoElegible = (typeof MOTIVOS_NO_ELEGIBLE)[number];

export type Elegibilidad = { elegible: true } | { elegible: false; motivo: MotivoNoElegible };

const minutos = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

const formatoReloj = formatoPorZona('en-US', {
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Weekday and minute of the day of a moment, on the clock of a zone. */
export function relojLocal(ahora: Date, zonaHoraria: string) {
  const p = partesDeFormato(formatoReloj(zonaHoraria), ahora);
  return {
    diaSemana: DIA_SEMANA_INTL[p.weekday!]!,
    minuto: Number(p.hour) * 60 + Number(p.minute),
  };
}

/** Whether a weekly window is open at a moment; a window past midnight belongs to its first day. */
export function dentroDelPrograma(p: ProgramaSemanal, ahora: Date): boolean {
  const { diaSemana, minuto } = relojLocal(ahora, p.zonaHoraria);
  const inicio = minutos(p.horaInicio);
  const fin = minutos(p.horaFin);
  if (inicio < fin) return diaSemana === p.diaSemana && minuto >= inicio && minuto < fin;
  return (
    (diaSemana === p.diaSemana && minuto >= inicio) ||
    (diaSemana === (p.diaSemana + 1) % 7 && minuto < fin)
  );
}

/**
 * Whether this customer may use the promotion now (DOMAIN §6). Without `usos` the per-customer
 * limits are not looked at (a list for someone unknown). The first reason found is given, the
 * lasting ones (expired, sold out) before the passing ones (out of hours, today's limit).
 */
export function elegibilidad(
  p: ReglasPromocion,
  ctx: { nivel: number; ahora: Date; usosGlobales: number; usos?: UsosDeCliente },
): Elegibilidad {
  const no = (motivo: MotivoNoElegible): Elegibilidad => ({ elegible: false, motivo });
  if (!p.status) return no('inactiva');
  const hoy = fechaLocal(ctx.ahora, p.zonaHoraria);
  if (p.tipo === 'periodo' && p.periodo) {
    if (hoy < p.periodo.fechaInicio) return no('fuera_de_periodo');
    if (hoy > p.periodo.fechaFin) return no('vencida');
  }
  if (p.tipo === 'exclusivo' && p.exclusivo) {
    if (hoy > p.exclusivo.fechaLimite) return no('vencida');
    if (p.exclusivo.restantes <= 0) return no('sin_existencias');
  }
  if (p.limites.global !== null && ctx.usosGlobales >= p.limites.global) return no('limite_global');
  if (ctx.nivel < p.nivelReq) return no('nivel');
  if (p.tipo === 'programa' && p.programa && !dentroDelPrograma(p.programa, ctx.ahora))
    return no('fuera_de_horario');
  const u = ctx.usos;
  if (u) {
    if (p.limites.total !== null && u.total >= p.limites.total) return no('limite_total');
    if (p.limites.semanal !== null && u.semana >= p.limites.semanal) return no('limite_semanal');
    if (p.limites.diario !== null && u.hoy >= p.limites.diario) return no('limite_diario');
  }
  return { elegible: true };
}

/**
 * Whether this customer could use it once more right after the canje just made (DOMAIN §6): the
 * same rule, with that canje counted — one more use today, this week, in total and overall, and
 * one fewer in stock. The kiosk offers 'Canjear otra vez' only when this says so.
 */
export function elegibilidadTrasCanje(
  p: ReglasPromocion,
  ctx: { nivel: number; ahora: Date; usosGlobales: number; usos: UsosDeCliente },
): Elegibilidad {
  const { usos } = ctx;
  return elegibilidad(
    p.exclusivo ? { ...p, exclusivo: { ...p.exclusivo, restantes: p.exclusivo.restantes - 1 } } : p,
    {
      nivel: ctx.nivel,
      ahora: ctx.ahora,
      usosGlobales: ctx.usosGlobales + 1,
      usos: { hoy: usos.hoy + 1, semana: usos.semana + 1, total: usos.total + 1 },
    },
  );
}

/** Over for good on `hoy`: its period ended, or its deadline passed. */
export function vencida(
  p: Pick<ReglasPromocion, 'tipo' | 'periodo' | 'exclusivo'>,
  hoy: string,
): boolean {
  if (p.tipo === 'periodo' && p.periodo) return hoy > p.periodo.fechaFin;
  if (p.tipo === 'exclusivo' && p.exclusivo) return hoy > p.exclusivo.fechaLimite;
  return false;
}

/** The last day it can be used, if it has one. */
export const ultimoDia = (p: Pick<ReglasPromocion, 'tipo' | 'periodo' | 'exclusivo'>) =>
  p.tipo === 'periodo' && p.periodo
    ? p.periodo.fechaFin
    : p.tipo === 'exclusivo' && p.exclusivo
      ? p.exclusivo.fechaLimite
      : null;

/** Expiring soon (SPEC §9): its last day is within the next POR_VENCER_DIAS days. */
export function porVencer(
  p: Pick<ReglasPromocion, 'tipo' | 'periodo' | 'exclusivo'>,
  hoy: string,
): boolean {
  const fin = ultimoDia(p);
  return fin !== null && fin >= hoy && fin <= sumarDias(hoy, POR_VENCER_DIAS);
}

/**
 * Usage rate (SPEC §9: uses / views × 100, rounded), read as "of the times it was opened in the
 * app, how many ended in a canje" — so never above 100 % (issue 26 B2). A canje at the kiosk needs
 * no view in the app: when the views do not cover the canjes (none, or fewer than the canjes) the
 * figure would say nothing true, and it is null; `motivoSinTasa` says why, in the screen's words.
 */
export function tasaDeUso(vistas: number, usos: number): number | null {
  if (vistas <= 0 || usos > vistas) return null;
  return Math.round((Math.max(0, usos) / vistas) * 100);
}

export const SIN_VISTAS_REGISTRADAS = 'sin vistas registradas';
export const MAS_CANJES_QUE_VISTAS = 'más canjes que vistas';

/** Why there is no usage rate (null when there is one): what the screen shows in its place. */
export function motivoSinTasa(vistas: number, usos: number): string | null {
  if (tasaDeUso(vistas, usos) !== null) return null;
  return vistas <= 0 ? SIN_VISTAS_REGISTRADAS : MAS_CANJES_QUE_VISTAS;
}

export interface BorradorPromocion {
  tipo: TipoPromo;
  programa?: { horaInicio: string; horaFin: string } | undefined;
  periodo?: { fechaInicio: string; fechaFin: string } | undefined;
  exclusivo?: { totalInicial: number; fechaLimite: string } | undefined;
}

/**
 * Why a promotion could never be used (DOMAIN §6: "a window that can never occur is refused"):
 * field paths as the form names them, with the message to show. Empty when it can be used.
 */
export function problemasDePromocion(
  d: BorradorPromocion,
  hoy: string,
): Array<{ path: string[]; message: string }> {
  const out: Array<{ path: string[]; message: string }> = [];
  const at = (tipo: string, field: string) => ['tipoPromo', tipo, field];
  if (d.tipo === 'programa') {
    if (!d.programa)
      out.push({ path: at('programa', 'diaSemana'), message: 'Elige el día y el horario' });
    else if (d.programa.horaInicio === d.programa.horaFin)
      out.push({
        path: at('programa', 'horaFin'),
        message: 'La hora de fin debe ser distinta de la de inicio',
      });
  }
  if (d.tipo === 'periodo') {
    if (!d.periodo) out.push({ path: at('periodo', 'fechaInicio'), message: 'Elige las fechas' });
    else {
      if (d.periodo.fechaFin < d.periodo.fechaInicio)
        out.push({
          path: at('periodo', 'fechaFin'),
          message: 'La fecha de fin no puede ser antes del inicio',
        });
      else if (d.periodo.fechaFin < hoy)
        out.push({ path: at('periodo', 'fechaFin'), message: 'La fecha de fin ya pasó' });
    }
  }
  if (d.tipo === 'exclusivo') {
    if (!d.exclusivo)
      out.push({ path: at('exclusivo', 'totalInicial'), message: 'Indica cuántas hay' });
    else if (d.exclusivo.fechaLimite < hoy)
      out.push({ path: at('exclusivo', 'fechaLimite'), message: 'La fecha límite ya pasó' });
  }
  return out;
}

/** The API's error code for each reason a redemption is refused. */
export const CODIGO_NO_ELEGIBLE = {
  inactiva: 'PROMO_INACTIVA',
  fuera_de_periodo: 'PROMO_FUERA_DE_PERIODO',
  vencida: 'PROMO_VENCIDA',
  sin_existencias: 'PROMO_SIN_EXISTENCIAS',
  limite_global: 'PROMO_LIMITE_GLOBAL',
  nivel: 'PROMO_NIVEL_INSUFICIENTE',
  fuera_de_horario: 'PROMO_FUERA_DE_HORARIO',
  limite_total: 'PROMO_LIMITE_TOTAL',
  limite_semanal: 'PROMO_LIMITE_SEMANAL',
  limite_diario: 'PROMO_LIMITE_DIARIO',
} as const satisfies Record<MotivoNoElegible, string>;

/**
 * The refusals that are about the person, as the customer reads them in their own app (tú). The
 * error codes' messages (ERROR_MESSAGES) are the counter's: the kiosk and the dashboard are read
 * by the staff and the customer together, so they say "este cliente".
 */
const NO_ELEGIBLE_PARA_EL_CLIENTE: Partial<Record<MotivoNoElegible, string>> = {
  nivel: 'Tu nivel todavía no alcanza para esta promoción.',
  limite_total: 'Ya usaste esta promoción todas las veces permitidas.',
  limite_semanal: 'Ya usaste esta promoción las veces permitidas esta semana.',
  limite_diario: 'Ya usaste esta promoción las veces permitidas hoy.',
};

/** What a person reads for each reason: at the counter (the default), or in the customer's app. */
export const mensajeNoElegible = (
  m: MotivoNoElegible,
  quien: 'mostrador' | 'cliente' = 'mostrador',
) =>
  (quien === 'cliente' ? NO_ELEGIBLE_PARA_EL_CLIENTE[m] : undefined) ??
  ERROR_MESSAGES[CODIGO_NO_ELEGIBLE[m]];
