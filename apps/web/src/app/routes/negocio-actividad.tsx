import { ActividadScreen } from '../../features/actividad/components/actividad-screen.tsx';
import { CargandoSeccion, ConNegocio } from '../con-negocio.tsx';
import { useTitulo } from '../../lib/titulo.ts';

/** /negocio-dashboard/ajustes/actividad — the account's activity, for its owner (issue 14). */
export function NegocioActividadRoute() {
  useTitulo('Actividad de la cuenta');
  return (
    <ConNegocio cargando={<CargandoSeccion alto="h-96" />}>
      {(negocio) => <ActividadScreen negocio={negocio} />}
    </ConNegocio>
  );
}
