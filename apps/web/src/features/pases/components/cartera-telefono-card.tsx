import { useId, useState } from 'react';
import { Smartphone, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePases, useQuitarPases } from '../api/pases.ts';
import { ERROR_QUITAR, QUITAR_ACCION, tarjetasEnTelefono } from '../lib/copy.ts';

/**
 * 'Cartera del teléfono' in the customer's Ajustes (DOMAIN §11): how many of their cards are in
 * the phone's wallets, what those wallets receive, and 'Quitar de la cartera del teléfono' — every
 * card voided there and its code dead, after a question. Shown when the server offers a wallet or
 * the customer has cards in one; nothing while loading or when it cannot be read.
 */
export function CarteraTelefonoCard() {
  const pases = usePases();
  const quitar = useQuitarPases();
  const [preguntando, setPreguntando] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  if (!pases.data) return null;
  const { disponibles, pases: lista } = pases.data;
  const tarjetas = new Set(lista.map((p) => p.negocioID)).size;
  if (!disponibles.google && !disponibles.apple && tarjetas === 0) return null;

  const cerrar = () => {
    setPreguntando(false);
    setError(null);
  };
  const confirmar = () => {
    setError(null);
    quitar.mutate(undefined, {
      onSuccess: (res) => {
        cerrar();
        toast.success(res.message);
      },
      onError: (err) => setError(errorMessage(err, ERROR_QUITAR)),
    });
  };

  return (
    <Card>
      <CardHeader
        title="Cartera del teléfono"
        description="Tus tarjetas en Google Wallet o Apple Wallet."
      />
      <div className="flex flex-col gap-4 p-5 sm:p-6">
        <div className="flex items-start gap-4">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-rubi-50 text-rubi-700">
            <Smartphone className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-stone-900">{tarjetasEnTelefono(tarjetas)}</p>
            <p className="mt-0.5 text-sm text-stone-600">
              Google o Apple solo reciben tu nombre, tu nivel y tus visitas de las tarjetas que
              agregues, para mostrarlos en la tarjeta de tu teléfono.
            </p>
          </div>
        </div>
        <div className="flex flex-col items-start gap-2">
          <Button
            variant="danger"
            // With nothing to remove it says so, still focusable: after a removal the dialog hands
            // the keyboard's focus back here, which a disabled button would drop to <body>.
            onClick={() => tarjetas > 0 && setPreguntando(true)}
            aria-disabled={tarjetas === 0 || undefined}
            aria-describedby={tarjetas === 0 ? `${id}-sin` : undefined}
            icon={<Trash2 className="size-4" aria-hidden="true" />}
          >
            {QUITAR_ACCION}
          </Button>
          {tarjetas === 0 ? (
            <p id={`${id}-sin`} className="text-sm text-stone-600">
              No hay tarjetas que quitar de la cartera de tu teléfono.
            </p>
          ) : null}
        </div>
      </div>
      <ConfirmDialog
        open={preguntando}
        title="¿Quitar tus tarjetas de la cartera del teléfono?"
        confirmLabel="Quitar"
        cancelLabel="Cancelar"
        loading={quitar.isPending}
        error={error}
        onConfirm={confirmar}
        onCancel={cerrar}
      >
        <p>
          Tus tarjetas se verán como anuladas en Google Wallet y Apple Wallet, y sus códigos dejarán
          de funcionar en el mostrador.
        </p>
        <p>
          <strong className="font-semibold text-stone-900">Mi código</strong> en la app sigue
          funcionando como siempre.
        </p>
      </ConfirmDialog>
    </Card>
  );
}
