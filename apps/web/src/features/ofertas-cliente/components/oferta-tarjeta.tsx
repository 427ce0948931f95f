import { CheckCircle2, Clock, Lock, XCircle } from 'lucide-react';
import type { OfertaCliente } from '@tarjeto/shared';
import { OfertaResumen } from '../../../components/ofertas/oferta-resumen.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { NegocioAvatar } from '../../../components/ui/negocio-avatar.tsx';
import { GRADIENT_CLASS } from '../../../components/ui/loyalty-card.tsx';
import { cn } from '../../../lib/cn.ts';
import { estadoTexto, type Tono } from '../lib/estado.ts';

const ICONO: Record<Tono, typeof Clock> = {
  green: CheckCircle2,
  marigold: Clock,
  neutral: Clock,
  rubi: Lock,
  red: XCircle,
};

/** The business behind an offer: its logo (or initial on its gradient) and name. */
export function NegocioDeOferta({
  negocio,
  className,
}: {
  negocio: OfertaCliente['negocio'];
  className?: string;
}) {
  return (
    <span className={cn('flex min-w-0 items-center gap-2', className)}>
      <NegocioAvatar
        nombre={negocio.nombreComercial}
        fotoPerfil={negocio.fotoPerfil}
        gradient={negocio.gradient}
        redondo
        className="size-7 text-xs"
      />
      <span className="truncate">{negocio.nombreComercial}</span>
    </span>
  );
}

/** The state of an offer for this customer: a badge and one line of why and when. */
export function EstadoOferta({ oferta }: { oferta: OfertaCliente }) {
  const { etiqueta, detalle, tono } = estadoTexto(oferta);
  const Icono = ICONO[tono];
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1" data-estado={oferta.estado}>
      <Badge tone={tono}>
        <Icono className="size-3.5" aria-hidden="true" />
        {etiqueta}
      </Badge>
      {detalle ? <span className="text-sm text-stone-700">{detalle}</span> : null}
    </div>
  );
}

/** One offer in the list; the whole card opens it. */
export function OfertaTarjeta({
  oferta,
  onAbrir,
}: {
  oferta: OfertaCliente;
  onAbrir: (publicID: string) => void;
}) {
  const tituloId = `oferta-${oferta.publicID}`;
  const usable = oferta.estado === 'disponible';
  return (
    <article
      aria-labelledby={tituloId}
      className={cn(
        'relative flex h-full flex-col overflow-hidden rounded-2xl border shadow-sm transition focus-within:ring-2 focus-within:ring-rubi-600 hover:shadow-md',
        usable ? 'border-stone-200 bg-white' : 'border-stone-200 bg-stone-50',
      )}
    >
      <div aria-hidden="true" className={cn('h-1.5', GRADIENT_CLASS[oferta.negocio.gradient])} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <NegocioDeOferta
          negocio={oferta.negocio}
          className="text-sm font-semibold text-stone-700"
        />
        <OfertaResumen
          oferta={oferta}
          titulo={
            <h3 id={tituloId} className="text-lg leading-snug font-bold text-stone-900">
              <button
                type="button"
                onClick={() => onAbrir(oferta.publicID)}
                className="text-left after:absolute after:inset-0 after:content-[''] focus:outline-none"
              >
                {oferta.titulo}
              </button>
            </h3>
          }
        >
          <div className="mt-auto pt-1">
            <EstadoOferta oferta={oferta} />
          </div>
        </OfertaResumen>
      </div>
    </article>
  );
}
