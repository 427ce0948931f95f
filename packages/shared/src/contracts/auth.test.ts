import { describe, expect, it } from 'vitest';
import {
  CONFIRMA_CONTRASENA,
  CONTRASENA_REQUERIDA,
  CONTRASENAS_NO_COINCIDEN,
  resetPasswordFormSchema,
  signupFormSchema,
} from './auth.ts';
import { changePasswordFormSchema } from './cuenta.ts';

/** The first message per field, as the form shows it (react-hook-form's first error). */
const errores = (r: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) => {
  const out: Record<string, string> = {};
  for (const i of r.error?.issues ?? []) out[i.path.join('.')] ??= i.message;
  return out;
};

// The three forms that type a new password twice: an empty second field asks to confirm, not for
// "a password" the person already typed above it.
describe('the confirmation of a new password', () => {
  it('asks to confirm when it is empty, and says when the two differ', () => {
    const signup = {
      nombre: 'Ana',
      email: 'ana@example.mx',
      contrasena: 'Tamarindo-77',
      tipoUsuario: 'Cliente',
    };
    expect(
      errores(signupFormSchema.safeParse({ ...signup, confirmarContrasena: '' }))
        .confirmarContrasena,
    ).toBe(CONFIRMA_CONTRASENA);
    expect(
      errores(signupFormSchema.safeParse({ ...signup, confirmarContrasena: 'Tamarindo-78' }))
        .confirmarContrasena,
    ).toBe(CONTRASENAS_NO_COINCIDEN);

    const reset = {
      email: 'ana@example.mx',
      code: '123456',
      contrasena: 'Tamarindo-77',
      confirmarContrasena: '',
    };
    expect(errores(resetPasswordFormSchema.safeParse(reset)).confirmarContrasena).toBe(
      CONFIRMA_CONTRASENA,
    );

    const cambio = {
      contrasenaActual: 'Vieja-clave-1',
      contrasenaNueva: '',
      confirmarContrasena: '',
    };
    const e = errores(changePasswordFormSchema.safeParse(cambio));
    expect(e.contrasenaNueva).toBe(CONTRASENA_REQUERIDA);
    expect(e.confirmarContrasena).toBe(CONFIRMA_CONTRASENA);
  });
});
