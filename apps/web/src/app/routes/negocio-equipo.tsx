import { EquipoScreen } from '../../features/equipo/components/equipo-screen.tsx';
import { ConNegocio } from '../con-negocio.tsx';
import { useTitulo } from '../../lib/titulo.ts';

/** /negocio-dashboard/ajustes/equipo — the owner's team (issue 25 part B). */
export function NegocioEquipoRoute() {
  useTitulo('Equipo');
  return (
    <ConNegocio>
      {(negocio) => (
        <EquipoScreen
          nombreComercial={negocio.nombreComercial}
          lugares={negocio.establecimientos.map((e) => ({
            establecimientoID: e.establecimientoID,
            nombre: e.nombre,
          }))}
        />
      )}
    </ConNegocio>
  );
}
