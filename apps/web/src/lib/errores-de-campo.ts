import type { FieldValues, Path, UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import { ApiError } from './api-client.ts';

/**
 * The server's field errors (a 400's `fieldErrors`) put under the form's own fields among
 * `campos`, the first of them focused. False when the answer named none of them: the caller says
 * what went wrong some other way (a toast, a line under the form).
 */
export function marcarErroresDelServidor<T extends FieldValues>(
  err: unknown,
  campos: readonly Path<T>[],
  setError: UseFormSetError<T>,
  setFocus: UseFormSetFocus<T>,
): boolean {
  const fieldErrors = err instanceof ApiError ? err.fieldErrors : {};
  const conError = campos.filter((c) => fieldErrors[c]);
  for (const c of conError) setError(c, { message: fieldErrors[c] });
  if (conError[0] === undefined) return false;
  setFocus(conError[0]);
  return true;
}
