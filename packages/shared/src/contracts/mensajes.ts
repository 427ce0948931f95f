import { z } from 'zod';
import '../zod-es.ts';
import { respuesta, respuestaConMensaje } from './common.ts';
import { TEXTO_MAX, TIPOS_AUTOMATIZACION, errorDeTexto } from '../domain/mensajes.ts';

// Messages that bring customers back (DOMAIN §12, issue 28): the customer's consent per business
// and their phone's Web Push subscription; a business's automations and campaigns, the audience a
// campaign reaches before it goes, and whether messages worked (messaged vs control group).

// ——— The customer ———

export const avisoTarjetaSchema = z.object({
  negocioID: z.string(),
  nombre: z.string(),
  /** Consent to this business's messages: off until the customer says yes. */
  acepta: z.boolean(),
  /** Never answered: the card asks once. */
  preguntado: z.boolean(),
  cambiadoAt: z.string().nullable(),
  /** The card is in the phone's wallet: the avisos arrive there first. */
  enCartera: z.boolean(),
});
export type AvisoTarjeta = z.infer<typeof avisoTarjetaSchema>;

export const avisosClienteSchema = z.object({
  push: z.object({
    /** The server's VAPID public key (base64url), for PushManager.subscribe. */
    clavePublica: z.string(),
    /** How many of this customer's browsers or phones receive notifications. */
    suscripciones: z.number().int(),
  }),
  /** Whether mail can reach them (a verified address that has not bounced). */
  correo: z.boolean(),
  tarjetas: z.array(avisoTarjetaSchema),
});
export type AvisosCliente = z.infer<typeof avisosClienteSchema>;
export const avisosClienteResponseSchema = respuesta(avisosClienteSchema);

export const cambiarAvisoSchema = z.object({
  acepta: z.boolean({ error: 'Indica si quieres recibir avisos' }),
});
export type CambiarAviso = z.infer<typeof cambiarAvisoSchema>;
export const cambiarAvisoResponseSchema = respuestaConMensaje(avisoTarjetaSchema);

const base64url = (campo: string) =>
  z
    .string({ error: `Falta ${campo}` })
    .trim()
    .min(16, `${campo} no es válida`)
    .max(200, `${campo} no es válida`)
    .regex(/^[A-Za-z0-9_-]+=*$/, `${campo} no es válida`);

/** A browser's PushSubscription.toJSON(). */
export const suscripcionPushSchema = z.object({
  endpoint: z
    .url({ error: 'La suscripción no tiene una dirección válida' })
    .max(1000, 'La suscripción no tiene una dirección válida')
    .refine((u) => u.startsWith('https://') || u.startsWith('http://'), {
      error: 'La suscripción no tiene una dirección válida',
    }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url('La clave p256dh'), auth: base64url('La clave auth') }),
});
export type SuscripcionPushJSON = z.infer<typeof suscripcionPushSchema>;
export const quitarSuscripcionSchema = z.object({ endpoint: z.string().trim().min(1).max(1000) });

export const pushResponseSchema = respuestaConMensaje(
  z.object({ suscripciones: z.number().int() }),
);

/** 'Dejar de recibir' from a message: the business it stops, and whether it already had. */
export const bajaAvisosResponseSchema = respuesta(
  z.object({ negocio: z.string(), acepta: z.boolean() }),
);

/** The service worker tells the server a notification was shown. */
export const acuseAvisoSchema = z.object({ id: z.uuid({ error: 'Aviso desconocido' }) });

export const AVISOS_ACTIVADOS = (negocio: string) => `Recibirás avisos de ${negocio}.`;
export const AVISOS_DESACTIVADOS = (negocio: string) => `Ya no recibirás avisos de ${negocio}.`;
export const PUSH_ACTIVADO = 'Las notificaciones llegarán a este dispositivo.';
export const PUSH_DESACTIVADO = 'Este dispositivo ya no recibirá notificaciones.';

