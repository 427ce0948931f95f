import { useParams } from 'react-router';
import { useTarjetas } from '../../features/cliente-dashboard/api/tarjetas.ts';
import { PreguntaAvisos } from '../../features/avisos-cliente/components/pregunta-avisos.tsx';
import { TarjetaDetalle } from '../../features/lugares/components/tarjeta-detalle.tsx';
import { BotonesCarteraDeLugar } from '../cartera-telefono.tsx';
import { ofertasDe } from './cliente-lugares.tsx';

/**
 * The business's avisos, asked once on its card (issue 28). Avisos name a business by its
 * publicID, which the wallet's own list has (shared from the cache) and Lugares' does not.
 */
function PreguntaAvisosDeLugar({ slug }: { slug: string }) {
  const tarjetas = useTarjetas();
  const tarjeta = tarjetas.data?.tarjetas.find((t) => t.negocio.slug === slug);
  return tarjeta ? <PreguntaAvisos negocioID={tarjeta.negocio.publicID} /> : null;
}

/** /cliente-dashboard/lugares/{slug} — one card of the wallet in detail (issue 26 B8). */
export function ClienteTarjetaRoute() {
  const { slug = '' } = useParams();
  return (
    <TarjetaDetalle
      key={slug}
      slug={slug}
      ofertasPath={ofertasDe}
      carteraTelefono={<BotonesCarteraDeLugar slug={slug} />}
      avisos={<PreguntaAvisosDeLugar slug={slug} />}
    />
  );
}
