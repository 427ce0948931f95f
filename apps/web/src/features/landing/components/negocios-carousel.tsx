import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight, MapPin, RotateCw, Sparkles, Store, Users } from 'lucide-react';
import { CATEGORIAS, type NegocioDestacado } from '@tarjeto/shared';
import { Button } from '../../../components/ui/boton.tsx';
import { TarjetaDeMuestra } from '../../../components/layout/tarjeta-de-muestra.tsx';
import { paraNegociosPath } from '../../../components/layout/footer-links.ts';
import { cn } from '../../../lib/cn.ts';
import { useNegociosDestacados } from '../api/get-negocios-destacados.ts';
import { formatNumero } from '../utils/format.ts';
import { SectionHeading } from './section-heading.tsx';
import { Enlace, EnlaceBoton } from '../../../components/ui/enlace.tsx';

const categoriaNombre = (id: string) => CATEGORIAS.find((c) => c.id === id)?.nombre ?? id;

/** Sample progress on each example card, so the carousel doesn't show five empty cards. */
const VISITAS_EJEMPLO = [4, 2, 3, 4, 2];
const MAX_DOTS_PHONE = 5;

/** The carousel of sample businesses (SPEC §1), fed by GET /api/negocios/destacados. */
export function NegociosSection() {
  const destacados = useNegociosDestacados();
  return (
    <section
      id="negocios"
      aria-labelledby="negocios-titulo"
      className="scroll-mt-16 overflow-hidden bg-white py-20 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="negocios-titulo"
          eyebrow="Negocios en Tarjeto"
          title="Lugares que ya consienten a sus clientes"
        >
          Taquerías, cafés y panaderías de todo México ya premian a quienes regresan. Así se ve su
          tarjeta.
        </SectionHeading>

        <div className="mt-12">
          {destacados.status === 'pending' ? (
            <CarouselSkeleton />
          ) : destacados.status === 'error' ? (
            <div className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-3xl border border-stone-200 bg-stone-50 px-6 py-10 text-center">
              <p role="alert" className="font-semibold text-stone-800">
                No pudimos cargar los negocios en este momento.
              </p>
              <Button
                variant="secondary"
                onClick={destacados.reintentar}
                loading={destacados.reintentando}
                icon={<RotateCw className="size-4" aria-hidden="true" />}
              >
                Reintentar
              </Button>
            </div>
          ) : destacados.data.length === 0 ? (
            <div className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-3xl border border-dashed border-stone-300 px-6 py-10 text-center">
              <Store className="size-8 text-rubi-700" aria-hidden="true" />
              <p className="font-semibold text-stone-800">
                Muy pronto verás aquí a los primeros negocios de tu ciudad.
              </p>
              <EnlaceBoton to={paraNegociosPath()} variant="secondary">
                ¿Tienes uno? Regístralo
              </EnlaceBoton>
            </div>
          ) : (
            <Carousel negocios={destacados.data} />
          )}
        </div>
      </div>
    </section>
  );
}

