import { z } from 'zod';
import '../zod-es.ts';
import { GRADIENTS } from '../constants.ts';
import { CLASES_PROMO } from '../domain/promociones.ts';
import {
  CODIGO_VINCULACION,
  CODIGO_VINCULACION_INVALIDO,
  NEXO_NOMBRE_LARGO,
  NEXO_NOMBRE_MAX,
} from '../domain/entradas-mostrador.ts';
import { respuesta, respuestaConMensaje, texto } from './common.ts';
import { personaEquipoSchema } from './equipo.ts';

// The Nexo (SPEC §2 "Nexo", §3 "Nexo data", §7; DOMAIN §4): pairing from the business dashboard,
// the device's own calls, and what a visit answers. docs/nexo-protocol.md explains them for anyone
// building a device.

const uuid = (label: string) => z.uuid({ error: `${label} no es válido` });

// ── Business side ───────────────────────────────────────────────────────────────────────────

export const generateCodeBodySchema = z.object({
  establecimientoID: uuid('El establecimiento'),
});

/**
 * Where an establishment is (DOMAIN §11: an iPhone shows the wallet pass on its lock screen near
 * it): from the owner's device at the counter ('Usar la ubicación de este dispositivo') or typed.
 * Null clears it.
 */
export const coordenadasSchema = z.object({
  latitud: z
    .number({ error: 'Escribe la latitud como número, ej. 24.8069' })
    .min(-90, { error: 'La latitud va de -90 a 90' })
    .max(90, { error: 'La latitud va de -90 a 90' }),
  longitud: z
    .number({ error: 'Escribe la longitud como número, ej. -107.3938' })
    .min(-180, { error: 'La longitud va de -180 a 180' })
    .max(180, { error: 'La longitud va de -180 a 180' }),
});
export type Coordenadas = z.infer<typeof coordenadasSchema>;

export const ubicacionEstablecimientoBodySchema = z.object({
  establecimientoID: uuid('El establecimiento'),
  coordenadas: coordenadasSchema.nullable(),
});

export const ubicacionEstablecimientoResponseSchema = respuestaConMensaje(
  z.object({ establecimientoID: z.string(), coordenadas: coordenadasSchema.nullable() }),
);

export const UBICACION_GUARDADA = 'Guardamos la ubicación del establecimiento.';
export const UBICACION_QUITADA = 'Quitamos la ubicación del establecimiento.';

export const pairingCodeSchema = z.object({
  /** Six digits the device (or the kiosk) types once. */
  code: z.string(),
  /** Milliseconds until it expires (5 minutes when new). */
  expiresIn: z.number().int(),
});
export type PairingCode = z.infer<typeof pairingCodeSchema>;

export const generateCodeResponseSchema = respuesta(pairingCodeSchema);

/** Nexo data (SPEC §3): the paired device of an establishment. */
export const nexoDataSchema = z.object({
  _id: z.string(),
  nombre: z.string(),
  establecimientoID: z.string(),
  visitasRegistradas: z.number().int(),
  fechaRegistro: z.string(),
  ultimoUso: z.string().nullable(),
  /**
   * When the device was last heard from: the latest of its pairing, its heartbeat
   * (POST /api/nexo/latido, or GET /api/nexo/yo) and its last visit. `estadoConexionNexo` reads
   * it as 'En línea', 'Visto hace …' or 'Sin conexión'.
   */
  ultimaSenal: z.string().nullable(),
});
export type NexoData = z.infer<typeof nexoDataSchema>;

/** An establishment's Nexo: null while it has none. */
export const establecimientoNexoResponseSchema = respuesta(nexoDataSchema.nullable());

export const establecimientoParamsSchema = z.object({ id: uuid('El establecimiento') });
export const nexoParamsSchema = z.object({ nexoID: uuid('El Nexo') });

