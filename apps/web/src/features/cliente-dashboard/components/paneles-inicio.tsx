import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRight, TicketPercent } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { GRADIENT_CLASS } from '../../../components/ui/loyalty-card.tsx';
import { useLogros } from '../api/logros.ts';
import { useOfertasHoy } from '../api/ofertas-hoy.ts';
import { CLIENTE_DASHBOARD_PATH } from './cliente-layout.tsx';
import { claveDeLogro, LogroObtenidoItem, LogroProximoItem } from './logros-lista.tsx';

/** Inicio shows this many offers and achievements; the rest are a tap away. */
const EN_INICIO = 3;

/** A right-hand panel of Inicio: its title, the way to its section, and its content. */
function Panel({
  titulo,
  verTodo,
  children,
}: {
  titulo: string;
  /** The link's visible words and what they lead to, for screen readers ('Ver todas' + ' las ofertas'). */
  verTodo: { to: string; label: string; de: string };
  children: ReactNode;
}) {
  const id = `panel-${titulo.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card>
      <section aria-labelledby={id}>
        <div className="flex items-center justify-between gap-3 border-b border-stone-100 px-5 py-4">
          <h2 id={id} className="text-base font-bold text-stone-900">
            {titulo}
          </h2>
          <Link
            to={verTodo.to}
            // The visible words start the name (axe-core's label-content-name-mismatch).
            aria-label={`${verTodo.label} ${verTodo.de}`}
            className="inline-flex min-h-11 shrink-0 items-center gap-0.5 rounded-lg px-2 text-sm font-semibold text-rubi-700 hover:bg-rubi-50 hover:text-rubi-800"
          >
            {verTodo.label}
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
        <div className="p-5">{children}</div>
      </section>
    </Card>
  );
}

/** Offers taking turns by business, so the first few are not all one place's. */
function porTurnos<T extends { negocio: { slug: string } }>(ofertas: readonly T[]): T[] {
  const filas = new Map<string, T[]>();
  for (const o of ofertas) filas.set(o.negocio.slug, [...(filas.get(o.negocio.slug) ?? []), o]);
  const out: T[] = [];
  for (let i = 0; out.length < ofertas.length; i++)
    for (const fila of filas.values()) if (fila[i]) out.push(fila[i]!);
  return out;
}

const Cargando = ({ label }: { label: string }) => (
  <div role="status" aria-label={label} className="space-y-3">
    <div className="h-12 animate-pulse rounded-xl bg-stone-200/70" />
    <div className="h-12 animate-pulse rounded-xl bg-stone-200/70" />
  </div>
);

/**
 * 'Ofertas de hoy' (SPEC §2): the wallet's offers the customer can use right now. Shown only once
 * the offers answer: a failure leaves the section out rather than promising nothing.
 */
export function OfertasDeHoy() {
  const ofertas = useOfertasHoy();
  if (ofertas.isError) return null;
  const verTodo = {
    to: `${CLIENTE_DASHBOARD_PATH}/ofertas`,
    label: 'Ver todas',
    de: 'las ofertas',
  };
  return (
    <Panel titulo="Ofertas de hoy" verTodo={verTodo}>
      {ofertas.isPending ? (
        <Cargando label="Cargando ofertas" />
      ) : ofertas.data.length === 0 ? (
        <p className="text-sm text-stone-600">
          Hoy no hay ofertas para ti. En Ofertas ves las que desbloqueas con más visitas.
        </p>
      ) : (
        <ul className="space-y-3">
          {porTurnos(ofertas.data)
            .slice(0, EN_INICIO)
            .map((o) => (
              <li key={o.publicID} className="flex items-start gap-3">
                <span
                  aria-hidden="true"
                  className={`grid size-10 shrink-0 place-items-center rounded-xl text-white ${GRADIENT_CLASS[o.negocio.gradient]}`}
                >
                  <TicketPercent className="size-5" />
                </span>
                <div className="min-w-0">
                  <p className="font-bold text-stone-900">{o.titulo}</p>
                  <p className="truncate text-sm text-stone-600">{o.negocio.nombreComercial}</p>
                </div>
              </li>
            ))}
        </ul>
      )}
    </Panel>
  );
}

/**
 * 'Mis últimos logros' (SPEC §2): the latest earned; before the first one, the closest next ones
 * with their progress, so the panel always says what to do.
 */
export function UltimosLogros() {
  const logros = useLogros();
  const verTodo = { to: `${CLIENTE_DASHBOARD_PATH}/logros`, label: 'Ver todos', de: 'tus logros' };
  return (
    <Panel titulo="Mis últimos logros" verTodo={verTodo}>
      {logros.isPending ? (
        <Cargando label="Cargando logros" />
      ) : logros.isError ? (
        <p className="text-sm text-stone-600">No pudimos cargar tus logros.</p>
      ) : logros.data.obtenidos.length > 0 ? (
        <ul className="space-y-4">
          {logros.data.obtenidos.slice(0, EN_INICIO).map((l) => (
            <li key={claveDeLogro(l)}>
              <LogroObtenidoItem logro={l} />
            </li>
          ))}
        </ul>
      ) : (
        <>
          <p className="mb-4 text-sm text-stone-600">
            Aún no tienes logros. Estos son los más cercanos:
          </p>
          <ul className="space-y-4">
            {logros.data.proximos.slice(0, 2).map((l) => (
              <li key={claveDeLogro(l)}>
                <LogroProximoItem logro={l} />
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}
