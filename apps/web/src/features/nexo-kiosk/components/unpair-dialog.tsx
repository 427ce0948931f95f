import { AlertTriangle, Unlink } from 'lucide-react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

/** "¿Desvincular este Nexo?": asked before the device gives up its token for good. */
export function UnpairDialog({
  establecimiento,
  pending,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  establecimiento: string;
  pending: number;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open
      size="lg"
      title="¿Desvincular este Nexo?"
      confirmLabel="Sí, desvincular"
      loading={busy}
      error={error}
      icon={
        <span className="grid size-14 place-items-center rounded-2xl bg-red-50 text-red-700">
          <Unlink className="size-7" aria-hidden="true" />
        </span>
      }
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        Dejará de registrar visitas en <strong>{establecimiento}</strong>. Para volver a usarlo
        necesitarás un código nuevo de tu panel.
      </p>
      {pending > 0 ? (
        <p className="flex items-start gap-2 rounded-2xl bg-marigold-50 px-3 py-2 font-medium text-marigold-900 ring-1 ring-marigold-200">
          <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          {pending === 1
            ? 'Hay 1 visita guardada sin enviar: se perderá.'
            : `Hay ${pending} visitas guardadas sin enviar: se perderán.`}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
