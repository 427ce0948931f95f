import type { ClasePromo } from '@tarjeto/shared';
import { cn } from '../../../lib/cn.ts';
import { CLASES, CLASES_ORDEN } from '../lib/copy.ts';
import { CLASE_ICON } from './clase-icon.ts';

const TILE_TONO: Record<ClasePromo, string> = {
  promocion: 'bg-rubi-700 text-white',
  cupon: 'bg-marigold-400 text-stone-950',
  recompensa: 'bg-emerald-700 text-white',
  evento: 'bg-sky-700 text-white',
};

/** The quick-access tiles of Inicio (SPEC §2): each opens the drawer preset to its clase. */
export function AccesosRapidos({ onCrear }: { onCrear: (clase: ClasePromo) => void }) {
  return (
    <section aria-labelledby="accesos-rapidos">
      <h2 id="accesos-rapidos" className="text-sm font-bold tracking-wide text-stone-600 uppercase">
        Accesos rápidos
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3">
        {CLASES_ORDEN.map((c) => {
          const Icon = CLASE_ICON[c];
          return (
            <li key={c}>
              <button
                type="button"
                onClick={() => onCrear(c)}
                className="group flex h-full min-h-24 w-full flex-col items-start justify-between gap-3 rounded-2xl border border-stone-200 bg-white p-4 text-left shadow-sm transition hover:-translate-y-0.5 hover:border-stone-300 hover:shadow-md"
              >
                <span className={cn('grid size-10 place-items-center rounded-xl', TILE_TONO[c])}>
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="text-sm font-bold text-stone-900">{CLASES[c].crear}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
