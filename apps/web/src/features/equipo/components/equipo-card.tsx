import { ChevronRight, UsersRound } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { EQUIPO_PATH } from '../lib/copy.ts';

/** Ajustes' way into 'Equipo' (the owner's). */
export function EquipoCard() {
  return (
    <Card>
      <CardHeader
        title="Equipo"
        description="Invita a tu encargado y a tus cajeros: cada quien con su correo, su rol y su PIN para el Nexo."
      />
      <div className="flex flex-wrap items-center gap-4 p-5 sm:p-6">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-rubi-50 text-rubi-700">
          <UsersRound className="size-5" aria-hidden="true" />
        </span>
        <p className="min-w-0 flex-1 basis-48 text-sm text-stone-600">
          Tú decides qué ve cada persona y en qué establecimientos atiende.
        </p>
        <ButtonLink to={EQUIPO_PATH} variant="secondary" size="sm" className="shrink-0">
          Ver equipo
          <ChevronRight className="size-4" aria-hidden="true" />
        </ButtonLink>
      </div>
    </Card>
  );
}