function Carousel({ negocios }: { negocios: NegocioDestacado[] }) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const slideRefs = useRef<Array<HTMLLIElement | null>>([]);
  // Which slides are at least half on screen; several at once on wide screens.
  const [visible, setVisible] = useState<number[]>([0]);
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(false);

  const measure = useCallback(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const box = scroller.getBoundingClientRect();
    const shown: number[] = [];
    slideRefs.current.forEach((slide, i) => {
      if (!slide) return;
      const r = slide.getBoundingClientRect();
      const overlap = Math.min(r.right, box.right) - Math.max(r.left, box.left);
      if (overlap >= r.width * 0.5) shown.push(i);
    });
    setVisible(shown.length ? shown : [0]);
    setAtStart(scroller.scrollLeft <= 4);
    setAtEnd(scroller.scrollLeft + scroller.clientWidth >= scroller.scrollWidth - 4);
  }, []);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    measure();
    scroller.addEventListener('scroll', onScroll, { passive: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(onScroll) : null;
    resize?.observe(scroller);
    return () => {
      cancelAnimationFrame(frame);
      scroller.removeEventListener('scroll', onScroll);
      resize?.disconnect();
    };
  }, [measure, negocios.length]);

  const goTo = (index: number) => {
    const scroller = scrollerRef.current;
    const slide = slideRefs.current[Math.max(0, Math.min(negocios.length - 1, index))];
    if (!scroller || !slide) return;
    const offset = slide.getBoundingClientRect().left - scroller.getBoundingClientRect().left;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    scroller.scrollBy?.({ left: offset, behavior: reduce ? 'auto' : 'smooth' });
  };
  const first = visible[0] ?? 0;
  const prev = () => goTo(first - 1);
  const next = () => goTo(first + 1);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') {
      e.preventDefault();
      prev();
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      next();
    }
  };

  const arrow =
    'grid size-12 place-items-center rounded-full border border-stone-300 bg-white text-stone-800 shadow-sm transition hover:border-rubi-300 hover:bg-rubi-50 hover:text-rubi-800 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-stone-300 disabled:hover:bg-white disabled:hover:text-stone-800';

  return (
    <div role="region" aria-roledescription="carrusel" aria-label="Negocios de ejemplo">
      <div
        ref={scrollerRef}
        tabIndex={0}
        onKeyDown={onKeyDown}
        className="relative -mx-4 snap-x snap-mandatory scroll-px-4 overflow-x-auto overscroll-x-contain px-4 pt-2 pb-6 [scrollbar-width:none] focus-visible:outline-offset-4 sm:-mx-6 sm:scroll-px-6 sm:px-6 lg:mx-0 lg:scroll-px-0 lg:px-0 [&::-webkit-scrollbar]:hidden"
      >
        {/* The list keeps plain list items (a list holds only listitems); each slide is the group
            inside its item. */}
        <ul className="flex gap-4 sm:gap-6">
          {negocios.map((negocio, i) => (
            <li
              key={negocio.publicID}
              ref={(el) => {
                slideRefs.current[i] = el;
              }}
              className="w-[85%] max-w-[22rem] shrink-0 snap-start sm:w-[22rem] lg:w-[calc((100%-3rem)/3)] lg:max-w-none"
            >
              <div
                role="group"
                aria-roledescription="diapositiva"
                aria-label={`${i + 1} de ${negocios.length}: ${negocio.nombreComercial}`}
                className="h-full"
              >
                <NegocioSlide
                  negocio={negocio}
                  visitas={VISITAS_EJEMPLO[i % VISITAS_EJEMPLO.length]!}
                />
              </div>
            </li>
          ))}
        </ul>
      </div>

      <div className="mt-2 flex items-center justify-between gap-4">
        {/* Many slides: on phones a counter replaces the dots, which would not fit at 44 px. */}
        <p
          className={cn(
            'text-sm font-semibold text-stone-600',
            negocios.length > MAX_DOTS_PHONE ? 'sm:hidden' : 'hidden',
          )}
        >
          {first + 1} de {negocios.length}
        </p>
        <div
          className={cn(
            'items-center',
            negocios.length > MAX_DOTS_PHONE ? 'hidden sm:flex' : 'flex',
          )}
          role="group"
          aria-label="Elegir negocio"
        >
          {negocios.map((negocio, i) => {
            const isVisible = visible.includes(i);
            return (
              <button
                key={negocio.publicID}
                type="button"
                onClick={() => goTo(i)}
                aria-label={`Ir a ${negocio.nombreComercial}`}
                aria-current={i === first ? 'true' : undefined}
                className="group grid size-11 place-items-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'block h-2.5 rounded-full transition-all',
                    isVisible ? 'w-7 bg-rubi-700' : 'w-2.5 bg-stone-300 group-hover:bg-stone-400',
                  )}
                />
              </button>
            );
          })}
        </div>
        <div className="flex items-center gap-3">
          {[
            { label: 'Negocio anterior', Icon: ChevronLeft, onClick: prev, disabled: atStart },
            { label: 'Negocio siguiente', Icon: ChevronRight, onClick: next, disabled: atEnd },
          ].map(({ label, Icon, onClick, disabled }) => (
            <button
              key={label}
              type="button"
              className={arrow}
              onClick={onClick}
              disabled={disabled}
              aria-label={label}
            >
              <Icon className="size-6" aria-hidden="true" />
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

function NegocioSlide({ negocio, visitas }: { negocio: NegocioDestacado; visitas: number }) {
  const categoria = negocio.categoria[0] ? categoriaNombre(negocio.categoria[0]) : null;
  const lugar = [negocio.zona, negocio.ciudad].filter(Boolean).join(', ');
  return (
    <article className="flex h-full flex-col rounded-3xl border border-stone-200 bg-stone-50/60 p-4 sm:p-5">
      <p className="mb-3 text-xs font-semibold tracking-wide text-stone-600 uppercase">
        Tarjeta de ejemplo
      </p>
      <TarjetaDeMuestra
        nombreComercial={negocio.nombreComercial}
        subtitulo={categoria}
        gradient={negocio.gradient}
        nivel={0}
        visitas={visitas}
      />
      <div className="mt-5 flex flex-1 flex-col px-1">
        <div className="flex flex-wrap items-center gap-2">
          {categoria ? (
            <span className="rounded-full bg-rubi-50 px-2.5 py-0.5 text-xs font-bold text-rubi-800 ring-1 ring-rubi-100">
              {categoria}
            </span>
          ) : null}
          {lugar ? (
            <span className="inline-flex items-center gap-1 text-sm text-stone-600">
              <MapPin className="size-4 text-stone-500" aria-hidden="true" />
              {lugar}
            </span>
          ) : null}
        </div>
        <h3 className="mt-3 text-xl font-bold text-stone-900">{negocio.nombreComercial}</h3>
        {negocio.descripcion ? (
          <p className="mt-2 line-clamp-3 text-sm leading-6 text-stone-600">
            {negocio.descripcion}
          </p>
        ) : null}
        <div className="mt-auto pt-5">
          {negocio.valorDiferenciador ? (
            <p className="flex items-start gap-2 rounded-2xl bg-marigold-50 px-3.5 py-3 text-sm font-semibold text-marigold-900 ring-1 ring-marigold-200">
              <Sparkles className="mt-0.5 size-4 shrink-0 text-marigold-700" aria-hidden="true" />
              <span>
                <span className="sr-only">Lo que los distingue: </span>
                {negocio.valorDiferenciador}
              </span>
            </p>
          ) : null}
          <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
            <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-stone-700">
              <Users className="size-4 text-rubi-700" aria-hidden="true" />
              {/* A business that just joined says so instead of showing "0 clientes". */}
              {negocio.clientesUnicos > 0
                ? `${formatNumero(negocio.clientesUnicos)} ${negocio.clientesUnicos === 1 ? 'cliente' : 'clientes'}`
                : 'Nuevo en Tarjeto'}
            </p>
            {/* Its public page (SPEC §2's sample links /cuichi, /cafe… point here). */}
            <Enlace
              to={`/negocio/${encodeURIComponent(negocio.slug)}`}
              className="inline-flex min-h-11 items-center gap-1 rounded-lg px-1 text-sm font-bold text-rubi-700 underline-offset-4 hover:text-rubi-800 hover:underline"
            >
              Ver su página <span className="sr-only">de {negocio.nombreComercial}</span>
              <ChevronRight className="size-4" aria-hidden="true" />
            </Enlace>
          </div>
        </div>
      </div>
    </article>
  );
}

/**
 * What the carousel shows until its businesses arrive — and what the prerendered page carries:
 * the same boxes as a slide and the controls row below, so nothing under it moves when the cards
 * replace it.
 */
function CarouselSkeleton() {
  return (
    <div aria-busy="true">
      <span role="status" className="sr-only">
        Cargando negocios…
      </span>
      <div className="relative flex gap-4 overflow-hidden pt-2 pb-6 sm:gap-6">
        {[0, 1, 2].map((i) => (
          <div
            key={i}
            aria-hidden="true"
            className="w-[85%] max-w-[22rem] shrink-0 animate-pulse rounded-3xl border border-stone-200 p-4 sm:w-[22rem] sm:p-5 lg:w-[calc((100%-3rem)/3)] lg:max-w-none"
          >
            <div className="mb-3 flex h-4 items-center">
              <div className="h-3 w-28 rounded bg-stone-200" />
            </div>
            <div className="aspect-[85.6/54] rounded-2xl bg-stone-200" />
            <div className="mt-5 px-1">
              <div className="h-6 w-40 rounded-full bg-stone-200" />
              <div className="mt-3 h-7 w-2/3 rounded bg-stone-200" />
              <div className="mt-2 flex h-18 flex-col justify-around">
                <div className="h-3 w-full rounded bg-stone-200" />
                <div className="h-3 w-full rounded bg-stone-200" />
                <div className="h-3 w-5/6 rounded bg-stone-200" />
              </div>
              {/* Taller on phones, where the slide's texts wrap to more lines. */}
              <div className="mt-5 h-[6.75rem] rounded-2xl bg-stone-200 sm:h-16" />
              <div className="mt-4 h-11 w-1/2 rounded-lg bg-stone-200" />
            </div>
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="mt-2 h-12" />
    </div>
  );
}
