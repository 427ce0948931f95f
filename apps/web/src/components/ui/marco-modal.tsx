import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModal } from './use-modal.ts';

/**
 * Where a modal sits: `lateral`, a panel along an edge (the drawer); `centrada`, a card in the
 * middle of the screen, at its foot on a phone (a question, a short form).
 */
const CAPA = {
  lateral: { capa: 'fixed inset-0 z-50', fondo: 'absolute inset-0 bg-stone-950/40' },
  centrada: {
    capa: 'fixed inset-0 z-[60] grid place-items-end p-4 sm:place-items-center',
    fondo: 'absolute inset-0 bg-stone-950/50',
  },
} as const;

/**
 * The frame of a modal dialog: the page dimmed behind a backdrop, the panel over it with its role
 * and title, and use-modal.ts's behaviour. Render it only while the dialog is open. It is drawn at
 * the end of <body>, whatever renders it: inside a box that contains its children's layout (the
 * dashboard's columns are `content-visibility: auto`) a `fixed` layer would be held to that box.
 */
export function MarcoModal({
  capa,
  onClose,
  role = 'dialog',
  labelledBy,
  describedBy,
  className,
  children,
}: {
  capa: keyof typeof CAPA;
  /** Escape and a click on the backdrop; null while they should do nothing (an action running). */
  onClose: (() => void) | null;
  role?: 'dialog' | 'alertdialog';
  labelledBy: string;
  describedBy?: string;
  /** The panel's classes. */
  className: string;
  children: ReactNode;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  useModal({ open: true, panelRef, rootRef, onEscape: onClose });
  return createPortal(
    <div ref={rootRef} className={CAPA[capa].capa}>
      <div className={CAPA[capa].fondo} aria-hidden="true" onClick={() => onClose?.()} />
      <div
        ref={panelRef}
        tabIndex={-1}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        className={className}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