export const nexoStatsSchema = z.object({
  _id: z.string(),
  visitasRegistradas: z.number().int(),
  fechaRegistro: z.string(),
  ultimoUso: z.string().nullable(),
  /** When the device was last heard from (pairing, heartbeat or visit). */
  ultimaSenal: z.string().nullable(),
  /** Visits registered today (business-local day) and in the last 7 days, anonymous included. */
  visitasHoy: z.number().int(),
  visitasUltimos7Dias: z.number().int(),
});
export type NexoStats = z.infer<typeof nexoStatsSchema>;

export const nexoStatsResponseSchema = respuesta(nexoStatsSchema);

/** The latest visits a Nexo registered, for the business's Nexo screen. */
export const nexoVisitaSchema = z.object({
  visitaId: z.string(),
  /** When the scan happened (a scan queued offline keeps its own time). */
  fecha: z.string(),
  /** When the server received it. */
  recibida: z.string(),
  anonima: z.boolean(),
  cliente: z.object({ nombre: z.string(), fotoPerfil: z.string().nullable() }).nullable(),
  /** Who was serving at the Nexo ("¿Quién atiende?"); null when nobody had said. */
  registradaPor: personaEquipoSchema.nullable(),
});
export type NexoVisita = z.infer<typeof nexoVisitaSchema>;

export const NEXO_VISITAS_MAX = 50;
export const nexoVisitasQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(NEXO_VISITAS_MAX).default(10),
});

export const nexoVisitasResponseSchema = respuesta(z.array(nexoVisitaSchema));

// ── Device side ─────────────────────────────────────────────────────────────────────────────

export const registerNexoBodySchema = z.object({
  connectionCode: texto({ error: 'Escribe el código de 6 dígitos' })
    .trim()
    .regex(CODIGO_VINCULACION, { error: CODIGO_VINCULACION_INVALIDO }),
  nombre: texto().trim().max(NEXO_NOMBRE_MAX, { error: NEXO_NOMBRE_LARGO }).optional(),
});
export type RegisterNexoBody = z.input<typeof registerNexoBodySchema>;

/** What a device shows about where it stands: the business and the establishment. */
export const nexoLugarSchema = z.object({
  negocio: z.object({
    publicID: z.string(),
    nombreComercial: z.string(),
    fotoPerfil: z.string().nullable(),
    gradient: z.enum(GRADIENTS),
  }),
  establecimiento: z.object({
    establecimientoID: z.string(),
    nombre: z.string(),
    direccion: z.string(),
  }),
});

export const registerNexoResponseSchema = respuesta(
  nexoLugarSchema.extend({
    nexoId: z.string(),
    establecimientoId: z.string(),
    /** The device's secret: shown once, sent as `Authorization: Bearer <token>` from now on. */
    token: z.string(),
  }),
);
export type RegisterNexoResponse = z.infer<typeof registerNexoResponseSchema>;

export const nexoYoSchema = nexoLugarSchema.extend({
  nexoId: z.string(),
  nombre: z.string(),
  visitasRegistradas: z.number().int(),
  fechaRegistro: z.string(),
  ultimoUso: z.string().nullable(),
  /** How long a queued scan may wait to be sent (ms): older ones are refused. */
  ventanaSinConexionMs: z.number().int(),
  /** The business's time zone (IANA): the counter shows times on the shop's clock. */
  zonaHoraria: z.string(),
  /** How often to send the heartbeat (POST /api/nexo/latido), in ms. */
  latidoCadaMs: z.number().int(),
});
export type NexoYo = z.infer<typeof nexoYoSchema>;

export const nexoYoResponseSchema = respuesta(nexoYoSchema);

/** The heartbeat's answer: the server heard the device, and when to beat next. */
export const nexoLatidoResponseSchema = respuesta(
  z.object({
    /** The server's time of this heartbeat. */
    vistoAt: z.string(),
    latidoCadaMs: z.number().int(),
  }),
);
export type NexoLatido = z.infer<typeof nexoLatidoResponseSchema>['data'];

/** A key the device picks for one scan (a UUID is ideal); a retry sends the same key. */
export const idempotencyKeySchema = texto({ error: 'Falta la clave de la solicitud' }).regex(
  /^[A-Za-z0-9_-]{8,100}$/,
  { error: 'La clave tiene de 8 a 100 letras, números, - o _' },
);

