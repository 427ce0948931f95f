import { ETIQUETA_ROL, type ActividadPersona } from '@tarjeto/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { useEquipoPeriodo } from '../api/estadisticas.ts';
import { formatEntero, porcentaje } from '../lib/format.ts';
import { Panel, TotalDelPanel, type PanelDelPeriodoProps } from './panel.tsx';

export const SIN_ASIGNAR = 'Sin asignar';

/**
 * 'Por persona' (DOMAIN §10): the period's visits and canjes by who registered them at the Nexo —
 * each person of the team, people who left since, and 'Sin asignar' for what names nobody — with
 * their share of the visits. Only for a business with a team: until the answer says so, nothing
 * shows (a business without one never sees the panel come and go).
 */
export function PorPersonaPanel({ negocio, periodo, className }: PanelDelPeriodoProps) {
  const query = useEquipoPeriodo(negocio.publicID, periodo);
  if (query.isPending || (query.data && !query.data.tieneEquipo)) return null;
  return (
    <Panel
      className={className}
      titulo="Por persona"
      descripcion={`Visitas y canjes que registró cada quien en los últimos ${periodo} días`}
      query={query}
      vacio={(d) => d.visitas === 0 && d.canjes === 0}
      extra={(d) => <TotalDelPanel valor={d.visitas} etiqueta="visitas" />}
    >
      {(d) => (
        <>
          <table className="w-full text-sm">
            <caption className="sr-only">
              Visitas y canjes por persona en los últimos {periodo} días
            </caption>
            <thead>
              <tr className="border-b border-stone-200 text-left text-xs font-semibold text-stone-600">
                <th scope="col" className="pb-2 font-semibold">
                  Persona
                </th>
                <th scope="col" className="pb-2 pl-3 text-right font-semibold">
                  Visitas
                </th>
                <th scope="col" className="pb-2 pl-3 text-right font-semibold">
                  Canjes
                </th>
                <th scope="col" className="pb-2 pl-3 text-right font-semibold">
                  <span className="sm:hidden">%</span>
                  <span className="hidden sm:inline">Participación</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {d.personas.map((p) => (
                <Fila key={p.persona?.miembroId ?? 'sin-asignar'} fila={p} />
              ))}
            </tbody>
          </table>
          <p className="mt-4 text-xs text-stone-600">
            Cuenta lo que se registró en el Nexo mientras cada persona atendía con su PIN, y los
            canjes que confirmó en el panel.
            {d.personas.some((p) => !p.persona)
              ? ` “${SIN_ASIGNAR}”: nadie había dicho quién atendía.`
              : null}
          </p>
        </>
      )}
    </Panel>
  );
}

function Fila({ fila }: { fila: ActividadPersona }) {
  const { persona } = fila;
  return (
    <tr className="align-top">
      <th scope="row" className="w-full max-w-0 py-3 pr-1 text-left font-normal">
        <span
          className={cn(
            'block truncate font-semibold',
            persona ? 'text-stone-900' : 'text-stone-600 italic',
          )}
        >
          {persona ? persona.nombre : SIN_ASIGNAR}
        </span>
        <span className="mt-1 flex flex-wrap items-center gap-1.5">
          {persona ? <Badge>{ETIQUETA_ROL[persona.rol]}</Badge> : null}
          {persona?.baja ? <Badge tone="red">Dejó el equipo</Badge> : null}
        </span>
        <span className="mt-2 block h-1.5 rounded-full bg-stone-100" aria-hidden="true">
          <span
            className={cn('block h-full rounded-full', persona ? 'bg-rubi-700' : 'bg-stone-400')}
            style={{ width: `${fila.participacion}%` }}
          />
        </span>
      </th>
      <td className="py-3 pl-3 text-right font-bold text-stone-900 tabular-nums">
        {formatEntero(fila.visitas)}
      </td>
      <td className="py-3 pl-3 text-right text-stone-700 tabular-nums">
        {formatEntero(fila.canjes)}
      </td>
      <td className="py-3 pl-3 text-right font-semibold whitespace-nowrap text-rubi-800 tabular-nums">
        {porcentaje(fila.participacion)}
      </td>
    </tr>
  );
}
