import { zodResolver } from '@hookform/resolvers/zod';
import { useFormularioDeCuenta } from '../../../lib/use-formulario-de-cuenta.ts';
import { KeyRound } from 'lucide-react';
import { changePasswordFormSchema, type ChangePasswordForm as Valores } from '@tarjeto/shared';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useChangePassword } from '../api/change-password.ts';
import { NuevaContrasenaCampos } from './nueva-contrasena-campos.tsx';
import { PasswordInput } from './password-input.tsx';
import { marcarErroresDelServidor } from '../../../lib/errores-de-campo.ts';

const SERVER_FIELDS = ['contrasenaActual', 'contrasenaNueva'] as const;
const VACIO: Valores = { contrasenaActual: '', contrasenaNueva: '', confirmarContrasena: '' };

export const CONTRASENA_CAMBIADA = 'Contraseña actualizada';

/**
 * 'Cambiar contraseña' (DOMAIN §2): the current password, then a new one with the signup rules and
 * hints. Wrong or refused answers land on their fields; afterwards the form empties itself and
 * this browser stays signed in while every other one is signed out.
 */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const { handleSubmit, control, reset, setError, setFocus, errors, field } =
    useFormularioDeCuenta<Valores>({
      resolver: zodResolver(changePasswordFormSchema),
      defaultValues: VACIO,
    });

  const onSubmit = handleSubmit(({ contrasenaActual, contrasenaNueva }) => {
    change.mutate(
      { contrasenaActual, contrasenaNueva },
      {
        onSuccess: (res) => {
          reset(VACIO);
          toast.success(res.message || CONTRASENA_CAMBIADA);
        },
        onError: (err) => {
          if (marcarErroresDelServidor(err, SERVER_FIELDS, setError, setFocus)) return;
          toast.error(errorMessage(err, 'No pudimos cambiar tu contraseña'));
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <PasswordInput
        label="Contraseña actual"
        autoComplete="current-password"
        error={errors.contrasenaActual?.message}
        {...field('contrasenaActual')}
      />
      <NuevaContrasenaCampos
        control={control}
        field={field}
        errors={errors}
        nombres={{ contrasena: 'contrasenaNueva', confirmar: 'confirmarContrasena' }}
        etiquetaConfirmar="Confirmar nueva contraseña"
      />
      <p className="text-sm text-stone-600">
        Al cambiarla cerramos tu sesión en los demás dispositivos y te avisamos por correo.
      </p>
      <div>
        <Button
          type="submit"
          loading={change.isPending}
          icon={<KeyRound className="size-4" aria-hidden="true" />}
          className="w-full sm:w-auto"
        >
          Cambiar contraseña
        </Button>
      </div>
    </form>
  );
}
