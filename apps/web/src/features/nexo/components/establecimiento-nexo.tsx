import { useState, type ReactNode } from 'react';
import { Tablet, Unlink } from 'lucide-react';
import type { NegocioPerfil, NexoData } from '@tarjeto/shared';
import { Card } from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { cn } from '../../../lib/cn.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useUnpairNexo } from '../api/unpair-nexo.ts';
import { useNexoPairing } from '../hooks/use-nexo-pairing.ts';
import {
  ERROR_CARGAR_NEXO,
  ERROR_DESVINCULAR,
  NEXO_DESVINCULADO_TOAST,
  PISTA_UBICACION_MOSTRADOR,
} from '../lib/copy.ts';
import { useZonaDelNegocio } from '../api/get-negocio-profile.ts';
import { formatFechaHora } from '../lib/format.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { UbicacionEstablecimiento } from '../../../components/ubicacion-establecimiento/ubicacion-establecimiento.tsx';
import { NexoStatsCard } from './nexo-stats-card.tsx';
import { UltimasVisitasCard } from './ultimas-visitas-card.tsx';
import { PairingPanel } from './pairing-panel.tsx';
import { PairingSteps } from './pairing-steps.tsx';
import { CargaError } from '../../../components/ui/carga.tsx';
import { useReloj } from '../hooks/use-reloj.ts';
import { EstadoNexo, estadoDeNexo, TONO_ESTADO, TuNexoPanel } from './tu-nexo-panel.tsx';

type Establecimiento = NegocioPerfil['establecimientos'][number];

/**
 * One establishment's Nexo: disconnected (pair it with a code) or connected (its stats, unpairing).
 * Mounted once per establishment, so switching establishments drops a code that was waiting.
 */
export function EstablecimientoNexo({
  establecimiento,
  kioskUrl,
}: {
  establecimiento: Establecimiento;
  kioskUrl: string;
}) {
  const id = establecimiento.establecimientoID;
  const pairing = useNexoPairing(id);
  const { nexo } = pairing;
  const ahora = useReloj();

  if (nexo.isPending) return <NexoSkeleton />;
  if (nexo.isError && nexo.data === undefined) {
    return (
      <CargaError
        message={errorMessage(nexo.error, ERROR_CARGAR_NEXO)}
        onRetry={() => void nexo.refetch()}
        retrying={nexo.isFetching}
      />
    );
  }
  const data = nexo.data ?? null;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 space-y-6">
        <EstadoCard nexo={data} establecimiento={establecimiento} ahora={ahora}>
          {data ? null : (
            <PairingPanel
              espera={pairing.espera}
              restanteMs={pairing.restanteMs}
              vencido={pairing.vencido}
              generando={pairing.generando}
              onGenerar={pairing.generar}
            />
          )}
        </EstadoCard>
        {/* Beside pairing: the owner is at the counter, where the shop is, with a phone in hand. */}
        <Card className="p-5 sm:p-6">
          <UbicacionEstablecimiento
            establecimiento={establecimiento}
            pista={PISTA_UBICACION_MOSTRADOR}
          />
        </Card>
        {data ? <NexoStatsCard nexoID={data._id} establecimientoID={id} /> : null}
        {data ? <UltimasVisitasCard nexoID={data._id} /> : null}
      </div>
      <aside className="min-w-0 space-y-6" aria-label="Tu Nexo y acciones">
        {data ? (
          <AccionesRapidas nexo={data} establecimientoID={id} />
        ) : (
          <PairingSteps kioskUrl={kioskUrl} />
        )}
        <TuNexoPanel nexo={data} establecimiento={establecimiento} ahora={ahora} />
      </aside>
    </div>
  );
}

/** What to check when the device is not heard from, under the state's headline. */
export const REVISA_EL_NEXO =
  'Si debería estar funcionando, revisa que esté encendido, con la página del Nexo abierta y conectado a internet.';

