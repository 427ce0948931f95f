import { motivoSinTasa } from '@tarjeto/shared';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePromocionStats } from '../api/get-promocion-stats.ts';
import { DESDE_QUE_SE_CREO, ERROR_ESTADISTICAS } from '../lib/copy.ts';
import { diaMes, formatEntero } from '../lib/format.ts';

/** One promotion's figures from /stats: redemptions, usage rate and the last 14 days. */
export function PromocionStatsDetalle({ publicID }: { publicID: string }) {
  const stats = usePromocionStats(publicID);
  if (stats.isPending) {
    return (
      <p role="status" className="text-sm text-stone-600">
        Cargando estadísticas...
      </p>
    );
  }
  if (stats.isError) {
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        {errorMessage(stats.error, ERROR_ESTADISTICAS)}
      </p>
    );
  }
  const { estadisticasUso, totalCanjes, tasaUso, canjesPorDia } = stats.data;
  const max = Math.max(1, ...canjesPorDia.map((d) => d.canjes));
  const suma = canjesPorDia.reduce((s, d) => s + d.canjes, 0);
  const mejor = canjesPorDia.reduce<(typeof canjesPorDia)[number] | null>(
    (m, d) => (d.canjes > (m?.canjes ?? 0) ? d : m),
    null,
  );
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        {/* The promotion's own counters: everything since it was created, not a period. */}
        <p className="text-xs font-semibold text-stone-600">{DESDE_QUE_SE_CREO}</p>
        <dl className="grid grid-cols-3 gap-3">
          <Cifra titulo="Canjes" valor={formatEntero(totalCanjes)} />
          <Cifra titulo="Vistas" valor={formatEntero(estadisticasUso.totalVistas)} />
          <Cifra
            titulo="Tasa de uso"
            valor={
              tasaUso === null
                ? `Sin tasa: ${motivoSinTasa(estadisticasUso.totalVistas, totalCanjes)}`
                : `${tasaUso}%`
            }
          />
        </dl>
      </div>
      <figure className="min-w-0">
        <figcaption className="mb-2 text-xs font-semibold text-stone-600">
          Canjes por día, últimos {canjesPorDia.length} días
        </figcaption>
        <div
          role="img"
          aria-label={
            suma === 0
              ? `Sin canjes en los últimos ${canjesPorDia.length} días`
              : `${formatEntero(suma)} canjes en los últimos ${canjesPorDia.length} días; el día con más, ${mejor ? diaMes(mejor.fecha) : ''} con ${formatEntero(mejor?.canjes ?? 0)}`
          }
          className="flex h-24 items-end gap-1"
        >
          {canjesPorDia.map((d) => (
            <div key={d.fecha} className="flex h-full min-w-0 flex-1 flex-col justify-end">
              <div
                title={`${diaMes(d.fecha)}: ${d.canjes}`}
                className={d.canjes > 0 ? 'rounded-t bg-rubi-600' : 'rounded-t bg-stone-200'}
                style={{ height: d.canjes > 0 ? `${Math.max(6, (d.canjes / max) * 100)}%` : '3px' }}
              />
            </div>
          ))}
        </div>
        {canjesPorDia.length > 0 ? (
          <div aria-hidden="true" className="mt-1 flex justify-between text-[11px] text-stone-600">
            <span>{diaMes(canjesPorDia[0]!.fecha)}</span>
            <span>{diaMes(canjesPorDia[canjesPorDia.length - 1]!.fecha)}</span>
          </div>
        ) : null}
      </figure>
    </div>
  );
}

function Cifra({ titulo, valor }: { titulo: string; valor: string }) {
  return (
    <div className="rounded-xl bg-white px-3 py-2 ring-1 ring-stone-200">
      <dt className="text-xs font-semibold text-stone-600">{titulo}</dt>
      <dd className="text-lg font-extrabold text-stone-900 tabular-nums">{valor}</dd>
    </div>
  );
}
