import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { MapPin, type LucideIcon } from 'lucide-react';
import { horarioTexto, type EstadoHorarioDto, type Lugar } from '@tarjeto/shared';
import { NegocioAvatar } from '../../../components/ui/negocio-avatar.tsx';
import { cn } from '../../../lib/cn.ts';
import { nombreCategoria } from '../../../components/perfil-campos/format.ts';
import { direccionCompleta } from '../../../components/perfil-campos/vista.tsx';
import { NEGOCIO_PUBLICO_PATH } from '../lib/lugar.ts';

// The pieces every place shows, in the wallet, in discovery and on the public page.

/** 'Abierto ahora · Cierra a las 02:00' with a coloured dot (the words carry it, not the dot). */
export function HorarioHoy({
  horario,
  className,
}: {
  horario: EstadoHorarioDto;
  className?: string;
}) {
  return (
    <HorarioLinea abierto={horario.abierto} {...horarioTexto(horario)} className={className} />
  );
}

/**
 * HorarioHoy's line from its words: also drawn by the server, with the same words (horarioTexto),
 * on a business's public page before the app's code runs (app/esqueleto-prerender.tsx).
 */
export function HorarioLinea({
  abierto,
  estado,
  detalle,
  className,
}: {
  abierto: boolean;
  estado: string;
  detalle: string | null;
  className?: string | undefined;
}) {
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-x-1.5', className)}>
      <span
        aria-hidden="true"
        className={cn('size-2 rounded-full', abierto ? 'bg-emerald-600' : 'bg-stone-400')}
      />
      <span className={cn('font-semibold', abierto ? 'text-emerald-800' : 'text-stone-800')}>
        {estado}
      </span>
      {detalle ? <span className="text-stone-600">· {detalle}</span> : null}
    </span>
  );
}

/** Logo, name (the link to its public page) and categories: the head of a place's card. */
export function CabezaDeLugar({
  lugar,
  tituloId,
  extra,
  to = NEGOCIO_PUBLICO_PATH(lugar.slug),
}: {
  lugar: Pick<Lugar, 'slug' | 'nombreComercial' | 'fotoPerfil' | 'gradient' | 'categoria'>;
  tituloId: string;
  extra?: React.ReactNode;
  /** Where the name leads: the public page, or (in the wallet) the customer's card there. */
  to?: string;
}) {
  return (
    <div className="flex items-start gap-3">
      <NegocioAvatar
        nombre={lugar.nombreComercial}
        fotoPerfil={lugar.fotoPerfil}
        gradient={lugar.gradient}
        className="size-12 text-lg"
      />
      <div className="min-w-0 flex-1">
        <h3 id={tituloId} className="text-lg leading-snug font-bold text-stone-900">
          <Link to={to} className="rounded underline-offset-4 hover:text-rubi-800 hover:underline">
            {lugar.nombreComercial}
          </Link>
        </h3>
        <p className="text-sm break-words text-stone-600">
          {lugar.categoria.map(nombreCategoria).join(' · ')}
        </p>
      </div>
      {extra}
    </div>
  );
}

export function DireccionLinea({ lugar }: { lugar: Pick<Lugar, 'direccion'> }) {
  if (!lugar.direccion) return null;
  return (
    <p className="flex items-start gap-1.5 text-sm text-stone-700">
      <MapPin className="mt-0.5 size-4 shrink-0 text-stone-500" aria-hidden="true" />
      <span>{direccionCompleta(lugar.direccion)}</span>
    </p>
  );
}

/** A titled white panel of a place's page (the public page, the card's detail). */
export function LugarSeccion({
  id,
  titulo,
  icono: Icono,
  children,
  className,
}: {
  id: string;
  titulo: string;
  icono: LucideIcon;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn('rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6', className)}
    >
      <h2 id={id} className="mb-4 flex items-center gap-2 text-lg font-bold text-stone-900">
        <Icono className="size-5 text-rubi-700" aria-hidden="true" />
        {titulo}
      </h2>
      {children}
    </section>
  );
}