// ——— The business: automations ———

export const tipoAutomatizacionSchema = z.enum(TIPOS_AUTOMATIZACION, {
  error: 'Automatización desconocida',
});

const textoMensaje = z
  .string({ error: 'Escribe el mensaje' })
  .trim()
  .superRefine((v, ctx) => {
    const error = errorDeTexto(v);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });

export const promocionOpcionalSchema = z
  .string()
  .trim()
  .regex(/^PRO[0-9A-Z]{1,40}$/, 'Elige una promoción de tu negocio')
  .nullable();

export const automatizacionSchema = z.object({
  tipo: tipoAutomatizacionSchema,
  nombre: z.string(),
  explicacion: z.string(),
  activa: z.boolean(),
  /** The business's own text; null while it uses the default one. */
  texto: z.string().nullable(),
  textoPredeterminado: z.string(),
  conPromocion: z.boolean(),
  promocionID: z.string().nullable(),
  /** What a customer would read now, with an example customer of this business. */
  vistaPrevia: z.string(),
  /** The last 30 days: decided for how many, sent, kept back as control. */
  ultimos30: z.object({
    enviados: z.number().int(),
    fallidos: z.number().int(),
    control: z.number().int(),
  }),
});
export type Automatizacion = z.infer<typeof automatizacionSchema>;

export const automatizacionesResponseSchema = respuesta(
  z.object({ automatizaciones: z.array(automatizacionSchema) }),
);

export const guardarAutomatizacionSchema = z.object({
  activa: z.boolean({ error: 'Indica si está activa' }),
  /** Null or empty: the default text. */
  texto: z
    .string()
    .trim()
    .max(TEXTO_MAX, `El mensaje tiene hasta ${TEXTO_MAX} caracteres`)
    .superRefine((v, ctx) => {
      if (v === '') return;
      const error = errorDeTexto(v);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    })
    .nullable()
    .optional(),
  promocionID: promocionOpcionalSchema.optional(),
});
export type GuardarAutomatizacion = z.infer<typeof guardarAutomatizacionSchema>;

export const automatizacionResponseSchema = respuestaConMensaje(automatizacionSchema);

// ——— The business: campaigns ———

const fechaDia = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Usa una fecha válida');

/** Who a campaign is for; every part is optional and they all apply together. */
export const segmentoCampanaSchema = z
  .object({
    /** Levels 0 (Sin nivel) to 4 (Rubí) — see packages/shared/src/domain/niveles.ts. */
    niveles: z.array(z.number().int().min(0).max(4)).max(5).optional(),
    ultimaVisitaDesde: fechaDia.optional(),
    ultimaVisitaHasta: fechaDia.optional(),
    visitasTemporadaMin: z.number().int().min(0).max(10_000).optional(),
    visitasTemporadaMax: z.number().int().min(0).max(10_000).optional(),
    promocion: z
      .object({
        promocionID: z
          .string()
          .trim()
          .regex(/^PRO[0-9A-Z]{1,40}$/, 'Elige una promoción de tu negocio'),
        uso: z.enum(['uso', 'nunca']),
      })
      .optional(),
    establecimientoID: z.uuid({ error: 'Elige un establecimiento de tu negocio' }).optional(),
  })
  .superRefine((s, ctx) => {
    if (s.ultimaVisitaDesde && s.ultimaVisitaHasta && s.ultimaVisitaDesde > s.ultimaVisitaHasta)
      ctx.addIssue({
        code: 'custom',
        path: ['ultimaVisitaHasta'],
        message: 'La fecha final va después de la inicial',
      });
    if (
      s.visitasTemporadaMin !== undefined &&
      s.visitasTemporadaMax !== undefined &&
      s.visitasTemporadaMin > s.visitasTemporadaMax
    )
      ctx.addIssue({
        code: 'custom',
        path: ['visitasTemporadaMax'],
        message: 'El máximo va después del mínimo',
      });
  });
