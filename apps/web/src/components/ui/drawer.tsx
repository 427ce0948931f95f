import { useId, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';
import { MarcoModal } from './marco-modal.tsx';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** 'sheet': from the bottom on phones (within thumb's reach), from the right above 640 px. */
  side?: 'right' | 'left' | 'sheet';
  widthClass?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * A side panel over the page (a modal dialog, use-modal.ts): the page behind is inert, focus stays
 * inside while open, Escape and the backdrop close it, and focus goes back to whatever opened it.
 */
export function Drawer({
  open,
  onClose,
  title,
  side = 'right',
  widthClass = 'max-w-md',
  children,
  footer,
}: DrawerProps) {
  const titleId = useId();

  if (!open) return null;
  return (
    <MarcoModal
      capa="lateral"
      onClose={onClose}
      labelledBy={titleId}
      className={cn(
        'absolute flex w-full flex-col bg-white shadow-2xl',
        side === 'sheet'
          ? 'inset-x-0 bottom-0 max-h-[92dvh] rounded-t-3xl sm:inset-x-auto sm:inset-y-0 sm:right-0 sm:max-h-none sm:rounded-none'
          : cn('inset-y-0', side === 'right' ? 'right-0' : 'left-0'),
        widthClass,
      )}
    >
      <div className="flex items-center justify-between border-b border-stone-200 px-5 py-4">
        <h2 id={titleId} className="text-lg font-bold text-stone-900">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="grid size-11 place-items-center rounded-xl text-stone-600 hover:bg-stone-100"
          aria-label="Cerrar"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
      {footer ? <div className="border-t border-stone-200 px-5 py-4">{footer}</div> : null}
    </MarcoModal>
  );
}

/**
 * A drawer's footer for the form inside it: 'Cancelar', and the form's submit (the wider one on a
 * phone), both held while it is sent.
 */
export function PieDeFormulario({
  formId,
  ocupado,
  onCancelar,
  icon,
  children,
}: {
  formId: string;
  ocupado: boolean;
  onCancelar: () => void;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-3 sm:justify-end">
      <Button
        variant="secondary"
        onClick={onCancelar}
        disabled={ocupado}
        className="flex-1 sm:flex-none"
      >
        Cancelar
      </Button>
      <Button
        type="submit"
        form={formId}
        loading={ocupado}
        className="flex-[2] sm:flex-none"
        icon={icon}
      >
        {children}
      </Button>
    </div>
  );
}
