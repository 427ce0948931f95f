import { useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { TOAST_DURATION_MS, TOAST_MAX } from '@tarjeto/shared';
import { cn } from '../../lib/cn.ts';
import { Spinner } from './spinner.tsx';

// A small toast store with the spec's rules (SPEC §9): error and blank 4 s, success 2 s, loading
// until dismissed, at most 20 on screen. `toast.error(msg)` and friends can be called from
// anywhere, React or not.

type ToastType = 'success' | 'error' | 'blank' | 'loading';
export interface ToastItem {
  id: number;
  type: ToastType;
  message: string;
  duration: number;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function push(type: ToastType, message: string, options?: { duration?: number; id?: number }) {
  const id = options?.id ?? nextId++;
  const item: ToastItem = {
    id,
    type,
    message,
    duration: options?.duration ?? TOAST_DURATION_MS[type],
  };
  const rest = items.filter((t) => t.id !== id);
  items = [...rest, item].slice(-TOAST_MAX);
  emit();
  return id;
}

export const toast = Object.assign(
  (message: string, options?: { duration?: number }) => push('blank', message, options),
  {
    success: (message: string, options?: { duration?: number; id?: number }) =>
      push('success', message, options),
    error: (message: string, options?: { duration?: number; id?: number }) =>
      push('error', message, options),
    loading: (message: string) => push('loading', message),
    dismiss: (id?: number) => {
      items = id === undefined ? [] : items.filter((t) => t.id !== id);
      emit();
    },
  },
);

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const snapshot = () => items;

function ToastView({ item }: { item: ToastItem }) {
  useEffect(() => {
    if (!Number.isFinite(item.duration)) return;
    const timer = setTimeout(() => toast.dismiss(item.id), item.duration);
    return () => clearTimeout(timer);
  }, [item.id, item.duration, item.message]);

  const icon =
    item.type === 'success' ? (
      <CheckCircle2 className="size-5 shrink-0 text-emerald-600" aria-hidden="true" />
    ) : item.type === 'error' ? (
      <XCircle className="size-5 shrink-0 text-red-600" aria-hidden="true" />
    ) : item.type === 'loading' ? (
      <Spinner size="sm" label="" className="text-rubi-700" />
    ) : (
      <Info className="size-5 shrink-0 text-stone-500" aria-hidden="true" />
    );

  return (
    <div
      role={item.type === 'error' ? 'alert' : 'status'}
      data-toast-type={item.type}
      className={cn(
        'animate-toast-in pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border bg-white px-4 py-3 text-sm font-medium text-stone-900 shadow-lg',
        item.type === 'error' ? 'border-red-200' : 'border-stone-200',
      )}
    >
      {icon}
      <p className="flex-1 leading-5">{item.message}</p>
      <button
        type="button"
        onClick={() => toast.dismiss(item.id)}
        className="-m-1 rounded-md p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-800"
        aria-label="Cerrar aviso"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

/**
 * Where toasts appear: never over a header and its 'Cerrar sesión'. On phones (up to 640 px, where
 * the dashboards have a top bar) they rise from the bottom, above a bottom navigation when the
 * page has one (it marks itself `data-barra-inferior`, and index.css sets --toast-bottom); wider,
 * they stack in the bottom-right corner, clear of headers and side navigations.
 */
export function Toaster() {
  const list = useSyncExternalStore(subscribe, snapshot, snapshot);
  // At the end of <body>, beside any open modal (also drawn there): a modal makes the rest of the
  // page inert, but not the live region that says what just happened (use-modal.ts).
  return createPortal(
    <div
      aria-live="polite"
      data-toaster=""
      className="pointer-events-none fixed inset-x-0 bottom-[calc(var(--toast-bottom,0px)+env(safe-area-inset-bottom)+0.75rem)] z-[100] flex flex-col items-center gap-2 px-3 min-[641px]:inset-x-auto min-[641px]:right-6 min-[641px]:bottom-6 min-[641px]:items-end min-[641px]:px-0"
    >
      {list.map((item) => (
        <ToastView key={item.id} item={item} />
      ))}
    </div>,
    document.body,
  );
}
