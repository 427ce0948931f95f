import { useId } from 'react';
import {
  CalendarDays,
  CheckCircle2,
  ChevronDown,
  Gift,
  Package,
  ScanLine,
  Tag,
  Ticket,
} from 'lucide-react';
import {
  mensajeNoElegible,
  type Canje,
  type ClasePromo,
  type PromocionEnMostrador,
} from '@tarjeto/shared';
import { cn } from '../../../lib/cn.ts';
import { claseTexto, horaCanje, quedanTexto } from '../lib/canje-copy.ts';
import { useZonaKiosk } from '../lib/zona-kiosk.ts';
import { NivelFlag } from './nivel-flag.tsx';

export const VUELVE_A_ESCANEAR = 'Para canjear, vuelve a escanear el código del cliente.';

const CLASE_ICONO: Record<ClasePromo, typeof Gift> = {
  promocion: Tag,
  cupon: Ticket,
  recompensa: Gift,
  evento: CalendarDays,
};

/**
 * The promotions the customer just scanned can use now, each a large white card with its own
 * 'Canjear' button. While the scan's token is good the buttons are there; once it is not, one line
 * says to scan again. What was redeemed on this screen is marked, with the stock the server
 * reported, and offered again only when the server's answer says one more canje is possible for
 * this customer (its limits, stock and hours counted with the one just made); otherwise the card
 * says why, in the counter's words.
 */
export function PromocionesMostrador({
  promociones,
  canjeados,
  disponible,
  onCanjear,
}: {
  promociones: PromocionEnMostrador[];
  canjeados: Readonly<Record<string, Canje>>;
  /** Redeeming is possible: the scan named a customer and its token is still good. */
  disponible: boolean;
  onCanjear: (promo: PromocionEnMostrador) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="@container">
      <h3 id={headingId} className="text-2xl font-extrabold sm:text-3xl">
        {promociones.length === 1 ? 'Promoción para canjear' : 'Promociones para canjear'}
      </h3>
      {!disponible ? (
        <p className="mt-3 flex items-center gap-3 rounded-2xl bg-stone-950 px-4 py-3 text-lg font-bold text-white sm:text-xl">
          <ScanLine className="size-7 shrink-0 text-marigold-300" aria-hidden="true" />
          {VUELVE_A_ESCANEAR}
        </p>
      ) : null}
      <ul className="mt-3 flex flex-col gap-4">
        {promociones.map((p) => (
          <PromoCard
            key={p.publicID}
            promo={p}
            canje={canjeados[p.publicID] ?? null}
            disponible={disponible}
            onCanjear={() => onCanjear(p)}
          />
        ))}
      </ul>
    </section>
  );
}

function PromoCard({
  promo,
  canje,
  disponible,
  onCanjear,
}: {
  promo: PromocionEnMostrador;
  canje: Canje | null;
  disponible: boolean;
  onCanjear: () => void;
}) {
  const titleId = useId();
  const zona = useZonaKiosk();
  const Icono = CLASE_ICONO[promo.clase];
  // After a redemption here, the server's count is newer than the one the scan brought.
  const restantes = canje ? canje.restantes : promo.restantes;
  const agotada = restantes !== null && restantes <= 0;
  const otro = canje?.otroCanje ?? null;
  const otraVez = otro === null || otro.elegible;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex flex-col gap-4 rounded-3xl bg-white p-4 text-stone-950 shadow-lg ring-1 ring-black/5 sm:p-6 @xl:flex-row @xl:items-center [@media(max-height:500px)]:gap-3 [@media(max-height:500px)]:p-3"
      >
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="inline-flex items-center gap-1.5 rounded-full bg-stone-100 px-3 py-1 text-sm font-bold text-stone-800 ring-1 ring-stone-300 sm:text-base">
              <Icono className="size-4 sm:size-5" aria-hidden="true" />
              {claseTexto(promo.clase)}
            </span>
            <NivelFlag nivel={promo.nivelReq} />
            {restantes !== null ? (
              <span
                className={cn(
                  'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-extrabold sm:text-base',
                  agotada ? 'bg-red-100 text-red-900' : 'bg-marigold-200 text-stone-950',
                )}
              >
                <Package className="size-4 sm:size-5" aria-hidden="true" />
                {quedanTexto(restantes)}
              </span>
            ) : null}
          </div>
          <h4
            id={titleId}
            className="mt-3 text-2xl leading-tight font-extrabold tracking-tight text-balance break-words sm:text-3xl [@media(max-height:500px)]:mt-2 [@media(max-height:500px)]:text-2xl"
          >
            {promo.titulo}
          </h4>
          <p className="mt-1 text-lg text-stone-700 sm:text-xl [@media(max-height:500px)]:text-lg">
            {promo.descripcion}
          </p>
          {promo.terminos ? (
            <details className="group mt-2">
              <summary className="-mx-2 inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg px-2 text-base font-bold text-stone-800 underline decoration-stone-400 underline-offset-4 hover:bg-stone-100 sm:text-lg [&::-webkit-details-marker]:hidden">
                Términos y condiciones
                <ChevronDown
                  className="size-5 transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <p className="mt-1 text-base whitespace-pre-line text-stone-700 sm:text-lg">
                {promo.terminos}
              </p>
            </details>
          ) : null}
          {canje ? (
            <p className="mt-3 flex items-center gap-2 text-lg font-extrabold text-emerald-800 sm:text-xl">
              <CheckCircle2 className="size-6 shrink-0" aria-hidden="true" />
              Canjeado a las {horaCanje(canje.fecha, zona)}
            </p>
          ) : null}
          {otro?.motivo && !agotada ? (
            <p className="mt-1 text-base font-semibold text-stone-700 sm:text-lg">
              {mensajeNoElegible(otro.motivo)}
            </p>
          ) : null}
        </div>
        {disponible && !agotada && otraVez ? (
          <button
            type="button"
            data-canjear={promo.publicID}
            onClick={onCanjear}
            className={cn(
              'inline-flex min-h-16 w-full shrink-0 items-center justify-center gap-3 rounded-2xl px-5 font-extrabold text-balance shadow-md transition-colors @xl:w-56 sm:min-h-20 [@media(max-height:500px)]:min-h-14 [@media(max-height:500px)]:text-xl',
              canje
                ? 'bg-white text-xl text-stone-950 ring-4 ring-stone-950 ring-inset hover:bg-stone-100 sm:text-2xl'
                : 'bg-stone-950 text-2xl text-white hover:bg-stone-800 active:bg-stone-700 sm:text-3xl',
            )}
          >
            <Gift
              className={cn('size-7 shrink-0', canje ? 'text-stone-950' : 'text-marigold-300')}
              aria-hidden="true"
            />
            {canje ? 'Canjear otra vez' : 'Canjear'} <span className="sr-only">{promo.titulo}</span>
          </button>
        ) : null}
      </article>
    </li>
  );
}
