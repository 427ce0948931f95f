import { z } from 'zod';
import '../zod-es.ts';
import { ROLES_EQUIPO } from '../domain/equipo.ts';
import { CLASES_PROMO } from '../domain/promociones.ts';
import {
  PERIODO_POR_DEFECTO,
  PERIODOS_ESTADISTICAS,
  type PeriodoEstadisticas,
} from '../domain/estadisticas.ts';
import { cursorDePagina, limitSchema, respuesta, texto } from './common.ts';

// The business's statistics (SPEC §2 Inicio and Estadísticas, §7 /api/visita/…; DOMAIN §7). Every
// date is a 'YYYY-MM-DD' day of the business's own calendar; every instant an ISO string.

export const PERIODO_INVALIDO = 'Elige un periodo de 7, 30 o 90 días';
export const FECHA_INVALIDA = 'Usa una fecha válida (AAAA-MM-DD)';
export const RANGO_INVALIDO = 'La fecha final no puede ser anterior a la inicial';
export const CURSOR_VISITAS_INVALIDO =
  'La página pedida ya no es válida. Vuelve a cargar la lista.';

/** Visits a page of GET /api/visita/negocio/… brings unless asked otherwise, and the most. */
export const VISITAS_POR_PAGINA = 50;
export const VISITAS_POR_PAGINA_MAX = 200;

export const periodoQuerySchema = z.object({
  periodo: z.coerce
    .number({ error: PERIODO_INVALIDO })
    .refine(
      (v): v is PeriodoEstadisticas => (PERIODOS_ESTADISTICAS as readonly number[]).includes(v),
      {
        error: PERIODO_INVALIDO,
      },
    )
    .default(PERIODO_POR_DEFECTO),
});
export type PeriodoQuery = z.input<typeof periodoQuerySchema>;

/** A day ('2026-11-23') or an instant ('2026-11-23T06:00:00.000Z', read in the business's zone). */
const fechaQuerySchema = texto({ error: FECHA_INVALIDA })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, { error: FECHA_INVALIDA })
  .refine(
    (v) => {
      const [y, m, d] = v.slice(0, 10).split('-').map(Number) as [number, number, number];
      const t = new Date(Date.UTC(y, m - 1, d));
      return (
        t.getUTCFullYear() === y &&
        t.getUTCMonth() === m - 1 &&
        t.getUTCDate() === d &&
        (v.length === 10 || !Number.isNaN(Date.parse(v)))
      );
    },
    { error: FECHA_INVALIDA },
  );

export const rangoFechasQuerySchema = z.object({
  startDate: fechaQuerySchema.optional(),
  endDate: fechaQuerySchema.optional(),
});

export const visitasNegocioQuerySchema = rangoFechasQuerySchema.extend({
  limit: limitSchema(VISITAS_POR_PAGINA, VISITAS_POR_PAGINA_MAX),
  cursor: cursorDePagina(CURSOR_VISITAS_INVALIDO, 200).optional(),
});
export type VisitasNegocioQuery = z.input<typeof visitasNegocioQuerySchema>;

const ventanaSchema = z.object({ desde: z.string(), hasta: z.string() });

// ── GET /api/visita/stats/{negocioPublicID} (SPEC §7) ─────────────────────────────────────────

/** `data`: one entry per day of the range, days without visits included. */
export const visitaStatsResponseSchema = respuesta(
  z.array(
    z.object({
      fecha: z.string(),
      totalVisitasDia: z.number().int(),
      /** Of those, visits without a customer (foot traffic). */
      anonimas: z.number().int(),
      /** Canjes that day (the first client reads it as 'canjeadas'). */
      promocionesUsadas: z.number().int(),
    }),
  ),
).extend({
  totalVisitas: z.number().int(),
  /** Canjes in the range. */
  totalPromocionesUsadas: z.number().int(),
  desde: z.string(),
  hasta: z.string(),
});
export type VisitaStats = z.infer<typeof visitaStatsResponseSchema>;

// ── GET /api/visita/negocio/{negocioPublicID} (SPEC §7) ───────────────────────────────────────

