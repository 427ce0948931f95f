import { useState } from 'react';
import { Gift, Send } from 'lucide-react';
import {
  CODIGO_DIGITOS,
  CODIGO_HANDLE_LONGITUD,
  codigoParaMostrar,
  leerCodigoCliente,
} from '@tarjeto/shared';
import { CODIGO_CAMBIA_CADA } from '../../../lib/copy.ts';
import { CODIGO_CANJE_LONGITUD, leerCodigoCanje } from '../lib/canje-codigo.ts';
import { CodigoEntrada } from './codigo-entrada.tsx';

export const CODIGO_INVALIDO_LOCAL =
  'Revisa el código: son 5 letras o números y 6 dígitos, como 7Q4KM-482913.';
export const PARECE_CODIGO_DE_CANJE =
  'Ese código tiene 6 caracteres: es para canjear una promoción. El de visita tiene 11, como 7Q4KM-482913.';

const LARGO = CODIGO_HANDLE_LONGITUD + CODIGO_DIGITOS;

/** "7q4km48" → "7Q4KM-48": upper case, only letters and digits, the dash where the screen has it. */
export function formatearCodigo(raw: string): string {
  const limpio = raw
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, LARGO);
  return limpio.length > CODIGO_HANDLE_LONGITUD
    ? `${limpio.slice(0, CODIGO_HANDLE_LONGITUD)}-${limpio.slice(CODIGO_HANDLE_LONGITUD)}`
    : limpio;
}

/**
 * The code typed by hand, for a phone whose QR will not scan or a counter without a camera. It is
 * checked here first (the same reading the server does), so a typo is caught before a request. A
 * 6-character redemption code typed here is recognised and sent to its own screen, never as a visit.
 */
export function TypedCodeScreen({
  onSubmit,
  onCanjeCodigo,
  onCancel,
}: {
  onSubmit: (codigo: string) => void;
  /** A redemption code typed here by mistake: open 'Canjear código' with it. */
  onCanjeCodigo?: (codigo: string) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [canje, setCanje] = useState<string | null>(null);
  const largo = value.replace('-', '').length;
  const complete =
    largo === LARGO || (onCanjeCodigo !== undefined && largo === CODIGO_CANJE_LONGITUD);

  const submit = () => {
    const codigo = leerCodigoCliente(value);
    if (!codigo) {
      const deCanje = onCanjeCodigo ? leerCodigoCanje(value) : null;
      setCanje(deCanje?.ok ? deCanje.codigo : null);
      setError(deCanje?.ok ? PARECE_CODIGO_DE_CANJE : CODIGO_INVALIDO_LOCAL);
      return;
    }
    onSubmit(codigoParaMostrar(codigo));
  };

  return (
    <CodigoEntrada
      titulo="Escribe el código del cliente"
      ayuda={
        <>
          Está debajo de su QR, en <strong className="text-white">Mi código</strong>. Cambia{' '}
          {CODIGO_CAMBIA_CADA}: escríbelo al momento.
        </>
      }
      value={value}
      onChange={(raw) => {
        setValue(formatearCodigo(raw));
        setError(null);
        setCanje(null);
      }}
      error={error}
      placeholder="7Q4KM-482913"
      // 12 characters of up to 0.94 em each (a W) plus the spacing take under 10 em: the type is
      // a tenth of the width the box leaves (page padding, border, its own), 3 rem at most.
      inputClassName="h-20 px-2 text-[clamp(1.5rem,calc((100vw-3.5rem)/10),3rem)] tracking-[0.04em] tabular-nums placeholder:text-stone-500 sm:h-24 [@media(max-height:500px)]:h-16 [@media(max-height:500px)]:text-3xl"
      maxLength={LARGO + 1}
      enterKeyHint="send"
      submitIcon={Send}
      submitLabel="Registrar visita"
      complete={complete}
      onSubmit={submit}
      onCancel={onCancel}
    >
      {canje && onCanjeCodigo ? (
        <button
          type="button"
          onClick={() => onCanjeCodigo(canje)}
          className="inline-flex min-h-14 items-center justify-center gap-3 rounded-2xl bg-stone-800 px-5 text-xl font-extrabold text-white ring-2 ring-marigold-300/70 hover:bg-stone-700 sm:text-2xl"
        >
          <Gift className="size-6 text-marigold-300" aria-hidden="true" />
          Canjear el código {canje}
        </button>
      ) : null}
    </CodigoEntrada>
  );
}
