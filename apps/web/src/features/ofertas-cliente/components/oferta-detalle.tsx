import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ChevronRight, CircleCheckBig, TicketCheck, TimerOff } from 'lucide-react';
import type { OfertaCliente } from '@tarjeto/shared';
import { OfertaResumen } from '../../../components/ofertas/oferta-resumen.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatEntero } from '../../../lib/formato-ofertas.ts';
import { useWakeLock } from '../../../lib/use-wake-lock.ts';
import { usePedirCodigo } from '../api/ofertas.ts';
import { useCuentaRegresiva } from '../hooks/use-cuenta-regresiva.ts';
import { limitesTexto } from '../lib/estado.ts';
import { CodigoCanje } from './codigo-canje.tsx';
import { GRADIENT_CLASS } from '../../../components/ui/loyalty-card.tsx';
import { EstadoOferta } from './oferta-tarjeta.tsx';

export const ERROR_PEDIR_CODIGO = 'No pudimos darte un código. Inténtalo de nuevo.';

/** The code on screen: until when it works, and the customer's uses when it was given. */
interface Pedido {
  codigo: string;
  hasta: number;
  usosAntes: number;
}

/**
 * An opened offer (in the sheet): everything about it, the customer's state, and 'Canjear' — the
 * 6-character code with its 10 minutes counting down, to show at the counter. The list behind is
 * asked again while a code is live, so the counter's confirmation shows here at once; a code that
 * runs out offers a new one.
 */
export function OfertaDetalle({
  oferta,
  recibidaEn,
  negocioPath,
}: {
  oferta: OfertaCliente;
  /** When the list holding `oferta` arrived (its live code's time counts from then). */
  recibidaEn: number;
  negocioPath: string;
}) {
  const pedir = usePedirCodigo();
  // Set once 'Canjear' (or 'Pedir otro código') gave a code: the button is gone, the code takes
  // the focus (a code shown on opening leaves the focus where the sheet put it).
  const [pidioAqui, setPidioAqui] = useState(false);
  const [pedido, setPedido] = useState<Pedido | null>(() =>
    oferta.codigoVigente
      ? {
          codigo: oferta.codigoVigente.codigo,
          hasta: recibidaEn + oferta.codigoVigente.expiraEn,
          usosAntes: oferta.usos.total,
        }
      : null,
  );
  const restante = useCuentaRegresiva(pedido?.hasta ?? null);
  const canjeado = pedido !== null && oferta.usos.total > pedido.usosAntes;
  const vivo = pedido !== null && !canjeado && (restante ?? 0) > 0;
  const vencido = pedido !== null && !canjeado && restante === 0;
  useWakeLock(vivo);

  // A code this screen did not ask for (another tab) shows up with the list.
  useEffect(() => {
    const v = oferta.codigoVigente;
    if (v && v.codigo !== pedido?.codigo && !pedir.isPending)
      setPedido({ codigo: v.codigo, hasta: recibidaEn + v.expiraEn, usosAntes: oferta.usos.total });
  }, [oferta.codigoVigente, oferta.usos.total, recibidaEn, pedido?.codigo, pedir.isPending]);

  const pedirCodigo = () =>
    pedir.mutate(oferta.publicID, {
      onSuccess: (r) => {
        setPidioAqui(true);
        setPedido({
          codigo: r.codigo,
          hasta: Date.now() + r.expiraEn,
          usosAntes: oferta.usos.total,
        });
      },
    });

  const limites = limitesTexto(oferta.limites);
  return (
    <div className="flex flex-col gap-5">
      <div
        className={cn(
          '-mx-5 -mt-4 flex items-center justify-between gap-3 px-5 py-3 text-white',
          GRADIENT_CLASS[oferta.negocio.gradient],
        )}
      >
        <p className="min-w-0 truncate font-bold">{oferta.negocio.nombreComercial}</p>
        <Link
          to={negocioPath}
          className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-xl px-2 text-sm font-semibold text-white underline-offset-4 hover:underline"
        >
          Ver negocio
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      </div>

      <OfertaResumen oferta={oferta} titulo={null} lineas={0}>
        <EstadoOferta oferta={oferta} />
      </OfertaResumen>

      <dl className="grid gap-3 rounded-2xl bg-stone-50 p-4 text-sm ring-1 ring-stone-200 ring-inset">
        <div>
          <dt className="font-semibold text-stone-900">Límite por cliente</dt>
          <dd className="text-stone-700">{limites ?? 'Sin límite'}</dd>
        </div>
        <div>
          <dt className="font-semibold text-stone-900">La has usado</dt>
          <dd className="text-stone-700">
            {`Hoy ${formatEntero(oferta.usos.hoy)} · esta semana ${formatEntero(oferta.usos.semana)} · en total ${formatEntero(oferta.usos.total)}`}
          </dd>
        </div>
        {oferta.terminos ? (
          <div>
            <dt className="font-semibold text-stone-900">Términos y condiciones</dt>
            <dd className="whitespace-pre-line text-stone-700">{oferta.terminos}</dd>
          </div>
        ) : null}
      </dl>

      <div aria-live="polite" className="flex flex-col gap-3">
        {canjeado ? (
          <div
            data-canje="hecho"
            className="flex items-start gap-3 rounded-2xl bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-200 ring-inset"
          >
            <CircleCheckBig className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
            <div>
              <p className="font-bold">¡Canje realizado!</p>
              <p className="text-sm">
                {oferta.negocio.nombreComercial} confirmó tu canje. ¡Que lo disfrutes!
              </p>
            </div>
          </div>
        ) : vivo && pedido ? (
          <CodigoCanje
            codigo={pedido.codigo}
            restanteMs={restante ?? 0}
            negocio={oferta.negocio.nombreComercial}
            enfocar={pidioAqui}
          />
        ) : vencido ? (
          <div
            data-canje="vencido"
            className="flex items-start gap-3 rounded-2xl bg-marigold-50 p-4 text-marigold-900 ring-1 ring-marigold-200 ring-inset"
          >
            <TimerOff className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
            <div>
              <p className="font-bold">Tu código venció</p>
              <p className="text-sm">
                Los códigos duran 10 minutos. Pide otro cuando estés en el mostrador.
              </p>
            </div>
          </div>
        ) : null}

        {pedir.isError ? (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-800">
            {errorMessage(pedir.error, ERROR_PEDIR_CODIGO)}
          </p>
        ) : null}

        {oferta.estado === 'disponible' && !vivo ? (
          <>
            <Button
              size="lg"
              className="w-full"
              onClick={pedirCodigo}
              loading={pedir.isPending}
              icon={<TicketCheck className="size-5" aria-hidden="true" />}
            >
              {pedido ? 'Pedir otro código' : 'Canjear'}
            </Button>
            {pedido ? null : (
              <p className="text-center text-sm text-stone-600">
                Te daremos un código de 6 caracteres que vale 10 minutos. Pídelo cuando estés en el
                mostrador.
              </p>
            )}
          </>
        ) : null}
      </div>
    </div>
  );
}
