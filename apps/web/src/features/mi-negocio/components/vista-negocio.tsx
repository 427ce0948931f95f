import { ExternalLink, MapPin, Store, Tablet } from 'lucide-react';
import { DIAS_SEMANA, RANGOS_PRECIOS, type NegocioPerfil } from '@tarjeto/shared';
import {
  CAMPOS_ENLACE,
  ENLACE_NOMBRE,
  EnlaceIcono,
  SitioWebEnlace,
  sinProtocolo,
} from '../../../components/perfil-campos/campos-enlaces.tsx';
import { PrecioSignos } from '../../../components/perfil-campos/campos-negocio.tsx';
import { GRADIENT_CLASS, nombreColor } from '../../../components/perfil-campos/campos-tarjeta.tsx';
import {
  formatPersonalTexto,
  formatPresupuestoTexto,
  GRADIENT_NOMBRE,
  NOMBRE_RANGO,
} from '../../../components/perfil-campos/format.ts';
import { DiaCerrado, ORDEN_DIAS } from '../../../components/perfil-campos/dia-cerrado.tsx';
import { diaAbierto } from '../../../components/perfil-campos/tipos.ts';
import {
  CategoriaChips,
  direccionCompleta,
  PerfilAvatar,
} from '../../../components/perfil-campos/vista.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { UbicacionEstablecimiento } from '../../../components/ubicacion-establecimiento/ubicacion-establecimiento.tsx';
import { cn } from '../../../lib/cn.ts';
import { SIN_DATO, UBICACION_SE_GUARDA_SOLA, visitasRegistradas } from '../lib/copy.ts';
import type { EstablecimientoValores, MiNegocioValores } from '../lib/valores.ts';
import { Dato, SinDato } from './seccion.tsx';

// The profile read-only: each section of 'Mi negocio' as the owner and their customers see it.

export function VistaIdentidad({ v, fotoUrl }: { v: MiNegocioValores; fotoUrl: string | null }) {
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
      <PerfilAvatar
        src={fotoUrl}
        nombre={v.nombreComercial}
        color={v.color || null}
        fallback={<Store className="size-8" />}
        className="size-20 text-3xl shadow-sm ring-2 ring-stone-100"
      />
      <dl className="grid min-w-0 flex-1 gap-4 sm:grid-cols-2">
        <Dato etiqueta="Nombre del negocio" className="sm:col-span-2">
          <span className="text-lg font-bold">{v.nombreComercial}</span>
        </Dato>
        <Dato etiqueta="RFC" className="sm:col-span-2">
          {v.rfc || <SinDato>{SIN_DATO}</SinDato>}
        </Dato>
        <Dato etiqueta="Categorías" className="sm:col-span-2">
          <CategoriaChips items={v.categorias} empty="Sin categorías" />
        </Dato>
      </dl>
    </div>
  );
}

export function VistaTarjeta({ v }: { v: MiNegocioValores }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Dato etiqueta="Estilo de tarjeta">
        <span className="inline-flex items-center gap-2">
          <span
            aria-hidden="true"
            className={cn('h-5 w-8 rounded-md shadow-sm', GRADIENT_CLASS[v.gradient])}
          />
          {GRADIENT_NOMBRE[v.gradient]}
        </span>
      </Dato>
      <Dato etiqueta="Color de marca">
        {v.color ? (
          <span className="inline-flex items-center gap-2">
            <span
              aria-hidden="true"
              className="size-5 rounded-full ring-1 ring-stone-300"
              style={{ backgroundColor: v.color }}
            />
            <span>{nombreColor(v.color)}</span>
            <span className="text-sm text-stone-500">{v.color.toUpperCase()}</span>
          </span>
        ) : (
          <SinDato>Sin color propio (rubí de Tarjeto)</SinDato>
        )}
      </Dato>
    </dl>
  );
}

