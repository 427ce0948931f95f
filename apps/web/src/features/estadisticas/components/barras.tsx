import { cn } from '../../../lib/cn.ts';
import { formatEntero } from '../lib/format.ts';

export interface Barra {
  clave: string;
  /** Under the bar. */
  etiqueta: string;
  /** Stacked from the bottom: each part's value and its fill class (an SVG `fill-*`). */
  partes: Array<{ valor: number; clase: string }>;
  /** Drawn stronger (the week under way, the selected one). */
  destacada?: boolean;
}

/**
 * Vertical bars drawn in SVG (hand-made: no chart library on the dashboard), the total above each
 * and the label below. The drawing is hidden from screen readers: each chart gives its figures in
 * a table beside it.
 */
export function Barras({
  barras,
  alto = 160,
  mostrarTotales = true,
  etiquetasAlternas = false,
}: {
  barras: Barra[];
  alto?: number;
  mostrarTotales?: boolean;
  /** On a phone, every other label only (12 weeks do not fit in 390 px). */
  etiquetasAlternas?: boolean;
}) {
  const max = Math.max(1, ...barras.map((b) => b.partes.reduce((t, p) => t + p.valor, 0)));
  const ancho = 100 / barras.length;
  const hueco = Math.min(ancho * 0.28, 6);
  return (
    <div aria-hidden="true">
      <div className="relative" style={{ height: alto }}>
        {/* Guide lines at a quarter, a half and three quarters of the highest bar. */}
        {[0.25, 0.5, 0.75].map((f) => (
          <div
            key={f}
            className="absolute inset-x-0 border-t border-dashed border-stone-200"
            style={{ bottom: `${f * 100}%` }}
          />
        ))}
        <svg
          viewBox={`0 0 100 ${alto}`}
          preserveAspectRatio="none"
          className="absolute inset-0 size-full overflow-visible"
        >
          {barras.map((b, i) => {
            let y = alto;
            return (
              <g key={b.clave}>
                {b.partes.map((p, j) => {
                  const h = (p.valor / max) * alto;
                  y -= h;
                  return (
                    <rect
                      key={j}
                      x={i * ancho + hueco / 2}
                      y={y}
                      width={ancho - hueco}
                      height={h}
                      rx={0.6}
                      className={cn(p.clase, !b.destacada && 'opacity-85')}
                    />
                  );
                })}
              </g>
            );
          })}
        </svg>
        {mostrarTotales ? (
          <div className="absolute inset-0 flex">
            {barras.map((b) => {
              const total = b.partes.reduce((t, p) => t + p.valor, 0);
              return (
                <div key={b.clave} className="relative flex-1">
                  <span
                    className="absolute inset-x-0 text-center text-[11px] font-semibold text-stone-700 tabular-nums"
                    style={{ bottom: `calc(${(total / max) * 100}% + 2px)` }}
                  >
                    {formatEntero(total)}
                  </span>
                </div>
              );
            })}
          </div>
        ) : null}
      </div>
      <div className="mt-2 flex border-t border-stone-200 pt-1.5">
        {barras.map((b, i) => (
          <span
            key={b.clave}
            className={cn(
              'flex-1 text-center text-[11px] whitespace-nowrap text-stone-600',
              b.destacada && 'font-bold text-stone-900',
              etiquetasAlternas && i % 2 === 1 && i !== barras.length - 1 && 'max-sm:invisible',
            )}
          >
            {b.etiqueta}
          </span>
        ))}
      </div>
    </div>
  );
}
