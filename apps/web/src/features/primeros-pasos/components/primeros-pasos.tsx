import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Check, ChevronRight, Rocket } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';

export interface PasoInicial {
  id: string;
  titulo: string;
  /** What it is for, while it is still to do. */
  detalle: string;
  /** What the step reads once done. */
  listo: string;
  hecho: boolean;
  /** Where it is done, and the link's words. */
  to: string;
  accion: string;
  /** Another way to tick it, beside its action once it is the step to do (the poster's 'Ya lo tengo'). */
  extra?: ReactNode;
}

export const PRIMEROS_PASOS_TITULO = 'Para empezar';

/**
 * A new business's start checklist (issue 26 B6), at the top of Inicio until every step is done:
 * each step ticked from what the business has really done, each pending one linked to where it is
 * done, the first pending one as the main action. Gone once all are done.
 */
export function PrimerosPasos({ pasos }: { pasos: readonly PasoInicial[] }) {
  const hechos = pasos.filter((p) => p.hecho).length;
  const siguiente = pasos.find((p) => !p.hecho);
  const seccion = useRef<HTMLElement>(null);
  const anterior = useRef(siguiente?.id);
  // A step ticked from inside the list ('Ya lo tengo') takes its button away: the keyboard goes on
  // to the next step's action instead of falling to the page. Not on arriving at Inicio.
  useEffect(() => {
    if (anterior.current === siguiente?.id) return;
    anterior.current = siguiente?.id;
    const activo = document.activeElement;
    if (activo && activo !== document.body) return;
    seccion.current?.querySelector<HTMLElement>('[data-accion-siguiente]')?.focus();
  }, [siguiente?.id]);
  if (!siguiente) return null;
  return (
    <section
      ref={seccion}
      aria-labelledby="primeros-pasos-titulo"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-marigold-100 text-marigold-800">
          <Rocket className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="primeros-pasos-titulo" className="text-lg font-bold text-stone-900">
            {PRIMEROS_PASOS_TITULO}
          </h2>
          <p className="text-sm text-stone-600">
            {pasos.length} pasos para que tus clientes empiecen a juntar visitas.
          </p>
        </div>
        <p className="shrink-0 text-sm font-bold text-rubi-800 tabular-nums">
          {hechos} de {pasos.length}
          <span className="sr-only"> listos</span>
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Pasos listos"
        aria-valuemin={0}
        aria-valuemax={pasos.length}
        aria-valuenow={hechos}
        aria-valuetext={`${hechos} de ${pasos.length} pasos listos`}
        className="mt-4 h-2 overflow-hidden rounded-full bg-stone-100"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-rubi-600 to-marigold-400"
          style={{ width: `${(hechos / pasos.length) * 100}%` }}
        />
      </div>
      {/* The step to do now, open, on the left; the others, one line each, beside it (under it on
          a phone), in their order: a short list that does not push the figures far down. */}
      <ol className="mt-4 flex flex-wrap gap-2.5 md:grid md:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] md:gap-x-4">
        {pasos.map((p, i) =>
          p.hecho ? (
            <li
              key={p.id}
              data-paso={p.id}
              data-hecho=""
              // On a phone the steps done are small chips before the rest, out of the way.
              className="flex items-center gap-2 rounded-full bg-emerald-50 py-1 pr-3 pl-1 ring-1 ring-emerald-200 ring-inset max-md:order-first md:col-start-2 md:min-h-12 md:gap-3 md:rounded-2xl md:px-4 md:py-2.5"
            >
              <span className="grid size-6 shrink-0 place-items-center rounded-full bg-emerald-700 text-white md:size-7">
                <Check className="size-3.5 md:size-4" strokeWidth={3} aria-hidden="true" />
              </span>
              <span className="min-w-0 text-sm font-semibold text-emerald-900">
                {p.listo}
                <span className="sr-only"> (paso {i + 1}, listo)</span>
              </span>
            </li>
          ) : p === siguiente ? (
            <li
              key={p.id}
              data-paso={p.id}
              className="flex w-full flex-col gap-3 rounded-2xl bg-rubi-50/60 p-4 ring-1 ring-rubi-200 ring-inset md:col-start-1 md:row-span-4 md:row-start-1 md:justify-center md:p-5"
            >
              <div className="flex items-start gap-3">
                <span
                  aria-hidden="true"
                  className="grid size-7 shrink-0 place-items-center rounded-full bg-rubi-700 text-sm font-extrabold text-white"
                >
                  {i + 1}
                </span>
                <div className="min-w-0">
                  <h3 className="font-bold text-stone-900">
                    <span className="sr-only">Paso {i + 1}: </span>
                    {p.titulo}
                  </h3>
                  <p className="mt-0.5 text-sm leading-6 text-stone-600">{p.detalle}</p>
                </div>
              </div>
              <div className="flex flex-wrap items-center gap-2 pl-10">
                <ButtonLink to={p.to} data-accion-siguiente="">
                  {p.accion}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </ButtonLink>
                {p.extra}
              </div>
            </li>
          ) : (
            <li
              key={p.id}
              data-paso={p.id}
              className="flex min-h-12 w-full items-center gap-2 rounded-2xl bg-stone-50 py-1 pr-2 pl-4 ring-1 ring-stone-200 ring-inset md:col-start-2"
            >
              <span
                aria-hidden="true"
                className="grid size-7 shrink-0 place-items-center rounded-full bg-white text-sm font-extrabold text-stone-700 ring-1 ring-stone-300"
              >
                {i + 1}
              </span>
              <Link
                to={p.to}
                className="group flex min-h-11 min-w-0 flex-1 items-center justify-between gap-2 rounded-xl px-1 text-sm font-semibold text-stone-900 hover:text-rubi-800"
              >
                <span className="min-w-0">
                  <span className="sr-only">Paso {i + 1}: </span>
                  {p.titulo}
                </span>
                <ChevronRight
                  className="size-4 shrink-0 text-stone-500 group-hover:text-rubi-700"
                  aria-hidden="true"
                />
              </Link>
            </li>
          ),
        )}
      </ol>
    </section>
  );
}
