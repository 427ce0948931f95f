import { z } from 'zod';
import '../zod-es.ts';
import { limitSchema, paginaConCursor, respuesta } from './common.ts';
import { cursorSchema } from './clientes-negocio.ts';
import { personaEquipoSchema } from './equipo.ts';

// The account's activity (issue 14): an append-only record of what was done to and with a
// business account — sign-ins, passwords, Nexos, promotions, canjes, exports — that its owner
// reads in 'Ajustes → Actividad de la cuenta'. Nothing in it is a secret: never a password, a
// hash, a token or a code.

/**
 * What looks wrong at the counter (DOMAIN §10, issue 25 part C): each rule raises an Alerta in
 * Actividad and goes into the owner's daily digest. The rules and their thresholds live in the API
 * (modules/alertas).
 */
export const ACCIONES_ALERTA = [
  'alerta.cliente_frecuente',
  'alerta.fuera_de_horario',
  'alerta.rafaga',
  'alerta.canje_sin_escaneo',
  'alerta.codigos_fallidos',
  'alerta.revinculaciones',
] as const;
export type AccionAlerta = (typeof ACCIONES_ALERTA)[number];

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
  'equipo.invitado',
  'equipo.se_unio',
  'equipo.cambiado',
  'equipo.baja',
  'segundo_factor.activado',
  'segundo_factor.desactivado',
  ...ACCIONES_ALERTA,
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
  'equipo',
  'alertas',
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
  'equipo.invitado': 'equipo',
  'equipo.se_unio': 'equipo',
  'equipo.cambiado': 'equipo',
  'equipo.baja': 'equipo',
  'segundo_factor.activado': 'sesiones',
  'segundo_factor.desactivado': 'sesiones',
  'alerta.cliente_frecuente': 'alertas',
  'alerta.fuera_de_horario': 'alertas',
  'alerta.rafaga': 'alertas',
  'alerta.canje_sin_escaneo': 'alertas',
  'alerta.codigos_fallidos': 'alertas',
  'alerta.revinculaciones': 'alertas',
};

/**
 * Who did it: the owner (signed in, or trying to), a person of the team (`miembro` names them), one
 * of the business's Nexos, or Tarjeto.
 */
export const ACTORES_ACTIVIDAD = ['dueno', 'miembro', 'nexo', 'sistema'] as const;
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
  /**
   * The person of the team the event is about: who acted (actor 'miembro'), who served at the
   * Nexo of a canje, who was invited or removed, or who an alert names.
   */
  miembro: personaEquipoSchema.nullable(),
  /** An alert's or team change's own sentence, written when it was raised. */
  texto: z.string().nullable(),
});
export type EventoActividad = z.infer<typeof eventoActividadSchema>;

export const actividadResponseSchema = respuesta(
  paginaConCursor({
    /** The business's zone, for showing times the way the owner lives them. */
    zonaHoraria: z.string(),
    eventos: z.array(eventoActividadSchema),
  }),
);
export type ActividadPagina = z.infer<typeof actividadResponseSchema>['data'];
