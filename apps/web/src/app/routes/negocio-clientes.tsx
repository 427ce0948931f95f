import { useEffect } from 'react';
import { useParams } from 'react-router';
import { APP_NAME } from '@tarjeto/shared';
import { ClientesScreen } from '../../features/clientes-negocio/components/clientes-screen.tsx';
import { ConNegocio } from '../con-negocio.tsx';

/**
 * /negocio-dashboard/clientes and /negocio-dashboard/clientes/{clientePublicID}: the business's
 * customers, and one of them opened over the list (a link to it shows both).
 */
export function NegocioClientesRoute() {
  const { clientePublicID } = useParams();
  useEffect(() => {
    document.title = `Clientes · ${APP_NAME}`;
  }, []);
  return (
    <ConNegocio
      cargando={
        <div role="status" aria-label="Cargando" className="flex flex-col gap-4">
          <div className="h-20 w-2/3 animate-pulse rounded-2xl bg-stone-200/70" />
          <div className="h-96 animate-pulse rounded-2xl bg-stone-200/70" />
        </div>
      }
    >
      {(negocio) => <ClientesScreen negocio={negocio} clientePublicID={clientePublicID} />}
    </ConNegocio>
  );
}
