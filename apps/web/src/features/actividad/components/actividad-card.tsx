import { ChevronRight, History } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { ACTIVIDAD_PATH } from '../lib/copy.ts';

/** Ajustes' way into 'Actividad de la cuenta'. */
export function ActividadCard() {
  return (
    <Card>
      <CardHeader
        title="Actividad de la cuenta"
        description="Inicios de sesión, contraseña, Nexos, promociones, canjes y descargas de datos, con fecha, hora y desde dónde."
      />
      <div className="flex flex-wrap items-center gap-4 p-5 sm:p-6">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-rubi-50 text-rubi-700">
          <History className="size-5" aria-hidden="true" />
        </span>
        <p className="min-w-0 flex-1 basis-48 text-sm text-stone-600">
          Revísala si algo no te cuadra: nadie puede borrarla ni cambiarla.
        </p>
        <ButtonLink to={ACTIVIDAD_PATH} variant="secondary" size="sm" className="shrink-0">
          Ver actividad
          <ChevronRight className="size-4" aria-hidden="true" />
        </ButtonLink>
      </div>
    </Card>
  );
}
