import { z } from 'zod';
import '../zod-es.ts';
import { cursorSchema, limitSchema } from './clientes-negocio.ts';

// The account's activity (issue 14): an append-only record of what was done to and with a
// business account — sign-ins, passwords, Nexos, promotions, canjes, exports — that its owner
// reads in 'Ajustes → Actividad de la cuenta'. Nothing in it is a secret: never a password, a
// hash, a token or a code.

/** Every kind of event, a closed set (the database's check constraint lists the same). */
export const ACCIONES_ACTIVIDAD = [
  'sesion.iniciada',
  'sesion.fallida',
  'contrasena.cambiada',
  'contrasena.restablecida',
  'nexo.vinculado',
  'nexo.desvinculado',
  'nexo.codigo_generado',
  'nexo.sin_conexion',
  'promocion.creada',
  'promocion.editada',
  'promocion.pausada',
  'promocion.reanudada',
  'promocion.eliminada',
  'canje.registrado',
  'exportacion.descargada',
] as const;
export type AccionActividad = (typeof ACCIONES_ACTIVIDAD)[number];

/** The groups the owner filters by. */
export const TIPOS_ACTIVIDAD = [
  'sesiones',
  'contrasena',
  'nexo',
  'promociones',
  'canjes',
  'exportaciones',
] as const;
export type TipoActividad = (typeof TIPOS_ACTIVIDAD)[number];

export const TIPO_DE_ACCION: Record<AccionActividad, TipoActividad> = {
  'sesion.iniciada': 'sesiones',
  'sesion.fallida': 'sesiones',
  'contrasena.cambiada': 'contrasena',
  'contrasena.restablecida': 'contrasena',
  'nexo.vinculado': 'nexo',
  'nexo.desvinculado': 'nexo',
  'nexo.codigo_generado': 'nexo',
  'nexo.sin_conexion': 'nexo',
  'promocion.creada': 'promociones',
  'promocion.editada': 'promociones',
  'promocion.pausada': 'promociones',
  'promocion.reanudada': 'promociones',
  'promocion.eliminada': 'promociones',
  'canje.registrado': 'canjes',
  'exportacion.descargada': 'exportaciones',
};

/** Who did it: the owner (signed in, or trying to), one of the business's Nexos, or Tarjeto. */
export const ACTORES_ACTIVIDAD = ['dueno', 'nexo', 'sistema'] as const;
export type ActorActividad = (typeof ACTORES_ACTIVIDAD)[number];

export const ACTIVIDAD_POR_PAGINA = 25;
export const ACTIVIDAD_POR_PAGINA_MAX = 100;
export const TIPO_ACTIVIDAD_INVALIDO = 'Elige un tipo de actividad de la lista';

export const actividadQuerySchema = z.object({
  tipo: z.enum(TIPOS_ACTIVIDAD, { error: TIPO_ACTIVIDAD_INVALIDO }).optional(),
  cursor: cursorSchema.optional(),
  limit: limitSchema(ACTIVIDAD_POR_PAGINA, ACTIVIDAD_POR_PAGINA_MAX),
});
export type ActividadQuery = z.input<typeof actividadQuerySchema>;

export const eventoActividadSchema = z.object({
  id: z.string(),
  accion: z.enum(ACCIONES_ACTIVIDAD),
  tipo: z.enum(TIPOS_ACTIVIDAD),
  /** When it happened (ISO 8601, UTC); the screen shows it in the business's zone. */
  fecha: z.string(),
  actor: z.enum(ACTORES_ACTIVIDAD),
  /** The client's address, when the event came from a request. */
  ip: z.string().nullable(),
  /** The promotion's title at the time (promotions and canjes). */
  promocion: z.string().nullable(),
  /** The customer of a canje as the counter shows them ("Ana G."); null once they left Tarjeto. */
  cliente: z.string().nullable(),
  /** The Nexo that acted or was acted on, and its establishment. */
  nexo: z.object({ nombre: z.string(), establecimiento: z.string() }).nullable(),
  /** The file of an export. */
  archivo: z.string().nullable(),
});
export type EventoActividad = z.infer<typeof eventoActividadSchema>;

export const actividadResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** The business's zone, for showing times the way the owner lives them. */
    zonaHoraria: z.string(),
    eventos: z.array(eventoActividadSchema),
    /** Pass it back as `cursor` for the next page; null when there is none. */
    siguienteCursor: z.string().nullable(),
  }),
});
export type ActividadPagina = z.infer<typeof actividadResponseSchema>['data'];