function EstadoCard({
  nexo,
  establecimiento,
  ahora,
  children,
}: {
  nexo: NexoData | null;
  establecimiento: Establecimiento;
  ahora: Date;
  children?: ReactNode;
}) {
  const zona = useZonaDelNegocio();
  const desde = nexo ? formatFechaHora(nexo.fechaRegistro, zona) : null;
  const { estado } = estadoDeNexo(nexo, ahora);
  return (
    <Card className="overflow-hidden">
      <div className="p-5 sm:p-6">
        <div className="flex items-center gap-4">
          <span
            className={cn(
              'grid size-12 shrink-0 place-items-center rounded-2xl sm:size-14',
              TONO_ESTADO[estado].icono,
            )}
          >
            <Tablet className="size-6 sm:size-7" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h2 className="text-sm font-semibold text-stone-600">Estado del Nexo</h2>
            <p className="text-2xl tracking-tight" aria-live="polite">
              <EstadoNexo nexo={nexo} ahora={ahora} colorTexto className="font-extrabold" />
            </p>
          </div>
        </div>
        <p className="mt-3 text-sm leading-6 text-stone-600">
          {nexo
            ? `${nexo.nombre} registra las visitas de ${establecimiento.nombre}${desde ? ` desde el ${desde}` : ''}.`
            : `Vincula una tablet o un celular para registrar las visitas de tus clientes en ${establecimiento.nombre}.`}
          {estado === 'visto' || estado === 'sin_conexion' ? ` ${REVISA_EL_NEXO}` : null}
        </p>
      </div>
      {children ? <div className="px-5 pb-5 sm:px-6 sm:pb-6">{children}</div> : null}
    </Card>
  );
}

/** Quick actions of a paired Nexo: 'Desvincular Nexo', after a confirmation. */
function AccionesRapidas({
  nexo,
  establecimientoID,
}: {
  nexo: NexoData;
  establecimientoID: string;
}) {
  const [confirmando, setConfirmando] = useState(false);
  const unpair = useUnpairNexo();

  // mutateAsync, not mutate's callbacks: success turns the screen to 'Desconectado', which unmounts
  // this card, and a callback tied to an unmounted observer would never say how it went.
  const desvincular = async () => {
    try {
      const res = await unpair.mutateAsync(establecimientoID);
      setConfirmando(false);
      toast.success(res.message || NEXO_DESVINCULADO_TOAST);
    } catch (err) {
      toast.error(errorMessage(err, ERROR_DESVINCULAR));
      // Nothing to unpair any more (done elsewhere): close; the hook refreshes the state.
      if (err instanceof ApiError && err.status === 404) setConfirmando(false);
    }
  };

  return (
    <Card className="p-5">
      <h2 className="text-base font-bold text-stone-900">Acciones rápidas</h2>
      <p className="mt-1 text-sm leading-6 text-stone-600">
        ¿Cambiaste de tablet o la perdiste? Desvincúlala: dejará de registrar visitas al instante.
      </p>
      {/* Outlined in red: destructive, but not the page's main action. */}
      <button
        type="button"
        onClick={() => setConfirmando(true)}
        className="mt-4 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-xl border border-red-300 bg-white px-5 text-sm font-semibold text-red-800 transition-colors hover:bg-red-50 active:bg-red-100"
      >
        <Unlink className="size-4" aria-hidden="true" />
        Desvincular Nexo
      </button>
      <ConfirmDialog
        open={confirmando}
        title="¿Desvincular este Nexo?"
        confirmLabel="Sí, desvincular"
        loading={unpair.isPending}
        onConfirm={() => void desvincular()}
        onCancel={() => setConfirmando(false)}
        icon={
          <span className="grid size-12 place-items-center rounded-2xl bg-red-50 text-red-700">
            <Unlink className="size-6" aria-hidden="true" />
          </span>
        }
      >
        <p>
          <strong className="font-semibold text-stone-900">{nexo.nombre}</strong> dejará de
          registrar visitas al instante. Para volver a usarlo tendrás que vincularlo con un código
          nuevo.
        </p>
      </ConfirmDialog>
    </Card>
  );
}

export function NexoSkeleton() {
  return (
    <div>
      <p role="status" className="sr-only">
        Cargando datos de tu Nexo…
      </p>
      <div
        className="grid animate-pulse gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_22rem]"
        aria-hidden="true"
      >
        <div className="h-80 rounded-2xl bg-stone-200/70" />
        <div className="space-y-6">
          <div className="h-56 rounded-2xl bg-stone-200/70" />
          <div className="h-36 rounded-2xl bg-stone-200/70" />
        </div>
      </div>
    </div>
  );
}
