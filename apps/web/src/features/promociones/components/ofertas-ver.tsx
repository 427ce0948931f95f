import { useId, useState } from 'react';
import { AlarmClock, BarChart3, ChevronDown, Plus } from 'lucide-react';
import { motivoSinTasa, nombreTipoPromo, tasaDeUso, type Promocion } from '@tarjeto/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { CLASES, CLASES_ORDEN, USO_DESDE_SU_CREACION } from '../lib/copy.ts';
import { fechaCorta, formatEntero, venceEn } from '../lib/format.ts';
import { contarPorClase, estadoDe, porVencerLista } from '../lib/resumen.ts';
import { CLASE_ICON } from './clase-icon.ts';
import { PromocionStatsDetalle } from './promocion-stats-detalle.tsx';

const CLASE_TONO: Record<Promocion['clase'], string> = {
  promocion: 'bg-rubi-50 text-rubi-700',
  cupon: 'bg-marigold-100 text-marigold-800',
  recompensa: 'bg-emerald-50 text-emerald-700',
  evento: 'bg-sky-50 text-sky-700',
};

interface OfertasVerProps {
  promociones: readonly Promocion[];
  hoy: string;
  onCrear: () => void;
  onAbrir: (p: Promocion) => void;
}

/**
 * Ver (SPEC §2): the active offers per clase, the ones about to end (SPEC §9 "expiring soon"),
 * and how each one is used — views, uses and the usage rate, with its last 14 days on demand.
 */
export function OfertasVer({ promociones, hoy, onCrear, onAbrir }: OfertasVerProps) {
  const conteo = contarPorClase(promociones);
  const porVencer = porVencerLista(promociones);
  const porUso = [...promociones].sort(
    (a, b) => b.analitica.usos - a.analitica.usos || b.analitica.vistas - a.analitica.vistas,
  );

  return (
    <div className="flex flex-col gap-6">
      <section aria-label="Ofertas activas por tipo">
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {CLASES_ORDEN.map((c) => {
            const Icon = CLASE_ICON[c];
            const { activas, total } = conteo[c];
            return (
              <li key={c}>
                <Card className="flex h-full flex-col gap-3 p-4 sm:p-5">
                  <span className={cn('grid size-10 place-items-center rounded-xl', CLASE_TONO[c])}>
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <div>
                    <p className="text-sm font-semibold text-stone-700">{CLASES[c].plural}</p>
                    <p className="text-3xl font-extrabold tracking-tight text-stone-900 tabular-nums">
                      {formatEntero(activas)}
                    </p>
                    <p className="text-xs text-stone-600">
                      {activas === 1 ? 'activa' : 'activas'} · {formatEntero(total)} en total
                    </p>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      </section>

      {promociones.length === 0 ? (
        <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center">
          <span className="grid size-14 place-items-center rounded-2xl bg-marigold-100 text-marigold-800">
            <BarChart3 className="size-7" aria-hidden="true" />
          </span>
          <div>
            <p className="text-lg font-bold text-stone-900">Aún no tienes promociones</p>
            <p className="mt-1 max-w-md text-stone-600">
              Crea la primera: aquí verás cuántos clientes la ven, cuántos la usan y cuándo está por
              vencer.
            </p>
          </div>
          <Button onClick={onCrear} icon={<Plus className="size-4" aria-hidden="true" />}>
            Crear promoción
          </Button>
        </Card>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:items-start">
          <Card role="region" aria-label="Por vencer">
            <CardHeader
              title="Por vencer"
              description="Activas que terminan en los próximos 3 días"
            />
            {porVencer.length === 0 ? (
              <p className="px-5 py-6 text-sm text-stone-600">
                Ninguna oferta activa vence en los próximos 3 días.
              </p>
            ) : (
              <ul className="divide-y divide-stone-100">
                {porVencer.map(({ promocion: p, ultimoDia }) => (
                  <li key={p.publicID}>
                    <button
                      type="button"
                      onClick={() => onAbrir(p)}
                      className="flex min-h-14 w-full items-center gap-3 px-5 py-3 text-left hover:bg-stone-50"
                    >
                      <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-marigold-100 text-marigold-800">
                        <AlarmClock className="size-5" aria-hidden="true" />
                      </span>
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-semibold text-stone-900">
                          {p.titulo}
                        </span>
                        <span className="text-sm text-stone-600">
                          {venceEn(hoy, ultimoDia)} · {fechaCorta(ultimoDia)}
                        </span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </Card>

          <Card>
            <CardHeader title="Uso por promoción" description={USO_DESDE_SU_CREACION} />
            <ul className="divide-y divide-stone-100">
              {porUso.map((p) => (
                <UsoFila key={p.publicID} promocion={p} hoy={hoy} />
              ))}
            </ul>
          </Card>
        </div>
      )}
    </div>
  );
}

function UsoFila({ promocion: p, hoy }: { promocion: Promocion; hoy: string }) {
  const [abierta, setAbierta] = useState(false);
  const detalleId = useId();
  const { vistas, usos, limite } = p.analitica;
  const tasa = tasaDeUso(vistas, usos);
  const { etiqueta, tono } = estadoDe(p, hoy);
  return (
    <li className="px-5 py-4">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words text-stone-900">{p.titulo}</p>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-stone-600">
            <Badge tone={tono}>{etiqueta}</Badge>
            <span>
              {CLASES[p.clase].singular} · {nombreTipoPromo(p.tipoPromo.tipo, p.clase)}
            </span>
            {limite !== null ? (
              <span>
                · {formatEntero(usos)} de {formatEntero(limite)} usados
              </span>
            ) : null}
          </p>
        </div>
        <button
          type="button"
          aria-expanded={abierta}
          aria-controls={detalleId}
          aria-label={`Detalle de ${p.titulo}`}
          onClick={() => setAbierta((v) => !v)}
          className="-mt-1.5 -mr-2 inline-flex min-h-11 shrink-0 items-center justify-center gap-1 rounded-xl px-3 text-sm font-semibold text-rubi-800 hover:bg-rubi-50"
        >
          Detalle
          <ChevronDown
            className={cn('size-4 transition-transform', abierta && 'rotate-180')}
            aria-hidden="true"
          />
        </button>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_auto_minmax(0,1fr)] items-end gap-x-6 gap-y-1">
        <div>
          <dt className="text-xs text-stone-600">Vistas</dt>
          <dd className="font-bold text-stone-900 tabular-nums">{formatEntero(vistas)}</dd>
        </div>
        <div>
          <dt className="text-xs text-stone-600">Usos</dt>
          <dd className="font-bold text-stone-900 tabular-nums">{formatEntero(usos)}</dd>
        </div>
        <div>
          <dt className="text-xs text-stone-600">Tasa de uso</dt>
          <dd className="flex items-center gap-3">
            <span
              className="h-2 flex-1 overflow-hidden rounded-full bg-stone-200"
              aria-hidden="true"
            >
              <span
                className="block h-full rounded-full bg-rubi-600"
                style={{ width: `${tasa ?? 0}%` }}
              />
            </span>
            <span className="min-w-12 text-right font-bold text-stone-900 tabular-nums">
              {tasa === null ? `Sin tasa: ${motivoSinTasa(vistas, usos)}` : `${tasa}%`}
            </span>
          </dd>
        </div>
      </dl>
      <div
        id={detalleId}
        hidden={!abierta}
        className="mt-4 rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200"
      >
        {abierta ? <PromocionStatsDetalle publicID={p.publicID} /> : null}
      </div>
    </li>
  );
}
