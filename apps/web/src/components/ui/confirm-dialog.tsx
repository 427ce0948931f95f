import { useId, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { MarcoModal } from './marco-modal.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** The confirming action is running: the dialog stays and its buttons wait. */
  loading?: boolean;
  icon?: ReactNode;
  /** Why the last try failed, shown inside the dialog. */
  error?: string | null;
  /** 'lg' for screens read from a distance (the kiosk). */
  size?: 'md' | 'lg';
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A question before something that cannot be undone (WAI-ARIA alertdialog): focus starts on
 * 'Cancelar', the safe answer (or on a field of the body marked data-autofocus); the page behind is
 * inert and Tab stays inside (use-modal.ts); Escape and the backdrop cancel; focus goes back to
 * whatever opened it.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancelar',
  loading = false,
  icon,
  error = null,
  size = 'md',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();

  if (!open) return null;
  return (
    <MarcoModal
      capa="centrada"
      // While the confirming action runs, Escape and the backdrop wait with the buttons.
      onClose={loading ? null : onCancel}
      role="alertdialog"
      labelledBy={titleId}
      describedBy={bodyId}
      // A dialog with several fields still fits a short phone: it scrolls inside itself.
      className="relative max-h-[calc(100dvh-2rem)] w-full max-w-md overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl ring-1 ring-stone-200"
    >
      {icon ? <div className="mb-4">{icon}</div> : null}
      <h2
        id={titleId}
        className={`${size === 'lg' ? 'text-2xl' : 'text-xl'} font-extrabold tracking-tight text-stone-900`}
      >
        {title}
      </h2>
      <div
        id={bodyId}
        className={`mt-2 flex flex-col gap-3 text-stone-700 ${size === 'lg' ? 'text-base' : 'text-[15px] leading-6'}`}
      >
        {children}
      </div>
      {error ? (
        <p role="alert" className="mt-4 text-base font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          data-autofocus
          variant="secondary"
          size={size}
          onClick={onCancel}
          disabled={loading}
        >
          {cancelLabel}
        </Button>
        <Button variant="danger" size={size} onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </div>
    </MarcoModal>
  );
}
