import { get, useForm, type FieldValues, type Path, type UseFormProps } from 'react-hook-form';

/**
 * An account form (login, signup, reset and change of password, a team invitation's password) as
 * SPEC §5 has it: checked again only on submit, and a field's error gone as soon as the person
 * edits that field — `field` registers a field so.
 */
export function useFormularioDeCuenta<T extends FieldValues>(
  options: Omit<UseFormProps<T>, 'reValidateMode'>,
) {
  const form = useForm<T>({ ...options, reValidateMode: 'onSubmit' });
  const { errors } = form.formState;
  const field = (name: Path<T>) =>
    form.register(name, { onChange: () => get(errors, name) && form.clearErrors(name) });
  return { ...form, errors, field };
}
