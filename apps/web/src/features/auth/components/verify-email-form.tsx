import { useEffect, useEffectEvent, useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MailCheck, MailWarning, RotateCw } from 'lucide-react';
import { VERIFY_AUTO_SUBMIT_MS } from '@tarjeto/shared';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { AUTH_QUERY_KEY } from '../api/check-auth.ts';
import { useResendVerification } from '../api/resend-verification.ts';
import { useVerifyEmail, VERIFY_OK } from '../api/verify-email.ts';
import { retirarAvisoRegistro } from '../lib/aviso-registro.ts';
import {
  correoNoEnviado,
  recordarCorreoNoEnviado,
  resendSecondsLeft,
  startResendCooldown,
} from '../lib/resend-cooldown.ts';
import { CodeInput, emptyCode } from '../../../components/ui/code-input.tsx';
import { LogoutButton } from './logout-button.tsx';
import { BotonEnviar } from './boton-enviar.tsx';

export const VERIFY_ERROR = 'Error al verificar el email';

/**
 * The 6-digit code of SPEC §2 "Verify email": submit stays disabled until every box is filled and
 * fires by itself 500 ms after the last one; one toast per failure; editing clears the error.
 */
export function VerifyEmailForm() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  const [digits, setDigits] = useState(emptyCode);
  const [hasError, setHasError] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(() => resendSecondsLeft());
  // Why no code arrived, when the server said so: signup could not mail it, or a resend failed.
  const [noEnviado, setNoEnviado] = useState(() => correoNoEnviado());
  const helpId = useId();

  const avisoNoEnviado = (message: string | null) => {
    recordarCorreoNoEnviado(message);
    setNoEnviado(message);
  };

  // Leaving this screen (verified, signed out, elsewhere) takes signup's toast along.
  useEffect(() => retirarAvisoRegistro, []);

  const code = digits.join('');
  const complete = digits.every(Boolean);

  const submit = (value: string) => {
    if (verify.isPending) return;
    verify.mutate(
      { code: value },
      {
        onSuccess: () => {
          retirarAvisoRegistro();
          toast.success(VERIFY_OK);
          navigate('/setup-profile', { replace: true });
        },
        onError: (err) => {
          setHasError(true);
          toast.error(errorMessage(err, VERIFY_ERROR));
        },
      },
    );
  };

  const autoSubmit = useEffectEvent(() => submit(code));
  const settled = verify.isPending || verify.isSuccess;
  useEffect(() => {
    if (!complete || hasError || settled) return;
    const timer = setTimeout(autoSubmit, VERIFY_AUTO_SUBMIT_MS);
    return () => clearTimeout(timer);
  }, [code, complete, hasError, settled]);

  const counting = secondsLeft > 0;
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setSecondsLeft(resendSecondsLeft()), 1000);
    return () => clearInterval(timer);
  }, [counting]);

  const onChange = (next: string[]) => {
    setDigits(next);
    setHasError(false);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (complete) submit(code);
  };

  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: (res) => {
        toast.success(res.message);
        startResendCooldown(res.cooldownSeconds);
        setSecondsLeft(resendSecondsLeft());
        avisoNoEnviado(null);
        setDigits(emptyCode());
        setHasError(false);
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status === 429) {
          toast.error(err.message);
        } else if (err instanceof ApiError && err.status === 409) {
          // Already verified (maybe in another tab): the fresh session moves the user on.
          toast.error(err.message);
          void qc.invalidateQueries({ queryKey: AUTH_QUERY_KEY });
        } else if (err instanceof ApiError && err.status === 503) {
          // The mail server is down: said where the code would be, until one goes out.
          avisoNoEnviado(err.message);
        } else {
          toast.error(errorMessage(err, 'No pudimos reenviar el código'));
        }
      },
    });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <CodeInput
        value={digits}
        onChange={onChange}
        error={hasError}
        readOnly={verify.isPending}
        describedBy={helpId}
        autoFocus
      />
      <p id={helpId} className="-mt-2 text-sm text-stone-600">
        {hasError
          ? 'Revisa el código o pide uno nuevo.'
          : 'Escribe o pega el código. Vence en 15 minutos.'}
      </p>
      <BotonEnviar icon={MailCheck} cargando={verify.isPending} disabled={!complete}>
        Verificar
      </BotonEnviar>

      <div className="flex flex-col items-center gap-1 rounded-2xl bg-stone-100/80 px-4 py-4 text-center text-sm text-stone-700">
        {noEnviado ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-left font-medium text-amber-900"
          >
            <MailWarning className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {noEnviado}
          </p>
        ) : (
          <p>¿No te llegó? Revisa tu carpeta de spam o pide otro.</p>
        )}
        <Button
          variant="secondary"
          onClick={onResend}
          disabled={counting}
          loading={resend.isPending}
          icon={<RotateCw className="size-4" aria-hidden="true" />}
          className="mt-2"
        >
          {counting ? `Reenviar código en ${secondsLeft} s` : 'Reenviar código'}
        </Button>
      </div>

      <p className="text-center text-sm text-stone-600">
        ¿Te equivocaste de correo? <LogoutButton variant="link" />
      </p>
    </form>
  );
}
