import {
  get,
  useWatch,
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '@tarjeto/shared';
import { PasswordHints } from './password-strength.tsx';
import { PasswordInput } from './password-input.tsx';

type Nombres<T extends FieldValues> = { contrasena: Path<T>; confirmar: Path<T> };

const mensaje = <T extends FieldValues>(errors: FieldErrors<T>, name: Path<T>) =>
  (get(errors, name) as { message?: string } | undefined)?.message;

/**
 * A new password and its confirmation, as signup, 'Restablecer contraseña' and 'Cambiar
 * contraseña' ask them (SPEC §5): the password with the strength meter and the checklist under it,
 * then the confirmation — which signup shows only once the password has its minimum length. The
 * form keeps the values and the rules (its zod schema); `field` registers one of its fields, and
 * `nombres` says which two, 'contrasena' and 'confirmarContrasena' unless told otherwise.
 */
export function NuevaContrasenaCampos<T extends FieldValues>({
  control,
  field,
  errors,
  nombres = { contrasena: 'contrasena', confirmar: 'confirmarContrasena' } as Nombres<T>,
  etiqueta = 'Nueva contraseña',
  etiquetaConfirmar = 'Confirmar contraseña',
  confirmarTrasMinimo = false,
}: {
  control: Control<T>;
  field: (name: Path<T>) => UseFormRegisterReturn;
  errors: FieldErrors<T>;
  nombres?: Nombres<T>;
  etiqueta?: string;
  etiquetaConfirmar?: string;
  confirmarTrasMinimo?: boolean;
}) {
  const contrasena = String(useWatch({ control, name: nombres.contrasena }) ?? '');
  const conConfirmar = !confirmarTrasMinimo || contrasena.length >= PASSWORD_MIN_LENGTH;
  return (
    <>
      <PasswordInput
        label={etiqueta}
        autoComplete="new-password"
        placeholder={`Mínimo ${PASSWORD_MIN_LENGTH} caracteres`}
        error={mensaje(errors, nombres.contrasena)}
        hint={<PasswordHints password={contrasena} />}
        {...field(nombres.contrasena)}
      />
      {conConfirmar ? (
        <PasswordInput
          label={etiquetaConfirmar}
          autoComplete="new-password"
          placeholder="Escríbela otra vez"
          error={mensaje(errors, nombres.confirmar)}
          {...field(nombres.confirmar)}
        />
      ) : null}
    </>
  );
}
