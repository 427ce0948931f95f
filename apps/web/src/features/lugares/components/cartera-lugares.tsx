import type { ReactNode } from 'react';
import { Store, TicketPercent } from 'lucide-react';
import type { LugarEnCartera } from '@tarjeto/shared';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { GRADIENT_CLASS } from '../../../components/ui/loyalty-card.tsx';
import { NivelPill } from '../../../components/ui/nivel-pill.tsx';
import { cn } from '../../../lib/cn.ts';
import {
  NEGOCIO_PUBLICO_PATH,
  ofertasTexto,
  TARJETA_PATH,
  ultimaVisitaTexto,
  visitasTexto,
} from '../lib/lugar.ts';
import { CabezaDeLugar, DireccionLinea, HorarioHoy } from './lugar-partes.tsx';

/**
 * What the app adds to a business of the wallet (its card's way into the phone's wallet):
 * composed by the route, since features do not import each other.
 */
export type AccionesLugar = (lugar: LugarEnCartera) => ReactNode;

/** One business of the wallet: the card there, today's hours, where it is, its page and offers. */
function LugarCarteraCard({
  lugar,
  ofertasPath,
  acciones,
}: {
  lugar: LugarEnCartera;
  ofertasPath: (slug: string) => string;
  acciones?: AccionesLugar | undefined;
}) {
  const tituloId = `cartera-${lugar.slug}`;
  const { tarjeta } = lugar;
  return (
    <article
      aria-labelledby={tituloId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <div aria-hidden="true" className={cn('h-1.5', GRADIENT_CLASS[lugar.gradient])} />
      <div className="flex flex-1 flex-col gap-4 p-4">
        <CabezaDeLugar
          lugar={lugar}
          tituloId={tituloId}
          to={TARJETA_PATH(lugar.slug)}
          extra={
            <NivelPill nivel={tarjeta.nivel} nombre={tarjeta.nombreNivel} className="shrink-0" />
          }
        />
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          <div>
            <dt className="text-stone-600">Tus visitas</dt>
            {tarjeta.visitasTotales === 0 ? (
              <dd className="font-semibold text-stone-900">Aún sin visitas</dd>
            ) : (
              <dd className="font-semibold text-stone-900">
                {visitasTexto(tarjeta.visitasTemporada)} esta temporada
                <span className="block font-normal text-stone-600">
                  {visitasTexto(tarjeta.visitasTotales)} en total
                </span>
              </dd>
            )}
          </div>
          <div>
            <dt className="text-stone-600">Última visita</dt>
            <dd className="font-semibold text-stone-900">
              {ultimaVisitaTexto(tarjeta.ultimaVisita) ?? 'Aún no vas'}
            </dd>
          </div>
          <div className="col-span-2">
            <dt className="sr-only">Horario de hoy</dt>
            <dd>
              <HorarioHoy horario={lugar.horario} className="text-sm" />
            </dd>
          </div>
          {lugar.direccion ? (
            <div className="col-span-2">
              <dt className="sr-only">Dirección</dt>
              <dd>
                <DireccionLinea lugar={lugar} />
              </dd>
            </div>
          ) : null}
        </dl>
        {acciones ? <div className="empty:hidden">{acciones(lugar)}</div> : null}
        <div className="mt-auto flex flex-wrap gap-2">
          <ButtonLink to={NEGOCIO_PUBLICO_PATH(lugar.slug)} variant="secondary">
            <Store className="size-4" aria-hidden="true" />
            Ver su página
          </ButtonLink>
          {lugar.ofertasActivas > 0 ? (
            <ButtonLink to={ofertasPath(lugar.slug)} variant="ghost">
              <TicketPercent className="size-4" aria-hidden="true" />
              {ofertasTexto(lugar.ofertasActivas)}{' '}
              <span className="sr-only">de {lugar.nombreComercial}</span>
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** 'Mi cartera': every business the customer has a card at. */
export function CarteraLugares({
  lugares,
  ofertasPath,
  acciones,
  onDescubrir,
}: {
  lugares: LugarEnCartera[];
  ofertasPath: (slug: string) => string;
  acciones?: AccionesLugar | undefined;
  onDescubrir: () => void;
}) {
  if (lugares.length === 0)
    return (
      <div className="flex flex-col items-center gap-4 rounded-3xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
        <span className="grid size-12 place-items-center rounded-2xl bg-rubi-50 text-rubi-700">
          <Store className="size-6" aria-hidden="true" />
        </span>
        <div>
          <p className="text-lg font-bold text-stone-900">Tu cartera está vacía</p>
          <p className="mt-1 max-w-sm text-stone-600">
            Registra tu primera visita en tu lugar favorito, o busca lugares cerca de ti y
            agrégalos.
          </p>
        </div>
        <Button onClick={onDescubrir}>Descubrir lugares</Button>
      </div>
    );
  return (
    // minmax(0, 1fr) tracks (grid-cols-1 on a phone): a track sized by its content grew to the
    // longest line and pushed the page sideways at 390 px (issue 26 B1).
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
      {lugares.map((l) => (
        <li key={l.slug} className="min-w-0">
          <LugarCarteraCard lugar={l} ofertasPath={ofertasPath} acciones={acciones} />
        </li>
      ))}
    </ul>
  );
}
