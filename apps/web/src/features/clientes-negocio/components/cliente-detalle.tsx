import { useState, type ReactNode } from 'react';
import {
  AlertTriangle,
  CalendarCheck,
  Flame,
  Gift,
  MapPin,
  RotateCw,
  Trophy,
  UserRound,
} from 'lucide-react';
import {
  CLASE_PROMO_NOMBRE,
  quienRegistro,
  type ClienteNegocioDetalle,
  type NegocioPerfil,
  type PersonaEquipo,
} from '@tarjeto/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Drawer } from '../../../components/ui/drawer.tsx';
import { LoadMore } from '../../../components/ui/paged-list.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useClienteDetalle, useVisitasCliente } from '../api/clientes.ts';
import { ERROR_CARGAR_CLIENTE, ERROR_CARGAR_VISITAS, faltanVisitas } from '../lib/copy.ts';
import {
  fechaConDia,
  fechaCorta,
  fechaHora,
  formatEntero,
  hora,
  semanas,
  visitas as visitasTexto,
} from '../lib/format.ts';
import { AvatarCliente } from './avatar-cliente.tsx';
import { NivelPill } from '../../../components/ui/nivel-pill.tsx';
import { BarraNivel } from './nivel-pill.tsx';
import { BloquesCargando, CargaErrorDe, LineaCargando } from '../../../components/ui/carga.tsx';

type Negocio = Pick<NegocioPerfil, 'publicID' | 'zonaHoraria'>;

/**
 * A customer's detail over the list (deep-linkable: /negocio-dashboard/clientes/{publicID}): their
 * card here and what is missing for the next level, their figures, their canjes here and their
 * visit history, page after page.
 */
export function ClienteDetalleDrawer({
  negocio,
  clientePublicID,
  onClose,
}: {
  negocio: Negocio;
  clientePublicID: string | undefined;
  onClose: () => void;
}) {
  const detalle = useClienteDetalle(negocio.publicID, clientePublicID);
  return (
    <Drawer
      open={Boolean(clientePublicID)}
      onClose={onClose}
      title={detalle.data?.nombre ?? 'Cliente'}
      widthClass="max-w-lg"
    >
      {detalle.isPending ? (
        <BloquesCargando bloques={['h-24', 'h-28', 'h-48']} label="Cargando cliente" />
      ) : detalle.isError ? (
        <div className="flex flex-col items-center gap-4 py-10 text-center">
          <span className="grid size-14 place-items-center rounded-2xl bg-red-50 text-red-700">
            <AlertTriangle className="size-7" aria-hidden="true" />
          </span>
          <p role="alert" className="max-w-sm font-semibold text-stone-900">
            {errorMessage(detalle.error, ERROR_CARGAR_CLIENTE)}
          </p>
          {detalle.error instanceof ApiError && detalle.error.status === 404 ? (
            <Button variant="secondary" onClick={onClose}>
              Volver a clientes
            </Button>
          ) : (
            <Button
              variant="secondary"
              onClick={() => void detalle.refetch()}
              loading={detalle.isFetching}
              icon={<RotateCw className="size-4" aria-hidden="true" />}
            >
              Reintentar
            </Button>
          )}
        </div>
      ) : (
        <Detalle negocio={negocio} cliente={detalle.data} />
      )}
    </Drawer>
  );
}

function Cifra({ icon, etiqueta, valor }: { icon: ReactNode; etiqueta: string; valor: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-2xl bg-stone-50 px-4 py-3 ring-1 ring-stone-200">
      <dt className="flex items-center gap-1.5 text-xs font-semibold text-stone-600">
        {icon}
        {etiqueta}
      </dt>
      <dd className="text-xl font-extrabold text-stone-900">{valor}</dd>
    </div>
  );
}