export type SegmentoCampana = z.infer<typeof segmentoCampanaSchema>;

export const audienciaRequestSchema = z.object({ segmento: segmentoCampanaSchema });

/** How many a campaign would reach if it went now. */
export const audienciaSchema = z.object({
  /** Cards of the business in the segment. */
  total: z.number().int(),
  /** Of them, who accepted this business's messages. */
  conAvisos: z.number().int(),
  /** Of those, who has no way to be reached (no wallet card, notifications or verified mail). */
  sinCanal: z.number().int(),
  /** Of those, who already got as many messages as the limits allow. */
  porLimites: z.number().int(),
  /** Kept back to measure the effect (about 1 in 10). */
  control: z.number().int(),
  /** Who gets the message. */
  alcance: z.number().int(),
});
export type Audiencia = z.infer<typeof audienciaSchema>;
export const audienciaResponseSchema = respuesta(audienciaSchema);

export const crearCampanaSchema = z.object({
  texto: textoMensaje,
  segmento: segmentoCampanaSchema,
  promocionID: promocionOpcionalSchema.optional(),
  /** ISO instant; absent or null: now. At most 60 days ahead. */
  programadaPara: z.iso
    .datetime({ offset: true, error: 'Usa una fecha y hora válidas' })
    .nullable()
    .optional(),
});
export type CrearCampana = z.infer<typeof crearCampanaSchema>;

export const ESTADOS_CAMPANA = ['programada', 'enviando', 'enviada', 'cancelada'] as const;
export const campanaSchema = z.object({
  campanaID: z.string(),
  texto: z.string(),
  segmento: segmentoCampanaSchema,
  promocionID: z.string().nullable(),
  promocionTitulo: z.string().nullable(),
  programadaPara: z.string(),
  estado: z.enum(ESTADOS_CAMPANA),
  creadaAt: z.string(),
  /** Decided messages by what became of them. */
  enviados: z.number().int(),
  entregados: z.number().int(),
  fallidos: z.number().int(),
  pendientes: z.number().int(),
  control: z.number().int(),
});
export type Campana = z.infer<typeof campanaSchema>;
export const campanasResponseSchema = respuesta(z.object({ campanas: z.array(campanaSchema) }));
export const campanaResponseSchema = respuestaConMensaje(campanaSchema);

export const CAMPANA_PROGRAMADA = 'Campaña programada.';
export const CAMPANA_EN_CAMINO = 'Campaña en camino.';
export const CAMPANA_CANCELADA = 'Campaña cancelada.';
export const AUTOMATIZACION_GUARDADA = 'Automatización guardada.';

// ——— Did it work? ———

export const comparacionSchema = z.object({
  mensaje: z.object({ n: z.number().int(), regresaron: z.number().int() }),
  control: z.object({ n: z.number().int(), regresaron: z.number().int() }),
  tasaMensaje: z.number().nullable(),
  tasaControl: z.number().nullable(),
  diferencia: z.number().nullable(),
  ic95: z.object({ bajo: z.number(), alto: z.number() }).nullable(),
  suficiente: z.boolean(),
});
export type Comparacion = z.infer<typeof comparacionSchema>;

export const efectoSchema = z.object({
  /** An automation's type, or 'campana'. */
  origen: z.enum([...TIPOS_AUTOMATIZACION, 'campana']),
  campanaID: z.string().nullable(),
  nombre: z.string(),
  /** The first and last message decided. */
  desde: z.string(),
  hasta: z.string(),
  /** Returned within 7 and 14 days of the message (only messages that old count). */
  dias7: comparacionSchema,
  dias14: comparacionSchema,
});
export type Efecto = z.infer<typeof efectoSchema>;
export const efectosResponseSchema = respuesta(z.object({ efectos: z.array(efectoSchema) }));

export const DATOS_INSUFICIENTES = 'Todavía no hay datos suficientes';
