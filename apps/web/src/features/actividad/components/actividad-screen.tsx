import { useId } from 'react';
import { useSearchParams } from 'react-router';
import {
  Download,
  History,
  KeyRound,
  LogIn,
  ShieldAlert,
  Tablet,
  Tag,
  Ticket,
  type LucideIcon,
  TriangleAlert,
  Users,
} from 'lucide-react';
import {
  TIPOS_ACTIVIDAD,
  type EventoActividad,
  type NegocioPerfil,
  type TipoActividad,
} from '@tarjeto/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { fieldClasses, MarcoCampo } from '../../../components/ui/input.tsx';
import { EmptyState, PagedList } from '../../../components/ui/paged-list.tsx';
import { cn } from '../../../lib/cn.ts';
import { nombreDeZona } from '../../../lib/formato-fecha.ts';
import { useActividad } from '../api/actividad.ts';
import {
  AJUSTES_PATH,
  ALERTAS_AYUDA,
  diaLocal,
  ERROR_CARGAR_ACTIVIDAD,
  esAlerta,
  horaLocal,
  quienEvento,
  SIN_ACTIVIDAD,
  SIN_ALERTAS,
  SIN_ALERTAS_AYUDA,
  sobreAlerta,
  textoAlerta,
  SIN_ACTIVIDAD_AYUDA,
  SIN_ACTIVIDAD_DE_TIPO,
  SIN_ACTIVIDAD_DE_TIPO_AYUDA,
  TIPO_ETIQUETAS,
  tituloEvento,
} from '../lib/copy.ts';
import { EncabezadoPantalla } from '../../../components/ui/encabezado-pantalla.tsx';

const esTipo = (v: string | null): v is TipoActividad =>
  v !== null && (TIPOS_ACTIVIDAD as readonly string[]).includes(v);

const ICONOS: Record<TipoActividad, LucideIcon> = {
  sesiones: LogIn,
  contrasena: KeyRound,
  nexo: Tablet,
  promociones: Tag,
  canjes: Ticket,
  exportaciones: Download,
  equipo: Users,
  alertas: TriangleAlert,
};

