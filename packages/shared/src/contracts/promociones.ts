import { z } from 'zod';
import '../zod-es.ts';
import { CATEGORIA_IDS, DEFAULT_ZONA_HORARIA, NIVEL_MAX } from '../constants.ts';
import { fechaLocal } from '../domain/fechas.ts';
import {
  CODIGO_CANJE,
  CODIGO_CANJE_INVALIDO,
  normalizarCodigoCanje,
} from '../domain/entradas-mostrador.ts';
import {
  CLASES_PROMO,
  MOTIVOS_NO_ELEGIBLE,
  problemasDePromocion,
  TIPOS_PROMO,
} from '../domain/promociones.ts';
import { respuesta, respuestaConMensaje, texto } from './common.ts';

// Promotions and redemptions (SPEC §2 Ofertas, §3 Promotion, §5 drawer/creation form, §7, §9;
// DOMAIN §6), with the spec's wire names. The drawer, the creation form and the API validate with
// these same schemas.

export const TITULO_REQUERIDO = 'El título es requerido';
export const DESCRIPCION_REQUERIDA = 'La descripción es requerida';
export const LIMITE_INVALIDO = 'Usa un número mayor que 0, o déjalo vacío (sin límite)';

const hora = z
  .string({ error: 'Elige una hora' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Hora inválida' });

const fecha = z
  .string({ error: 'Elige una fecha' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Fecha inválida' })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: 'Fecha inválida' })
  // A date-time (as the first client sent) keeps only its date.
  .or(z.iso.datetime({ offset: true }).transform((v) => v.slice(0, 10)));

/** A limit: blank or null means none (shown as ∞); otherwise a whole number from 1. */
const limite = z
  .union([z.null(), z.literal(''), z.coerce.number({ error: LIMITE_INVALIDO })])
  .transform((v) => (v === '' || v === null ? null : v))
  .pipe(z.number().int({ error: LIMITE_INVALIDO }).min(1, { error: LIMITE_INVALIDO }).nullable())
  .default(null);

export const programaSemanalSchema = z.object({
  diaSemana: z.coerce.number().int().min(0).max(6, { error: 'Elige un día' }),
  horaInicio: hora,
  horaFin: hora,
  zonaHoraria: texto().trim().min(1).max(64).default(DEFAULT_ZONA_HORARIA),
});

export const periodoSchema = z.object({ fechaInicio: fecha, fechaFin: fecha });

export const exclusivoSchema = z.object({
  totalInicial: z.coerce
    .number({ error: 'Indica cuántas hay' })
    .int({ error: 'Indica cuántas hay' })
    .min(1, { error: 'Debe haber al menos 1' })
    .max(1_000_000),
  fechaLimite: fecha,
});

export const limiteDeUsosSchema = z.object({
  porUsuario: z
    .object({ diario: limite, semanal: limite, total: limite })
    .default({ diario: null, semanal: null, total: null }),
  totalGlobal: limite,
});

/** A promotion's fields, each checked on its own (dates are judged against today below). */
export const promocionCamposSchema = z.object({
  /** The business's publicID. */
  negocioID: texto().trim().min(1, { error: 'Falta el negocio' }).max(40),
  titulo: texto({ error: TITULO_REQUERIDO })
    .trim()
    .min(1, { error: TITULO_REQUERIDO, abort: true })
    .max(80, { error: 'Máximo 80 caracteres' }),
  descripcion: texto({ error: DESCRIPCION_REQUERIDA })
    .trim()
    .min(1, { error: DESCRIPCION_REQUERIDA, abort: true })
    .max(500, { error: 'Máximo 500 caracteres' }),
  clase: z.enum(CLASES_PROMO, { error: 'Elige qué es' }).default('promocion'),
  nivelReq: z.coerce
    .number({ error: 'Elige un nivel' })
    .int()
    .min(0)
    .max(NIVEL_MAX, { error: 'Elige un nivel' })
    .default(0),
  categoriaFavorita: z.array(z.enum(CATEGORIA_IDS)).max(3).default([]),
  tipoPromo: z.object({
    // The first client sent PROGRAMA/PERIODO/EXCLUSIVO: read any case, keep lower case.
    tipo: z
      .string({ error: 'Elige el tipo de promoción' })
      .transform((v) => v.toLowerCase())
      .pipe(z.enum(TIPOS_PROMO, { error: 'Elige el tipo de promoción' })),
    programa: programaSemanalSchema.optional(),
    periodo: periodoSchema.optional(),
    exclusivo: exclusivoSchema.optional(),
  }),
  limiteDeUsos: limiteDeUsosSchema.default({
    porUsuario: { diario: null, semanal: null, total: null },
    totalGlobal: null,
  }),
  terminos: texto()
    .trim()
    .max(1000, { error: 'Máximo 1000 caracteres' })
    .optional()
    .transform((v) => (v ? v : null)),
  status: z.boolean().default(true),
});

/**
 * What the drawer and the creation form send (POST /api/promocion, PUT /api/promocion/{id}): the
 * fields, and no window that could never occur from today on (DOMAIN §6).
 */
export const promocionDraftSchema = promocionCamposSchema.superRefine((d, ctx) => {
  const zona = d.tipoPromo.programa?.zonaHoraria ?? DEFAULT_ZONA_HORARIA;
  for (const p of problemasDePromocion(d.tipoPromo, fechaLocal(new Date(), zona))) {
    ctx.addIssue({ code: 'custom', path: p.path, message: p.message });
  }
});
export type PromocionDraft = z.input<typeof promocionDraftSchema>;
export type PromocionInput = z.output<typeof promocionDraftSchema>;

export const promocionStatusBodySchema = z.object({ status: z.boolean() });

/** A promotion as the API answers it (SPEC §3 "on read also: _id, analitica, activo"). */
export const promocionSchema = z.object({
  _id: z.string(),
  publicID: z.string(),
  negocioID: z.string(),
  titulo: z.string(),
  descripcion: z.string(),
  clase: z.enum(CLASES_PROMO),
  nivelReq: z.number().int(),
  categoriaFavorita: z.array(z.string()),
  tipoPromo: z.object({
    tipo: z.enum(TIPOS_PROMO),
    programa: z
      .object({
        diaSemana: z.number().int(),
        horaInicio: z.string(),
        horaFin: z.string(),
        zonaHoraria: z.string(),
      })
      .nullable(),
    periodo: z.object({ fechaInicio: z.string(), fechaFin: z.string() }).nullable(),
    exclusivo: z
      .object({
        totalInicial: z.number().int(),
        restantes: z.number().int(),
        fechaLimite: z.string(),
      })
      .nullable(),
  }),
  limiteDeUsos: z.object({
    porUsuario: z.object({
      diario: z.number().int().nullable(),
      semanal: z.number().int().nullable(),
      total: z.number().int().nullable(),
    }),
    totalGlobal: z.number().int().nullable(),
  }),
  terminos: z.string().nullable(),
  /** The owner's switch (Activa / Inactiva). */
  status: z.boolean(),
  /** Usable today: switched on, not over, not sold out. */
  activo: z.boolean(),
  /** Its last day is within 3 days (SPEC §9). */
  porVencer: z.boolean(),
  analitica: z.object({
    vistas: z.number().int(),
    usos: z.number().int(),
    /** The most it can be used (global limit or stock), null when unlimited. */
    limite: z.number().int().nullable(),
  }),
  creadoPor: z.object({ _id: z.string(), nombre: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Promocion = z.infer<typeof promocionSchema>;

export const promocionListQuerySchema = z.object({
  negocioID: texto().trim().min(1).max(40),
  activo: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

export const promocionListResponseSchema = respuesta(z.array(promocionSchema));

export const promocionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: promocionSchema,
});

export const promocionParamsSchema = z.object({ publicID: texto().trim().min(1).max(40) });

/** GET /api/promocion/stats/{publicID} (SPEC §3 "Promotion stats"). */
export const promocionStatsSchema = z.object({
  estadisticasUso: z.object({ totalVistas: z.number().int(), totalUsos: z.number().int() }),
  totalCanjes: z.number().int(),
  /** usos / vistas × 100, rounded (SPEC §9); null when the views do not cover the uses. */
  tasaUso: z.number().int().nullable(),
  /** Redemptions per business-local day, the last 14 days, oldest first. */
  canjesPorDia: z.array(z.object({ fecha: z.string(), canjes: z.number().int() })),
});
export type PromocionStats = z.infer<typeof promocionStatsSchema>;
export const promocionStatsResponseSchema = respuesta(promocionStatsSchema);

/** A promotion named inside another answer: which one, its type, level and switch. */
export const promocionRefSchema = z.object({
  _id: z.string(),
  publicID: z.string(),
  titulo: z.string(),
  clase: z.enum(CLASES_PROMO),
  nivelReq: z.number().int(),
  status: z.boolean(),
});

/** One promotion's usage in the business form of GET /api/promocion/stats/{negocioPublicID}. */
export const usoDePromocionSchema = promocionRefSchema.extend({
  activo: z.boolean(),
  /** Since it was published: customers who opened it (once a day each) and its canjes. */
  vistas: z.number().int(),
  canjes: z.number().int(),
  tasaUso: z.number().int().nullable(),
});

/**
 * GET /api/promocion/stats/{negocioPublicID} (SPEC §7, issue 26): the business's usage, every
 * promotion not deleted (newest first) and the same summed by the level each asks for (0–4).
 */
export const negocioPromocionStatsSchema = z.object({
  estadisticasUso: z.object({
    totalVistas: z.number().int(),
    totalUsos: z.number().int(),
    tasaUso: z.number().int().nullable(),
    promociones: z.array(usoDePromocionSchema),
    porNivel: z.array(
      z.object({
        nivelReq: z.number().int(),
        promociones: z.number().int(),
        vistas: z.number().int(),
        canjes: z.number().int(),
        tasaUso: z.number().int().nullable(),
      }),
    ),
  }),
  totalCanjes: z.number().int(),
});
export type NegocioPromocionStats = z.infer<typeof negocioPromocionStatsSchema>;

/** The two forms of /api/promocion/stats/{publicID}: a promotion's id (PRO…) or its business's. */
export const promocionOStatsNegocioResponseSchema = respuesta(
  z.union([promocionStatsSchema, negocioPromocionStatsSchema]),
);

/** The two forms of GET /api/promocion/{publicID}: one promotion (PRO…) or the business's list. */
export const promocionOListaResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.union([promocionSchema, z.array(promocionSchema)]),
});

/** Whether a publicID names a business (NEG…); promotions are PRO…, customers CLI…. */
export const esIdDeNegocio = (publicID: string) => /^NEG[0-9A-Z]+$/.test(publicID);

// ── Redemptions (canjes) ────────────────────────────────────────────────────────────────────

export { MOTIVOS_NO_ELEGIBLE };

/** A redemption made. */
export const canjeSchema = z.object({
  canjeId: z.string(),
  fecha: z.string(),
  promocion: z.object({ publicID: z.string(), titulo: z.string(), descripcion: z.string() }),
  cliente: z.object({
    nombre: z.string(),
    fotoPerfil: z.string().nullable(),
    nivel: z.number().int(),
  }),
  /** What is left of an exclusivo's stock; null for the other types. */
  restantes: z.number().int().nullable(),
  /**
   * Whether this customer could redeem it once more right now, this canje counted (the rule the
   * server enforces, `elegibilidadTrasCanje`); when not, why. The kiosk offers 'Canjear otra vez'
   * only when `elegible`.
   */
  otroCanje: z.object({
    elegible: z.boolean(),
    motivo: z.enum(MOTIVOS_NO_ELEGIBLE).nullable(),
  }),
});
export type Canje = z.infer<typeof canjeSchema>;
export const canjeResponseSchema = respuestaConMensaje(canjeSchema);

/** 6 characters (Crockford base32) a customer shows to redeem from the app; valid 10 minutes. */
export const codigoCanjeSchema = texto({ error: 'Escribe el código de 6 caracteres' })
  .transform(normalizarCodigoCanje)
  .pipe(z.string().regex(CODIGO_CANJE, { error: CODIGO_CANJE_INVALIDO }));

/** The Nexo redeems an offer for the customer it just scanned (the visit answer's `canjeToken`). */
export const nexoCanjeBodySchema = z.object({
  promocionID: texto().trim().min(1).max(40),
  canjeToken: texto().trim().min(10).max(400),
  idempotencyKey: texto().regex(/^[A-Za-z0-9_-]{8,100}$/, {
    error: 'La clave tiene de 8 a 100 letras, números, - o _',
  }),
});

/** The Nexo confirms a code the customer made in the app. */
export const nexoCanjeCodigoBodySchema = z.object({
  codigo: codigoCanjeSchema,
  idempotencyKey: texto().regex(/^[A-Za-z0-9_-]{8,100}$/, {
    error: 'La clave tiene de 8 a 100 letras, números, - o _',
  }),
});

/** The business confirms a customer's code from its dashboard. */
export const negocioCanjeCodigoBodySchema = z.object({ codigo: codigoCanjeSchema });

/** The customer asks for a code to redeem an offer. */
export const clienteCanjeBodySchema = z.object({ promocionID: texto().trim().min(1).max(40) });
export const codigoCanjeRespuestaSchema = z.object({
  codigo: z.string(),
  /** Milliseconds until it stops working (10 minutes when new). */
  expiraEn: z.number().int(),
  promocion: z.object({ publicID: z.string(), titulo: z.string() }),
});
export const codigoCanjeResponseSchema = respuesta(codigoCanjeRespuestaSchema);
