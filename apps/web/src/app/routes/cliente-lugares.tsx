import { useEffect } from 'react';
import { APP_NAME } from '@tarjeto/shared';
import { LugaresScreen } from '../../features/lugares/components/lugares-screen.tsx';
import { accionesDeLugar } from '../cartera-telefono.tsx';
import { useAgregarACartera } from '../use-agregar-a-cartera.ts';

/** A business's offers in 'Ofertas'. */
export const ofertasDe = (slug: string) =>
  `/cliente-dashboard/ofertas?negocio=${encodeURIComponent(slug)}`;

/** /cliente-dashboard/lugares — the wallet and discovery (issue 11). */
export function ClienteLugaresRoute() {
  const agregar = useAgregarACartera();
  useEffect(() => {
    document.title = `Lugares · ${APP_NAME}`;
  }, []);
  return (
    <LugaresScreen agregar={agregar} ofertasPath={ofertasDe} accionesLugar={accionesDeLugar} />
  );
}
