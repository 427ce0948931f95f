import { useEffect, useEffectEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { VERIFY_AUTO_SUBMIT_MS } from '@tarjeto/shared';
import { Button } from '../../../components/ui/button.tsx';
import {
  CampoSegundoFactor,
  useCampoSegundoFactor,
} from '../../../components/ui/campo-segundo-factor.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useLoginSegundoFactor } from '../api/login.ts';
import { destinoTrasLogin } from '../lib/session.ts';
import { BotonEnviar } from './boton-enviar.tsx';

export const ERROR_SEGUNDO_FACTOR_LOGIN = 'No pudimos comprobar el código. Intenta de nuevo.';

/**
 * Login's second step (issue 25 part B): the password was right and the account has the second
 * factor on, so the six digits of the authenticator app — sent by themselves once all six are in,
 * as the verification code is — or, phone lost, a recovery code. The step lasts a few minutes: when
 * the server says it expired, the person is back at the password with the address kept.
 */
export function SegundoFactorPaso({ onVolver }: { onVolver: () => void }) {
  const navigate = useNavigate();
  const paso = useLoginSegundoFactor();
  const codigo = useCampoSegundoFactor();
  const { valor } = codigo;

  const enviar = () => {
    if (paso.isPending) return;
    const prueba = codigo.prueba();
    if (!prueba) return;
    paso.mutate(prueba, {
      onSuccess: (res) => {
        // Signing in with a recovery code says how many are left.
        if ('codigoRecuperacion' in prueba) toast.success(res.message);
        navigate(destinoTrasLogin(res.user), { replace: true });
      },
      onError: (err) => {
        if (err instanceof ApiError && err.code === 'SEGUNDO_FACTOR_VENCIDO') {
          toast.error(err.message);
          onVolver();
          return;
        }
        const campo =
          err instanceof ApiError
            ? (err.fieldErrors.codigo ?? err.fieldErrors.codigoRecuperacion)
            : undefined;
        codigo.rechazar(campo ?? errorMessage(err, ERROR_SEGUNDO_FACTOR_LOGIN));
      },
    });
  };

  // Six digits in: sent by themselves, unless the last try with them failed.
  const completo = valor.modo === 'app' && valor.digitos.every(Boolean);
  const autoEnviar = useEffectEvent(enviar);
  const digitos = valor.digitos.join('');
  const error = codigo.campo.error;
  const ocupado = paso.isPending || paso.isSuccess;
  useEffect(() => {
    if (!completo || error || ocupado) return;
    const timer = setTimeout(autoEnviar, VERIFY_AUTO_SUBMIT_MS);
    return () => clearTimeout(timer);
  }, [digitos, completo, error, ocupado]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    enviar();
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-emerald-50 text-emerald-700">
          <ShieldCheck className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 className="text-lg font-bold text-stone-900">Verificación en dos pasos</h2>
          <p className="text-sm text-stone-600">
            Tu contraseña es correcta. Para entrar, confirma con tu teléfono.
          </p>
        </div>
      </div>
      <CampoSegundoFactor {...codigo.campo} disabled={paso.isPending} autoFocus />
      <BotonEnviar icon={ShieldCheck} cargando={paso.isPending}>
        Verificar y entrar
      </BotonEnviar>
      <Button
        variant="ghost"
        onClick={onVolver}
        disabled={paso.isPending}
        icon={<ArrowLeft className="size-4" aria-hidden="true" />}
        className="self-center"
      >
        Volver
      </Button>
    </form>
  );
}