export const registrarVisitaBodySchema = z
  .object({
    /** What the customer's QR holds ("TARJETO:…") or what they read out ("7Q4KM-482913"). */
    codigo: texto().trim().max(64).optional(),
    /** A visit by someone without the app: counts foot traffic only. */
    anonimo: z.boolean().optional(),
    idempotencyKey: idempotencyKeySchema,
    /** When the scan happened, for a scan queued while offline; now when absent. */
    escaneadoEn: z.iso.datetime({ offset: true, error: 'Fecha y hora inválidas' }).optional(),
  })
  .refine((b) => (b.anonimo === true) !== (b.codigo !== undefined && b.codigo !== ''), {
    error: 'Envía el código del cliente o anonimo: true',
    path: ['codigo'],
  });
export type RegistrarVisitaBody = z.input<typeof registrarVisitaBodySchema>;

export const MOTIVOS_NO_CONTADA = ['cooldown'] as const;

/** A card's next level in the business's programme, and the visits this season still missing. */
export const siguienteNivelSchema = z.object({
  nivel: z.number().int(),
  nombre: z.string(),
  visitasRequeridas: z.number().int(),
  faltan: z.number().int(),
});

/** A promotion as a counter shows it after a scan: one the customer can use right now. */
export const promocionEnMostradorSchema = z.object({
  publicID: z.string(),
  titulo: z.string(),
  descripcion: z.string(),
  nivelReq: z.number().int(),
  clase: z.enum(CLASES_PROMO),
  /** What is left of an exclusivo's stock; null for the other types. */
  restantes: z.number().int().nullable(),
  terminos: z.string().nullable(),
});
export type PromocionEnMostrador = z.infer<typeof promocionEnMostradorSchema>;

export const visitaResultadoSchema = z.object({
  contada: z.boolean(),
  /** Why it did not count: 'cooldown' = this customer was already counted here recently. */
  motivo: z.enum(MOTIVOS_NO_CONTADA).optional(),
  visitaId: z.string().nullable(),
  /** When the scan happened (as sent, or when the server received it). */
  escaneadoEn: z.string(),
  /** With a cooldown: from when the next visit counts. */
  siguienteVisitaDesde: z.string().nullable(),
  cliente: z
    .object({
      nombre: z.string(),
      fotoPerfil: z.string().nullable(),
      nivel: z.number().int(),
    })
    .nullable(),
  tarjeta: z
    .object({
      /** Visits this season: what the level is measured by. */
      visitas: z.number().int(),
      visitasTotales: z.number().int(),
      nivel: z.number().int(),
      nombreNivel: z.string(),
      siguienteNivel: siguienteNivelSchema.nullable(),
      /** This visit created the card (the customer's first visit here). */
      nueva: z.boolean(),
      /** This visit raised the level. */
      subioDeNivel: z.boolean(),
    })
    .nullable(),
  /** The promotions this customer can use now, here. */
  promociones: z.array(promocionEnMostradorSchema),
  /**
   * Lets this device redeem one of `promociones` for this customer in the next few minutes
   * (POST /api/nexo/canjes) without scanning again; null for an anonymous visit.
   */
  canjeToken: z.string().nullable(),
});
export type VisitaResultado = z.infer<typeof visitaResultadoSchema>;

export const registrarVisitaResponseSchema = respuesta(visitaResultadoSchema);

// ── The customer's code ─────────────────────────────────────────────────────────────────────

export const clienteCodigoSchema = z.object({
  /** "7Q4KM-482913": shown under the QR, typed at a counter. */
  codigo: z.string(),
  /** What the QR encodes. */
  qr: z.string(),
  /** Milliseconds until this code is no longer accepted. */
  expiraEn: z.number().int(),
  /** Milliseconds until the next code is out (ask again then). */
  renuevaEn: z.number().int(),
});
export type ClienteCodigo = z.infer<typeof clienteCodigoSchema>;

export const clienteCodigoResponseSchema = respuesta(clienteCodigoSchema);
