import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Search, Tablet, UsersRound, X } from 'lucide-react';
import { ORDENES_CLIENTES, type NegocioPerfil, type OrdenClientes } from '@tarjeto/shared';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { fieldClasses, MarcoCampo } from '../../../components/ui/input.tsx';
import { EmptyState, PagedList } from '../../../components/ui/paged-list.tsx';
import { cn } from '../../../lib/cn.ts';
import { useClientesLista } from '../api/clientes.ts';
import {
  BUSQUEDA_DEBOUNCE_MS,
  CARGANDO_CLIENTES,
  clientePath,
  CLIENTES_PATH,
  ERROR_CARGAR_CLIENTES,
  ORDEN_ETIQUETAS,
  SIN_CLIENTES,
  SIN_CLIENTES_AYUDA,
  SIN_RESULTADOS_AYUDA,
  sinResultados,
} from '../lib/copy.ts';
import { formatEntero } from '../lib/format.ts';
import { ClienteDetalleDrawer } from './cliente-detalle.tsx';
import { ClienteFila, COLUMNAS } from './cliente-fila.tsx';
import { EncabezadoPantalla } from '../../../components/ui/encabezado-pantalla.tsx';

const esOrden = (v: string | null): v is OrdenClientes =>
  v !== null && (ORDENES_CLIENTES as readonly string[]).includes(v);

const NEXO_PATH = '/negocio-dashboard/nexo';

/** Under the list: how many are shown, and whether that is all of them. */
const resumen = (n: number, hayMas: boolean) => {
  const cuantos = n === 1 ? '1 cliente' : `${formatEntero(n)} clientes`;
  return hayMas ? `Mostrando ${cuantos}` : `${cuantos} en total`;
};

/**
 * 'Clientes' (issue 10): everyone with a card at the business — search by name (accents and
 * capitals ignored), three orders, 'Cargar más' page after page — and, when the address names
 * one, that customer's detail in a side panel over the list. Search and order live in the address
 * (?q=…&orden=…), so a link, a reload or 'Atrás' shows the same list.
 */
