import { DEFAULT_NIVELES_PROGRAMA } from '@tarjeto/shared';
import { LoyaltyCard, type LoyaltyCardProps } from '../ui/loyalty-card.tsx';

/** What a card at `nivel` aims for next in the standard programme (Bronce 6, Plata 8, Oro 12, Rubí 15). */
function siguienteMeta(nivel: number): Pick<LoyaltyCardProps, 'meta' | 'siguienteNivel'> {
  const siguiente = DEFAULT_NIVELES_PROGRAMA.find((n) => n.nivel === nivel + 1);
  return siguiente
    ? { meta: siguiente.visitasRequeridas, siguienteNivel: siguiente.nivel }
    : { meta: null, siguienteNivel: null };
}

/**
 * A sample card of the public pages' illustrations: its goal is the standard programme's, so every
 * sample shows the goals a new business starts with.
 */
export function TarjetaDeMuestra(props: Omit<LoyaltyCardProps, 'meta' | 'siguienteNivel'>) {
  return <LoyaltyCard {...props} {...siguienteMeta(props.nivel)} />;
}
