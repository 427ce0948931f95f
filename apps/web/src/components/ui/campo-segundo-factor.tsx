import { useId, useState } from 'react';
import { CODIGO_RECUPERACION_REQUERIDO } from '@tarjeto/shared';
import { CodeInput, emptyCode } from './code-input.tsx';
import { Input } from './input.tsx';

// The second factor's code as a person gives it (issue 25 part B): the six digits their
// authenticator app shows, or — phone lost — one of their recovery codes. The login step and
// turning the factor off in Ajustes ask for it the same way.

export interface ValorSegundoFactor {
  modo: 'app' | 'recuperacion';
  digitos: string[];
  recuperacion: string;
}

export const valorSegundoFactorVacio = (): ValorSegundoFactor => ({
  modo: 'app',
  digitos: emptyCode(6),
  recuperacion: '',
});

export const FALTA_CODIGO_APP = 'Escribe los 6 dígitos que muestra tu app';

/** What the API takes — `{codigo}` or `{codigoRecuperacion}` — or, when not filled in, why not. */
function pruebaDe(v: ValorSegundoFactor): PruebaSegundoFactor | { falta: string } {
  if (v.modo === 'app') {
    return v.digitos.every(Boolean) ? { codigo: v.digitos.join('') } : { falta: FALTA_CODIGO_APP };
  }
  const codigo = v.recuperacion.trim();
  return codigo ? { codigoRecuperacion: codigo } : { falta: CODIGO_RECUPERACION_REQUERIDO };
}

export type PruebaSegundoFactor = { codigo: string } | { codigoRecuperacion: string };

/**
 * The field's state for a form that sends it: `campo` goes to <CampoSegundoFactor>; `prueba()` is
 * what to send, or null after saying at the field what is missing; `rechazar()` shows the server's
 * refusal there and empties the boxes for the next six digits. A fresh mount starts empty.
 */
export function useCampoSegundoFactor() {
  const [valor, setValor] = useState(valorSegundoFactorVacio);
  const [error, setError] = useState<string | undefined>();
  return {
    valor,
    prueba(): PruebaSegundoFactor | null {
      const p = pruebaDe(valor);
      if ('falta' in p) {
        setError(p.falta);
        return null;
      }
      return p;
    },
    rechazar(mensaje: string) {
      setError(mensaje);
      if (valor.modo === 'app') setValor({ ...valor, digitos: emptyCode(6) });
    },
    campo: {
      value: valor,
      error,
      onChange: (next: ValorSegundoFactor) => {
        setValor(next);
        setError(undefined);
      },
    },
  };
}

export function CampoSegundoFactor({
  value,
  onChange,
  error,
  disabled = false,
  autoFocus = false,
}: {
  value: ValorSegundoFactor;
  onChange: (next: ValorSegundoFactor) => void;
  error?: string | undefined;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  const id = useId();
  // After a switch between the two, the new field takes the focus.
  const [cambiado, setCambiado] = useState(false);
  const enApp = value.modo === 'app';

  return (
    <div className="flex flex-col gap-3">
      {enApp ? (
        <>
          <p id={`${id}-ayuda`} className="text-sm text-stone-600">
            Abre tu app de autenticación y escribe el código de 6 dígitos de Tarjeto.
          </p>
          <CodeInput
            value={value.digitos}
            label="Código de tu app de autenticación"
            onChange={(digitos) => onChange({ ...value, digitos })}
            error={Boolean(error)}
            disabled={disabled}
            describedBy={error ? `${id}-error` : `${id}-ayuda`}
            autoFocus={autoFocus || cambiado}
          />
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
        </>
      ) : (
        <Input
          label="Código de recuperación"
          value={value.recuperacion}
          placeholder="XXXXX-XXXXX"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint="Cada código de recuperación sirve una sola vez."
          error={error}
          disabled={disabled}
          autoFocus={autoFocus || cambiado}
          onChange={(e) => onChange({ ...value, recuperacion: e.target.value })}
        />
      )}
      <button
        type="button"
        disabled={disabled}
        className="-mx-2 min-h-11 self-start rounded-lg px-2 text-sm font-semibold text-rubi-700 underline-offset-4 hover:underline disabled:opacity-60"
        onClick={() => {
          setCambiado(true);
          onChange({ ...value, modo: enApp ? 'recuperacion' : 'app' });
        }}
      >
        {enApp ? 'Usar un código de recuperación' : 'Usar el código de mi app'}
      </button>
    </div>
  );
}
