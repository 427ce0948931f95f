import { Award, Flame, Gift, MapPin, Sparkles, type LucideIcon } from 'lucide-react';
import type { LogroObtenido, LogroProximoDto, LogroTipo } from '@tarjeto/shared';
import { NIVEL_COLOR_CLASSES } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { fechaDeInstante, visitas } from '../lib/formato.ts';

/** One achievement among the customer's: its kind, value and place. */
export const claveDeLogro = (l: {
  tipo: string;
  valor: number | null;
  negocio: { publicID: string } | null;
}) => `${l.tipo}-${l.valor ?? ''}-${l.negocio?.publicID ?? ''}`;

const ICONO: Record<LogroTipo, LucideIcon> = {
  primera_visita: Sparkles,
  nivel: Award,
  racha: Flame,
  primer_canje: Gift,
  negocios: MapPin,
};

/** The achievement's badge: a level in its fixed colour (BRAND.md), the rest in the brand's. */
function Insignia({
  tipo,
  valor,
  apagada = false,
}: {
  tipo: LogroTipo;
  valor: number | null;
  apagada?: boolean;
}) {
  const Icon = ICONO[tipo];
  const nivel = tipo === 'nivel' ? (NIVEL_COLOR_CLASSES[valor ?? 0] ?? null) : null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-12 shrink-0 place-items-center rounded-2xl',
        apagada
          ? 'bg-stone-100 text-stone-500'
          : nivel
            ? `${nivel.bg} text-white`
            : tipo === 'racha'
              ? 'bg-marigold-100 text-marigold-800'
              : 'bg-rubi-50 text-rubi-700',
      )}
    >
      <Icon className="size-6" />
    </span>
  );
}

/** What an earned achievement says under its title. */
function detalleObtenido(l: LogroObtenido) {
  switch (l.tipo) {
    case 'primera_visita':
      return 'Tu primera visita con Tarjeto';
    case 'nivel':
      return l.negocio ? `En ${l.negocio.nombre}` : 'Subiste de nivel';
    case 'racha':
      return 'Con al menos una visita cada semana';
    case 'primer_canje':
      return 'Canjeaste tu primera promoción';
    case 'negocios':
      return `Visitaste ${l.valor ?? 0} lugares distintos`;
  }
}

/** What the next one asks for, in the customer's words. */
function detalleProximo(p: LogroProximoDto) {
  const faltan = p.meta - p.actual;
  switch (p.tipo) {
    case 'primera_visita':
      return 'Muestra Mi código en el mostrador de tu lugar favorito';
    case 'nivel':
      return `Te ${faltan === 1 ? 'falta' : 'faltan'} ${visitas(faltan)} en ${p.negocio?.nombre ?? 'este lugar'}`;
    case 'racha':
      return 'Visita cualquiera de tus lugares cada semana';
    case 'primer_canje':
      return 'Canjea una oferta en uno de tus lugares';
    case 'negocios':
      return 'Visita lugares distintos con Tarjeto';
  }
}

export function LogroObtenidoItem({ logro }: { logro: LogroObtenido }) {
  return (
    <div className="flex items-center gap-3.5">
      <Insignia tipo={logro.tipo} valor={logro.valor} />
      <div className="min-w-0 flex-1">
        <p className="font-bold text-stone-900">{logro.titulo}</p>
        <p className="text-sm text-stone-600">{detalleObtenido(logro)}</p>
        <p className="mt-0.5 text-xs font-semibold text-stone-600">
          <time dateTime={logro.obtenidoAt}>{fechaDeInstante(logro.obtenidoAt)}</time>
        </p>
      </div>
    </div>
  );
}

export function LogroProximoItem({ logro }: { logro: LogroProximoDto }) {
  const pct = Math.round((logro.actual / logro.meta) * 100);
  return (
    <div className="flex items-center gap-3.5">
      <Insignia tipo={logro.tipo} valor={logro.valor} apagada />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-3">
          <p className="font-bold text-stone-900">{logro.titulo}</p>
          <p className="shrink-0 text-sm font-bold text-stone-700">
            {logro.actual}/{logro.meta}
          </p>
        </div>
        <div
          className="mt-1.5 h-2 overflow-hidden rounded-full bg-stone-200"
          role="progressbar"
          aria-label={`Progreso: ${logro.titulo}`}
          aria-valuemin={0}
          aria-valuemax={logro.meta}
          aria-valuenow={logro.actual}
          aria-valuetext={`${logro.actual} de ${logro.meta}`}
        >
          <div className="h-full rounded-full bg-rubi-600" style={{ width: `${pct}%` }} />
        </div>
        <p className="mt-1 text-sm text-stone-600">{detalleProximo(logro)}</p>
      </div>
    </div>
  );
}
