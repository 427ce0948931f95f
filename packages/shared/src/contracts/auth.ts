import { z } from 'zod';

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

export const checkAuthResponseSchema = z.object({
  success: z.literal(true),
  usuario: usuarioSchema,
  profile: z.record(z.string(), z.unknown()).nullable(),
  message: z.string(),
});
export type CheckAuthResponse = z.infer<typeof checkAuthResponseSchema>;
