import { zodResolver } from '@hookform/resolvers/zod';
import { useFormularioDeCuenta } from '../../../lib/use-formulario-de-cuenta.ts';
import { useNavigate } from 'react-router';
import { ArrowLeft, Send } from 'lucide-react';
import { forgotPasswordBodySchema } from '@tarjeto/shared';
import { EmailInput } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AuthLink } from './auth-link.tsx';
import { BotonEnviar } from './boton-enviar.tsx';

/** Asks for a reset code by e-mail, then moves on to the reset screen with the address filled. */
export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const { handleSubmit, setError, errors, field } = useFormularioDeCuenta({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(({ email }) => {
    forgot.mutate(
      { email },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          navigate(`/reset-password?email=${encodeURIComponent(email)}`);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.fieldErrors.email) {
            setError('email', { message: err.fieldErrors.email }, { shouldFocus: true });
          } else {
            toast.error(errorMessage(err, 'No pudimos enviar el código. Intenta de nuevo.'));
          }
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <EmailInput error={errors.email?.message} {...field('email')} />
      <BotonEnviar icon={Send} cargando={forgot.isPending}>
        Enviar código
      </BotonEnviar>
      <p className="text-center text-sm text-stone-600">
        <AuthLink to="/login" className="gap-1.5">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Volver a iniciar sesión
        </AuthLink>
      </p>
    </form>
  );
}
