import { zodResolver } from '@hookform/resolvers/zod';
import { useFormularioDeCuenta } from '../../../lib/use-formulario-de-cuenta.ts';
import { Link, useNavigate } from 'react-router';
import { KeyRound } from 'lucide-react';
import { resetPasswordFormSchema, type ResetPasswordBody } from '@tarjeto/shared';
import { EmailInput, Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthLink } from './auth-link.tsx';
import type { LoginTrasRestablecer } from './login-form.tsx';
import { NuevaContrasenaCampos } from './nueva-contrasena-campos.tsx';
import { marcarErroresDelServidor } from '../../../lib/errores-de-campo.ts';
import { BotonEnviar } from './boton-enviar.tsx';

type ResetPasswordValues = ResetPasswordBody & { confirmarContrasena: string };
const SERVER_FIELDS = ['email', 'code', 'contrasena'] as const;

/**
 * The mailed code plus a new password; success ends every session and goes to /login, which says
 * the password changed and has the address filled in.
 */
export function ResetPasswordForm({
  defaultEmail = '',
  defaultCode = '',
}: {
  defaultEmail?: string;
  defaultCode?: string;
}) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { handleSubmit, control, setError, setFocus, errors, field } =
    useFormularioDeCuenta<ResetPasswordValues>({
      resolver: zodResolver(resetPasswordFormSchema),
      defaultValues: {
        email: defaultEmail,
        code: defaultCode.replace(/\D/g, '').slice(0, 6),
        contrasena: '',
        confirmarContrasena: '',
      },
    });

  const onSubmit = handleSubmit(({ email, code, contrasena: nueva }) => {
    reset.mutate(
      { email, code, contrasena: nueva },
      {
        onSuccess: (res) => {
          // The login screen confirms it and has the address ready (no toast to miss).
          const state: LoginTrasRestablecer = { restablecida: true, email, mensaje: res.message };
          navigate('/login', { replace: true, state });
        },
        onError: (err) => {
          if (marcarErroresDelServidor(err, SERVER_FIELDS, setError, setFocus)) return;
          toast.error(errorMessage(err, 'No pudimos restablecer tu contraseña'));
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <EmailInput error={errors.email?.message} {...field('email')} />
      <Input
        label="Código de verificación"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        placeholder="6 dígitos"
        className="[&_input]:font-semibold [&_input]:tracking-[0.4em] [&_input]:tabular-nums [&_input]:placeholder:font-normal [&_input]:placeholder:tracking-normal"
        error={errors.code?.message}
        hint={
          <>
            Te lo enviamos por correo.{' '}
            <Link
              to="/forgot-password"
              className="font-semibold text-rubi-700 underline-offset-2 hover:text-rubi-800 hover:underline"
            >
              Pedir otro código
            </Link>
          </>
        }
        {...field('code')}
      />
      <NuevaContrasenaCampos control={control} field={field} errors={errors} />
      <BotonEnviar icon={KeyRound} cargando={reset.isPending}>
        Restablecer contraseña
      </BotonEnviar>
      <p className="text-center text-sm text-stone-600">
        ¿La recordaste? <AuthLink to="/login">Inicia sesión</AuthLink>
      </p>
    </form>
  );
}
