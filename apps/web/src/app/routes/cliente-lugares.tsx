import { LugaresScreen } from '../../features/lugares/components/lugares-screen.tsx';
import { accionesDeLugar } from '../cartera-telefono.tsx';
import { useAgregarACartera } from '../use-agregar-a-cartera.ts';
import { useTitulo } from '../../lib/titulo.ts';

/** A business's offers in 'Ofertas'. */
export const ofertasDe = (slug: string) =>
  `/cliente-dashboard/ofertas?negocio=${encodeURIComponent(slug)}`;

/** /cliente-dashboard/lugares — the wallet and discovery (issue 11). */
export function ClienteLugaresRoute() {
  const agregar = useAgregarACartera();
  useTitulo('Lugares');
  return (
    <LugaresScreen agregar={agregar} ofertasPath={ofertasDe} accionesLugar={accionesDeLugar} />
  );
}
