import { UsersRound } from 'lucide-react';
import { TarjetaAcceso } from '../../../components/ui/tarjeta-acceso.tsx';
import { EQUIPO_PATH } from '../lib/copy.ts';

/** Ajustes' way into 'Equipo' (the owner's). */
export function EquipoCard() {
  return (
    <TarjetaAcceso
      title="Equipo"
      description="Invita a tu encargado y a tus cajeros: cada quien con su correo, su rol y su PIN para el Nexo."
      icon={UsersRound}
      texto="Tú decides qué ve cada persona y en qué establecimientos atiende."
      to={EQUIPO_PATH}
      label="Ver equipo"
    />
  );
}
