import { z } from 'zod';
import '../zod-es.ts';
import { texto } from './common.ts';
import {
  confirmacionContrasenaSchema,
  CONTRASENAS_NO_COINCIDEN,
  nuevaContrasenaSchema,
} from './auth.ts';

// The signed-in account's own settings ('Ajustes'): a new password given the current one, and
// the account's deletion, confirmed with the password (DOMAIN §2, §8).

export const CONTRASENA_ACTUAL_REQUERIDA = 'Escribe tu contraseña actual';
export const CONTRASENA_CONFIRMAR_REQUERIDA = 'Escribe tu contraseña para confirmar';
export const CONTRASENA_NUEVA_IGUAL = 'La nueva contraseña debe ser distinta de la actual';

const contrasenaEscrita = (mensaje: string) =>
  texto({ error: mensaje }).min(1, { error: mensaje, abort: true }).max(1024);

export const changePasswordBodySchema = z
  .object({
    contrasenaActual: contrasenaEscrita(CONTRASENA_ACTUAL_REQUERIDA),
    contrasenaNueva: nuevaContrasenaSchema,
  })
  .refine((v) => v.contrasenaActual !== v.contrasenaNueva, {
    path: ['contrasenaNueva'],
    error: CONTRASENA_NUEVA_IGUAL,
  });
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** The form adds the confirmation the server never sees. */
export const changePasswordFormSchema = z
  .object({
    contrasenaActual: contrasenaEscrita(CONTRASENA_ACTUAL_REQUERIDA),
    contrasenaNueva: nuevaContrasenaSchema,
    confirmarContrasena: confirmacionContrasenaSchema,
  })
  .refine((v) => v.contrasenaActual !== v.contrasenaNueva, {
    path: ['contrasenaNueva'],
    error: CONTRASENA_NUEVA_IGUAL,
  })
  .refine((v) => v.contrasenaNueva === v.confirmarContrasena, {
    path: ['confirmarContrasena'],
    error: CONTRASENAS_NO_COINCIDEN,
  });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

/**
 * The password again, so a borrowed session can neither erase the account nor carry its data off:
 * DELETE /api/negocio/cuenta, POST /api/exportar/{negocioPublicID}/permiso.
 */
export const confirmarContrasenaBodySchema = z.object({
  contrasena: contrasenaEscrita(CONTRASENA_CONFIRMAR_REQUERIDA),
});
export type ConfirmarContrasenaBody = z.input<typeof confirmarContrasenaBodySchema>;

/** DELETE /api/negocio/cuenta. */
export const eliminarCuentaBodySchema = confirmarContrasenaBodySchema;
export type EliminarCuentaBody = ConfirmarContrasenaBody;
