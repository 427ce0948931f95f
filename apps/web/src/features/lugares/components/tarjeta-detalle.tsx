import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Store, TicketPercent, Trophy, WalletCards } from 'lucide-react';
import { siguienteNivel } from '@tarjeto/shared';
import { OfertaResumen } from '../../../components/ofertas/oferta-resumen.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { CargaError, Skeleton } from '../../../components/ui/carga.tsx';
import { LoyaltyCard } from '../../../components/ui/loyalty-card.tsx';
import { NivelPill } from '../../../components/ui/nivel-pill.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatEntero } from '../../../lib/formato-ofertas.ts';
import { useTitulo } from '../../../lib/titulo.ts';
import { nombreCategoria } from '../../../components/perfil-campos/format.ts';
import { useCarteraLugares, useNegocioPublico } from '../api/lugares.ts';
import {
  CLIENTE_LUGARES_PATH,
  NEGOCIO_PUBLICO_PATH,
  ofertasTexto,
  ultimaVisitaTexto,
  metaHacia,
  visitasTexto,
} from '../lib/lugar.ts';
import { DireccionLinea, HorarioHoy, LugarSeccion } from './lugar-partes.tsx';
import { ERROR_CARTERA } from './lugares-screen.tsx';
import { ERROR_NEGOCIO } from './negocio-publico-page.tsx';

/** How many of its offers the card shows before 'Ver …' takes the customer to them all. */
const OFERTAS_A_LA_VISTA = 4;

function Volver() {
  return (
    <Link
      to={CLIENTE_LUGARES_PATH}
      className="inline-flex min-h-11 items-center gap-1.5 self-start rounded-lg text-sm font-semibold text-stone-700 hover:text-rubi-800"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Mis lugares
    </Link>
  );
}

