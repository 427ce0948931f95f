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
    // An expected answer, not a fault: the handler sends it and never logs a stack. Not capturing
    // one saves ≈ 50 µs per refusal — the rush after a hot offer's last unit is thousands (issue 12).
    const limite = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(options.message ?? ERROR_MESSAGES[code]);
    Error.stackTraceLimit = limite;
    this.name = 'AppError';
    this.code = code;
    this.fieldErrors = options.fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
