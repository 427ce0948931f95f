import { z } from 'zod';
import '../zod-es.ts';
import { CLASES_PROMO } from '../domain/promociones.ts';
import { cursorDePagina, limitSchema, paginaConCursor, respuesta, texto } from './common.ts';
import {
  CLIENTES_INICIO,
  CLIENTES_POR_PAGINA,
  CLIENTES_POR_PAGINA_MAX,
  VISITAS_CLIENTE_POR_PAGINA,
} from '../constants.ts';
import { personaEquipoSchema } from './equipo.ts';
import { siguienteNivelSchema } from './nexo.ts';

// A business's customers as its owner sees them (issue 10: 'Clientes', Inicio's 'Clientes
// recientes' and 'Próximos a subir de nivel'). A customer is someone with a card here. The owner
// sees what the counter already shows — name, photo, level, visits — never how to reach the
// person (e-mail) or their personal data (age, gender, city).

export const ORDENES_CLIENTES = ['ultimaVisita', 'visitas', 'nivel'] as const;
export type OrdenClientes = (typeof ORDENES_CLIENTES)[number];

/** A customer's latest canjes the detail shows (the total is always counted). */
export const CANJES_CLIENTE_MAX = 20;

export const CURSOR_INVALIDO = 'La página pedida ya no es válida. Vuelve a cargar la lista.';
export const BUSQUEDA_MUY_LARGA = 'Escribe como máximo 80 caracteres';

export const cursorSchema = cursorDePagina(CURSOR_INVALIDO);

export const clientesNegocioQuerySchema = z.object({
  /** Part of the name: every word the start of a word of it, accents and capitals ignored. */
  q: texto().trim().max(80, { error: BUSQUEDA_MUY_LARGA }).optional(),
  orden: z
    .enum(ORDENES_CLIENTES, { error: 'Ordena por última visita, visitas o nivel' })
    .default('ultimaVisita'),
  cursor: cursorSchema.optional(),
  limit: limitSchema(CLIENTES_POR_PAGINA, CLIENTES_POR_PAGINA_MAX),
});
export type ClientesNegocioQuery = z.input<typeof clientesNegocioQuerySchema>;

export const clientesInicioQuerySchema = z.object({ limit: limitSchema(CLIENTES_INICIO, 20) });

export const visitasClienteQuerySchema = z.object({
  cursor: cursorSchema.optional(),
  limit: limitSchema(VISITAS_CLIENTE_POR_PAGINA, CLIENTES_POR_PAGINA_MAX),
});

export const clienteNegocioParamsSchema = z.object({
  publicID: texto().trim().min(1).max(40),
  clientePublicID: texto().trim().min(1).max(40),
});

/** One customer in the list: their card here. */
export const clienteNegocioSchema = z.object({
  clientePublicID: z.string(),
  nombre: z.string(),
  fotoPerfil: z.string().nullable(),
  nivel: z.number().int(),
  /** The level's name in this business's programme. */
  nombreNivel: z.string(),
  visitasTemporada: z.number().int(),
  visitasTotales: z.number().int(),
  /** ISO instants. */
  primeraVisita: z.string(),
  ultimaVisita: z.string(),
  /** Weeks in a row with a visit here, as it stands this week (0 once broken). */
  racha: z.number().int(),
  /** Null at the top level. */
  siguienteNivel: siguienteNivelSchema.nullable(),
});
export type ClienteNegocio = z.infer<typeof clienteNegocioSchema>;

export const clientesNegocioResponseSchema = respuesta(
  paginaConCursor({ clientes: z.array(clienteNegocioSchema) }),
);
export type ClientesNegocioPagina = z.infer<typeof clientesNegocioResponseSchema>['data'];

export const clientesRecientesResponseSchema = respuesta(
  z.object({ clientes: z.array(clienteNegocioSchema) }),
);

export const clientesProximosResponseSchema = respuesta(
  z.object({
    /** Every customer within PROXIMOS_A_SUBIR_VISITAS visits of their next level this season. */
    total: z.number().int(),
    /** The closest first (fewest visits missing), then the most recent visit. */
    clientes: z.array(clienteNegocioSchema.extend({ siguienteNivel: siguienteNivelSchema })),
  }),
);
export type ClientesProximos = z.infer<typeof clientesProximosResponseSchema>['data'];

export const canjeClienteSchema = z.object({
  canjeId: z.string(),
  fecha: z.string(),
  promocion: z.object({
    publicID: z.string(),
    titulo: z.string(),
    clase: z.enum(CLASES_PROMO),
  }),
  /** Where it was redeemed; null if that establishment is gone. */
  establecimiento: z.string().nullable(),
  /** Who registered it: who served at the Nexo or confirmed it in the panel; null for nobody. */
  registradaPor: personaEquipoSchema.nullable(),
});
export type CanjeCliente = z.infer<typeof canjeClienteSchema>;

export const clienteNegocioDetalleSchema = clienteNegocioSchema.extend({
  /** The open season the visits count in; null when the business has none. */
  temporada: z.object({ fechaInicio: z.string(), fechaFin: z.string() }).nullable(),
  canjes: z.object({
    total: z.number().int(),
    /** The latest CANJES_CLIENTE_MAX, newest first. */
    recientes: z.array(canjeClienteSchema),
  }),
});
export type ClienteNegocioDetalle = z.infer<typeof clienteNegocioDetalleSchema>;

export const clienteNegocioDetalleResponseSchema = respuesta(clienteNegocioDetalleSchema);

export const visitaClienteSchema = z.object({
  visitaId: z.string(),
  /** When the scan happened (ISO). */
  fecha: z.string(),
  establecimiento: z.string().nullable(),
  /** Who served at the Nexo that registered it; null with no team (the owner, the business). */
  registradaPor: personaEquipoSchema.nullable(),
});
export type VisitaCliente = z.infer<typeof visitaClienteSchema>;

export const visitasClienteResponseSchema = respuesta(
  paginaConCursor({ visitas: z.array(visitaClienteSchema) }),
);
export type VisitasClientePagina = z.infer<typeof visitasClienteResponseSchema>['data'];
