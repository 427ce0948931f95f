import { z } from 'zod';
import '../zod-es.ts';
import { ERROR_MESSAGES, type ErrorCode } from '../errors.ts';
import { CARACTERES_DE_CONTROL, TEXTO_NO_PERMITIDO } from '../domain/entradas-mostrador.ts';

/** Field → first Spanish message, as every 4xx with field errors carries it. */
export const fieldErrorsSchema = z.record(z.string(), z.string());
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export const errorResponseSchema = z.object({
  success: z.literal(false),
  code: z.enum(Object.keys(ERROR_MESSAGES) as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  fieldErrors: fieldErrorsSchema.optional(),
  requestId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/**
 * Text as a person types it, without control characters (domain/entradas-mostrador.ts). Every
 * request string starts here, so bad bytes stop at the contract with a Spanish field error instead
 * of reaching the database.
 */
export const texto = (params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    .refine((v) => !CARACTERES_DE_CONTROL.test(v), { error: TEXTO_NO_PERMITIDO, abort: true });

/** The spec's e-mail rules (SPEC §5), shared by every form and endpoint that takes an address. */
export const EMAIL_REQUERIDO = 'El correo electrónico es requerido';
export const EMAIL_INVALIDO = 'Correo electrónico inválido';
export const emailSchema = texto({ error: EMAIL_REQUERIDO })
  .trim()
  .toLowerCase()
  .min(1, { error: EMAIL_REQUERIDO, abort: true })
  .max(254, { error: EMAIL_INVALIDO, abort: true })
  .pipe(z.email({ error: EMAIL_INVALIDO }));
