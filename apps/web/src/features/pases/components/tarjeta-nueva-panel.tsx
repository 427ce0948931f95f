import { useId } from 'react';
import { Smartphone } from 'lucide-react';
import type { TarjetaCliente } from '@tarjeto/shared';
import { usePases } from '../api/pases.ts';
import { tarjetaRecienEstrenada } from '../lib/tarjeta-nueva.ts';
import { BotonesCartera } from './cartera-telefono.tsx';
import { carterasAqui } from '../lib/plataforma.ts';

/**
 * Right after a first visit made a card (one visit, in the last 24 hours, in no wallet yet),
 * Inicio offers to keep it in the phone's wallet: one panel, for the newest such card, and only
 * when the server offers a wallet.
 */
export function TarjetaNuevaPanel({
  tarjetas,
  ahora,
}: {
  tarjetas: readonly TarjetaCliente[];
  ahora?: Date;
}) {
  const pases = usePases();
  const tituloId = useId();
  if (!pases.data) return null;
  const { pases: lista } = pases.data;
  const disponibles = carterasAqui(pases.data.disponibles);
  if (!disponibles.google && !disponibles.apple) return null;
  const nueva = tarjetaRecienEstrenada(tarjetas, lista, ahora);
  if (!nueva) return null;
  const { negocio } = nueva;
  return (
    <section
      aria-labelledby={tituloId}
      className="flex flex-col gap-4 rounded-3xl border border-marigold-300 bg-marigold-50 p-5 shadow-sm sm:flex-row sm:items-center sm:p-6"
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-white text-rubi-700 ring-1 ring-marigold-200">
        <Smartphone className="size-6" aria-hidden="true" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div>
          <h2 id={tituloId} className="text-lg font-extrabold break-words text-stone-900">
            Tu tarjeta de {negocio.nombre} ya está aquí
          </h2>
          <p className="mt-1 text-stone-700">
            Guárdala en la cartera de tu teléfono: la verás al pasar por ahí y se actualiza sola.
          </p>
        </div>
        <BotonesCartera negocioID={negocio.publicID} nombreNegocio={negocio.nombre} />
      </div>
    </section>
  );
}
