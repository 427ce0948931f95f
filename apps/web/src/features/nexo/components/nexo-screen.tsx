import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { ChevronDown, Store } from 'lucide-react';
import type { NegocioPerfil } from '@tarjeto/shared';
import { fieldClasses } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useNegocioProfile } from '../api/get-negocio-profile.ts';
import { ERROR_CARGAR_NEGOCIO, ERROR_SIN_ESTABLECIMIENTO, KIOSK_PATH } from '../lib/copy.ts';
import { EstablecimientoNexo, NexoSkeleton } from './establecimiento-nexo.tsx';
import { LoadError } from './load-error.tsx';

type Establecimiento = NegocioPerfil['establecimientos'][number];

/** The query parameter naming the establishment shown, so a link opens the right one. */
export const ESTABLECIMIENTO_PARAM = 'establecimiento';

/** The principal establishment unless the address names another of this business's. */
export function establecimientoElegido(lista: Establecimiento[], pedido: string | null) {
  return (
    lista.find((e) => e.establecimientoID === pedido) ?? lista.find((e) => e.principal) ?? lista[0]
  );
}

/**
 * Nexo ('Dispositivos', SPEC §2): pair a counter device to an establishment, see what it does, and
 * unpair it. A business with several establishments picks one; with one there is nothing to pick.
 */
export function NexoScreen({ origin = window.location.origin }: { origin?: string }) {
  const profile = useNegocioProfile();
  const [params, setParams] = useSearchParams();
  const kioskUrl = `${origin}${KIOSK_PATH}`;

  const lista = profile.data?.establecimientos ?? [];
  const elegido = establecimientoElegido(lista, params.get(ESTABLECIMIENTO_PARAM));

  const elegir = (id: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(ESTABLECIMIENTO_PARAM, id);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold text-rubi-700">Nexo</p>
          <h1 className="text-3xl font-extrabold tracking-tight text-stone-900">Dispositivos</h1>
          <p className="mt-1 max-w-xl text-stone-600">
            Tu Nexo es la tablet o el celular de tu mostrador: escanea el código de tus clientes y
            registra cada visita.
          </p>
        </div>
        {lista.length > 1 && elegido ? (
          <EstablecimientoSelector
            lista={lista}
            valor={elegido.establecimientoID}
            onChange={elegir}
          />
        ) : null}
      </header>

      {profile.isPending ? (
        <NexoSkeleton />
      ) : profile.isError ? (
        <LoadError
          message={errorMessage(profile.error, ERROR_CARGAR_NEGOCIO)}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      ) : !elegido ? (
        <LoadError message={ERROR_SIN_ESTABLECIMIENTO} />
      ) : (
        <EstablecimientoNexo
          key={elegido.establecimientoID}
          establecimiento={elegido}
          kioskUrl={kioskUrl}
        />
      )}
    </div>
  );
}

function EstablecimientoSelector({
  lista,
  valor,
  onChange,
}: {
  lista: Establecimiento[];
  valor: string;
  onChange: (id: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex w-full flex-col gap-1.5 sm:w-72">
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        Establecimiento
      </label>
      <div className="relative">
        <Store
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-stone-500"
          aria-hidden="true"
        />
        <select
          id={id}
          value={valor}
          onChange={(e) => onChange(e.target.value)}
          className={`${fieldClasses(false)} appearance-none pr-10 pl-10 font-semibold`}
        >
          {lista.map((e) => (
            <option key={e.establecimientoID} value={e.establecimientoID}>
              {e.nexoID ? `${e.nombre} · con Nexo` : e.nombre}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-stone-500"
          aria-hidden="true"
        />
      </div>
    </div>
  );
}
