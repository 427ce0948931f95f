import { z } from 'zod';
import '../zod-es.ts';
import { respuesta } from './common.ts';
import { PLATAFORMAS_PASE } from './pases.ts';

// The customer's own account ('Ajustes' of the customer dashboard, issue 11): the consent to
// promotional mail, the download of everything Tarjeto keeps about them, and — for 'Mi código'
// without a connection — the key their phone computes the rotating code from (DOMAIN §4, §8).
// Deleting the account takes the same body as a business's (eliminarCuentaBodySchema, cuenta.ts).

// ── 'Mi código' offline ─────────────────────────────────────────────────────────────────────────

/** GET /api/cliente/codigo/llave: what the phone keeps to show its code offline. */
export const clienteCodigoLlaveSchema = z.object({
  /** The fixed 5-character part of every code. */
  handle: z.string(),
  /** The TOTP secret (base64url). A password change or reset replaces it. */
  secreto: z.string(),
  /** The server's clock when it answered (ms since the epoch), to correct a phone set wrong. */
  servidorEn: z.number().int(),
});
export type ClienteCodigoLlave = z.infer<typeof clienteCodigoLlaveSchema>;

export const clienteCodigoLlaveResponseSchema = respuesta(clienteCodigoLlaveSchema);

// ── Notification consent ───────────────────────────────────────────────────────────────────────

export const PREFERENCIAS_GUARDADAS = 'Preferencias guardadas';

/** The customer's mail preference: news and promotions by email, off until they turn it on. */
export const preferenciasClienteSchema = z.object({
  aceptaCorreos: z.boolean({ error: 'Elige sí o no' }),
});
export type PreferenciasCliente = z.infer<typeof preferenciasClienteSchema>;

/** GET and PUT /api/cliente/preferencias answer the preference as stored, and when it changed. */
export const preferenciasClienteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: preferenciasClienteSchema.extend({
    /** ISO instant of the last change; null while it was never touched. */
    actualizadoEn: z.string().nullable(),
  }),
});
export type PreferenciasClienteResponse = z.infer<typeof preferenciasClienteResponseSchema>;

// ── Download my data ───────────────────────────────────────────────────────────────────────────

/** GET — the signed-in customer's own data, as one JSON file. */
export const RUTA_EXPORTACION_CLIENTE = '/api/cliente/exportar/datos.json';

/** The name the browser saves it under, e.g. `tarjeto-mis-datos-2026-11-21.json`. */
export const nombreArchivoExportacionCliente = (fecha: string) => `tarjeto-mis-datos-${fecha}.json`;

const instante = z.string(); // ISO 8601, UTC
const fecha = z.string(); // YYYY-MM-DD, on the business's calendar

/** What a business is called in the customer's file: enough to recognise it, nothing of its own. */
const negocioRef = z.object({ negocioID: z.string(), nombreComercial: z.string() });

/** datos.json of a customer, version 1: theirs only — no other person appears in it. */
export const exportacionClienteSchema = z.object({
  formato: z.literal('tarjeto-cliente/1'),
  exportadoEn: instante,
  cuenta: z.object({
    email: z.string(),
    creadaEn: instante,
    aceptaCorreos: z.boolean(),
    aceptaCorreosActualizadoEn: instante.nullable(),
  }),
  perfil: z.object({
    publicID: z.string(),
    nombre: z.string(),
    edad: z.number(),
    genero: z.string(),
    ubicacion: z.object({ ciudad: z.string(), codigoPostal: z.string() }),
    categoriaFavorita: z.array(z.string()),
    fotoPerfil: z.string().nullable(),
    visitasTotales: z.number(),
    canjesTotales: z.number(),
    rachaSemanas: z.number(),
    creadoEn: instante,
  }),
  tarjetas: z.array(
    negocioRef.extend({
      nivel: z.number(),
      visitasTemporada: z.number(),
      visitasTotales: z.number(),
      rachaSemanas: z.number(),
      primeraVisita: instante.nullable(),
      ultimaVisita: instante.nullable(),
      agregadaEn: instante,
    }),
  ),
  /** Cards added to Google Wallet or Apple Wallet (what went to them), removed ones too. */
  carteraDelTelefono: z.array(
    negocioRef.extend({
      plataforma: z.enum(PLATAFORMAS_PASE),
      agregadoEn: instante,
      quitadoEn: instante.nullable(),
    }),
  ),
  /** Each card's answer to its business's avisos (DOMAIN §12): null when never asked. */
  avisos: z.array(negocioRef.extend({ acepta: z.boolean(), respondidoEn: instante.nullable() })),
  /** The messages businesses decided for them: sent, or kept back in a control group (never sent). */
  mensajes: z.array(
    negocioRef.extend({
      texto: z.string(),
      decididoEn: instante,
      enviadoEn: instante.nullable(),
      canal: z.enum(['cartera', 'push', 'correo']).nullable(),
      grupoDeControl: z.boolean(),
    }),
  ),
  visitas: z.array(
    negocioRef.extend({
      fecha: instante,
      fechaLocal: fecha,
      establecimiento: z.string(),
    }),
  ),
  canjes: z.array(
    negocioRef.extend({
      fecha: instante,
      fechaLocal: fecha,
      promocionID: z.string(),
      promocion: z.string(),
    }),
  ),
  logros: z.array(
    z.object({
      tipo: z.string(),
      valor: z.number().nullable(),
      negocioID: z.string().nullable(),
      nombreComercial: z.string().nullable(),
      obtenidoEn: instante,
    }),
  ),
});
export type ExportacionCliente = z.infer<typeof exportacionClienteSchema>;

/** DELETE /api/cliente/cuenta answers this message (the body: eliminarCuentaBodySchema). */
export const CUENTA_CLIENTE_ELIMINADA = 'Tu cuenta fue eliminada';