export function VistaHorario({ v }: { v: MiNegocioValores }) {
  return (
    <ul className="divide-y divide-stone-100">
      {ORDEN_DIAS.map((dia) => {
        const d = v.horario.find((x) => x.dia === dia);
        const abierto = d && diaAbierto(d);
        return (
          <li key={dia} className="flex items-center justify-between gap-3 py-2.5 text-[15px]">
            <span className="font-semibold text-stone-900">{DIAS_SEMANA[dia]}</span>
            {abierto ? (
              <span className="text-stone-800 tabular-nums">
                {d.apertura} – {d.cierre}
                {d.cierre < d.apertura ? (
                  <span className="text-sm text-stone-500"> (día siguiente)</span>
                ) : null}
              </span>
            ) : (
              <DiaCerrado />
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function VistaEnLinea({ v }: { v: MiNegocioValores }) {
  return (
    <ul className="flex flex-col gap-3">
      {CAMPOS_ENLACE.map((k) => (
        <li key={k} className="flex items-center gap-3 text-[15px]">
          <span className="grid size-9 shrink-0 place-items-center rounded-full bg-stone-100">
            <EnlaceIcono campo={k} />
          </span>
          <span className="w-24 shrink-0 font-semibold text-stone-700">{ENLACE_NOMBRE[k]}</span>
          <span className="min-w-0 truncate">
            {v[k] ? (
              <SitioWebEnlace url={v[k]}>{sinProtocolo(v[k])}</SitioWebEnlace>
            ) : (
              <SinDato>Sin agregar</SinDato>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * One establishment read-only. `guardado` is the same one as the profile holds it: its place on
 * the map is saved from here on its own (PUT /api/establecimiento/ubicacion), not with Editar.
 */
export function VistaEstablecimiento({
  e,
  guardado,
}: {
  e: EstablecimientoValores;
  guardado?: NegocioPerfil['establecimientos'][number] | undefined;
}) {
  const direccion = direccionCompleta(e);
  return (
    <li className="rounded-2xl border border-stone-200 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-bold text-stone-900">{e.nombre}</p>
        {e.principal ? <Badge tone="rubi">Principal</Badge> : null}
      </div>
      <p className="mt-2 flex items-start gap-2 text-[15px] text-stone-700">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-rubi-600" />
        {direccion}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <a
          href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(direccion)}`}
          target="_blank"
          rel="noreferrer noopener"
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-rubi-700 underline-offset-2 hover:underline"
        >
          Ver en el mapa
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">(se abre en otra pestaña)</span>
        </a>
        <span
          className={cn(
            'inline-flex items-center gap-1.5 font-medium',
            e.nexoID ? 'text-emerald-800' : 'text-stone-600',
          )}
        >
          <Tablet aria-hidden="true" className="size-4" />
          {e.nexoID ? 'Nexo vinculado' : 'Sin Nexo'}
        </span>
        <span className="text-stone-600">
          {e.visitasRegistradas > 0
            ? visitasRegistradas(e.visitasRegistradas)
            : 'Sin visitas todavía'}
        </span>
      </div>
      {guardado ? (
        <UbicacionEstablecimiento
          establecimiento={guardado}
          nivelTitulo="h3"
          pista={UBICACION_SE_GUARDA_SOLA}
          className="mt-4 border-t border-stone-100 pt-4"
        />
      ) : null}
    </li>
  );
}

export function VistaSobre({ v }: { v: MiNegocioValores }) {
  const rango = RANGOS_PRECIOS.find((r) => r.id === v.rangoPrecios);
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Dato etiqueta="Rango de precios">
        {rango ? (
          <span className="inline-flex flex-wrap items-center gap-2">
            <PrecioSignos id={rango.id} />
            {NOMBRE_RANGO[rango.id]} · {rango.rango} por persona
          </span>
        ) : (
          <SinDato>{SIN_DATO}</SinDato>
        )}
      </Dato>
      <Dato etiqueta="Número de empleados">{formatPersonalTexto(v.personalTotal)}</Dato>
      <Dato etiqueta="Platos principales">
        {v.numeroPlatosPrincipales === 1 ? '1 platillo' : `${v.numeroPlatosPrincipales} platillos`}
      </Dato>
      <Dato etiqueta="Presupuesto de marketing">
        {formatPresupuestoTexto(v.presupuestoMarketing)}
      </Dato>
      <Dato etiqueta="Historia del negocio" className="sm:col-span-2">
        {v.historiaNegocio ? (
          <span className="whitespace-pre-line">{v.historiaNegocio}</span>
        ) : (
          <SinDato>{SIN_DATO}</SinDato>
        )}
      </Dato>
      <Dato etiqueta="Qué te hace diferente" className="sm:col-span-2">
        {v.valorDiferenciador ? (
          <span className="whitespace-pre-line">{v.valorDiferenciador}</span>
        ) : (
          <SinDato>{SIN_DATO}</SinDato>
        )}
      </Dato>
    </dl>
  );
}
