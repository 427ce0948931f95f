import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './button.tsx';

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
 * 'Cancelar', the safe answer (or on a field of the body marked data-autofocus); Tab stays inside,
 * fields and links included; Escape and the backdrop cancel; focus goes back
 * to whatever opened it.
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
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  // Read inside the key handler without re-running the focus effect on every change.
  const state = useRef({ loading, onCancel });
  useEffect(() => {
    state.current = { loading, onCancel };
  });

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    panelRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !state.current.loading) {
        e.preventDefault();
        state.current.onCancel();
      }
      if (e.key === 'Tab') {
        const list = Array.from(
          panelRef.current?.querySelectorAll<HTMLElement>(
            'button:not([disabled]), input:not([disabled]), a[href]',
          ) ?? [],
        );
        if (list.length === 0) {
          e.preventDefault();
          return;
        }
        const first = list[0]!;
        const last = list[list.length - 1]!;
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-[60] grid place-items-end p-4 sm:place-items-center">
      <div
        className="absolute inset-0 bg-stone-950/50"
        aria-hidden="true"
        onClick={() => {
          if (!loading) onCancel();
        }}
      />
      <div
        ref={panelRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
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
      </div>
    </div>
  );
}
