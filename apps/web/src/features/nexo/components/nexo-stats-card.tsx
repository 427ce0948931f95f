import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { AlertCircle, CalendarCheck, CalendarDays, Clock, RefreshCw, Users } from 'lucide-react';
import { NEXO_REFRESH_SPINNER_MS, VENTANA_RESUMEN_DIAS, type NexoStats } from '@tarjeto/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { establecimientoNexoQueryKey } from '../api/get-establecimiento-nexo.ts';
import { useNexoStats } from '../api/get-nexo-stats.ts';
import { ultimasVisitasQueryKey } from '../api/get-ultimas-visitas.ts';
import { ERROR_ACTUALIZAR_STATS, ERROR_CARGAR_NEXO, SIN_INFORMACION } from '../lib/copy.ts';
import { useZonaDelNegocio } from '../api/get-negocio-profile.ts';
import { formatEntero, formatFechaHora, formatHora } from '../lib/format.ts';
import { perezoso } from '../../../lib/perezoso.ts';

const esperar = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What the paired Nexo has done (SPEC §2): Visitas registradas, Fecha de registro, Último uso, and
 * visits today and in the last 7 days — calendar days in the business's time, today included, as
 * Inicio counts them (the server's `ultimosDias`). The refresh button spins for at least a second
 * (SPEC §9) so a quick answer still reads as "refreshed".
 */
export function NexoStatsCard({
  nexoID,
  establecimientoID,
}: {
  nexoID: string;
  establecimientoID: string;
}) {
  const qc = useQueryClient();
  const stats = useNexoStats(nexoID);
  const [refrescando, setRefrescando] = useState(false);

  // 404: the Nexo was unpaired elsewhere (another tab, the device itself). The connection check
  // knows, and asking it again turns this screen to 'Desconectado'.
  useEffect(() => {
    if (stats.error instanceof ApiError && stats.error.status === 404) {
      void qc.invalidateQueries({ queryKey: establecimientoNexoQueryKey(establecimientoID) });
    }
  }, [stats.error, qc, establecimientoID]);

  const refrescar = async () => {
    setRefrescando(true);
    const [res] = await Promise.all([
      stats.refetch(),
      esperar(NEXO_REFRESH_SPINNER_MS),
      // The latest visits below come up to date with the figures.
      qc.refetchQueries({ queryKey: ultimasVisitasQueryKey(nexoID) }),
    ]);
    setRefrescando(false);
    if (res.isError) {
      toast.error(errorMessage(res.error, ERROR_ACTUALIZAR_STATS));
    }
  };

  return (
    <Card>
      <div className="flex items-center justify-between gap-4 border-b border-stone-100 px-5 py-4">
        <div>
          <h2 className="text-base font-bold text-stone-900">Estadísticas del Nexo</h2>
          <p className="mt-0.5 text-sm text-stone-600" aria-live="polite">
            {refrescando
              ? 'Actualizando…'
              : stats.data
                ? `Actualizado a las ${formatHora(stats.dataUpdatedAt)}`
                : 'Visitas registradas en este mostrador'}
          </p>
        </div>
        <button
          type="button"
          onClick={refrescar}
          disabled={refrescando || stats.isPending}
          aria-label="Actualizar estadísticas"
          title="Actualizar estadísticas"
          className="grid size-11 shrink-0 place-items-center rounded-xl border border-stone-300 bg-white text-stone-800 transition-colors hover:bg-stone-100 active:bg-stone-200 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {refrescando ? (
            <Spinner size="sm" label="" className="text-rubi-700" />
          ) : (
            <RefreshCw className="size-4.5" aria-hidden="true" />
          )}
        </button>
      </div>
      <div className="p-5">
        {stats.isPending ? (
          <StatsSkeleton />
        ) : stats.data ? (
          <StatsFigures stats={stats.data} />
        ) : stats.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3">
            <p className="flex items-start gap-2 text-sm font-medium text-red-800">
              <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {errorMessage(stats.error, ERROR_CARGAR_NEXO)}
            </p>
            <Button variant="secondary" size="sm" onClick={refrescar} loading={refrescando}>
              Reintentar
            </Button>
          </div>
        ) : (
          <p className="text-sm text-stone-600">{SIN_INFORMACION}</p>
        )}
      </div>
    </Card>
  );
}

function StatsFigures({ stats }: { stats: NexoStats }) {
  const zona = useZonaDelNegocio();
  const ultimoUso = formatFechaHora(stats.ultimoUso, zona);
  return (
    <div className="grid gap-5 sm:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
      <div className="rounded-2xl bg-rubi-50 p-5 ring-1 ring-rubi-100 ring-inset">
        <p className="flex items-center gap-2 text-sm font-semibold text-rubi-800">
          <Users className="size-4" aria-hidden="true" />
          Visitas registradas
        </p>
        <p className="mt-2 text-5xl font-extrabold tracking-tight text-stone-900 tabular-nums">
          {formatEntero(stats.visitasRegistradas)}
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-3">
          <div className="rounded-xl bg-white px-3 py-2.5 ring-1 ring-rubi-100">
            <dt className="text-xs font-semibold text-stone-600">Hoy</dt>
            <dd className="text-xl font-bold text-stone-900 tabular-nums">
              {formatEntero(stats.visitasHoy)}
            </dd>
          </div>
          <div className="rounded-xl bg-white px-3 py-2.5 ring-1 ring-rubi-100">
            <dt className="text-xs font-semibold text-stone-600">
              Últimos {VENTANA_RESUMEN_DIAS} días
            </dt>
            <dd className="text-xl font-bold text-stone-900 tabular-nums">
              {formatEntero(stats.visitasUltimos7Dias)}
            </dd>
          </div>
        </dl>
      </div>
      <dl className="grid content-start gap-3">
        <Dato
          icon={<CalendarCheck className="size-4" aria-hidden="true" />}
          label="Fecha de registro"
          value={formatFechaHora(stats.fechaRegistro, zona) ?? SIN_INFORMACION}
        />
        <Dato
          icon={<Clock className="size-4" aria-hidden="true" />}
          label="Último uso"
          value={ultimoUso ?? 'Aún no registra visitas'}
        />
        <Dato
          icon={<CalendarDays className="size-4" aria-hidden="true" />}
          label={`Promedio diario (${VENTANA_RESUMEN_DIAS} días)`}
          value={formatPromedio(stats.visitasUltimos7Dias / VENTANA_RESUMEN_DIAS)}
        />
      </dl>
    </div>
  );
}

const promedio = perezoso(() => new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 }));
const formatPromedio = (n: number) => `${promedio().format(n)} visitas`;

/** One figure: a <dt>/<dd> pair straight inside its group (a list's only allowed wrapper). */
function Dato({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="relative min-h-11 min-w-0 rounded-xl py-1 pr-1 pl-13">
      <dt className="text-xs font-semibold text-stone-600">
        <span className="absolute top-1 left-1 grid size-9 place-items-center rounded-lg bg-stone-100 text-stone-700">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="font-semibold text-stone-900">{value}</dd>
    </div>
  );
}

function StatsSkeleton() {
  return (
    <div aria-hidden="true" className="grid animate-pulse gap-5 sm:grid-cols-2">
      <div className="h-44 rounded-2xl bg-stone-100" />
      <div className="space-y-3">
        <div className="h-12 rounded-xl bg-stone-100" />
        <div className="h-12 rounded-xl bg-stone-100" />
        <div className="h-12 rounded-xl bg-stone-100" />
      </div>
    </div>
  );
}
