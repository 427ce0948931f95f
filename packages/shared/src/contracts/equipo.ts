import { z } from 'zod';
import '../zod-es.ts';
import {
  PIN_INVALIDO,
  PIN_REGEX,
  ROLES_EQUIPO,
  ROLES_INVITABLES,
  PERMISOS,
} from '../domain/equipo.ts';
import { conContrasenaConfirmada, nuevaContrasenaSchema } from './auth.ts';
import { emailSchema, respuesta, respuestaConMensaje, texto } from './common.ts';

// The team (issue 25 part B; DOMAIN §10): the owner invites people from Ajustes → Equipo, each
// accepts with a single-use link and a password, sets a kiosk PIN in their profile, and says who
// is serving at the Nexo with it.

const uuid = (label: string) => z.uuid({ error: `${label} no es válido` });

/**
 * A person of the team as a record names them: who registered a visit or a canje (null: nobody
 * said at the Nexo — a business without a team, or before anyone identified).
 */
export const personaEquipoSchema = z.object({ nombre: z.string(), rol: z.enum(ROLES_EQUIPO) });
export type PersonaEquipo = z.infer<typeof personaEquipoSchema>;

export const ROL_INVALIDO = 'Elige Encargado o Cajero';
export const ESTABLECIMIENTOS_REQUERIDOS = 'Elige al menos un establecimiento';
export const NOMBRE_MIEMBRO_REQUERIDO = 'Escribe el nombre de esta persona';

const establecimientosSchema = z
  .array(uuid('El establecimiento'), { error: ESTABLECIMIENTOS_REQUERIDOS })
  .min(1, { error: ESTABLECIMIENTOS_REQUERIDOS })
  .max(50);

export const invitarMiembroBodySchema = z.object({
  nombre: texto({ error: NOMBRE_MIEMBRO_REQUERIDO })
    .trim()
    .min(1, { error: NOMBRE_MIEMBRO_REQUERIDO })
    .max(80),
  email: emailSchema,
  rol: z.enum(ROLES_INVITABLES, { error: ROL_INVALIDO }),
  establecimientos: establecimientosSchema,
});
export type InvitarMiembroBody = z.input<typeof invitarMiembroBodySchema>;

export const editarMiembroBodySchema = z.object({
  rol: z.enum(ROLES_INVITABLES, { error: ROL_INVALIDO }),
  establecimientos: establecimientosSchema,
});
export type EditarMiembroBody = z.input<typeof editarMiembroBodySchema>;

export const miembroParamsSchema = z.object({ miembroId: uuid('La persona') });

export const ESTADOS_MIEMBRO = ['invitado', 'activo'] as const;

export const miembroSchema = z.object({
  miembroId: z.string(),
  nombre: z.string(),
  email: z.string(),
  rol: z.enum(ROLES_EQUIPO),
  estado: z.enum(ESTADOS_MIEMBRO),
  /** Where they work; the owner works everywhere. */
  establecimientos: z.array(z.object({ establecimientoID: z.string(), nombre: z.string() })),
  /** Whether they can identify at a kiosk (they set their PIN in their profile). */
  tienePin: z.boolean(),
  invitadoEn: z.string(),
  aceptadoEn: z.string().nullable(),
  /** When the invitation link stops working (null once accepted). */
  invitacionVence: z.string().nullable(),
});
export type Miembro = z.infer<typeof miembroSchema>;

export const equipoResponseSchema = respuesta(z.object({ miembros: z.array(miembroSchema) }));

export const miembroResponseSchema = respuestaConMensaje(miembroSchema);

// ── The invitee ─────────────────────────────────────────────────────────────────────────────

export const TOKEN_INVITACION_INVALIDO = 'Este enlace de invitación no es válido';
const tokenInvitacion = texto({ error: TOKEN_INVITACION_INVALIDO })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: TOKEN_INVITACION_INVALIDO });

export const invitacionQuerySchema = z.object({ token: tokenInvitacion });

export const invitacionResponseSchema = respuesta(
  z.object({
    negocio: z.string(),
    nombre: z.string(),
    email: z.string(),
    rol: z.enum(ROLES_EQUIPO),
  }),
);

export const aceptarInvitacionBodySchema = z.object({
  token: tokenInvitacion,
  contrasena: nuevaContrasenaSchema,
});
export type AceptarInvitacionBody = z.input<typeof aceptarInvitacionBodySchema>;

/** The acceptance form adds the confirmation the server never sees (as signup does). */
export const aceptarInvitacionFormSchema = conContrasenaConfirmada({});
export type AceptarInvitacionForm = z.input<typeof aceptarInvitacionFormSchema>;

// ── Their own PIN ───────────────────────────────────────────────────────────────────────────

export const pinSchema = texto({ error: PIN_INVALIDO }).trim().regex(PIN_REGEX, {
  error: PIN_INVALIDO,
});
export const pinBodySchema = z.object({ pin: pinSchema });

/** Who the signed-in person is in their business (the dashboard shows what the role allows). */
export const miRolSchema = z.object({
  negocioID: z.string(),
  nombreComercial: z.string(),
  rol: z.enum(ROLES_EQUIPO),
  permisos: z.array(z.enum(PERMISOS)),
  tienePin: z.boolean(),
});
export type MiRol = z.infer<typeof miRolSchema>;

export const miRolResponseSchema = respuesta(miRolSchema);

// ── At the kiosk ────────────────────────────────────────────────────────────────────────────

export const personaMostradorSchema = z.object({
  miembroId: z.string(),
  nombre: z.string(),
  rol: z.enum(ROLES_EQUIPO),
});
export type PersonaMostrador = z.infer<typeof personaMostradorSchema>;

export const nexoEquipoResponseSchema = respuesta(
  z.object({
    /** People who may serve at this device's establishment and have a PIN. Empty: no team. */
    personas: z.array(personaMostradorSchema),
    /** Who is serving now (identified with their PIN), or null. */
    atiende: personaMostradorSchema.nullable(),
  }),
);
export type NexoEquipo = z.infer<typeof nexoEquipoResponseSchema>['data'];

export const atiendeBodySchema = z.object({
  miembroId: uuid('La persona'),
  pin: pinSchema,
});

export const atiendeResponseSchema = respuesta(
  z.object({ atiende: personaMostradorSchema.nullable() }),
);
