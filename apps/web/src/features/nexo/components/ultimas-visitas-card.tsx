import { Footprints, UserRound } from 'lucide-react';
import { quienRegistro, type NexoVisita } from '@tarjeto/shared';
import { Card } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUltimasVisitas } from '../api/get-ultimas-visitas.ts';
import { ERROR_CARGAR_VISITAS_NEXO, SIN_VISITAS_NEXO } from '../lib/copy.ts';
import { useZonaDelNegocio } from '../api/get-negocio-profile.ts';
import { formatDiaMes, formatHoraEn } from '../lib/format.ts';
import { CargaError } from '../../../components/ui/carga.tsx';

/**
 * 'Últimas visitas' of the paired Nexo: who came (or an anonymous visit), when, and who was
 * serving at the counter then (DOMAIN §10) — so the owner sees each shift's work at a glance.
 */
export function UltimasVisitasCard({ nexoID }: { nexoID: string }) {
  const visitas = useUltimasVisitas(nexoID);
  const zona = useZonaDelNegocio();
  return (
    <Card>
      <div className="border-b border-stone-100 px-5 py-4">
        <h2 className="text-base font-bold text-stone-900">Últimas visitas</h2>
        <p className="mt-0.5 text-sm text-stone-600">Las más recientes de este mostrador</p>
      </div>
      <div className="px-5 py-3">
        {visitas.isPending ? (
          <div aria-hidden="true" className="animate-pulse space-y-3 py-2">
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-10 rounded-xl bg-stone-100" />
            ))}
          </div>
        ) : visitas.isError ? (
          <CargaError
            forma="linea"
            className="py-2"
            message={errorMessage(visitas.error, ERROR_CARGAR_VISITAS_NEXO)}
            onRetry={() => void visitas.refetch()}
            retrying={visitas.isFetching}
          />
        ) : visitas.data.length === 0 ? (
          <p className="py-2 text-sm text-stone-600">{SIN_VISITAS_NEXO}</p>
        ) : (
          <ol aria-label="Últimas visitas" className="divide-y divide-stone-100">
            {visitas.data.map((v) => (
              <Fila key={v.visitaId} visita={v} zona={zona} />
            ))}
          </ol>
        )}
      </div>
    </Card>
  );
}

function Fila({ visita: v, zona }: { visita: NexoVisita; zona: string }) {
  const Icono = v.cliente ? UserRound : Footprints;
  return (
    <li className="flex items-center gap-3 py-3">
      <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-stone-100 text-stone-600">
        <Icono className="size-4" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-stone-900">
          {v.cliente ? v.cliente.nombre : v.anonima ? 'Visita anónima' : 'Cliente que dejó Tarjeto'}
        </p>
        {v.registradaPor ? (
          <p className="text-sm text-stone-600">Registró {quienRegistro(v.registradaPor)}</p>
        ) : null}
      </div>
      <time dateTime={v.fecha} className="shrink-0 text-right text-sm tabular-nums">
        <span className="block font-semibold text-stone-900">{formatHoraEn(v.fecha, zona)}</span>
        <span className="block text-stone-600">{formatDiaMes(v.fecha, zona)}</span>
      </time>
    </li>
  );
}
