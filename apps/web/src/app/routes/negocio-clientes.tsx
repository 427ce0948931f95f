import { useParams } from 'react-router';
import { ClientesScreen } from '../../features/clientes-negocio/components/clientes-screen.tsx';
import { CargandoSeccion, ConNegocio } from '../con-negocio.tsx';
import { useTitulo } from '../../lib/titulo.ts';

/**
 * /negocio-dashboard/clientes and /negocio-dashboard/clientes/{clientePublicID}: the business's
 * customers, and one of them opened over the list (a link to it shows both).
 */
export function NegocioClientesRoute() {
  const { clientePublicID } = useParams();
  useTitulo('Clientes');
  return (
    <ConNegocio cargando={<CargandoSeccion alto="h-96" />}>
      {(negocio) => <ClientesScreen negocio={negocio} clientePublicID={clientePublicID} />}
    </ConNegocio>
  );
}