function Detalle({ negocio, cliente }: { negocio: Negocio; cliente: ClienteNegocioDetalle }) {
  const zona = negocio.zonaHoraria;
  const sig = cliente.siguienteNivel;
  const [pestana, setPestana] = useState<'visitas' | 'canjes'>('visitas');
  return (
    <div className="flex flex-col gap-6">
      <section aria-label="Tarjeta" className="flex items-center gap-4">
        <AvatarCliente
          nombre={cliente.nombre}
          fotoPerfil={cliente.fotoPerfil}
          className="size-16 text-lg"
        />
        <div className="flex min-w-0 flex-col items-start gap-1.5">
          <NivelPill nivel={cliente.nivel} nombre={cliente.nombreNivel} />
          <p className="text-sm text-stone-600">
            Cliente desde {fechaCorta(cliente.primeraVisita, zona)}
          </p>
          <p className="text-sm text-stone-600">
            Última visita: {fechaHora(cliente.ultimaVisita, zona)}
          </p>
        </div>
      </section>

      <section
        aria-label="Progreso de nivel"
        className="rounded-2xl bg-white px-4 py-4 ring-1 ring-stone-200"
      >
        {sig ? (
          <>
            <p className="font-bold text-stone-900">{faltanVisitas(sig.faltan, sig.nombre)}</p>
            <BarraNivel
              className="mt-3 h-2.5"
              visitas={cliente.visitasTemporada}
              requeridas={sig.visitasRequeridas}
              siguiente={sig.nivel}
            />
            <p className="mt-2 text-sm text-stone-600">
              {formatEntero(cliente.visitasTemporada)} de {formatEntero(sig.visitasRequeridas)}{' '}
              visitas esta temporada
              {cliente.temporada
                ? ` (del ${fechaCorta(`${cliente.temporada.fechaInicio}T12:00:00Z`, 'UTC')} al ${fechaCorta(`${cliente.temporada.fechaFin}T12:00:00Z`, 'UTC')})`
                : ''}
            </p>
          </>
        ) : (
          <p className="flex items-center gap-2 font-bold text-stone-900">
            <Trophy className="size-5 text-marigold-600" aria-hidden="true" />
            Está en el nivel más alto: {cliente.nombreNivel}
          </p>
        )}
      </section>

      <dl className="grid grid-cols-2 gap-3">
        <Cifra
          icon={<CalendarCheck className="size-4" aria-hidden="true" />}
          etiqueta="Esta temporada"
          valor={visitasTexto(cliente.visitasTemporada)}
        />
        <Cifra
          icon={<CalendarCheck className="size-4" aria-hidden="true" />}
          etiqueta="Visitas en total"
          valor={formatEntero(cliente.visitasTotales)}
        />
        <Cifra
          icon={<Flame className="size-4" aria-hidden="true" />}
          etiqueta="Racha semanal"
          valor={cliente.racha > 0 ? semanas(cliente.racha) : 'Sin racha'}
        />
        <Cifra
          icon={<Gift className="size-4" aria-hidden="true" />}
          etiqueta="Canjes aquí"
          valor={formatEntero(cliente.canjes.total)}
        />
      </dl>

      <Tabs
        label="Actividad del cliente"
        tabs={[
          { id: 'visitas', label: `Visitas (${formatEntero(cliente.visitasTotales)})` },
          { id: 'canjes', label: `Canjes (${formatEntero(cliente.canjes.total)})` },
        ]}
        value={pestana}
        onChange={setPestana}
      >
        {pestana === 'visitas' ? (
          <Historial negocio={negocio} clientePublicID={cliente.clientePublicID} />
        ) : (
          <Canjes negocio={negocio} cliente={cliente} />
        )}
      </Tabs>
    </div>
  );
}

/** Who registered a visit or a canje (the team, DOMAIN §10); nothing when nobody said. */
function RegistradaPor({ persona }: { persona: PersonaEquipo | null }) {
  if (!persona) return null;
  return (
    <p className="flex items-center gap-1 text-sm text-stone-600">
      <UserRound className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="truncate">Registró {quienRegistro(persona)}</span>
    </p>
  );
}

