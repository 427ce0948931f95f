import { z } from 'zod';
import '../zod-es.ts';
import { CATEGORIA_IDS, GRADIENTS } from '../constants.ts';
import { ESTADOS_OFERTA } from '../domain/ofertas-cliente.ts';
import { CLASES_PROMO, MOTIVOS_NO_ELEGIBLE, TIPOS_PROMO } from '../domain/promociones.ts';
import { cursorDePagina, paginaConCursor, respuesta, texto } from './common.ts';
import { codigoCanjeRespuestaSchema } from './promociones.ts';

// The customer's places and offers (issue 11, slice B): 'Ofertas' (GET /api/cliente/promociones),
// 'Lugares' — the wallet (GET /api/cliente/lugares) and discovery (GET /api/negocios/descubrir) —
// and a business's public page (GET /api/negocio/publico/{slug}), which guests see too and which
// carries no private figure (no RFC, staff, budget, visit or customer counts).

/** An offer that ended stays in 'Ofertas' this many days, as 'Terminó', then leaves. */
export const OFERTA_VENCIDA_VISIBLE_DIAS = 7;

/** Businesses a discovery page brings. */
export const DESCUBRIR_POR_PAGINA = 12;

// ── Hours ───────────────────────────────────────────────────────────────────────────────────

const horaSchema = z.string();

/** Open or closed now, on the business's own clock (packages/shared/src/domain/horario.ts). */
export const estadoHorarioSchema = z.object({
  abierto: z.boolean(),
  hoy: z.object({ apertura: horaSchema, cierre: horaSchema }).nullable(),
  cierraA: horaSchema.nullable(),
  abre: z
    .object({ diaSemana: z.number().int(), hora: horaSchema, enDias: z.number().int() })
    .nullable(),
});
export type EstadoHorarioDto = z.infer<typeof estadoHorarioSchema>;

// ── A place (wallet, discovery) ─────────────────────────────────────────────────────────────

const redesSchema = z.object({
  facebook: z.string().optional(),
  instagram: z.string().optional(),
  tiktok: z.string().optional(),
});

const direccionSchema = z.object({
  nombre: z.string(),
  direccion: z.string(),
  zona: z.string(),
  ciudad: z.string(),
  estado: z.string(),
  codigoPostal: z.string(),
});

/** A business as a card in a list: who, where, open now, and how to add it. */
export const lugarSchema = z.object({
  slug: z.string(),
  /** The business code 'Agrega un lugar a tu cartera' takes (it is on the counter's poster). */
  codigo: z.string(),
  nombreComercial: z.string(),
  fotoPerfil: z.string().nullable(),
  gradient: z.enum(GRADIENTS),
  color: z.string().nullable(),
  categoria: z.array(z.enum(CATEGORIA_IDS)),
  /** The main establishment (or, in discovery, the one in the city asked for). */
  direccion: direccionSchema.nullable(),
  horario: estadoHorarioSchema,
  /** Offers switched on and usable today (any level). */
  ofertasActivas: z.number().int(),
});
export type Lugar = z.infer<typeof lugarSchema>;

/** One business of the customer's wallet, with their card there. */
export const lugarEnCarteraSchema = lugarSchema.extend({
  tarjeta: z.object({
    nivel: z.number().int(),
    /** The level's name in this business's programme. */
    nombreNivel: z.string(),
    visitasTemporada: z.number().int(),
    visitasTotales: z.number().int(),
    /** ISO instant; null for a business added and not visited yet. */
    ultimaVisita: z.string().nullable(),
  }),
});
export type LugarEnCartera = z.infer<typeof lugarEnCarteraSchema>;

export const carteraLugaresResponseSchema = respuesta(
  z.object({ lugares: z.array(lugarEnCarteraSchema) }),
);

export const DESCUBRIR_CURSOR_INVALIDO = 'La página pedida ya no es válida. Vuelve a buscar.';
export const CATEGORIA_INVALIDA = 'Elige una categoría de la lista';

/**
 * GET /api/negocios/descubrir. `ciudad` missing: the customer's own city; empty: every city.
 * `categoria` missing or 'favoritas': the customer's favourite categories; 'todas': any.
 */
export const descubrirQuerySchema = z.object({
  ciudad: texto().trim().max(80, { error: 'Escribe como máximo 80 caracteres' }).optional(),
  categoria: z
    .enum([...CATEGORIA_IDS, 'favoritas', 'todas'], { error: CATEGORIA_INVALIDA })
    .default('favoritas'),
  cursor: cursorDePagina(DESCUBRIR_CURSOR_INVALIDO).optional(),
});
export type DescubrirQuery = z.input<typeof descubrirQuerySchema>;

export const lugarDescubiertoSchema = lugarSchema.extend({
  /** Already in the customer's wallet: shown, flagged, not offered to add again. */
  enCartera: z.boolean(),
});
export type LugarDescubierto = z.infer<typeof lugarDescubiertoSchema>;

