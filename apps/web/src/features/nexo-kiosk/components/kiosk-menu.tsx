import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Maximize, Menu, Minimize, Unlink, UploadCloud } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

interface KioskMenuProps {
  /** Shown at the top of the menu: which device this is. */
  title: string;
  detail: string | null;
  pending: number;
  canSend: boolean;
  onSend: () => void;
  onUnpair: () => void;
}

const fullscreenSupported = () =>
  typeof document !== 'undefined' && document.fullscreenEnabled === true;

/**
 * The kiosk's only menu (WAI-ARIA menu button): send saved visits now, full screen on a tablet,
 * and unpairing, which asks first. Arrow keys move, Escape closes and gives focus back.
 */
export function KioskMenu({ title, detail, pending, canSend, onSend, onUnpair }: KioskMenuProps) {
  const [open, setOpen] = useState(false);
  const [fullscreen, setFullscreen] = useState(() =>
    typeof document !== 'undefined' ? Boolean(document.fullscreenElement) : false,
  );
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    const onChange = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]:not([disabled])')?.focus();
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target))
        setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onMenuKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(
      menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([disabled])') ?? [],
    );
    const i = items.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      items[(i + 1) % items.length]?.focus();
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      items[(i - 1 + items.length) % items.length]?.focus();
    } else if (e.key === 'Home') {
      e.preventDefault();
      items[0]?.focus();
    } else if (e.key === 'End') {
      e.preventDefault();
      items[items.length - 1]?.focus();
    } else if (e.key === 'Tab') {
      close(false);
    }
  };

  const toggleFullscreen = () => {
    close();
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void document.documentElement.requestFullscreen().catch(() => {});
  };

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
        className="grid size-12 place-items-center rounded-xl bg-white/10 text-white ring-1 ring-white/15 transition-colors hover:bg-white/20"
      >
        <Menu className="size-6" aria-hidden="true" />
        <span className="sr-only">Menú del Nexo</span>
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label="Menú del Nexo"
          onKeyDown={onMenuKey}
          className="absolute top-full right-0 z-40 mt-2 w-[min(20rem,calc(100vw-2rem))] overflow-hidden rounded-2xl bg-white p-2 text-stone-900 shadow-2xl ring-1 ring-stone-200"
        >
          <div className="px-3 pt-2 pb-3">
            <p className="truncate text-base font-bold">{title}</p>
            {detail ? <p className="text-sm text-stone-600">{detail}</p> : null}
          </div>
          <div className="border-t border-stone-100 pt-2">
            {pending > 0 ? (
              <MenuItem
                icon={<UploadCloud className="size-5" aria-hidden="true" />}
                disabled={!canSend}
                onSelect={() => {
                  close();
                  onSend();
                }}
                hint={canSend ? null : 'Se enviarán al volver la conexión'}
              >
                Enviar visitas guardadas ({pending})
              </MenuItem>
            ) : null}
            {fullscreenSupported() ? (
              <MenuItem
                icon={
                  fullscreen ? (
                    <Minimize className="size-5" aria-hidden="true" />
                  ) : (
                    <Maximize className="size-5" aria-hidden="true" />
                  )
                }
                onSelect={toggleFullscreen}
              >
                {fullscreen ? 'Salir de pantalla completa' : 'Pantalla completa'}
              </MenuItem>
            ) : null}
            <MenuItem
              icon={<Unlink className="size-5" aria-hidden="true" />}
              danger
              onSelect={() => {
                close(false);
                onUnpair();
              }}
            >
              Desvincular este Nexo
            </MenuItem>
          </div>
        </div>
      ) : null}
    </div>
  );
}

function MenuItem({
  icon,
  children,
  onSelect,
  disabled,
  danger,
  hint,
}: {
  icon: ReactNode;
  children: ReactNode;
  onSelect: () => void;
  disabled?: boolean;
  danger?: boolean;
  hint?: string | null;
}) {
  return (
    <button
      type="button"
      role="menuitem"
      disabled={disabled}
      onClick={onSelect}
      className={cn(
        'flex min-h-12 w-full items-center gap-3 rounded-xl px-3 py-2 text-left text-base font-semibold transition-colors',
        'focus-visible:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-500',
        danger ? 'text-red-700 hover:bg-red-50' : 'text-stone-800 hover:bg-stone-100',
      )}
    >
      {icon}
      <span className="flex flex-col">
        {children}
        {hint ? <span className="text-sm font-normal text-stone-600">{hint}</span> : null}
      </span>
    </button>
  );
}
