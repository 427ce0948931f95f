import type { TarjetaCliente } from '@tarjeto/shared';
import { useTarjetas } from '../features/cliente-dashboard/api/tarjetas.ts';
import type { AccionesTarjeta } from '../features/cliente-dashboard/components/mis-tarjetas.tsx';
import type { AccionesLugar } from '../features/lugares/components/cartera-lugares.tsx';
import { BotonesCartera } from '../features/pases/components/cartera-telefono.tsx';
import { TarjetaNuevaPanel } from '../features/pases/components/tarjeta-nueva-panel.tsx';

// The phone's wallet (DOMAIN §11) where the customer's cards are: Inicio's 'Mis tarjetas' and its
// first-visit panel, Lugares' wallet and a card's detail. Composed here because features do not
// import each other (STYLE.md).

/** Under each card of Inicio's 'Mis tarjetas': the wallets' badges, compact. */
export const accionesDeTarjeta: AccionesTarjeta = (t) => (
  <BotonesCartera negocioID={t.negocio.publicID} nombreNegocio={t.negocio.nombre} compacto />
);

/** Above 'Mis tarjetas': the card a first visit just made, to keep in the phone's wallet. */
export const avisoDeTarjetaNueva = (tarjetas: readonly TarjetaCliente[]) => (
  <TarjetaNuevaPanel tarjetas={tarjetas} />
);

/**
 * A business of Lugares by its slug: the wallets want its publicID, which the wallet's own list
 * (GET /api/cliente/tarjetas, Inicio's, shared from the cache) has and Lugares' does not.
 */
export function BotonesCarteraDeLugar({
  slug,
  compacto = false,
}: {
  slug: string;
  compacto?: boolean;
}) {
  const tarjetas = useTarjetas();
  const tarjeta = tarjetas.data?.tarjetas.find((t) => t.negocio.slug === slug);
  if (!tarjeta) return null;
  return (
    <BotonesCartera
      negocioID={tarjeta.negocio.publicID}
      nombreNegocio={tarjeta.negocio.nombre}
      compacto={compacto}
    />
  );
}

/** On each business of Lugares' wallet, compact. */
export const accionesDeLugar: AccionesLugar = (lugar) => (
  <BotonesCarteraDeLugar slug={lugar.slug} compacto />
);