/** One figure of the card's standing; a count unless `className` says otherwise. */
function Dato({
  termino,
  className = 'mt-1 text-xl font-extrabold text-stone-900 tabular-nums',
  children,
}: {
  termino: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <dt className="text-sm text-stone-600">{termino}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

/**
 * One card of the customer's wallet (issue 26 B8), opened from Inicio's 'Mis tarjetas' or from
 * Lugares: the card itself, their level and visits there, the programme's levels with where they
 * stand, the offers usable today, and the business's hours, address and public page. From the
 * wallet (the card) and the public page (levels, offers) the customer already reads.
 */
export function TarjetaDetalle({
  slug,
  ofertasPath,
  carteraTelefono,
  avisos,
}: {
  slug: string;
  ofertasPath: (slug: string) => string;
  /** Under the card: its way into the phone's wallet (the route composes it). */
  carteraTelefono?: ReactNode;
  /** Between the card and its offers: the business's avisos, asked once (the route composes it). */
  avisos?: ReactNode;
}) {
  const cartera = useCarteraLugares();
  const publico = useNegocioPublico(slug);
  const lugar = cartera.data?.find((l) => l.slug === slug);
  const n = publico.data;

  const nombre = lugar?.nombreComercial ?? n?.nombreComercial;
  useTitulo(nombre ? `Tu tarjeta de ${nombre}` : 'Tu tarjeta');

  if (cartera.isPending || publico.isPending)
    return (
      <div className="flex flex-col gap-6">
        <Volver />
        <div
          role="status"
          aria-label="Cargando tu tarjeta"
          className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
        >
          <Skeleton className="aspect-[85.6/54] max-w-md" />
          <Skeleton className="h-64" />
        </div>
      </div>
    );
  if (cartera.isError || publico.isError) {
    const fallo = cartera.isError ? cartera : publico;
    return (
      <div className="flex flex-col gap-6">
        <Volver />
        <CargaError
          message={errorMessage(fallo.error, cartera.isError ? ERROR_CARTERA : ERROR_NEGOCIO)}
          onRetry={() => void fallo.refetch()}
          retrying={fallo.isFetching}
        />
      </div>
    );
  }
  if (!n) return null;
  if (!lugar)
    return (
      <div className="flex flex-col gap-6">
        <Volver />
        <div className="flex flex-col items-center gap-4 rounded-3xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
          <WalletCards className="size-10 text-rubi-700" aria-hidden="true" />
          <h1 className="text-2xl font-extrabold text-stone-900">
            Aún no tienes tarjeta en {n.nombreComercial}
          </h1>
          <p className="max-w-sm text-stone-600">
            Agrégalo a tu cartera desde su página, o muestra Mi código en su mostrador.
          </p>
          <ButtonLink to={NEGOCIO_PUBLICO_PATH(slug)}>Ver su página</ButtonLink>
        </div>
      </div>
    );

  const { tarjeta } = lugar;
  const siguiente = siguienteNivel(tarjeta.visitasTemporada, tarjeta.nivel, n.niveles);
  const ofertas = n.promociones.slice(0, OFERTAS_A_LA_VISTA);

  return (
    <div className="flex flex-col gap-6">
      <Volver />
      <header>
        <p className="text-sm font-semibold text-rubi-800">Tu tarjeta</p>
        <h1 className="text-3xl font-extrabold tracking-tight break-words text-stone-900 sm:text-4xl">
          {lugar.nombreComercial}
        </h1>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-stone-600">
          <span>{lugar.categoria.map(nombreCategoria).join(' · ')}</span>
          <HorarioHoy horario={lugar.horario} className="text-sm" />
        </p>
      </header>

      <div className="grid gap-6 md:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] md:items-center">
        <div className="flex min-w-0 flex-col gap-4">
          <LoyaltyCard
            nombreComercial={lugar.nombreComercial}
            gradient={lugar.gradient}
            color={lugar.color}
            fotoUrl={lugar.fotoPerfil}
            nivel={tarjeta.nivel}
            nivelNombre={tarjeta.nombreNivel}
            visitas={tarjeta.visitasTemporada}
            {...metaHacia(siguiente)}
            subtitulo={lugar.direccion?.ciudad ?? null}
            className="shadow-xl"
          />
          {carteraTelefono}
        </div>
        <dl className="grid grid-cols-2 gap-3">
          <Dato termino="Tu nivel" className="mt-1.5">
            <NivelPill nivel={tarjeta.nivel} nombre={tarjeta.nombreNivel} />
          </Dato>
          <Dato termino="Esta temporada">{visitasTexto(tarjeta.visitasTemporada)}</Dato>
          <Dato termino="En total">{visitasTexto(tarjeta.visitasTotales)}</Dato>
          <Dato termino="Última visita" className="mt-1 text-xl font-extrabold text-stone-900">
            {ultimaVisitaTexto(tarjeta.ultimaVisita) ?? 'Aún no vas'}
          </Dato>
        </dl>
      </div>

      {avisos}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <LugarSeccion id="tarjeta-ofertas" titulo="Ofertas" icono={TicketPercent}>
            {ofertas.length === 0 ? (
              <p className="text-stone-600">Por ahora no hay ofertas. ¡Vuelve pronto!</p>
            ) : (
              <ul className="grid gap-3 md:grid-cols-2">
                {ofertas.map((o) => (
                  <li key={o.publicID} className="rounded-2xl border border-stone-200 p-4">
                    <OfertaResumen
                      oferta={o}
                      lineas={2}
                      titulo={<h3 className="leading-snug font-bold text-stone-900">{o.titulo}</h3>}
                    />
                  </li>
                ))}
              </ul>
            )}
            {lugar.ofertasActivas > 0 ? (
              <ButtonLink to={ofertasPath(slug)} variant="secondary" className="mt-4 w-full">
                <TicketPercent className="size-4" aria-hidden="true" />
                Ver {ofertasTexto(lugar.ofertasActivas)} y cuáles puedes usar
              </ButtonLink>
            ) : null}
          </LugarSeccion>
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          {n.niveles.length > 0 ? (
            <LugarSeccion id="tarjeta-niveles" titulo="Niveles" icono={Trophy}>
              <p className="mb-4 text-stone-700">
                {siguiente
                  ? siguiente.faltan === 0
                    ? `Tu próxima visita cuenta para ${siguiente.nombre}.`
                    : `Te ${siguiente.faltan === 1 ? 'falta 1 visita' : `faltan ${formatEntero(siguiente.faltan)} visitas`} esta temporada para ${siguiente.nombre}.`
                  : `Tienes el nivel más alto de ${lugar.nombreComercial}. ¡Gracias por volver!`}
              </p>
              <ol className="flex flex-col gap-2.5">
                {n.niveles.map((x) => {
                  const actual = x.nivel === tarjeta.nivel;
                  return (
                    <li
                      key={x.nivel}
                      aria-current={actual ? 'step' : undefined}
                      className={cn(
                        'flex items-center justify-between gap-3 rounded-xl px-3 py-2',
                        actual && 'bg-rubi-50 ring-1 ring-rubi-200',
                      )}
                    >
                      <span className="flex items-center gap-2">
                        <NivelPill nivel={x.nivel} nombre={x.nombre} />
                        {actual ? (
                          <span className="text-sm font-semibold text-rubi-800">Tu nivel</span>
                        ) : null}
                      </span>
                      <span className="text-right text-sm text-stone-700">
                        {formatEntero(x.visitasRequeridas)} visitas por temporada
                      </span>
                    </li>
                  );
                })}
              </ol>
            </LugarSeccion>
          ) : null}
          <LugarSeccion id="tarjeta-lugar" titulo="El lugar" icono={Store}>
            <div className="flex flex-col gap-3">
              <DireccionLinea lugar={lugar} />
              <ButtonLink to={NEGOCIO_PUBLICO_PATH(slug)} variant="secondary" className="mt-1">
                <Store className="size-4" aria-hidden="true" />
                Ver su página
              </ButtonLink>
            </div>
          </LugarSeccion>
        </div>
      </div>
    </div>
  );
}
