import { estadoConexionNexo, type NegocioPerfil, type NexoData } from '@tarjeto/shared';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { SIN_INFORMACION } from '../lib/copy.ts';
import { useZonaDelNegocio } from '../api/get-negocio-profile.ts';
import { formatFechaHora } from '../lib/format.ts';

type Establecimiento = NegocioPerfil['establecimientos'][number];

/** Where a Nexo stands: none paired, or paired and how recently it was heard from (DOMAIN §10). */
export type EstadoDeNexo = 'desconectado' | 'en_linea' | 'visto' | 'sin_conexion';

/** The words and colours of each state; `texto` is the shared rule's ('Visto hace 3 h'). */
export function estadoDeNexo(nexo: NexoData | null, ahora: Date) {
  if (!nexo) return { estado: 'desconectado' as EstadoDeNexo, texto: 'Desconectado' };
  const e = estadoConexionNexo(nexo.ultimaSenal, ahora);
  return { estado: e.estado as EstadoDeNexo, texto: e.texto };
}

export const TONO_ESTADO: Record<EstadoDeNexo, { punto: string; texto: string; icono: string }> = {
  desconectado: {
    punto: 'bg-stone-400 ring-stone-200',
    texto: 'text-stone-900',
    icono: 'bg-stone-100 text-stone-600',
  },
  en_linea: {
    punto: 'bg-emerald-500 ring-emerald-100',
    texto: 'text-emerald-800',
    icono: 'bg-emerald-50 text-emerald-700',
  },
  visto: {
    punto: 'bg-amber-500 ring-amber-100',
    texto: 'text-amber-800',
    icono: 'bg-amber-50 text-amber-700',
  },
  sin_conexion: {
    punto: 'bg-red-500 ring-red-100',
    texto: 'text-red-800',
    icono: 'bg-red-50 text-red-700',
  },
};

/** A coloured dot and the words: colour is never the only signal. */
export function EstadoNexo({
  nexo,
  ahora,
  className,
  colorTexto = false,
}: {
  nexo: NexoData | null;
  ahora: Date;
  className?: string;
  /** The words in the state's colour too (the big headline), not only the dot. */
  colorTexto?: boolean;
}) {
  const { estado, texto } = estadoDeNexo(nexo, ahora);
  const tono = TONO_ESTADO[estado];
  return (
    <span
      data-estado={estado}
      className={cn(
        'inline-flex items-center gap-2 font-semibold',
        colorTexto ? tono.texto : null,
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-2.5 shrink-0 rounded-full ring-4', tono.punto)}
      />
      {texto}
    </span>
  );
}

/** 'Tu Nexo' (SPEC §2): the state, the device's name and its ID, and where it stands. */
export function TuNexoPanel({
  nexo,
  establecimiento,
  ahora,
}: {
  nexo: NexoData | null;
  establecimiento: Establecimiento;
  ahora: Date;
}) {
  const zona = useZonaDelNegocio();
  const senal = nexo ? formatFechaHora(nexo.ultimaSenal, zona) : null;
  return (
    <Card className="p-5">
      <h2 className="text-base font-bold text-stone-900">Tu Nexo</h2>
      <dl className="mt-4 space-y-3 text-sm">
        <div className="flex items-center justify-between gap-3">
          <dt className="text-stone-600">Estado</dt>
          <dd>
            <EstadoNexo nexo={nexo} ahora={ahora} className="text-stone-900" />
          </dd>
        </div>
        {nexo ? (
          <>
            <div className="flex items-center justify-between gap-3">
              <dt className="text-stone-600">Última señal</dt>
              <dd className="text-right font-semibold text-stone-900">{senal ?? 'Nunca'}</dd>
            </div>
            <div className="flex items-center justify-between gap-3">
              <dt className="text-stone-600">Dispositivo</dt>
              <dd className="truncate font-semibold text-stone-900">{nexo.nombre}</dd>
            </div>
            <div>
              <dt className="text-stone-600">ID del dispositivo</dt>
              <dd className="mt-1 rounded-lg bg-stone-100 px-2.5 py-1.5 font-mono text-[13px] [overflow-wrap:anywhere] text-stone-900">
                {nexo._id}
              </dd>
            </div>
            <div>
              <dt className="text-stone-600">Establecimiento</dt>
              <dd className="mt-0.5 font-semibold text-stone-900">{establecimiento.nombre}</dd>
              <dd className="text-stone-600">{establecimiento.ubicacion.direccion}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {nexo ? null : (
        <p className="mt-4 rounded-xl bg-stone-50 px-3.5 py-3 text-sm text-stone-600 ring-1 ring-stone-200 ring-inset">
          <span className="block font-semibold text-stone-800">{SIN_INFORMACION}</span>
          Aquí verás el nombre y el ID de tu Nexo cuando lo vincules.
        </p>
      )}
    </Card>
  );
}
