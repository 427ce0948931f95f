import { History } from 'lucide-react';
import { TarjetaAcceso } from '../../../components/ui/tarjeta-acceso.tsx';
import { ACTIVIDAD_PATH } from '../lib/copy.ts';

/** Ajustes' way into 'Actividad de la cuenta'. */
export function ActividadCard() {
  return (
    <TarjetaAcceso
      title="Actividad de la cuenta"
      description="Inicios de sesión, contraseña, Nexos, promociones, canjes y descargas de datos, con fecha, hora y desde dónde."
      icon={History}
      texto="Revísala si algo no te cuadra: nadie puede borrarla ni cambiarla."
      to={ACTIVIDAD_PATH}
      label="Ver actividad"
    />
  );
}