export function ClientesScreen({
  negocio,
  clientePublicID,
}: {
  negocio: Pick<NegocioPerfil, 'publicID' | 'zonaHoraria' | 'nombreComercial'>;
  clientePublicID?: string | undefined;
}) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const orden: OrdenClientes = esOrden(params.get('orden'))
    ? (params.get('orden') as OrdenClientes)
    : 'ultimaVisita';
  const qUrl = params.get('q') ?? '';
  const [texto, setTexto] = useState(qUrl);
  const buscarId = useId();
  const ordenId = useId();

  /** One parameter of the address changed (replacing: 'Atrás' is not one step per letter). */
  const cambiarParam = useCallback(
    (nombre: 'q' | 'orden', valor: string | null) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (valor) next.set(nombre, valor);
          else next.delete(nombre);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  // The search waits for typing to pause; the timer calls the latest cambiarParam, so an order
  // picked meanwhile is kept.
  const cambiarParamRef = useRef(cambiarParam);
  useEffect(() => {
    cambiarParamRef.current = cambiarParam;
  }, [cambiarParam]);
  const espera = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancelarEspera = () => {
    if (espera.current) clearTimeout(espera.current);
    espera.current = null;
  };
  useEffect(
    () => () => {
      if (espera.current) clearTimeout(espera.current);
    },
    [],
  );
  const escribir = (valor: string) => {
    setTexto(valor);
    cancelarEspera();
    espera.current = setTimeout(
      () => cambiarParamRef.current('q', valor.trim() || null),
      BUSQUEDA_DEBOUNCE_MS,
    );
  };
  const limpiar = () => {
    cancelarEspera();
    setTexto('');
    cambiarParam('q', null);
  };

  const lista = useClientesLista(negocio.publicID, qUrl, orden);
  const clientes = lista.data?.pages.flatMap((p) => p.clientes) ?? [];
  const buscando = texto.trim() !== qUrl || (lista.isFetching && !lista.isFetchingNextPage);
  const sufijo = params.size ? `?${params}` : '';
  // Stable while the list's address stays the same: the panel keeps its focus as data arrives.
  const cerrarDetalle = useCallback(
    () => navigate(`${CLIENTES_PATH}${sufijo}`),
    [navigate, sufijo],
  );

  return (
    <div className="flex flex-col gap-6">
      <EncabezadoPantalla seccion="Clientes" titulo="Tus clientes">
        Todas las personas con tarjeta en {negocio.nombreComercial}: búscalas por nombre y abre su
        historial de visitas y canjes.
      </EncabezadoPantalla>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <label htmlFor={buscarId} className="text-sm font-semibold text-stone-800">
            Buscar cliente
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-stone-500"
              aria-hidden="true"
            />
            <input
              id={buscarId}
              type="search"
              inputMode="search"
              autoComplete="off"
              spellCheck={false}
              maxLength={80}
              placeholder="Nombre o apellido"
              value={texto}
              onChange={(e) => escribir(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Escape' && texto) {
                  e.preventDefault();
                  limpiar();
                }
              }}
              className={cn(
                fieldClasses(false),
                'pr-12 pl-11 [&::-webkit-search-cancel-button]:hidden',
              )}
            />
            {texto ? (
              <button
                type="button"
                onClick={limpiar}
                aria-label="Borrar lo escrito"
                className="absolute top-1/2 right-1 grid size-10 -translate-y-1/2 place-items-center rounded-lg text-stone-600 hover:bg-stone-100"
              >
                <X className="size-5" aria-hidden="true" />
              </button>
            ) : null}
          </div>
        </div>
        <MarcoCampo inputId={ordenId} label="Ordenar por" className="sm:w-56">
          <select
            id={ordenId}
            value={orden}
            onChange={(e) =>
              cambiarParam('orden', e.target.value === 'ultimaVisita' ? null : e.target.value)
            }
            className={fieldClasses(false)}
          >
            {ORDENES_CLIENTES.map((o) => (
              <option key={o} value={o}>
                {ORDEN_ETIQUETAS[o]}
              </option>
            ))}
          </select>
        </MarcoCampo>
      </div>

      <Card className="overflow-hidden">
        <div
          className={cn(
            'hidden border-b border-stone-200 bg-stone-50 px-5 py-2.5 text-xs font-bold tracking-wide text-stone-600 uppercase',
            COLUMNAS,
          )}
          aria-hidden="true"
        >
          <span>Cliente</span>
          <span>Esta temporada</span>
          <span>Visitas</span>
          <span>Última visita</span>
          <span>Racha</span>
          <span />
        </div>
        <PagedList
          query={lista}
          count={clientes.length}
          loadingLabel={CARGANDO_CLIENTES}
          errorFallback={ERROR_CARGAR_CLIENTES}
          avatar="round"
          busy={buscando}
          empty={
            qUrl ? (
              <EmptyState
                icon={Search}
                tone="stone"
                title={sinResultados(qUrl)}
                help={SIN_RESULTADOS_AYUDA}
                action={
                  <Button variant="secondary" onClick={limpiar}>
                    Limpiar búsqueda
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={UsersRound}
                title={SIN_CLIENTES}
                help={SIN_CLIENTES_AYUDA}
                action={
                  <ButtonLink to={NEXO_PATH} variant="secondary">
                    <Tablet className="size-4" aria-hidden="true" />
                    Ir a Nexo
                  </ButtonLink>
                }
              />
            )
          }
          footer={resumen(clientes.length, lista.hasNextPage)}
        >
          <ul
            aria-label={qUrl ? `Clientes que coinciden con «${qUrl}»` : 'Clientes'}
            className="divide-y divide-stone-100"
          >
            {clientes.map((c) => (
              <li key={c.clientePublicID}>
                <ClienteFila
                  cliente={c}
                  zona={negocio.zonaHoraria}
                  href={`${clientePath(c.clientePublicID)}${sufijo}`}
                />
              </li>
            ))}
          </ul>
        </PagedList>
      </Card>

      <ClienteDetalleDrawer
        negocio={negocio}
        clientePublicID={clientePublicID}
        onClose={cerrarDetalle}
      />
    </div>
  );
}