export const descubrirResponseSchema = respuesta(
  paginaConCursor({ negocios: z.array(lugarDescubiertoSchema) }).extend({
    /** What this page was filtered by, after the defaults. */
    filtros: z.object({
      /** Null: every city. */
      ciudad: z.string().nullable(),
      /** Empty: every category. */
      categorias: z.array(z.enum(CATEGORIA_IDS)),
      /** The customer's own city and favourite categories (the defaults). */
      miCiudad: z.string(),
      favoritas: z.array(z.enum(CATEGORIA_IDS)),
      /** Cities with at least one business, for the filter's list. */
      ciudades: z.array(z.string()),
    }),
  }),
);
export type DescubrirPagina = z.infer<typeof descubrirResponseSchema>['data'];

// ── Offers ──────────────────────────────────────────────────────────────────────────────────

/** What any visitor may read of an offer (the public page shows these). */
export const ofertaPublicaSchema = z.object({
  publicID: z.string(),
  titulo: z.string(),
  descripcion: z.string(),
  clase: z.enum(CLASES_PROMO),
  tipo: z.enum(TIPOS_PROMO),
  nivelReq: z.number().int(),
  /** The required level's name in the business's programme. */
  nombreNivelReq: z.string(),
  terminos: z.string().nullable(),
  /** A weekly offer's window (business time). */
  ventana: z
    .object({ diaSemana: z.number().int(), horaInicio: horaSchema, horaFin: horaSchema })
    .nullable(),
  periodo: z.object({ fechaInicio: z.string(), fechaFin: z.string() }).nullable(),
  /** Its last day (period end or deadline), if it has one. */
  vence: z.string().nullable(),
  /** Its last day is within 3 days (SPEC §9). */
  porVencer: z.boolean(),
  /** What is left of a limited offer; null for the other types. */
  restantes: z.number().int().nullable(),
});
export type OfertaPublica = z.infer<typeof ofertaPublicaSchema>;

/** An offer in the customer's 'Ofertas': their state for it, and where it is. */
export const ofertaClienteSchema = ofertaPublicaSchema.extend({
  negocio: z.object({
    slug: z.string(),
    nombreComercial: z.string(),
    fotoPerfil: z.string().nullable(),
    gradient: z.enum(GRADIENTS),
    color: z.string().nullable(),
  }),
  estado: z.enum(ESTADOS_OFERTA),
  /** Why it cannot be used now (the redemption rule's reason); null when available. */
  motivo: z.enum(MOTIVOS_NO_ELEGIBLE).nullable(),
  /** Locked by level: the level that unlocks it and the season visits missing. */
  desbloqueo: z
    .object({ nivel: z.number().int(), nombre: z.string(), faltan: z.number().int().nullable() })
    .nullable(),
  /** When it can be used again (business calendar): day, hour of a weekly offer, days away. */
  reabre: z
    .object({ fecha: z.string(), hora: horaSchema.nullable(), enDias: z.number().int() })
    .nullable(),
  limites: z.object({
    diario: z.number().int().nullable(),
    semanal: z.number().int().nullable(),
    total: z.number().int().nullable(),
  }),
  /** This customer's canjes of it: today, this week, ever. */
  usos: z.object({ hoy: z.number().int(), semana: z.number().int(), total: z.number().int() }),
  /**
   * The code they asked for and have not used yet, still valid: shown again when they reopen
   * the offer (`expiraEn` in milliseconds from this answer).
   */
  codigoVigente: codigoCanjeRespuestaSchema.pick({ codigo: true, expiraEn: true }).nullable(),
});
export type OfertaCliente = z.infer<typeof ofertaClienteSchema>;

export const ofertasClienteResponseSchema = respuesta(
  z.object({ ofertas: z.array(ofertaClienteSchema) }),
);

// ── The public page ─────────────────────────────────────────────────────────────────────────

export const negocioPublicoParamsSchema = z.object({
  slug: texto()
    .trim()
    .toLowerCase()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9-]+$/, { error: 'Ese negocio no existe' }),
});

export const negocioPublicoSchema = z.object({
  slug: z.string(),
  codigo: z.string(),
  nombreComercial: z.string(),
  fotoPerfil: z.string().nullable(),
  categoria: z.array(z.enum(CATEGORIA_IDS)),
  gradient: z.enum(GRADIENTS),
  color: z.string().nullable(),
  historiaNegocio: z.string().nullable(),
  valorDiferenciador: z.string().nullable(),
  rangoPrecios: z.string().nullable(),
  sitioWeb: z.string().nullable(),
  redesSociales: redesSchema,
  zonaHoraria: z.string(),
  horarioOperacion: z.array(
    z.object({ dia: z.number().int(), apertura: horaSchema, cierre: horaSchema }),
  ),
  horario: estadoHorarioSchema,
  establecimientos: z.array(direccionSchema.extend({ principal: z.boolean() })),
  /** The programme's levels, so a visitor knows what each takes. */
  niveles: z.array(
    z.object({ nivel: z.number().int(), nombre: z.string(), visitasRequeridas: z.number().int() }),
  ),
  /** Offers usable today, every level, the lowest level first. */
  promociones: z.array(ofertaPublicaSchema),
});
export type NegocioPublico = z.infer<typeof negocioPublicoSchema>;

export const negocioPublicoResponseSchema = respuesta(negocioPublicoSchema);
