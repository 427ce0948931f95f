import { Suspense, use } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cargaUnaVez } from '../../../lib/carga-una-vez.ts';
import type { DrawerAbiertoProps } from './promocion-drawer-abierto.tsx';

export interface PromocionDrawerProps extends DrawerAbiertoProps {
  open: boolean;
}

// The form (react-hook-form, zod and the promotion's schema, the preview) is not needed to show
// Inicio or the list. Loading it while the screen was idle still cost the phone ≈ 100 ms of
// evaluation right after the first screen (issue 12); it is fetched when the owner reaches for
// something that opens the drawer — a pointer over it, a touch, the keyboard's focus — and at the
// latest on opening. Once it has arrived, an opening draws at once instead of suspending
// (lib/carga-una-vez.ts); either way the tree is the same, so a drawer opened while the code was
// on its way keeps what was typed in it when the code arrives.
const cargarAbierto = cargaUnaVez(() => import('./promocion-drawer-abierto.tsx'));

function DrawerAbierto(props: DrawerAbiertoProps) {
  const { DrawerAbierto: Abierto } = use(cargarAbierto());
  return <Abierto {...props} />;
}

/** Spread on what holds a screen's ways into the drawer: its code starts to load on intent. */
const precargar = () => void cargarAbierto().catch(() => undefined);
export const precargaDelDrawer = {
  onPointerOver: precargar,
  onTouchStart: precargar,
  onFocus: precargar,
};

/** While the form's code arrives (a tap with no pointer before it, on a slow network). */
function DrawerCargando() {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-stone-950/40 text-white">
      <Spinner size="lg" label="Abriendo…" />
    </div>
  );
}

/**
 * The create/edit drawer (SPEC §2): the form at the left, at the right a live preview of what a
 * customer will see. On a phone the two take turns, switched at the top.
 */
export function PromocionDrawer({ open, ...rest }: PromocionDrawerProps) {
  if (!open) return null;
  // A new key per promotion or tile: every opening starts from its own values.
  return (
    <Suspense fallback={<DrawerCargando />}>
      <DrawerAbierto
        key={rest.promocion?.publicID ?? `nueva-${rest.clase ?? 'promocion'}`}
        {...rest}
      />
    </Suspense>
  );
}
