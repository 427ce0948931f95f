import { lazy, Suspense, useEffect } from 'react';
import type { ClasePromo, NegocioPerfil, Promocion } from '@tarjeto/shared';

export interface PromocionDrawerProps {
  open: boolean;
  onClose: () => void;
  negocio: NegocioPerfil;
  /** The promotion to edit; without it the drawer creates one of `clase`. */
  promocion?: Promocion | null;
  /** What a quick tile creates (DOMAIN §6); a promotion by default. */
  clase?: ClasePromo;
}

export type DrawerAbiertoProps = Omit<PromocionDrawerProps, 'open'>;

// The form (react-hook-form, the promotion's schema, the preview) is not needed to show Inicio or
// the list: it downloads once the screen is idle, or at the first opening (issue 12).
const cargarAbierto = () => import('./promocion-drawer-abierto.tsx');
const DrawerAbierto = lazy(async () => ({ default: (await cargarAbierto()).DrawerAbierto }));

function usePrecargaEnReposo() {
  useEffect(() => {
    const cargar = () => void cargarAbierto();
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(cargar, { timeout: 5000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(cargar, 2000);
    return () => clearTimeout(id);
  }, []);
}

/**
 * The create/edit drawer (SPEC §2): the form at the left, at the right a live preview of what a
 * customer will see. On a phone the two take turns, switched at the top.
 */
export function PromocionDrawer({ open, ...rest }: PromocionDrawerProps) {
  usePrecargaEnReposo();
  if (!open) return null;
  // A new key per promotion or tile: every opening starts from its own values.
  return (
    <Suspense fallback={null}>
      <DrawerAbierto
        key={rest.promocion?.publicID ?? `nueva-${rest.clase ?? 'promocion'}`}
        {...rest}
      />
    </Suspense>
  );
}
