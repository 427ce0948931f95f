import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { LogIn } from 'lucide-react';
import type { LoginBody } from '@tarjeto/shared';
import { Button } from '../../../components/ui/button.tsx';
import { EmailInput } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useLogin } from '../api/login.ts';
import { destinoTrasLogin } from '../lib/session.ts';
import { AuthLink } from './auth-link.tsx';
import { CAPTCHA_PENDIENTE, CaptchaField, type CaptchaHandle } from './captcha-widget.tsx';
import { PasswordInput } from './password-input.tsx';

/**
 * E-mail and password; no client rules beyond "required" (SPEC §5 Login). After many failed tries
 * at an account the server asks for proof of work instead of locking the owner out: the captcha
 * then appears here and goes with the next try.
 */
export function LoginForm() {
  const login = useLogin();
  const navigate = useNavigate();
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const captchaRef = useRef<CaptchaHandle>(null);
  const { register, handleSubmit } = useForm<LoginBody>({
    defaultValues: { email: '', contrasena: '' },
  });

  const onSubmit = handleSubmit((body) => {
    if (needsCaptcha && !captchaToken) {
      setCaptchaMissing(true);
      toast.error(CAPTCHA_PENDIENTE);
      return;
    }
    login.mutate(
      {
        email: body.email.trim(),
        contrasena: body.contrasena,
        ...(needsCaptcha && captchaToken ? { captcha: captchaToken } : {}),
      },
      {
        onSuccess: (res) => navigate(destinoTrasLogin(res.user), { replace: true }),
        onError: (err) => {
          // A solved captcha is single-use: whatever went wrong, the next try needs a new one.
          captchaRef.current?.reset();
          if (err instanceof ApiError && err.code === 'CAPTCHA_REQUERIDO') setNeedsCaptcha(true);
          toast.error(errorMessage(err, 'Error al iniciar sesión'));
        },
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
      {needsCaptcha ? (
        <CaptchaField
          captchaRef={captchaRef}
          onTokenChange={(token) => {
            setCaptchaToken(token);
            if (token) setCaptchaMissing(false);
          }}
          missing={captchaMissing}
        >
          <p className="text-sm text-stone-600">
            Hubo muchos intentos fallidos con esta cuenta. Por seguridad, confirma que no eres un
            robot.
          </p>
        </CaptchaField>
      ) : null}
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