function Icono({ evento }: { evento: EventoActividad }) {
  const fallido = evento.accion === 'sesion.fallida';
  const Icon = fallido ? ShieldAlert : ICONOS[evento.tipo];
  return (
    <span
      className={cn(
        'grid size-10 shrink-0 place-items-center rounded-xl',
        fallido
          ? 'bg-red-50 text-red-700'
          : esAlerta(evento)
            ? 'bg-marigold-200 text-marigold-900'
            : 'bg-rubi-50 text-rubi-700',
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}

/** The events grouped by the business's calendar day, newest first (the order they come in). */
function porDia(eventos: EventoActividad[], zona: string) {
  const grupos: Array<{ dia: string; eventos: EventoActividad[] }> = [];
  for (const e of eventos) {
    const dia = diaLocal(e.fecha, zona);
    const ultimo = grupos.at(-1);
    if (ultimo?.dia === dia) ultimo.eventos.push(e);
    else grupos.push({ dia, eventos: [e] });
  }
  return grupos;
}

/**
 * 'Actividad de la cuenta' (issue 14): every sign-in, password change, Nexo paired or unpaired,
 * promotion change, canje and data download of the business, newest first, on the business's
 * clock — filtered by kind (in the address, ?tipo=…) and page after page with 'Cargar más'.
 */
export function ActividadScreen({
  negocio,
}: {
  negocio: Pick<NegocioPerfil, 'publicID' | 'zonaHoraria' | 'nombreComercial'>;
}) {
  const [params, setParams] = useSearchParams();
  const tipo = esTipo(params.get('tipo')) ? (params.get('tipo') as TipoActividad) : null;
  const filtroId = useId();
  const lista = useActividad(negocio.publicID, tipo);
  const eventos = lista.data?.pages.flatMap((p) => p.eventos) ?? [];
  const zona = lista.data?.pages[0]?.zonaHoraria ?? negocio.zonaHoraria;
  const cambiando = lista.isFetching && !lista.isFetchingNextPage && lista.isPlaceholderData;

  const elegir = (valor: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (esTipo(valor)) next.set('tipo', valor);
        else next.delete('tipo');
        return next;
      },
      { replace: true },
    );

  return (
    <div className="flex flex-col gap-6">
      <EncabezadoPantalla
        volver={{ to: AJUSTES_PATH, label: 'Ajustes' }}
        titulo="Actividad de la cuenta"
      >
        Lo que se ha hecho con la cuenta de {negocio.nombreComercial}, del más reciente al más
        antiguo. Nadie puede borrar ni cambiar este registro. Si ves algo que no reconoces, cambia
        tu contraseña.
      </EncabezadoPantalla>

      <MarcoCampo inputId={filtroId} label="Mostrar" className="sm:w-72">
        <select
          id={filtroId}
          value={tipo ?? ''}
          onChange={(e) => elegir(e.target.value)}
          className={fieldClasses(false)}
        >
          <option value="">Toda la actividad</option>
          {TIPOS_ACTIVIDAD.map((t) => (
            <option key={t} value={t}>
              {TIPO_ETIQUETAS[t]}
            </option>
          ))}
        </select>
      </MarcoCampo>
      {tipo === 'alertas' ? (
        <p className="-mt-3 flex max-w-2xl gap-2 text-sm text-stone-600">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-marigold-700" aria-hidden="true" />
          {ALERTAS_AYUDA}
        </p>
      ) : null}

      <Card className="overflow-hidden">
        <PagedList
          query={lista}
          count={eventos.length}
          loadingLabel="Cargando actividad…"
          errorFallback={ERROR_CARGAR_ACTIVIDAD}
          avatar="square"
          busy={cambiando}
          empty={
            <EmptyState
              icon={History}
              title={
                tipo === 'alertas' ? SIN_ALERTAS : tipo ? SIN_ACTIVIDAD_DE_TIPO : SIN_ACTIVIDAD
              }
              help={
                tipo === 'alertas'
                  ? SIN_ALERTAS_AYUDA
                  : tipo
                    ? SIN_ACTIVIDAD_DE_TIPO_AYUDA
                    : SIN_ACTIVIDAD_AYUDA
              }
              action={
                tipo ? (
                  <Button variant="secondary" onClick={() => elegir('')}>
                    Ver toda la actividad
                  </Button>
                ) : null
              }
            />
          }
          footer={`Horas en la zona de ${negocio.nombreComercial}: ${nombreDeZona(zona)}`}
        >
          {porDia(eventos, zona).map((g) => (
            <section key={g.dia} aria-label={g.dia}>
              <h2 className="border-y border-stone-100 bg-stone-50 px-5 py-2 text-xs font-bold tracking-wide text-stone-600 uppercase first:border-t-0">
                {g.dia}
              </h2>
              <ul className="divide-y divide-stone-100">
                {g.eventos.map((e) => (
                  <li
                    key={e.id}
                    className={cn(
                      'flex items-start gap-3 px-5 py-3.5',
                      esAlerta(e) && 'border-l-4 border-marigold-500 bg-marigold-50 pl-4',
                    )}
                  >
                    <Icono evento={e} />
                    {esAlerta(e) ? (
                      <div className="min-w-0 flex-1">
                        <p className="font-semibold break-words text-stone-900">
                          <span className="mr-2 inline-block rounded-md bg-marigold-200 px-1.5 py-0.5 align-[1px] text-xs font-bold tracking-wide text-marigold-900 uppercase">
                            Alerta
                          </span>
                          {textoAlerta(e)}
                        </p>
                        <p className="text-sm break-words text-stone-700">{sobreAlerta(e)}</p>
                      </div>
                    ) : (
                      <div className="min-w-0 flex-1">
                        <p className="font-semibold break-words text-stone-900">
                          {tituloEvento(e)}
                        </p>
                        <p className="text-sm break-words text-stone-600">{quienEvento(e)}</p>
                      </div>
                    )}
                    <time
                      dateTime={e.fecha}
                      className="shrink-0 pt-0.5 text-sm font-medium text-stone-600 tabular-nums"
                    >
                      {horaLocal(e.fecha, zona)}
                    </time>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </PagedList>
      </Card>
    </div>
  );
}
