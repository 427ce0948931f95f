import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { cn } from '../../../lib/cn.ts';
import { formatEntero } from '../lib/format.ts';

export interface Barra {
  clave: string;
  /** Under the bar. */
  etiqueta: string;
  /** A second line under the label (the figure a month's bar stands for). */
  detalle?: string;
  /** Stacked from the bottom: each part's value and its fill class (an SVG `fill-*`). */
  partes: Array<{ valor: number; clase: string }>;
  /** Drawn stronger (the week under way, the selected one). */
  destacada?: boolean;
}

/** Room left between two labels side by side, in px. */
export const HUECO_ETIQUETAS = 8;

/**
 * Every how many bars a label fits: 1 when the widest label (and some room) fits under one bar, 2
 * when it needs two bars' width, and so on. Without a measure (not laid out yet), every bar.
 */
export function pasoEtiquetas(anchoBarra: number, anchoEtiqueta: number, hueco = HUECO_ETIQUETAS) {
  if (!(anchoBarra > 0) || !(anchoEtiqueta > 0)) return 1;
  return Math.max(1, Math.ceil((anchoEtiqueta + hueco) / anchoBarra));
}

/** Labels are counted back from the last bar, so the latest (this week, this month) always has one. */
export const conEtiqueta = (i: number, total: number, paso: number) => (total - 1 - i) % paso === 0;

const anchoMayor = (fila: HTMLElement | null) =>
  Math.max(
    0,
    ...Array.from(
      fila?.querySelectorAll<HTMLElement>('[data-medida]') ?? [],
      (e) => e.getBoundingClientRect().width,
    ),
  );

/**
 * How many bars apart the labels and the totals go, from their drawn widths and the chart's: a
 * 12-week chart on a phone labels every other week or every third rather than running them
 * together. Measured again when the chart changes width or a label's (the web font arrives).
 */
function usePasos(n: number, textos: string) {
  const etiquetasRef = useRef<HTMLDivElement>(null);
  const totalesRef = useRef<HTMLDivElement>(null);
  const [pasos, setPasos] = useState({ etiquetas: 1, totales: 1 });
  useLayoutEffect(() => {
    const fila = etiquetasRef.current;
    if (!fila || n === 0) return;
    let vivo = true;
    const medir = () => {
      if (!vivo) return;
      const barra = fila.getBoundingClientRect().width / n;
      const nuevos = {
        etiquetas: pasoEtiquetas(barra, anchoMayor(fila)),
        totales: pasoEtiquetas(barra, anchoMayor(totalesRef.current), 2),
      };
      setPasos((p) =>
        p.etiquetas === nuevos.etiquetas && p.totales === nuevos.totales ? p : nuevos,
      );
    };
    // Measured as the browser lays the chart out — an observer's first call comes then, before
    // the frame is painted — and again when the row or a label changes size (the web font). Read
    // here, in the commit, a size would lay the whole new screen out inside it: one long task on
    // a dashboard's first draw (issue 29). flushSync: the labels painted are the ones that fit.
    const observer =
      typeof ResizeObserver === 'function' ? new ResizeObserver(() => flushSync(medir)) : null;
    if (observer) {
      observer.observe(fila);
      for (const el of [fila, totalesRef.current].flatMap((f) =>
        Array.from(f?.querySelectorAll('[data-medida]') ?? []),
      ))
        observer.observe(el);
    } else medir();
    return () => {
      vivo = false;
      observer?.disconnect();
    };
  }, [n, textos]);
  return { ...pasos, etiquetasRef, totalesRef };
}

/**
 * Vertical bars drawn in SVG (hand-made: no chart library on the dashboard), the total above each
 * and the label below; where they do not all fit, every other one (or every third…), always the
 * last. The drawing is hidden from screen readers: each chart gives its figures in a table beside
 * it.
 */
export function Barras({
  barras,
  alto = 160,
  mostrarTotales = true,
}: {
  barras: Barra[];
  alto?: number;
  mostrarTotales?: boolean;
}) {
  const max = Math.max(1, ...barras.map((b) => b.partes.reduce((t, p) => t + p.valor, 0)));
  const ancho = 100 / barras.length;
  const hueco = Math.min(ancho * 0.28, 6);
  const textos = barras.map((b) => `${b.etiqueta}|${b.detalle ?? ''}|${totalDe(b)}`).join('\n');
  const pasos = usePasos(barras.length, textos);
  return (
    <div aria-hidden="true" data-barras="">
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
          <div ref={pasos.totalesRef} className="absolute inset-0 flex">
            {barras.map((b, i) => {
              const total = totalDe(b);
              return (
                <div key={b.clave} className="relative min-w-0 flex-1">
                  <span
                    className="absolute inset-x-0 flex justify-center"
                    style={{ bottom: `calc(${(total / max) * 100}% + 2px)` }}
                  >
                    <span
                      data-medida=""
                      className={cn(
                        'shrink-0 text-[11px] font-semibold whitespace-nowrap text-stone-700 tabular-nums',
                        !conEtiqueta(i, barras.length, pasos.totales) && 'invisible',
                      )}
                    >
                      {formatEntero(total)}
                    </span>
                  </span>
                </div>
              );
            })}
          </div>
        ) : null}
      </div>
      <div ref={pasos.etiquetasRef} className="mt-2 flex border-t border-stone-200 pt-1.5">
        {barras.map((b, i) => (
          <span key={b.clave} className="flex min-w-0 flex-1 justify-center">
            <span
              data-medida=""
              data-etiqueta={conEtiqueta(i, barras.length, pasos.etiquetas) ? '' : undefined}
              className={cn(
                'flex shrink-0 flex-col items-center text-[11px] leading-4 whitespace-nowrap text-stone-600',
                b.destacada && 'font-bold text-stone-900',
                !conEtiqueta(i, barras.length, pasos.etiquetas) && 'invisible',
              )}
            >
              <span>{b.etiqueta}</span>
              {b.detalle !== undefined ? <span className="tabular-nums">{b.detalle}</span> : null}
            </span>
          </span>
        ))}
      </div>
    </div>
  );
}

const totalDe = (b: Barra) => b.partes.reduce((t, p) => t + p.valor, 0);