export const visitaNegocioSchema = z.object({
  visitaID: z.string(),
  /** The instant of the scan. */
  fecha: z.string(),
  /** The business's wall clock then. */
  fechaLocal: z.string(),
  hora: z.number().int(),
  anonima: z.boolean(),
  /** The customer; an anonymous visit's publicID starts with 'anonymous-' (SPEC §3). */
  clienteID: z.object({ publicID: z.string(), nombre: z.string().nullable() }),
  establecimiento: z.object({ establecimientoID: z.string(), nombre: z.string() }),
});
export type VisitaNegocio = z.infer<typeof visitaNegocioSchema>;

/** `data`: newest first. */
export const visitasNegocioResponseSchema = respuesta(z.array(visitaNegocioSchema)).extend({
  /** Pass it back as `cursor` for the next page; null on the last one. */
  siguienteCursor: z.string().nullable(),
  desde: z.string(),
  hasta: z.string(),
});

// ── Inicio ─────────────────────────────────────────────────────────────────────────────────────

const semanaVisitasSchema = ventanaSchema.extend({
  /** "2026-W48". */
  semana: z.string(),
  enCurso: z.boolean(),
  visitas: z.number().int(),
  anonimas: z.number().int(),
});
export type SemanaVisitas = z.infer<typeof semanaVisitasSchema>;

export const estadisticasInicioSchema = z.object({
  hoy: z.string(),
  resumen: z.object({
    /** Visits of the last 7 days, today included (anonymous ones too: foot traffic). */
    visitas: z.number().int(),
    /** The 7 days before those, to compare. */
    visitasAnteriores: z.number().int(),
    /** Offers a customer can use today (what 'Ofertas Activas' lists). */
    ofertasActivas: z.number().int(),
    /** Redemptions in the season under way; `canjesDesde` is its first day (null: no season). */
    canjes: z.number().int(),
    canjesDesde: z.string().nullable(),
  }),
  /** 'Visitas de la semana': customers only, anonymous visits left out (SPEC §9). */
  semana: ventanaSchema.extend({
    clientes: z.number().int(),
    frecuentes: z.number().int(),
    nuevos: z.number().int(),
  }),
  /** This week and the two before, oldest first. */
  semanas: z.array(semanaVisitasSchema),
});
export type EstadisticasInicio = z.infer<typeof estadisticasInicioSchema>;
export const estadisticasInicioResponseSchema = respuesta(estadisticasInicioSchema);

// ── Estadísticas ───────────────────────────────────────────────────────────────────────────────

const periodoSchema = ventanaSchema.extend({ periodo: z.number().int() });

export const resumenPeriodoSchema = periodoSchema.extend({
  visitas: z.number().int(),
  anonimas: z.number().int(),
  /** Customers with at least one counted visit in the period. */
  clientes: z.number().int(),
  /** Of those, the ones whose first visit here fell in the period. */
  clientesNuevos: z.number().int(),
  canjes: z.number().int(),
});
export type ResumenPeriodo = z.infer<typeof resumenPeriodoSchema>;

export const visitasSemanalesSchema = z.object({
  /** 12 ISO weeks, oldest first, the current one up to today. */
  semanas: z.array(semanaVisitasSchema),
  total: z.number().int(),
});
export type VisitasSemanales = z.infer<typeof visitasSemanalesSchema>;

export const usoPromocionSchema = z.object({
  publicID: z.string(),
  titulo: z.string(),
  clase: z.enum(CLASES_PROMO),
  nivelReq: z.number().int(),
  status: z.boolean(),
  /** In the period: customers who opened it (once a day each), and its canjes. */
  vistas: z.number().int(),
  canjes: z.number().int(),
  /**
   * canjes / vistas × 100, rounded (SPEC §9), never above 100: null when the views do not cover
   * the canjes (`tasaDeUso` in domain/promociones.ts; `motivoSinTasa` says why).
   */
  tasaDeUso: z.number().int().nullable(),
  /** Since it was published. */
  vistasTotales: z.number().int(),
  canjesTotales: z.number().int(),
});
export type UsoPromocion = z.infer<typeof usoPromocionSchema>;

export const usoPromocionesSchema = periodoSchema.extend({
  /** The business's promotions, the most redeemed in the period first. */
  promociones: z.array(usoPromocionSchema),
});
export type UsoPromociones = z.infer<typeof usoPromocionesSchema>;

