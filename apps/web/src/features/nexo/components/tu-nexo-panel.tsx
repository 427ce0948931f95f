import type { NegocioPerfil, NexoData } from '@tarjeto/shared';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { SIN_INFORMACION } from '../lib/copy.ts';

type Establecimiento = NegocioPerfil['establecimientos'][number];

/** A coloured dot and the word: colour is never the only signal. */
export function EstadoNexo({ conectado, className }: { conectado: boolean; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold', className)}>
      <span
        aria-hidden="true"
        className={cn(
          'size-2.5 rounded-full',
          conectado
            ? 'bg-emerald-500 ring-4 ring-emerald-100'
            : 'bg-stone-400 ring-4 ring-stone-200',
        )}
      />
      {conectado ? 'Conectado' : 'Desconectado'}
    </span>
  );
}

/** 'Tu Nexo' (SPEC §2): the state, the device's name and its ID, and where it stands. */
export function TuNexoPanel({
  nexo,
  establecimiento,
}: {
  nexo: NexoData | null;
  establecimiento: Establecimiento;
}) {
  return (
    <Card className="p-5">
      <h2 className="text-base font-bold text-stone-900">Tu Nexo</h2>
      <dl className="mt-4 space-y-3 text-sm">
        <div className="flex items-center justify-between gap-3">
          <dt className="text-stone-600">Estado</dt>
          <dd>
            <EstadoNexo conectado={nexo !== null} className="text-stone-900" />
          </dd>
        </div>
        {nexo ? (
          <>
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
