import type { ReactNode } from 'react';
import { CalendarClock } from 'lucide-react';
import type { ClasePromo, OfertaPublica } from '@tarjeto/shared';
import { NivelPill } from '../ui/nivel-pill.tsx';
import { cn } from '../../lib/cn.ts';
import { vigenciaTexto } from '../../lib/formato-ofertas.ts';

// An offer as customers and visitors read it — what it is, who it is for, when it holds — the
// same on a business's public page and in the customer's 'Ofertas'.

export const CLASE_NOMBRE: Record<ClasePromo, string> = {
  promocion: 'Promoción',
  cupon: 'Cupón',
  recompensa: 'Premio',
  evento: 'Evento',
};

/** "Cada martes, de 18:00 a 23:00", "Del 12 al 26 nov 2026", "Quedan 12 · hasta el 20 dic 2026". */
export const vigenciaDe = (o: OfertaPublica) =>
  vigenciaTexto({
    tipo: o.tipo,
    programa: o.ventana,
    periodo: o.periodo,
    exclusivo:
      o.tipo === 'exclusivo' && o.vence ? { restantes: o.restantes, fechaLimite: o.vence } : null,
  });

/**
 * Title, kind, level, description and when it holds. `titulo` is the heading element the page
 * needs (h3 in a list); `children` go below (the customer's state, a button).
 */
export function OfertaResumen({
  oferta,
  titulo,
  lineas = 2,
  children,
  className,
}: {
  oferta: OfertaPublica;
  titulo: ReactNode;
  /** Lines of description shown (0: all of it). */
  lineas?: 0 | 2 | 3;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-2', className)}>
      <div className="flex flex-wrap items-center gap-1.5">
        <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-bold text-stone-700 ring-1 ring-stone-200 ring-inset">
          {CLASE_NOMBRE[oferta.clase]}
        </span>
        <NivelPill paraQuien nivel={oferta.nivelReq} nombre={oferta.nombreNivelReq} />
        {oferta.porVencer ? (
          <span className="rounded-full bg-marigold-50 px-2.5 py-0.5 text-xs font-bold text-marigold-900 ring-1 ring-marigold-200 ring-inset">
            Vence pronto
          </span>
        ) : null}
      </div>
      {titulo}
      <p
        className={cn(
          'text-sm leading-6 text-stone-600',
          lineas === 2 && 'line-clamp-2',
          lineas === 3 && 'line-clamp-3',
        )}
      >
        {oferta.descripcion}
      </p>
      <p className="flex items-start gap-1.5 text-sm font-semibold text-stone-700">
        <CalendarClock className="mt-0.5 size-4 shrink-0 text-stone-500" aria-hidden="true" />
        {vigenciaDe(oferta)}
      </p>
      {children}
    </div>
  );
}
