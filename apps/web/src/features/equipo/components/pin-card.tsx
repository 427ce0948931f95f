import { CircleCheck, KeyRound } from 'lucide-react';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { PinForm } from './pin-form.tsx';

export const PIN_CARD_ID = 'tu-pin';

/**
 * 'Tu PIN para el Nexo' in Ajustes and on the Cajero's page, for everyone of the business, owner
 * included: with it a person says «soy yo» at the counter, and what they register carries their
 * name. Whether they have one already is said first (null: not known yet, nothing said).
 */
export function PinCard({ tienePin }: { tienePin: boolean | null }) {
  return (
    <Card id={PIN_CARD_ID}>
      <CardHeader
        title="Tu PIN para el Nexo"
        description="Con él dices «soy yo» en el Nexo del mostrador: cada visita y canje que registres lleva tu nombre. No lo compartas."
      />
      <div className="space-y-5 p-5 sm:p-6">
        {tienePin === null ? null : tienePin ? (
          <p className="flex items-start gap-3 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900 ring-1 ring-emerald-200">
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
            <span>
              <strong className="font-semibold">Ya tienes un PIN.</strong> Si alguien más lo conoce,
              cámbialo aquí.
            </span>
          </p>
        ) : (
          <p className="flex items-start gap-3 rounded-xl bg-marigold-50 px-4 py-3 text-sm text-stone-800 ring-1 ring-marigold-200">
            <KeyRound className="mt-0.5 size-5 shrink-0 text-marigold-800" aria-hidden="true" />
            <span>
              <strong className="font-semibold">Aún no tienes PIN.</strong> Créalo para atender en
              el Nexo: de 4 a 6 dígitos que solo tú sepas.
            </span>
          </p>
        )}
        <PinForm tienePin={tienePin} />
      </div>
    </Card>
  );
}
