import { ArrowRight, Tag } from 'lucide-react';
import { Link } from 'react-router';
import { OFERTAS_ACTIVAS_MAX, type NivelConNombre, type Promocion } from '@tarjeto/shared';
import { Card } from '../../../components/ui/card.tsx';
import { useEnTransicion } from '../../../lib/en-transicion.ts';
import { usePromociones } from '../api/list-promociones.ts';
import {
  CARGANDO_OFERTAS,
  ERROR_CARGAR_ACTIVAS,
  OFERTAS_PATH,
  SIN_OFERTAS_ACTIVAS,
} from '../lib/copy.ts';
import { NivelFlag } from './nivel-flag.tsx';
import { CargaErrorDe, LineaCargando } from '../../../components/ui/carga.tsx';

interface OfertasActivasCardProps {
  negocioID: string;
  niveles?: readonly NivelConNombre[];
  onAbrir: (p: Promocion) => void;
}

/**
 * 'Ofertas Activas' (SPEC §2): up to 6 active promotions with title, two lines of description and
 * who they are for, in the level's colour; each opens in the drawer to edit.
 */
export function OfertasActivasCard({ negocioID, niveles = [], onAbrir }: OfertasActivasCardProps) {
  const activas = useEnTransicion(usePromociones(negocioID, { activo: true }));
  return (
    <Card>
      <div className="flex items-center justify-between gap-3 border-b border-stone-100 px-5 py-4">
        <h2 className="text-base font-bold text-stone-900">Ofertas Activas</h2>
        <Link
          to={OFERTAS_PATH}
          className="-mr-2 inline-flex min-h-11 items-center gap-1 rounded-xl px-2 text-sm font-semibold text-rubi-800 hover:bg-rubi-50"
        >
          Ver todas
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <div aria-live="polite" aria-busy={activas.isPending}>
        {activas.isPending ? (
          <LineaCargando className="px-5 py-8">{CARGANDO_OFERTAS}</LineaCargando>
        ) : activas.isError ? (
          <CargaErrorDe
            query={activas}
            fallback={ERROR_CARGAR_ACTIVAS}
            forma="linea"
            className="px-5 py-6"
          />
        ) : activas.data.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-5 py-8 text-center">
            <span className="grid size-11 place-items-center rounded-2xl bg-stone-100 text-stone-600">
              <Tag className="size-5" aria-hidden="true" />
            </span>
            <p className="font-semibold text-stone-900">{SIN_OFERTAS_ACTIVAS}</p>
            <p className="text-sm text-stone-600">Crea una con los accesos rápidos.</p>
          </div>
        ) : (
          <ul className="divide-y divide-stone-100">
            {activas.data.slice(0, OFERTAS_ACTIVAS_MAX).map((p) => (
              <li key={p.publicID}>
                <button
                  type="button"
                  onClick={() => onAbrir(p)}
                  className="flex w-full flex-col items-start gap-1.5 px-5 py-3.5 text-left hover:bg-stone-50"
                >
                  <span className="font-bold text-stone-900">{p.titulo}</span>
                  <span className="line-clamp-2 text-sm leading-5 text-stone-600">
                    {p.descripcion}
                  </span>
                  <NivelFlag nivel={p.nivelReq} niveles={niveles} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
