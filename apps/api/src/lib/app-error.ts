import { ERROR_MESSAGES, type ErrorCode, type FieldErrors } from '@tarjeto/shared';

/**
 * The one error a service throws. It knows nothing of HTTP: the error handler maps the code to a
 * status. The message defaults to the shared Spanish text for the code.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fieldErrors: FieldErrors | undefined;
  /** For RATE_LIMITED: when to try again (sent as Retry-After). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    options: { message?: string; fieldErrors?: FieldErrors; retryAfterSeconds?: number } = {},
  ) {
    super(options.message ?? ERROR_MESSAGES[code]);
    this.name = 'AppError';
    this.code = code;
    this.fieldErrors = options.fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
