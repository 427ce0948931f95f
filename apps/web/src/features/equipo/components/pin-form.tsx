import { useRef, useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { PIN_INVALIDO, PIN_REGEX } from '@tarjeto/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useCambiarMiPin } from '../api/mi-pin.ts';
import {
  ERROR_PIN,
  PIN_CONFIRMA,
  PIN_GUARDADO,
  PIN_REQUERIDO,
  PINES_NO_COINCIDEN,
} from '../lib/copy.ts';

const soloDigitos = (v: string) => v.replace(/\D/g, '').slice(0, 6);

/**
 * 'Tu PIN para el Nexo': 4 to 6 digits, typed twice. Checked here with the server's own rule (no
 * form library: it also sits on the Cajero's first screen, which stays light); the server's
 * refusal lands on the field. Afterwards the fields empty and the person's role is asked again,
 * so the screen says they now have one.
 */
export function PinForm({ tienePin }: { tienePin: boolean | null }) {
  const cambiar = useCambiarMiPin();
  const [pin, setPin] = useState('');
  const [confirmar, setConfirmar] = useState('');
  const [errores, setErrores] = useState<{ pin?: string; confirmar?: string }>({});
  const pinRef = useRef<HTMLInputElement>(null);
  const confirmarRef = useRef<HTMLInputElement>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const nuevos: { pin?: string; confirmar?: string } = {};
    if (pin === '') nuevos.pin = PIN_REQUERIDO;
    else if (!PIN_REGEX.test(pin)) nuevos.pin = PIN_INVALIDO;
    else if (confirmar === '') nuevos.confirmar = PIN_CONFIRMA;
    else if (confirmar !== pin) nuevos.confirmar = PINES_NO_COINCIDEN;
    setErrores(nuevos);
    if (nuevos.pin) return pinRef.current?.focus();
    if (nuevos.confirmar) return confirmarRef.current?.focus();
    cambiar.mutate(pin, {
      onSuccess: (res) => {
        setPin('');
        setConfirmar('');
        toast.success(res.message || PIN_GUARDADO);
      },
      onError: (err) => {
        const delServidor = err instanceof ApiError ? err.fieldErrors.pin : undefined;
        if (delServidor) {
          setErrores({ pin: delServidor });
          pinRef.current?.focus();
          return;
        }
        toast.error(errorMessage(err, ERROR_PIN));
      },
    });
  };

  const campo = {
    type: 'password',
    inputMode: 'numeric',
    pattern: '[0-9]*',
    autoComplete: 'off',
    maxLength: 6,
    placeholder: '4 a 6 dígitos',
    className:
      '[&_input]:max-w-48 [&_input]:text-lg [&_input]:tracking-[0.3em] [&_input]:tabular-nums [&_input]:placeholder:text-base [&_input]:placeholder:tracking-normal',
  } as const;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          ref={pinRef}
          label={tienePin ? 'PIN nuevo' : 'Tu PIN'}
          value={pin}
          onChange={(e) => {
            setPin(soloDigitos(e.target.value));
            if (errores.pin) setErrores((x) => ({ ...x, pin: undefined }));
          }}
          error={errores.pin}
          {...campo}
        />
        <Input
          ref={confirmarRef}
          label="Escríbelo otra vez"
          value={confirmar}
          onChange={(e) => {
            setConfirmar(soloDigitos(e.target.value));
            if (errores.confirmar) setErrores((x) => ({ ...x, confirmar: undefined }));
          }}
          error={errores.confirmar}
          {...campo}
        />
      </div>
      <div>
        <Button
          type="submit"
          loading={cambiar.isPending}
          icon={<KeyRound className="size-4" aria-hidden="true" />}
          className="w-full sm:w-auto"
        >
          {tienePin ? 'Cambiar PIN' : 'Guardar PIN'}
        </Button>
      </div>
    </form>
  );
}
