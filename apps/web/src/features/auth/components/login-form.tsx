import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { LogIn } from 'lucide-react';
import type { LoginBody } from '@tarjeto/shared';
import { Button } from '../../../components/ui/button.tsx';
import { EmailInput } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLogin } from '../api/login.ts';
import { destinoTrasLogin } from '../lib/session.ts';
import { AuthLink } from './auth-link.tsx';
import { PasswordInput } from './password-input.tsx';

/** E-mail and password; no client rules beyond "required" (SPEC §5 Login). */
export function LoginForm() {
  const login = useLogin();
  const navigate = useNavigate();
  const { register, handleSubmit } = useForm<LoginBody>({
    defaultValues: { email: '', contrasena: '' },
  });

  const onSubmit = handleSubmit((body) => {
    login.mutate(
      { email: body.email.trim(), contrasena: body.contrasena },
      {
        onSuccess: (res) => navigate(destinoTrasLogin(res.user), { replace: true }),
        onError: (err) => toast.error(errorMessage(err, 'Error al iniciar sesión')),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-5">
      <EmailInput required {...register('email')} />
      <div className="flex flex-col gap-2">
        <PasswordInput
          label="Contraseña"
          autoComplete="current-password"
          placeholder="Tu contraseña"
          required
          {...register('contrasena')}
        />
        <AuthLink to="/forgot-password" className="-my-1 self-end text-sm">
          ¿Olvidaste tu contraseña?
        </AuthLink>
      </div>
      <Button
        type="submit"
        size="lg"
        loading={login.isPending}
        icon={<LogIn className="size-5" aria-hidden="true" />}
        className="mt-1 w-full"
      >
        Iniciar sesión
      </Button>
      <p className="text-center text-sm text-stone-600">
        ¿Aún no tienes cuenta? <AuthLink to="/signup">Regístrate</AuthLink>
      </p>
    </form>
  );
}
