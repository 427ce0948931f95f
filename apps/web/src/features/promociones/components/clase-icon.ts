import { Gift, PartyPopper, Tag, TicketPercent, type LucideIcon } from 'lucide-react';
import type { ClasePromo } from '@tarjeto/shared';

/**
 * The icon of each clase (DOMAIN §6), on its own: Inicio's quick tiles need it without the preview
 * (promocion-preview.tsx), which belongs to the drawer and the Ofertas screen.
 */
export const CLASE_ICON: Record<ClasePromo, LucideIcon> = {
  promocion: Tag,
  cupon: TicketPercent,
  recompensa: Gift,
  evento: PartyPopper,
};
