import { Stamp } from 'lucide-react';
import { nombreNivel, textoSobre, type Gradient } from '@tarjeto/shared';
import { cn } from '../../lib/cn.ts';

export interface LoyaltyCardProps {
  nombreComercial: string;
  gradient: Gradient;
  nivel: number;
  /** Visits counted this season. */
  visitas: number;
  /** Visits the next level needs; null at the top level. */
  meta: number | null;
  siguienteNivel: number | null;
  /** The business's own names for the level and the next one (a business may rename them). */
  nivelNombre?: string;
  siguienteNivelNombre?: string;
  fotoUrl?: string | null;
  /** The business's brand colour (#rrggbb), behind its initial when it has no logo. */
  color?: string | null;
  subtitulo?: string | null;
  className?: string;
}

export const GRADIENT_CLASS: Record<Gradient, string> = {
  dorado: 'gradient-dorado',
  azul: 'gradient-azul',
  rubi: 'gradient-rubi',
  rosa: 'gradient-rosa',
};

/**
 * The loyalty card, Tarjeto's hero object (BRAND.md): credit-card proportions, the business's
 * gradient, its logo and name, the level and the progress to the next one. One component wherever
 * a card appears.
 */
export function LoyaltyCard({
  nombreComercial,
  gradient,
  nivel,
  visitas,
  meta,
  siguienteNivel,
  nivelNombre = nombreNivel(nivel),
  siguienteNivelNombre = siguienteNivel === null ? undefined : nombreNivel(siguienteNivel),
  fotoUrl,
  color,
  subtitulo,
  className,
}: LoyaltyCardProps) {
  const pct = meta ? Math.min(100, Math.round((visitas / meta) * 100)) : 100;
  const faltan = meta ? Math.max(0, meta - visitas) : 0;
  const inicial = nombreComercial.trim().charAt(0).toUpperCase() || 'T';
  return (
    <article
      aria-label={`Tarjeta de ${nombreComercial}`}
      className={cn(
        'relative isolate flex aspect-[85.6/54] w-full flex-col justify-between overflow-hidden rounded-2xl p-4 text-white shadow-lg sm:p-5',
        GRADIENT_CLASS[gradient],
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="absolute -top-10 -right-10 -z-10 size-40 rounded-full bg-white/10"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-16 -left-8 -z-10 size-48 rounded-full bg-black/10"
      />
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          {fotoUrl ? (
            <img
              src={fotoUrl}
              alt=""
              className="size-10 shrink-0 rounded-full border-2 border-white/70 object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              style={color ? { backgroundColor: color, color: textoSobre(color) } : undefined}
              className="grid size-10 shrink-0 place-items-center rounded-full border-2 border-white/60 bg-white/15 text-lg font-extrabold"
            >
              {inicial}
            </span>
          )}
          <div className="min-w-0">
            <p className="line-clamp-2 text-base leading-tight font-bold break-words">
              {nombreComercial}
            </p>
            {subtitulo ? <p className="truncate text-xs text-white/85">{subtitulo}</p> : null}
          </div>
        </div>
        <span className="shrink-0 rounded-full bg-white/95 px-2.5 py-0.5 text-[11px] font-extrabold tracking-wide text-stone-900 uppercase">
          {nivelNombre}
        </span>
      </div>
      <div>
        <div className="mb-1.5 flex items-end justify-between gap-2 text-xs font-semibold">
          <span className="inline-flex shrink-0 items-center gap-1 whitespace-nowrap">
            <Stamp className="size-3.5" aria-hidden="true" />
            {meta ? `${visitas}/${meta} visitas` : `${visitas} visitas`}
          </span>
          <span className="text-right text-white/90">
            {siguienteNivel !== null && meta
              ? faltan === 0
                ? `¡Nivel ${siguienteNivelNombre}!`
                : `Te ${faltan === 1 ? 'falta 1 visita' : `faltan ${faltan} visitas`} para ${siguienteNivelNombre}`
              : 'Nivel máximo'}
          </span>
        </div>
        <BarraDeNivel pct={pct} className="h-2 overflow-hidden rounded-full bg-white/25" />
      </div>
    </article>
  );
}

/**
 * The bar of a card's progress to the next level, white on the card's colours: the card's own and
 * the kiosk's answer to a counted visit. `className` is the track (height, colour, margin).
 */
export function BarraDeNivel({ pct, className }: { pct: number; className: string }) {
  return (
    <div
      className={className}
      role="progressbar"
      aria-label="Progreso al siguiente nivel"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
    >
      <div className="h-full rounded-full bg-white" style={{ width: `${pct}%` }} />
    </div>
  );
}

/**
 * The two soft circles behind a large ruby gradient panel, light above and dark below, as the
 * card has its own smaller ones: the landing's sample promotions and the kiosk's pairing side.
 * The panel is `relative isolate overflow-hidden`, so they sit under its content, cut at its
 * edges. Here rather than in a file of their own, which the build made one more request for the
 * kiosk: this file comes with the shared code every page loads.
 */
export function CirculosDeFondo() {
  return (
    <>
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-white/10"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-32 -left-16 -z-10 size-80 rounded-full bg-black/10"
      />
    </>
  );
}
