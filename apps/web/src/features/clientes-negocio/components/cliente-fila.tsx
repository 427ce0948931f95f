import { ChevronRight, Clock, Flame } from 'lucide-react';
import { Link } from 'react-router';
import type { ClienteNegocio } from '@tarjeto/shared';
import { formatEntero, haceCuanto, semanas, visitas } from '../lib/format.ts';
import { AvatarCliente } from './avatar-cliente.tsx';
import { NivelPill } from '../../../components/ui/nivel-pill.tsx';
import { BarraNivel } from './nivel-pill.tsx';

/** The columns of a row on wide screens; the header above the list uses the same template. */
export const COLUMNAS =
  'md:grid md:grid-cols-[minmax(0,2.3fr)_minmax(0,1.7fr)_minmax(0,0.8fr)_minmax(0,1.1fr)_minmax(0,0.9fr)_1.25rem] md:items-center md:gap-4';

/** This season's visits and what is next, in words and a bar. */
export function Temporada({ cliente }: { cliente: ClienteNegocio }) {
  const sig = cliente.siguienteNivel;
  if (!sig) {
    return (
      <span className="text-sm text-stone-700">
        <span className="font-semibold text-stone-900">{visitas(cliente.visitasTemporada)}</span>
        <span className="md:hidden"> esta temporada</span> · nivel máximo
      </span>
    );
  }
  return (
    <span className="flex min-w-0 flex-col gap-1.5">
      <span className="text-sm text-stone-700">
        <span className="font-semibold text-stone-900">
          {formatEntero(cliente.visitasTemporada)} de {formatEntero(sig.visitasRequeridas)}
        </span>{' '}
        para {sig.nombre}
      </span>
      <BarraNivel
        visitas={cliente.visitasTemporada}
        requeridas={sig.visitasRequeridas}
        siguiente={sig.nivel}
        className="max-w-48"
      />
    </span>
  );
}

/**
 * One customer in the list: a card on a phone, a row of columns from 768 px. The whole item opens
 * their detail; the search and order stay in the address, so closing it comes back to the same list.
 */
export function ClienteFila({
  cliente,
  zona,
  href,
}: {
  cliente: ClienteNegocio;
  zona: string;
  href: string;
}) {
  return (
    <Link
      to={href}
      className={`group flex flex-col gap-3 px-4 py-4 hover:bg-stone-50 focus-visible:bg-stone-50 sm:px-5 ${COLUMNAS}`}
    >
      <span className="flex min-w-0 items-center gap-3">
        <AvatarCliente nombre={cliente.nombre} fotoPerfil={cliente.fotoPerfil} />
        <span className="flex min-w-0 flex-col items-start gap-1">
          <span className="max-w-full truncate font-bold text-stone-900 group-hover:text-rubi-800">
            {cliente.nombre}
          </span>
          <NivelPill nivel={cliente.nivel} nombre={cliente.nombreNivel} />
        </span>
      </span>
      <span className="pl-14 md:pl-0">
        <span className="sr-only">Esta temporada: </span>
        <Temporada cliente={cliente} />
      </span>
      {/* On a phone one short line under the card; from 768 px three columns under the header. */}
      <span className="flex flex-wrap items-center gap-x-2.5 gap-y-1 pl-14 text-sm text-stone-600 md:contents">
        <span>
          <span className="sr-only">Visitas en total: </span>
          <span className="font-semibold text-stone-900">
            {formatEntero(cliente.visitasTotales)}
          </span>
          <span className="md:hidden" aria-hidden="true">
            {' '}
            en total
          </span>
        </span>
        <span className="inline-flex items-center gap-1">
          <Clock className="size-3.5 md:hidden" aria-hidden="true" />
          <span className="sr-only">Última visita: </span>
          <time dateTime={cliente.ultimaVisita}>{haceCuanto(cliente.ultimaVisita, zona)}</time>
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="sr-only">Racha: </span>
          {cliente.racha > 0 ? (
            <>
              <Flame className="size-4 text-marigold-600" aria-hidden="true" />
              {semanas(cliente.racha)}
            </>
          ) : (
            <span>Sin racha</span>
          )}
        </span>
      </span>
      <ChevronRight
        className="hidden size-5 text-stone-400 group-hover:text-rubi-700 md:block"
        aria-hidden="true"
      />
    </Link>
  );
}
