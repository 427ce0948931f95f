import { useEffect, useLayoutEffect, useRef } from 'react';
import { Pencil, Save, X } from 'lucide-react';
import { Button } from '../ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { GUARDANDO, GUARDAR_CAMBIOS } from '../../lib/copy.ts';

// The profile editor's two controls (use-editor-perfil.ts): the Editar/Cancelar toggle and the bar
// with 'Guardar Cambios', which stays in sight above the phone's bottom navigation while editing.

export function BotonEditar({
  editando,
  guardando,
  onEditar,
  onCancelar,
  size,
  className,
}: {
  editando: boolean;
  guardando: boolean;
  onEditar: () => void;
  onCancelar: () => void;
  size?: 'sm' | 'md';
  className?: string;
}) {
  return (
    <Button
      data-boton-editar=""
      variant={editando ? 'secondary' : 'primary'}
      size={size}
      // While saving it waits, still focusable (aria-disabled, clicks ignored): the save bar goes
      // when the save ends and hands the keyboard's focus here, which a disabled button would drop.
      onClick={guardando ? undefined : editando ? onCancelar : onEditar}
      aria-disabled={guardando || undefined}
      className={className}
      icon={
        editando ? (
          <X className="size-4" aria-hidden="true" />
        ) : (
          <Pencil className="size-4" aria-hidden="true" />
        )
      }
    >
      {editando ? 'Cancelar' : 'Editar'}
    </Button>
  );
}

export function BarraGuardar({
  sinCambios,
  guardando,
  className,
}: {
  sinCambios: boolean;
  guardando: boolean;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Its height, for the page's scroll-padding (index.css): Tab never hides a field under it.
    const raiz = document.documentElement;
    const bar = ref.current;
    const medir = () =>
      raiz.style.setProperty('--alto-barra-guardar', `${bar?.offsetHeight ?? 0}px`);
    medir();
    const observador = typeof ResizeObserver === 'function' ? new ResizeObserver(medir) : null;
    if (bar) observador?.observe(bar);
    return () => {
      observador?.disconnect();
      raiz.style.removeProperty('--alto-barra-guardar');
    };
  }, []);
  useLayoutEffect(() => {
    const bar = ref.current;
    return () => {
      // Saved: the bar and its button go. A layout effect's cleanup runs in the commit that removes
      // them, while the focus is still on the button: it goes to 'Editar' there and then, never
      // passing through <body> (a later effect, or a frame after it, left the focus on <body> for
      // as long as a busy phone took to get there).
      if (bar?.contains(document.activeElement))
        document.querySelector<HTMLElement>('[data-boton-editar]')?.focus();
    };
  }, []);
  return (
    <div
      ref={ref}
      data-barra-guardar=""
      className={cn(
        'sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-20 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white/95 p-3 shadow-lg ring-1 ring-stone-200 backdrop-blur min-[641px]:bottom-4 sm:p-4',
        className,
      )}
    >
      <p className="min-w-0 flex-1 basis-24 text-sm font-medium text-stone-700" aria-live="polite">
        {sinCambios ? 'Sin cambios todavía' : 'Tienes cambios sin guardar'}
      </p>
      <Button
        type="submit"
        loading={guardando}
        // The editor ignores a second submit while saving; the focus stays here meanwhile.
        focoAlCargar
        icon={<Save className="size-4 shrink-0" aria-hidden="true" />}
        className="min-w-40 shrink-0 whitespace-nowrap"
      >
        {guardando ? GUARDANDO : GUARDAR_CAMBIOS}
      </Button>
    </div>
  );
}
