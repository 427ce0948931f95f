import { useEffect, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFormularioDeCuenta } from '../../../lib/use-formulario-de-cuenta.ts';
import { useNavigate } from 'react-router';
import { CheckCircle2, LogIn } from 'lucide-react';
import { loginFormSchema, type LoginFormValues } from '@tarjeto/shared';
import { EmailInput } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useLogin } from '../api/login.ts';
import { destinoTrasLogin } from '../lib/session.ts';
import { AuthLink } from './auth-link.tsx';
import { CAPTCHA_PENDIENTE, CaptchaField, type CaptchaHandle } from './captcha-widget.tsx';
import { PasswordInput } from './password-input.tsx';
import { SegundoFactorPaso } from './segundo-factor-paso.tsx';
import { BotonEnviar } from './boton-enviar.tsx';

/** What /reset-password hands to /login (router state): the address, and that it went well. */
export interface LoginTrasRestablecer {
  restablecida: true;
  email: string;
  mensaje?: string;
}

export const CONTRASENA_RESTABLECIDA = 'Contraseña actualizada. Ya puedes iniciar sesión.';

/** Reads the router state of /login: only a well-formed hand-over from the reset screen counts. */
export function leerTrasRestablecer(state: unknown): LoginTrasRestablecer | null {
  if (typeof state !== 'object' || state === null) return null;
  const s = state as Record<string, unknown>;
  if (s.restablecida !== true || typeof s.email !== 'string') return null;
  return {
    restablecida: true,
    email: s.email,
    ...(typeof s.mensaje === 'string' && s.mensaje ? { mensaje: s.mensaje } : {}),
  };
}

/**
 * E-mail and password, checked before any call with the Spanish messages every form uses (an
 * empty field never meets the browser's own bubble). After many failed tries at an account the
 * server asks for proof of work instead of locking the owner out: the captcha then appears here
 * and goes with the next try. The error toast of a failed try goes away with the next try, so it
 * never follows the user onto their dashboard. Coming from a password reset, the form says so and
 * has the address filled in. An account with the second factor on is asked for its code next
 * (SegundoFactorPaso); going back keeps the address.
 */
export function LoginForm({
  trasRestablecer = null,
}: {
  trasRestablecer?: LoginTrasRestablecer | null;
}) {
  const login = useLogin();
  const navigate = useNavigate();
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const [segundoFactor, setSegundoFactor] = useState(false);
  const volvioDelCodigo = useRef(false);
  const captchaRef = useRef<CaptchaHandle>(null);
  // The toast of the last failed try: one at a time, and gone once a new try starts.
  const errorToast = useRef<number | null>(null);
  const dismissError = () => {
    if (errorToast.current !== null) toast.dismiss(errorToast.current);
    errorToast.current = null;
  };
  const { handleSubmit, setFocus, setValue, errors, field } =
    useFormularioDeCuenta<LoginFormValues>({
      resolver: zodResolver(loginFormSchema),
      defaultValues: { email: trasRestablecer?.email ?? '', contrasena: '' },
    });

  // Back from a reset the address is known: the new password is what is left to type.
  const restablecida = trasRestablecer !== null;
  useEffect(() => {
    if (restablecida) setFocus('contrasena');
  }, [restablecida, setFocus]);

  // Back from the code's step: the password is what is left to type.
  useEffect(() => {
    if (!segundoFactor && volvioDelCodigo.current) setFocus('contrasena');
  }, [segundoFactor, setFocus]);

  // Leaving the screen (signed in, or elsewhere) takes its error toast along.
  useEffect(() => {
    const last = errorToast;
    return () => {
      if (last.current !== null) toast.dismiss(last.current);
    };
  }, []);

  const onSubmit = handleSubmit((body) => {
    dismissError();
    if (needsCaptcha && !captchaToken) {
      setCaptchaMissing(true);
      errorToast.current = toast.error(CAPTCHA_PENDIENTE);
      return;
    }
    login.mutate(
      {
        email: body.email,
        contrasena: body.contrasena,
        ...(needsCaptcha && captchaToken ? { captcha: captchaToken } : {}),
      },
      {
        onSuccess: (res) => {
          if ('user' in res) navigate(destinoTrasLogin(res.user), { replace: true });
          else setSegundoFactor(true);
        },
        onError: (err) => {
          // A solved captcha is single-use: whatever went wrong, the next try needs a new one.
          captchaRef.current?.reset();
          if (err instanceof ApiError && err.code === 'CAPTCHA_REQUERIDO') setNeedsCaptcha(true);
          errorToast.current = toast.error(errorMessage(err, 'Error al iniciar sesión'));
        },
      },
    );
  });

  if (segundoFactor) {
    return (
      <SegundoFactorPaso
        onVolver={() => {
          volvioDelCodigo.current = true;
          setSegundoFactor(false);
          // The address stays; the password is typed again.
          setValue('contrasena', '');
        }}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {trasRestablecer ? (
        <p
          role="status"
          className="flex items-start gap-3 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900 ring-1 ring-emerald-200"
        >
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
          <span>
            {trasRestablecer.mensaje ?? CONTRASENA_RESTABLECIDA} Entra con tu contraseña nueva.
          </span>
        </p>
      ) : null}
      <EmailInput required error={errors.email?.message} {...field('email')} />
      <div className="flex flex-col gap-2">
        <PasswordInput
          label="Contraseña"
          autoComplete="current-password"
          placeholder="Tu contraseña"
          required
          error={errors.contrasena?.message}
          {...field('contrasena')}
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
            Esta cuenta recibió muchos intentos de inicio de sesión en poco tiempo. Por seguridad,
            confirma que no eres un robot.
          </p>
        </CaptchaField>
      ) : null}
      <BotonEnviar icon={LogIn} cargando={login.isPending} className="mt-1">
        Iniciar sesión
      </BotonEnviar>
      <p className="text-center text-sm text-stone-600">
        ¿Aún no tienes cuenta? <AuthLink to="/signup">Regístrate</AuthLink>
      </p>
    </form>
  );
}
