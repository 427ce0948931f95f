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

/** A successful answer: `{ success: true, data }`. */
export const respuesta = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data });

/** A successful answer that also says what happened, for the screen to show: `message`. */
export const respuestaConMensaje = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data });

/** A page of a list read with a cursor: its items, and where the next page starts. */
export const paginaConCursor = <S extends z.ZodRawShape>(items: S) =>
  z.object({
    ...items,
    /** Pass it back as `cursor` for the next page; null when there is none. */
    siguienteCursor: z.string().nullable(),
  });

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

/** The `cursor` a list call takes back: what `siguienteCursor` gave, refused with `error` if not. */
export const cursorDePagina = (error: string, max = 400) =>
  texto({ error })
    .max(max, { error })
    .regex(/^[A-Za-z0-9_-]+$/, { error });

/** How many items a page brings (`limit`): a whole number from 1 to `max`, `porDefecto` if absent. */
export const limitSchema = (porDefecto: number, max: number) =>
  z.coerce
    .number({ error: `Pide entre 1 y ${max}` })
    .int({ error: `Pide entre 1 y ${max}` })
    .min(1, { error: `Pide entre 1 y ${max}` })
    .max(max, { error: `Pide entre 1 y ${max}` })
    .default(porDefecto);
