import { useEffect, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { coordenadasSchema, type Coordenadas } from '@tarjeto/shared';
import { Button } from '../ui/button.tsx';
import { Input } from '../ui/input.tsx';
import { parCopiado } from './geolocalizacion.ts';

// 'Escribir coordenadas': Latitud and Longitud checked by the server's own schema. Loaded only
// when opened (ubicacion-establecimiento.tsx), so the screens it sits on carry no zod or form
// library until someone types. No <form>: it lives inside Mi negocio's; Enter is handled here.

/** The server's refusals of one field or both, as its fieldErrors name them. */
export type ErroresCoordenadas = Partial<Record<keyof Coordenadas, string>>;

export interface CamposCoordenadasProps {
  inicial: Coordenadas | null;
  latitudId: string;
  /** This save is on its way (the button waits, focusable). */
  guardando: boolean;
  /** Another action of the establishment's location is on its way. */
  bloqueado: boolean;
  /** Sends the values; resolves with the server's field errors, or null (saved, or said elsewhere). */
  onGuardar: (valor: Coordenadas) => Promise<ErroresCoordenadas | null>;
  onCancelar: () => void;
}

export function CamposCoordenadas({
  inicial,
  latitudId,
  guardando,
  bloqueado,
  onGuardar,
  onCancelar,
}: CamposCoordenadasProps) {
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    setFocus,
    formState: { errors },
  } = useForm<Coordenadas>({
    resolver: zodResolver(coordenadasSchema),
    reValidateMode: 'onSubmit',
    defaultValues: inicial ?? undefined,
  });

  // Opening the fields puts the focus in the first one.
  useEffect(() => setFocus('latitud'), [setFocus]);

  const guardar = () => {
    if (guardando || bloqueado) return;
    void handleSubmit(async (valor) => {
      const errores = await onGuardar(valor);
      if (errores?.latitud)
        setError('latitud', { message: errores.latitud }, { shouldFocus: true });
      if (errores?.longitud) {
        setError('longitud', { message: errores.longitud }, { shouldFocus: !errores.latitud });
      }
    })();
  };

  // Enter saves, as in a form of its own, and never submits a form around this one.
  const alEnter = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Enter' || !(e.target instanceof HTMLInputElement)) return;
    e.preventDefault();
    guardar();
  };

  // "24.8069, -107.3938" pasted from a map app fills both fields.
  const alPegar = (e: ClipboardEvent<HTMLInputElement>) => {
    const par = parCopiado(e.clipboardData.getData('text'));
    if (!par) return;
    e.preventDefault();
    setValue('latitud', par.latitud);
    setValue('longitud', par.longitud);
    clearErrors();
  };

  const campo = (name: keyof Coordenadas) =>
    register(name, {
      valueAsNumber: true,
      onChange: () => errors[name] && clearErrors(name),
    });

  return (
    <div
      role="group"
      aria-label="Escribir coordenadas"
      onKeyDown={alEnter}
      className="mt-4 rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200 ring-inset"
    >
      <p className="text-sm text-stone-600">
        Cópialas de tu app de mapas, ej. 24.8069, -107.3938. En México la longitud es negativa.
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <Input
          id={latitudId}
          label="Latitud"
          type="number"
          inputMode="decimal"
          step="any"
          autoComplete="off"
          error={errors.latitud?.message}
          onPaste={alPegar}
          {...campo('latitud')}
        />
        {/* No inputMode="decimal" here: the iPhone's decimal keypad has no minus sign, and every
            longitude in Mexico is negative. type="number" alone brings a keypad with one. */}
        <Input
          label="Longitud"
          type="number"
          step="any"
          autoComplete="off"
          error={errors.longitud?.message}
          onPaste={alPegar}
          {...campo('longitud')}
        />
      </div>
      <div className="mt-4 flex flex-col gap-2 min-[360px]:flex-row">
        <Button onClick={guardar} loading={guardando} focoAlCargar disabled={bloqueado}>
          Guardar
        </Button>
        <Button variant="secondary" onClick={onCancelar} disabled={guardando}>
          Cancelar
        </Button>
      </div>
    </div>
  );
}