function Historial({ negocio, clientePublicID }: { negocio: Negocio; clientePublicID: string }) {
  const historial = useVisitasCliente(negocio.publicID, clientePublicID);
  const visitas = historial.data?.pages.flatMap((p) => p.visitas) ?? [];
  return (
    <section aria-labelledby="historial-cliente">
      <h3 id="historial-cliente" className="sr-only">
        Historial de visitas
      </h3>
      <div aria-live="polite" aria-busy={historial.isPending}>
        {historial.isPending ? (
          <LineaCargando className="mt-3">Cargando visitas...</LineaCargando>
        ) : historial.isError && visitas.length === 0 ? (
          <CargaErrorDe
            query={historial}
            fallback={ERROR_CARGAR_VISITAS}
            forma="linea"
            className="mt-2"
          />
        ) : visitas.length === 0 ? (
          <p className="mt-2 text-sm text-stone-600">Sin visitas registradas.</p>
        ) : (
          <>
            <ol className="mt-2 divide-y divide-stone-100 rounded-2xl ring-1 ring-stone-200">
              {visitas.map((v) => (
                <li key={v.visitaId} className="flex items-center justify-between gap-3 px-4 py-3">
                  <div className="min-w-0">
                    <p className="font-semibold text-stone-900 first-letter:uppercase">
                      <time dateTime={v.fecha}>{fechaConDia(v.fecha, negocio.zonaHoraria)}</time>
                    </p>
                    {v.establecimiento ? (
                      <p className="flex items-center gap-1 truncate text-sm text-stone-600">
                        <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
                        {v.establecimiento}
                      </p>
                    ) : null}
                    <RegistradaPor persona={v.registradaPor} />
                  </div>
                  <span className="shrink-0 text-sm font-semibold text-stone-700 tabular-nums">
                    {hora(v.fecha, negocio.zonaHoraria)}
                  </span>
                </li>
              ))}
            </ol>
            <LoadMore
              query={historial}
              errorFallback={ERROR_CARGAR_VISITAS}
              label="Cargar más visitas"
              className="mt-3 w-full"
              errorClassName="mt-2"
            />
            {historial.hasNextPage ? null : (
              <p className="mt-2 text-sm text-stone-600">
                {visitas.length === 1
                  ? 'Su única visita.'
                  : `Sus ${formatEntero(visitas.length)} visitas.`}
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}

function Canjes({ negocio, cliente }: { negocio: Negocio; cliente: ClienteNegocioDetalle }) {
  const zona = negocio.zonaHoraria;
  return (
    <section aria-labelledby="canjes-cliente">
      <h3 id="canjes-cliente" className="sr-only">
        Canjes en tu negocio
      </h3>
      {cliente.canjes.recientes.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">Todavía no ha canjeado promociones aquí.</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-100 rounded-2xl ring-1 ring-stone-200">
          {cliente.canjes.recientes.map((c) => (
            <li key={c.canjeId} className="flex items-start justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="font-semibold text-stone-900">{c.promocion.titulo}</p>
                <p className="text-sm text-stone-600">
                  <time dateTime={c.fecha}>{fechaHora(c.fecha, zona)}</time>
                  {c.establecimiento ? ` · ${c.establecimiento}` : ''}
                </p>
                <RegistradaPor persona={c.registradaPor} />
              </div>
              <Badge tone="marigold" className="shrink-0">
                {CLASE_PROMO_NOMBRE[c.promocion.clase].singular}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      {cliente.canjes.total > cliente.canjes.recientes.length ? (
        <p className="mt-2 text-sm text-stone-600">
          Los {formatEntero(cliente.canjes.recientes.length)} más recientes de{' '}
          {formatEntero(cliente.canjes.total)}.
        </p>
      ) : null}
    </section>
  );
}
