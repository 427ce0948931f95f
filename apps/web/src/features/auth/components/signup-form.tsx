import { useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFormularioDeCuenta } from '../../../lib/use-formulario-de-cuenta.ts';
import { Link, useNavigate } from 'react-router';
import { UserPlus } from 'lucide-react';
import {
  signupFormSchema,
  TOAST_LONG_MS,
  type SignupForm as SignupFormValues,
} from '@tarjeto/shared';
import { EmailInput } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { footerPath } from '../../../components/layout/footer-links.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useCaptchaEstado } from '../api/captcha.ts';
import { useSignup } from '../api/signup.ts';
import { avisarRegistro } from '../lib/aviso-registro.ts';
import { recordarCorreoNoEnviado, startResendCooldown } from '../lib/resend-cooldown.ts';
import { AuthLink } from './auth-link.tsx';
import { CaptchaField, type CaptchaHandle } from './captcha-widget.tsx';
import { NuevaContrasenaCampos } from './nueva-contrasena-campos.tsx';
import { marcarErroresDelServidor } from '../../../lib/errores-de-campo.ts';
import { BotonEnviar } from './boton-enviar.tsx';

export const FORMULARIO_INVALIDO = 'Por favor, completa todos los campos correctamente';
export const CAPTCHA_FALLIDO = 'ReCAPTCHA fallido, vuelve a intentar';

const SERVER_FIELDS = ['email', 'contrasena'] as const;
const inlineLink = 'font-semibold text-rubi-700 underline underline-offset-2 hover:text-rubi-800';

/**
 * Signup (SPEC §2, §5, §8): e-mail, password with strength meter and checklist, a confirmation
 * that appears once the password has 6 characters, and the captcha when the server asks for it.
 */
export function SignupForm() {
  const navigate = useNavigate();
  const signup = useSignup();
  const captchaEstado = useCaptchaEstado();
  const captchaRef = useRef<CaptchaHandle>(null);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaMissing, setCaptchaMissing] = useState(false);
  // The "fix the form" toast: one at a time, and gone once the form goes through.
  const invalidToast = useRef<number | null>(null);
  const toastInvalid = () => {
    if (invalidToast.current !== null) toast.dismiss(invalidToast.current);
    invalidToast.current = toast.error(FORMULARIO_INVALIDO);
  };
  const dismissInvalid = () => {
    if (invalidToast.current !== null) toast.dismiss(invalidToast.current);
    invalidToast.current = null;
  };

  // Until the server answers, the captcha's place is held; if it cannot answer, assume the captcha
  // is on (it is, outside local development). The widget itself loads only once it is needed.
  const captchaActivo = captchaEstado.data?.activo ?? true;
  const captchaListo = !captchaEstado.isPending;

  const { handleSubmit, control, setError, setFocus, errors, field } =
    useFormularioDeCuenta<SignupFormValues>({
      resolver: zodResolver(signupFormSchema),
      defaultValues: { email: '', contrasena: '', confirmarContrasena: '' },
    });

  const onTokenChange = (token: string | null) => {
    setCaptchaToken(token);
    if (token) setCaptchaMissing(false);
  };

  const onValid = handleSubmit(
    (values) => {
      if (captchaActivo && !captchaToken) {
        setCaptchaMissing(true);
        toastInvalid();
        return;
      }
      signup.mutate(
        {
          email: values.email,
          contrasena: values.contrasena,
          nombre: ' ',
          ...(captchaActivo && captchaToken ? { captcha: captchaToken } : {}),
        },
        {
          onSuccess: (res) => {
            dismissInvalid();
            // A code that never left holds nobody to the 60 s before asking again.
            if (!res.emailWarning) startResendCooldown();
            // The verify screen says why no code came (emailWarning) until one does.
            recordarCorreoNoEnviado(res.emailWarning ?? null);
            if (!res.emailWarning) avisarRegistro();
            navigate('/verify-email', { replace: true });
          },
          onError: (err) => {
            // A solved captcha is single-use: whatever went wrong, the next try needs a new one.
            captchaRef.current?.reset();
            if (err instanceof ApiError && err.code === 'CAPTCHA_INVALIDO') {
              toast.error(CAPTCHA_FALLIDO, { duration: TOAST_LONG_MS });
              return;
            }
            if (marcarErroresDelServidor(err, SERVER_FIELDS, setError, setFocus)) return;
            toast.error(errorMessage(err, 'Error al registrarse'));
          },
        },
      );
    },
    () => toastInvalid(),
  );

  return (
    <form onSubmit={onValid} noValidate className="flex flex-col gap-5">
      <EmailInput error={errors.email?.message} {...field('email')} />
      <NuevaContrasenaCampos
        control={control}
        field={field}
        errors={errors}
        etiqueta="Contraseña"
        confirmarTrasMinimo
      />

      {captchaActivo ? (
        <CaptchaField
          captchaRef={captchaRef}
          onTokenChange={onTokenChange}
          missing={captchaMissing}
          ready={captchaListo}
        />
      ) : null}

      <BotonEnviar icon={UserPlus} cargando={signup.isPending} className="mt-1">
        Crear cuenta
      </BotonEnviar>

      <p className="text-center text-xs leading-5 text-stone-600">
        Al crear tu cuenta aceptas los{' '}
        <Link to={footerPath('terminos-condiciones')} className={inlineLink}>
          Términos y condiciones
        </Link>{' '}
        y el{' '}
        <Link to={footerPath('privacidad')} className={inlineLink}>
          Aviso de privacidad
        </Link>
        .
      </p>
      <p className="-mt-2 text-center text-sm text-stone-600">
        ¿Ya tienes cuenta? <AuthLink to="/login">Inicia sesión</AuthLink>
      </p>
    </form>
  );
}
