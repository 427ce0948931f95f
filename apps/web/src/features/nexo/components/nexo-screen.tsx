import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Store } from 'lucide-react';
import type { NegocioPerfil } from '@tarjeto/shared';
import { RadioChips } from '../../../components/ui/radio-chips.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useNegocioProfile } from '../api/get-negocio-profile.ts';
import { ERROR_CARGAR_NEGOCIO, ERROR_SIN_ESTABLECIMIENTO, KIOSK_PATH } from '../lib/copy.ts';
import { EstablecimientoNexo, NexoSkeleton } from './establecimiento-nexo.tsx';
import { CargaError } from '../../../components/ui/carga.tsx';

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
      <header>
        <p className="text-sm font-semibold text-rubi-700">Nexo</p>
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-900">Dispositivos</h1>
        <p className="mt-1 max-w-xl text-stone-600">
          Tu Nexo es la tablet o el celular de tu mostrador: escanea el código de tus clientes y
          registra cada visita.
        </p>
      </header>
      {lista.length > 1 && elegido ? (
        <EstablecimientoSelector
          lista={lista}
          valor={elegido.establecimientoID}
          onChange={elegir}
        />
      ) : null}

      {profile.isPending ? (
        <NexoSkeleton />
      ) : profile.isError ? (
        <CargaError
          message={errorMessage(profile.error, ERROR_CARGAR_NEGOCIO)}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      ) : !elegido ? (
        <CargaError message={ERROR_SIN_ESTABLECIMIENTO} />
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

/**
 * The establishments as cards the width of the screen, each name whole (wrapped, never cut) with
 * whether it has a Nexo: a native select cut a long branch name to its own width.
 */
function EstablecimientoSelector({
  lista,
  valor,
  onChange,
}: {
  lista: Establecimiento[];
  valor: string;
  onChange: (id: string) => void;
}) {
  const name = useId();
  return (
    <RadioChips<string>
      legend="Establecimiento"
      name={name}
      layout="cards"
      columnas="sm:grid-cols-2 xl:grid-cols-3"
      value={valor}
      onChange={onChange}
      options={lista.map((e) => ({
        value: e.establecimientoID,
        label: e.nombre,
        ayuda: e.nexoID ? 'Con Nexo' : 'Sin Nexo',
        icon: Store,
      }))}
    />
  );
}
