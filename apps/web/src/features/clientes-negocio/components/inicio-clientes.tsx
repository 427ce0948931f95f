import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, TrendingUp, UsersRound } from 'lucide-react';
import type { NegocioPerfil } from '@tarjeto/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { CargaErrorDe, LineaCargando } from '../../../components/ui/carga.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useEnTransicion } from '../../../lib/en-transicion.ts';
import { useClientesProximos, useClientesRecientes } from '../api/clientes.ts';
import {
  clientePath,
  CLIENTES_PATH,
  CARGANDO_CLIENTES,
  ERROR_CARGAR_CLIENTES,
  faltanVisitas,
  PROXIMOS_TITULO,
  RECIENTES_TITULO,
  SIN_PROXIMOS,
  SIN_PROXIMOS_AYUDA,
  SIN_RECIENTES,
  SIN_RECIENTES_AYUDA,
} from '../lib/copy.ts';
import { formatEntero, haceCuanto } from '../lib/format.ts';
import { AvatarCliente } from './avatar-cliente.tsx';
import { NivelPill } from '../../../components/ui/nivel-pill.tsx';
import { BarraNivel } from './nivel-pill.tsx';

type Negocio = Pick<NegocioPerfil, 'publicID' | 'zonaHoraria'>;

/** A card of Inicio's left pane: a title, a link, and a list that loads, fails or is empty. */
function TarjetaInicio({
  titulo,
  descripcion,
  extra,
  query,
  vacio,
  children,
}: {
  titulo: string;
  descripcion: string;
  extra?: ReactNode;
  query: {
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  vacio: { titulo: string; ayuda: string } | null;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col">
      <div className="flex items-start justify-between gap-3 border-b border-stone-100 px-5 py-4">
        <div className="min-w-0">
          <h2 className="flex flex-wrap items-center gap-2 text-base font-bold text-stone-900">
            {titulo}
            {extra}
          </h2>
          <p className="mt-0.5 text-sm text-stone-600">{descripcion}</p>
        </div>
        <Link
          to={CLIENTES_PATH}
          aria-label={`Ver todos los clientes (${titulo})`}
          className="-mr-2 inline-flex min-h-11 shrink-0 items-center gap-1 rounded-xl px-2 text-sm font-semibold text-rubi-800 hover:bg-rubi-50"
        >
          Ver todos
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <div aria-live="polite" aria-busy={query.isPending} className="flex-1">
        {query.isPending ? (
          <LineaCargando className="px-5 py-8">{CARGANDO_CLIENTES}</LineaCargando>
        ) : query.isError ? (
          <CargaErrorDe
            query={query}
            fallback={ERROR_CARGAR_CLIENTES}
            forma="linea"
            className="px-5 py-6"
          />
        ) : vacio ? (
          <div className="flex flex-col items-center gap-2 px-5 py-8 text-center">
            <span className="grid size-11 place-items-center rounded-2xl bg-stone-100 text-stone-600">
              <UsersRound className="size-5" aria-hidden="true" />
            </span>
            <p className="font-semibold text-stone-900">{vacio.titulo}</p>
            <p className="max-w-xs text-sm text-stone-600">{vacio.ayuda}</p>
          </div>
        ) : (
          children
        )}
      </div>
    </Card>
  );
}

const filaClases =
  'flex min-h-16 items-center gap-3 px-5 py-3 hover:bg-stone-50 focus-visible:bg-stone-50';

/** 'Clientes recientes': the last customers who came, each once, newest first. */
export function ClientesRecientesCard({ negocio }: { negocio: Negocio }) {
  const recientes = useEnTransicion(useClientesRecientes(negocio.publicID));
  const clientes = recientes.data?.clientes ?? [];
  return (
    <TarjetaInicio
      titulo={RECIENTES_TITULO}
      descripcion="Los últimos que registraron su visita"
      query={recientes}
      vacio={clientes.length === 0 ? { titulo: SIN_RECIENTES, ayuda: SIN_RECIENTES_AYUDA } : null}
    >
      <ul className="divide-y divide-stone-100">
        {clientes.map((c) => (
          <li key={c.clientePublicID}>
            <Link to={clientePath(c.clientePublicID)} className={filaClases}>
              <AvatarCliente nombre={c.nombre} fotoPerfil={c.fotoPerfil} className="size-10" />
              <span className="flex min-w-0 flex-1 flex-col items-start gap-1">
                <span className="max-w-full truncate font-semibold text-stone-900">{c.nombre}</span>
                <NivelPill nivel={c.nivel} nombre={c.nombreNivel} />
              </span>
              <time
                dateTime={c.ultimaVisita}
                className="shrink-0 text-right text-sm text-stone-600"
              >
                {haceCuanto(c.ultimaVisita, negocio.zonaHoraria)}
              </time>
            </Link>
          </li>
        ))}
      </ul>
    </TarjetaInicio>
  );
}

/** 'Próximos a subir de nivel': 1 or 2 visits from their next level this season, closest first. */
export function ProximosNivelCard({ negocio }: { negocio: Negocio }) {
  const proximos = useEnTransicion(useClientesProximos(negocio.publicID));
  const data = proximos.data;
  const clientes = data?.clientes ?? [];
  return (
    <TarjetaInicio
      titulo={PROXIMOS_TITULO}
      descripcion="A 1 o 2 visitas de su siguiente nivel esta temporada"
      extra={
        data && data.total > 0 ? (
          <Badge tone="marigold">
            <TrendingUp className="size-3.5" aria-hidden="true" />
            {formatEntero(data.total)}
          </Badge>
        ) : null
      }
      query={proximos}
      vacio={clientes.length === 0 ? { titulo: SIN_PROXIMOS, ayuda: SIN_PROXIMOS_AYUDA } : null}
    >
      <ul className="divide-y divide-stone-100">
        {clientes.map((c) => (
          <li key={c.clientePublicID}>
            <Link to={clientePath(c.clientePublicID)} className={filaClases}>
              <AvatarCliente nombre={c.nombre} fotoPerfil={c.fotoPerfil} className="size-10" />
              <span className="flex min-w-0 flex-1 flex-col gap-1.5">
                <span className="flex min-w-0 items-center gap-2">
                  <span className="truncate font-semibold text-stone-900">{c.nombre}</span>
                  <NivelPill nivel={c.nivel} nombre={c.nombreNivel} className="shrink-0" />
                </span>
                <span className="text-sm text-stone-700">
                  {faltanVisitas(c.siguienteNivel.faltan, c.siguienteNivel.nombre)}
                </span>
                <BarraNivel
                  visitas={c.visitasTemporada}
                  requeridas={c.siguienteNivel.visitasRequeridas}
                  siguiente={c.siguienteNivel.nivel}
                />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {data && data.total > clientes.length ? (
        <p className="border-t border-stone-100 px-5 py-3 text-sm text-stone-600">
          Y {formatEntero(data.total - clientes.length)} más cerca de subir.
        </p>
      ) : null}
    </TarjetaInicio>
  );
}

/**
 * Both cards, side by side only where the column itself is wide (a container query: beside the
 * offers pane the column is narrow even on a wide screen, and names need the room).
 */
export function InicioClientes({ negocio }: { negocio: Negocio }) {
  return (
    <div className="@container">
      <div className="grid grid-cols-1 gap-6 @2xl:grid-cols-2">
        <ClientesRecientesCard negocio={negocio} />
        <ProximosNivelCard negocio={negocio} />
      </div>
    </div>
  );
}
