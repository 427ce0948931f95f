import { z } from 'zod';
import '../zod-es.ts';
import { authUserResponseSchema, codigoSchema } from './auth.ts';
import { respuesta, respuestaConMensaje, texto } from './common.ts';
import { confirmarContrasenaBodySchema } from './cuenta.ts';

// The owner's second factor (issue 25 part B; docs/api.md, Ajustes): its state, the setup (the
// password, then a code from the app, which turns it on and answers the recovery codes once),
// turning it off (the password and a code), and the step of login that asks for the code.

export const CODIGO_APP_O_RECUPERACION = 'Escribe el código de tu app o uno de recuperación';
export const CODIGO_RECUPERACION_REQUERIDO = 'Escribe uno de tus códigos de recuperación';

/** A code from the app (6 digits) or, instead, one recovery code: exactly one of the two. */
const pruebaSegundoFactor = {
  codigo: codigoSchema.optional(),
  codigoRecuperacion: texto({ error: CODIGO_RECUPERACION_REQUERIDO })
    .trim()
    .min(1, { error: CODIGO_RECUPERACION_REQUERIDO, abort: true })
    .max(40)
    .optional(),
};
const unaPrueba = (v: { codigo?: string | undefined; codigoRecuperacion?: string | undefined }) =>
  (v.codigo === undefined) !== (v.codigoRecuperacion === undefined);

/** GET /api/cuenta/segundo-factor. */
export const segundoFactorEstadoSchema = z.object({
  activo: z.boolean(),
  /** When it was turned on (ISO), null while off. */
  activadoAt: z.string().nullable(),
  /** Recovery codes not used yet. */
  codigosRestantes: z.number().int(),
});
export type SegundoFactorEstado = z.infer<typeof segundoFactorEstadoSchema>;
export const segundoFactorEstadoResponseSchema = respuesta(segundoFactorEstadoSchema);

/** POST /api/cuenta/segundo-factor/iniciar: the password first (a borrowed session cannot). */
export const iniciarSegundoFactorBodySchema = confirmarContrasenaBodySchema;
export const iniciarSegundoFactorResponseSchema = respuesta(
  z.object({
    /** RFC 4648 base32, for typing into the app. */
    secreto: z.string(),
    /** otpauth://totp/… for the QR code. */
    uri: z.string(),
  }),
);
export type IniciarSegundoFactor = z.infer<typeof iniciarSegundoFactorResponseSchema>['data'];

/** POST /api/cuenta/segundo-factor/activar: a code from the app proves it was set up. */
export const activarSegundoFactorBodySchema = z.object({ codigo: codigoSchema });
export type ActivarSegundoFactorBody = z.input<typeof activarSegundoFactorBodySchema>;
/** The recovery codes, shown this once: only their hashes are kept. "7Q4KM-8Z2XA". */
export const activarSegundoFactorResponseSchema = respuestaConMensaje(
  z.object({ codigosRecuperacion: z.array(z.string()) }),
);

/** POST /api/cuenta/segundo-factor/desactivar: the password and a current code (or a recovery one). */
export const desactivarSegundoFactorBodySchema = confirmarContrasenaBodySchema
  .extend(pruebaSegundoFactor)
  .refine(unaPrueba, { path: ['codigo'], error: CODIGO_APP_O_RECUPERACION });
export type DesactivarSegundoFactorBody = z.input<typeof desactivarSegundoFactorBodySchema>;

/** POST /api/auth/login/segundo-factor: the second step of a sign-in. */
export const loginSegundoFactorBodySchema = z
  .object(pruebaSegundoFactor)
  .refine(unaPrueba, { path: ['codigo'], error: CODIGO_APP_O_RECUPERACION });
export type LoginSegundoFactorBody = z.input<typeof loginSegundoFactorBodySchema>;

/** Login's answer when the password was right and the account asks for its second factor. */
export const segundoFactorRequeridoResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  segundoFactor: z.literal(true),
});

/** POST /api/auth/login: signed in, or (an owner with a second factor) asked for the code. */
export const loginResponseSchema = z.union([
  authUserResponseSchema,
  segundoFactorRequeridoResponseSchema,
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;