export const clientesPorNivelSchema = periodoSchema.extend({
  niveles: z.array(
    z.object({
      nivel: z.number().int(),
      /** The business's own name for the level; level 0 is 'Sin nivel'. */
      nombre: z.string(),
      /** Cards at this level now. */
      clientes: z.number().int(),
      /** Of those, the ones with a counted visit in the period. */
      activos: z.number().int(),
    }),
  ),
  total: z.number().int(),
});
export type ClientesPorNivel = z.infer<typeof clientesPorNivelSchema>;

export const horasPicoSchema = periodoSchema.extend({
  zonaHoraria: z.string(),
  /** Only the weekday × hour cells with visits (0 Domingo … 6 Sábado; hour 0–23, local). */
  celdas: z.array(
    z.object({
      diaSemana: z.number().int(),
      hora: z.number().int(),
      visitas: z.number().int(),
    }),
  ),
  maximo: z.number().int(),
  total: z.number().int(),
});
export type HorasPico = z.infer<typeof horasPicoSchema>;

export const retencionSchema = z.object({
  /** Calendar months, oldest first; the last is the current one, so far. */
  meses: z.array(
    z.object({
      mes: z.string(),
      base: z.number().int(),
      volvieron: z.number().int(),
      tasa: z.number().int().nullable(),
      enCurso: z.boolean(),
    }),
  ),
});
export type Retencion = z.infer<typeof retencionSchema>;

/** One row of 'Por persona': a person of the team, or (persona null) what nobody registered. */
export const actividadPersonaSchema = z.object({
  persona: z
    .object({
      miembroId: z.string(),
      nombre: z.string(),
      rol: z.enum(ROLES_EQUIPO),
      /** No longer on the team: their visits still name them. */
      baja: z.boolean(),
    })
    .nullable(),
  /** In the period: visits registered at a Nexo while they served (anonymous ones too). */
  visitas: z.number().int(),
  canjes: z.number().int(),
  /** Their share of the period's visits, a whole percentage. */
  participacion: z.number().int(),
});
export type ActividadPersona = z.infer<typeof actividadPersonaSchema>;

export const equipoPeriodoSchema = periodoSchema.extend({
  /** Whether the business has had anyone besides its owner: the panel shows only then. */
  tieneEquipo: z.boolean(),
  /**
   * Everyone on the team now (the owner when they served) and anyone who registered something in
   * the period, the most visits first; last, 'Sin asignar' (persona null) when some visits or
   * canjes name nobody.
   */
  personas: z.array(actividadPersonaSchema),
  visitas: z.number().int(),
  canjes: z.number().int(),
});
export type EquipoPeriodo = z.infer<typeof equipoPeriodoSchema>;

export const resumenPeriodoResponseSchema = respuesta(resumenPeriodoSchema);
export const visitasSemanalesResponseSchema = respuesta(visitasSemanalesSchema);
export const usoPromocionesResponseSchema = respuesta(usoPromocionesSchema);
export const clientesPorNivelResponseSchema = respuesta(clientesPorNivelSchema);
export const horasPicoResponseSchema = respuesta(horasPicoSchema);
export const retencionResponseSchema = respuesta(retencionSchema);
export const equipoPeriodoResponseSchema = respuesta(equipoPeriodoSchema);

// ── GET /api/visita/trafico/{negocioPublicID} (SPEC §7; issue 26) ─────────────────────────────

/**
 * The business's traffic by weekday and hour of its own clock over startDate … endDate (the last
 * 30 days by default, at most 366): every visit, anonymous ones included (foot traffic), from the
 * hourly roll-up. `matriz[diaSemana][hora]` has 7 rows (0 Domingo … 6 Sábado) of 24 hours.
 */
export const traficoSchema = z.object({
  zonaHoraria: z.string(),
  desde: z.string(),
  hasta: z.string(),
  dias: z.number().int(),
  matriz: z.array(z.array(z.number().int())),
  porHora: z.array(z.number().int()),
  porDiaSemana: z.array(z.number().int()),
  total: z.number().int(),
  pico: z
    .object({ diaSemana: z.number().int(), hora: z.number().int(), visitas: z.number().int() })
    .nullable(),
});
export type Trafico = z.infer<typeof traficoSchema>;
export const traficoResponseSchema = respuesta(traficoSchema);
