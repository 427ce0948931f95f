import { useState } from 'react';
import { Check, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';

export const ERROR_AGREGAR = 'No pudimos agregar este lugar. Inténtalo de nuevo.';

/**
 * Adds a business to the wallet by its code (POST /api/cliente/tarjetas, the same call as
 * 'Agrega un lugar a tu cartera'); answers the server's message. The app hands it in.
 */
export type AgregarACartera = (codigoNegocio: string) => Promise<string>;

/** 'Agregar a mi cartera' for a signed-in customer; 'En tu cartera' once it is there. */
export function AgregarBoton({
  codigo,
  nombre,
  agregar,
  enCartera = false,
  onAgregado,
  distinguir = false,
  size = 'md',
  className,
}: {
  codigo: string;
  nombre: string;
  agregar: AgregarACartera;
  enCartera?: boolean;
  onAgregado?: () => void;
  /** In a list of places: the business's name is part of the button's name (screen readers). */
  distinguir?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  const [enviando, setEnviando] = useState(false);
  const [hecho, setHecho] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (enCartera || hecho)
    return (
      <p
        className={`inline-flex min-h-11 items-center gap-1.5 text-sm font-bold text-emerald-800 ${className ?? ''}`}
      >
        <Check className="size-5" aria-hidden="true" />
        En tu cartera
      </p>
    );

  const onClick = async () => {
    setEnviando(true);
    setError(null);
    try {
      toast.success(await agregar(codigo));
      setHecho(true);
      onAgregado?.();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'TARJETA_YA_EN_CARTERA') {
        setHecho(true);
        onAgregado?.();
      } else setError(errorMessage(err, ERROR_AGREGAR));
    } finally {
      setEnviando(false);
    }
  };

  return (
    <div className={className}>
      <Button
        size={size}
        onClick={() => void onClick()}
        loading={enviando}
        icon={<Plus className="size-5" aria-hidden="true" />}
      >
        {/* One flex item, so the words keep normal spacing around the hidden name. */}
        <span>
          {distinguir ? (
            <>
              Agregar <span className="sr-only">{nombre}</span> a mi cartera
            </>
          ) : (
            'Agregar a mi cartera'
          )}
        </span>
      </Button>
      {error ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
