import { z } from 'zod';
import '../zod-es.ts';
import { emailSchema, texto } from './common.ts';
import { clientePerfilSchema, negocioPerfilSchema } from './perfil.ts';

/** The account types (DOMAIN §2): absent until the setup wizard sets one. */
export const TIPOS_USUARIO = ['Cliente', 'Negocio'] as const;
export const tipoUsuarioSchema = z.enum(TIPOS_USUARIO);
export type TipoUsuario = z.infer<typeof tipoUsuarioSchema>;

/** The user as every auth answer carries it (SPEC §3 "User", §7). */
export const usuarioSchema = z.object({
  _id: z.string(),
  nombre: z.string(),
  email: z.string(),
  tipoUsuario: tipoUsuarioSchema.optional(),
  verificado: z.boolean(),
});
export type Usuario = z.infer<typeof usuarioSchema>;

/**
 * The session. `profile` is the account's own profile — a business's as GET /api/negocio/profile
 * answers it, a customer's as GET /api/cliente/profile — or null before the setup wizard.
 */
export const checkAuthResponseSchema = z.object({
  success: z.literal(true),
  usuario: usuarioSchema,
  profile: z.union([negocioPerfilSchema, clientePerfilSchema]).nullable(),
  message: z.string(),
});
export type CheckAuthResponse = z.infer<typeof checkAuthResponseSchema>;

// ── Requests and answers of the account calls (SPEC §5, §7, §8; DOMAIN §2) ──────────────────────

export const CONTRASENA_REQUERIDA = 'La contraseña es requerida';
export const CONTRASENA_CORTA = 'La contraseña debe tener al menos 6 caracteres';
export const CONTRASENA_LARGA = 'La contraseña no puede tener más de 128 caracteres';
export const CONTRASENAS_NO_COINCIDEN = 'Las contraseñas no coinciden';
export const CONFIRMA_CONTRASENA = 'Confirma tu contraseña';
export const CONTRASENA_COMUN = 'Esta contraseña es demasiado común';
export const CODIGO_INVALIDO_FORMATO = 'El código tiene 6 dígitos';

/** A new password: the spec's length rule, plus our upper bound (DOMAIN §2). */
export const nuevaContrasenaSchema = texto({ error: CONTRASENA_REQUERIDA })
  .min(1, { error: CONTRASENA_REQUERIDA, abort: true })
  .min(6, { error: CONTRASENA_CORTA, abort: true })
  .max(128, { error: CONTRASENA_LARGA });

/** The second typing of a new password: empty, it asks for it rather than for "a password". */
export const confirmacionContrasenaSchema = z.string().min(1, { error: CONFIRMA_CONTRASENA });

type ContrasenaDosVeces = { contrasena: string; confirmarContrasena: string };

/**
 * A form that sets a password: `campos`, then the new password typed twice — the two must match
 * (the server never sees the second).
 */
export const conContrasenaConfirmada = <S extends z.ZodRawShape>(campos: S) =>
  z
    .object({
      ...campos,
      contrasena: nuevaContrasenaSchema,
      confirmarContrasena: confirmacionContrasenaSchema,
    })
    // With `campos` generic, TypeScript cannot see the two fields in `v`: they are there.
    .refine(
      (v) => (v as ContrasenaDosVeces).contrasena === (v as ContrasenaDosVeces).confirmarContrasena,
      {
        path: ['confirmarContrasena'],
        error: CONTRASENAS_NO_COINCIDEN,
      },
    );

export const codigoSchema = texto({ error: CODIGO_INVALIDO_FORMATO })
  .trim()
  .regex(/^\d{6}$/, { error: CODIGO_INVALIDO_FORMATO });

export const signupBodySchema = z.object({
  email: emailSchema,
  contrasena: nuevaContrasenaSchema,
  /** The first client sends a single space; the name is asked for again in the setup wizard. */
  nombre: texto().trim().max(100).optional().default(''),
  /** The solved ALTCHA payload (base64). Required unless the server runs with CAPTCHA=off. */
  captcha: texto().max(20_000).optional(),
});
export type SignupBody = z.input<typeof signupBodySchema>;

/** The signup form adds the confirmation the server never sees. */
export const signupFormSchema = conContrasenaConfirmada({ email: emailSchema });
export type SignupForm = z.input<typeof signupFormSchema>;

export const loginBodySchema = z.object({
  email: texto({ error: 'El correo electrónico es requerido' }).trim().toLowerCase().max(254),
  contrasena: texto({ error: CONTRASENA_REQUERIDA }).max(1024),
  /** A solved ALTCHA payload: needed only once an account has had many failed tries. */
  captcha: texto().max(20_000).optional(),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/**
 * The login form's own check, before any call: both fields filled and an address that looks like
 * one, with the same Spanish messages as every other form (SPEC §5 sets no rule for login; an
 * empty form otherwise met the browser's own, English, bubble).
 */
export const loginFormSchema = z.object({
  email: emailSchema,
  contrasena: z.string().min(1, { error: CONTRASENA_REQUERIDA }),
});
export type LoginFormValues = z.input<typeof loginFormSchema>;

export const verifyEmailBodySchema = z.object({ code: codigoSchema });

export const forgotPasswordBodySchema = z.object({ email: emailSchema });

export const resetPasswordBodySchema = z.object({
  email: emailSchema,
  code: codigoSchema,
  contrasena: nuevaContrasenaSchema,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

export const resetPasswordFormSchema = conContrasenaConfirmada({
  email: emailSchema,
  code: codigoSchema,
});

export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const authUserResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: usuarioSchema,
});
export type AuthUserResponse = z.infer<typeof authUserResponseSchema>;

export const signupResponseSchema = authUserResponseSchema.extend({
  /** Present when the account exists but the verification mail could not be sent. */
  emailWarning: z.string().optional(),
  data: z.object({ recaptchaValid: z.boolean() }),
});
export type SignupResponse = z.infer<typeof signupResponseSchema>;

export const resendVerificationResponseSchema = messageResponseSchema.extend({
  /** Seconds until another code may be asked for. */
  cooldownSeconds: z.number().int(),
});
