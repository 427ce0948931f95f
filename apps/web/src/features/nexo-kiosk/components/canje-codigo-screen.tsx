import { useState } from 'react';
import { Gift } from 'lucide-react';
import {
  CODIGO_CANJE_LONGITUD,
  formatearCodigoCanje,
  leerCodigoCanje,
} from '../lib/canje-codigo.ts';
import { CodigoEntrada } from './codigo-entrada.tsx';

/**
 * 'Canjear código': the 6 characters a customer's app shows for one promotion (valid 10 minutes),
 * typed here or put here by a barcode reader. It is checked first with the server's own reading,
 * so a typo, or the customer's visit code by mistake, is caught before a request.
 */
export function CanjeCodigoScreen({
  inicial = '',
  covered,
  onSubmit,
  onCancel,
}: {
  /** A code a reader or the camera already read: shown for staff to confirm with one tap. */
  inicial?: string;
  /** A redemption screen is on top: when it goes, the code is ready to be corrected. */
  covered: boolean;
  onSubmit: (codigo: string) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(() => formatearCodigoCanje(inicial));
  const [error, setError] = useState<string | null>(null);
  const leido = inicial !== '';

  const submit = () => {
    const leidoAhora = leerCodigoCanje(value);
    if (!leidoAhora.ok) {
      setError(leidoAhora.error);
      return;
    }
    onSubmit(leidoAhora.codigo);
  };

  return (
    <CodigoEntrada
      titulo="Escribe el código de canje"
      ayuda={
        leido ? (
          <>
            Leímos este código de canje. Revísalo y toca{' '}
            <strong className="text-white">Canjear</strong>.
          </>
        ) : (
          <>
            Son 6 letras o números. El cliente lo ve en su app, en la promoción que quiere usar;
            dura 10 minutos.
          </>
        )
      }
      value={value}
      onChange={(raw) => {
        setValue(formatearCodigoCanje(raw));
        setError(null);
      }}
      error={error}
      placeholder="K7M2QX"
      // Six characters spaced out take under 8.4 em: sized to the width so they show whole on a
      // 360-px phone (up to 3.75 rem on a tablet).
      inputClassName="h-24 px-2 text-[clamp(1.75rem,calc((100vw-3.5rem)/8.4),3.75rem)] indent-[0.3em] tracking-[0.3em] uppercase placeholder:text-stone-300 sm:h-28 [@media(max-height:500px)]:h-16 [@media(max-height:500px)]:text-4xl"
      enterKeyHint="done"
      submitIcon={Gift}
      submitLabel="Canjear"
      complete={value.length >= CODIGO_CANJE_LONGITUD}
      covered={covered}
      onSubmit={submit}
      onCancel={onCancel}
    />
  );
}
