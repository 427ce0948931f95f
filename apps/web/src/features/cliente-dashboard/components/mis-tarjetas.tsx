import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Flame, RotateCw, Stamp, WalletCards } from 'lucide-react';
import type { TarjetaCliente } from '@tarjeto/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LoyaltyCard } from '../../../components/ui/loyalty-card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cuando, diaYMes, semanas } from '../lib/formato.ts';

/** Where a card opens: its detail, by the business's slug (the app's route says where). */
export type TarjetaPath = (slug: string) => string;

/**
 * What the app puts under a card (its way into the phone's wallet): composed by the route, since
 * features do not import each other. Drawn outside the card's link.
 */
export type AccionesTarjeta = (tarjeta: TarjetaCliente) => ReactNode;

/**
 * One card of the wallet: the hero card in the business's gradient, and what it is doing. With
 * `tarjetaPath` the card is a link to its detail (issue 26 B8: a card people try to tap).
 */
export function TarjetaDeCartera({
  tarjeta,
  ahora,
  tarjetaPath,
  acciones,
}: {
  tarjeta: TarjetaCliente;
  ahora?: Date;
  tarjetaPath?: TarjetaPath | undefined;
  acciones?: AccionesTarjeta | undefined;
}) {
  const { negocio, siguienteNivel: siguiente } = tarjeta;
  const card = (
    <LoyaltyCard
      nombreComercial={negocio.nombre}
      gradient={negocio.gradient}
      color={negocio.color}
      fotoUrl={negocio.fotoPerfil}
      nivel={tarjeta.nivel}
      nivelNombre={tarjeta.nombreNivel}
      visitas={tarjeta.visitasTemporada}
      meta={siguiente?.visitasRequeridas ?? null}
      siguienteNivel={siguiente?.nivel ?? null}
      siguienteNivelNombre={siguiente?.nombre}
      subtitulo={
        tarjeta.temporadaFin ? `Temporada hasta el ${diaYMes(tarjeta.temporadaFin)}` : null
      }
      className={tarjetaPath ? 'transition group-hover:shadow-xl' : undefined}
    />
  );
  return (
    <div className="flex flex-col gap-2">
      {tarjetaPath ? (
        // Named by the card inside it ('Tarjeta de …'): no label of its own that could leave its
        // visible words out (label-content-name-mismatch).
        <Link
          to={tarjetaPath(negocio.slug)}
          className="group block rounded-2xl transition-transform hover:-translate-y-0.5"
        >
          {card}
        </Link>
      ) : (
        card
      )}
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 px-1 text-sm text-stone-600">
        {tarjeta.ultimaVisita ? (
          <>
            <span className="inline-flex items-center gap-1.5">
              <Flame
                className={tarjeta.racha > 0 ? 'size-4 text-marigold-600' : 'size-4'}
                aria-hidden="true"
              />
              {tarjeta.racha > 0 ? `Racha aquí: ${semanas(tarjeta.racha)}` : 'Sin racha aquí'}
            </span>
            <span>Última visita {cuando(tarjeta.ultimaVisita, ahora)}</span>
          </>
        ) : (
          <span className="inline-flex items-center gap-1.5">
            <Stamp className="size-4" aria-hidden="true" />
            Tarjeta nueva: muestra Mi código en el mostrador para tu primera visita.
          </span>
        )}
      </p>
      {acciones ? <div className="px-1 empty:hidden">{acciones(tarjeta)}</div> : null}
    </div>
  );
}

/**
 * 'Mis tarjetas' (SPEC §2): one card per business of the wallet, most recently used first; while
 * loading, card-shaped skeletons; on failure, the message and 'Reintentar'; with no card yet, what
 * to do to get the first one.
 */
export function MisTarjetas({
  tarjetas,
  error,
  isLoading,
  onRetry,
  ahora,
  tarjetaPath,
  acciones,
}: {
  tarjetaPath?: TarjetaPath | undefined;
  acciones?: AccionesTarjeta | undefined;
  tarjetas: readonly TarjetaCliente[] | undefined;
  error: unknown;
  isLoading: boolean;
  onRetry: () => void;
  ahora?: Date;
}) {
  let contenido;
  if (isLoading) {
    contenido = (
      <div role="status" aria-label="Cargando tus tarjetas" className="grid gap-5 sm:grid-cols-2">
        <div className="aspect-[85.6/54] animate-pulse rounded-2xl bg-stone-200/80" />
        <div className="hidden aspect-[85.6/54] animate-pulse rounded-2xl bg-stone-200/80 sm:block" />
      </div>
    );
  } else if (error || !tarjetas) {
    contenido = (
      <Card className="flex flex-col items-start gap-3 p-5" role="alert">
        <p className="font-semibold text-stone-800">
          {errorMessage(error, 'No pudimos cargar tus tarjetas.')}
        </p>
        <Button variant="secondary" onClick={onRetry}>
          <RotateCw className="size-4" aria-hidden="true" />
          Reintentar
        </Button>
      </Card>
    );
  } else if (tarjetas.length === 0) {
    contenido = (
      <Card className="flex flex-col items-center gap-3 px-6 py-8 text-center">
        <span className="grid size-14 place-items-center rounded-2xl bg-rubi-50 text-rubi-700">
          <WalletCards className="size-7" aria-hidden="true" />
        </span>
        <p className="text-lg font-bold text-stone-900">Aún no tienes tarjetas</p>
        <p className="max-w-md text-stone-600">
          Registra tu primera visita en tu lugar favorito: muestra Mi código en el mostrador, o
          agrega el lugar con el código de su cartel.
        </p>
      </Card>
    );
  } else {
    contenido = (
      // Two cards side by side only where each gets the room its progress line needs.
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,18rem),1fr))] gap-x-5 gap-y-6">
        {tarjetas.map((t) => (
          <li key={t.negocio.publicID}>
            <TarjetaDeCartera
              tarjeta={t}
              ahora={ahora}
              tarjetaPath={tarjetaPath}
              acciones={acciones}
            />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="mis-tarjetas-titulo">
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id="mis-tarjetas-titulo" className="text-xl font-extrabold text-stone-900">
          Mis tarjetas
        </h2>
        {tarjetas && tarjetas.length > 0 ? (
          <p className="text-sm font-semibold text-stone-600">
            {tarjetas.length === 1 ? '1 lugar' : `${tarjetas.length} lugares`}
          </p>
        ) : null}
      </div>
      {contenido}
    </section>
  );
}
