import { useId, useState } from 'react';
import { BellRing, Mail, Smartphone, Store } from 'lucide-react';
import { PUSH_DESACTIVADO, type AvisosCliente, type AvisoTarjeta } from '@tarjeto/shared';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { CargaError, Skeleton } from '../../../components/ui/carga.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import {
  useActivarPush,
  useAvisos,
  useCambiarAviso,
  useDesactivarPush,
  useDispositivoPush,
} from '../api/avisos.ts';
import {
  dispositivosTexto,
  ERROR_ACTIVAR_PUSH,
  ERROR_CARGAR_AVISOS,
  ERROR_DESACTIVAR_PUSH,
  ERROR_GUARDAR_AVISO,
  errorDePush,
  PUSH_BLOQUEADO,
  PUSH_NO_DISPONIBLE,
} from '../lib/copy.ts';
import { Interruptor } from '../../../components/ui/interruptor.tsx';

/**
 * Ajustes → 'Avisos de tus lugares' (issue 28 A2): a switch per business of the wallet (off until
 * the customer says yes; each change saved at once), this device's notifications on or off — the
 * browser asks for permission only when the customer turns it on — and whether email reaches them.
 */
export function AvisosClienteCard() {
  const avisos = useAvisos();
  return (
    <Card>
      <CardHeader
        title="Avisos de tus lugares"
        description="Tú decides quién te escribe. Máximo un aviso al día de cada lugar, y nunca de noche."
      />
      {avisos.isPending ? (
        <div role="status" aria-label="Cargando tus avisos" className="flex flex-col gap-3 p-5">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : avisos.isError ? (
        <div className="p-5">
          <CargaError
            className="border-0 shadow-none"
            message={errorMessage(avisos.error, ERROR_CARGAR_AVISOS)}
            onRetry={() => void avisos.refetch()}
            retrying={avisos.isFetching}
          />
        </div>
      ) : (
        <>
          <div className="flex flex-col gap-4 border-b border-stone-100 p-5 sm:px-6">
            <DispositivoFila avisos={avisos.data} />
            <CorreoFila correo={avisos.data.correo} />
          </div>
          <Lugares tarjetas={avisos.data.tarjetas} />
        </>
      )}
    </Card>
  );
}

function Icono({
  children,
  tono = 'rubi',
}: {
  children: React.ReactNode;
  tono?: 'rubi' | 'stone';
}) {
  return (
    <span
      className={
        tono === 'rubi'
          ? 'grid size-11 shrink-0 place-items-center rounded-xl bg-rubi-50 text-rubi-700'
          : 'grid size-11 shrink-0 place-items-center rounded-xl bg-stone-100 text-stone-600'
      }
    >
      {children}
    </span>
  );
}

/** 'Notificaciones en este dispositivo': subscribe or unsubscribe this browser. */
function DispositivoFila({ avisos }: { avisos: AvisosCliente }) {
  const id = useId();
  const dispositivo = useDispositivoPush();
  const activar = useActivarPush();
  const desactivar = useDesactivarPush();
  const [error, setError] = useState<string | null>(null);
  const estado = dispositivo.data?.estado;
  const ocupado = activar.isPending || desactivar.isPending;
  const encendido = activar.isPending
    ? true
    : desactivar.isPending
      ? false
      : Boolean(dispositivo.data?.suscrito);
  const n = avisos.push.suscripciones;
  const otros = encendido ? n - 1 : n;

  const detalle =
    estado === 'no-disponible'
      ? PUSH_NO_DISPONIBLE
      : estado === 'denegado'
        ? PUSH_BLOQUEADO
        : `Te avisamos aquí aunque no tengas Tarjeto abierto.${
            otros > 0
              ? ` ${encendido ? 'También las recibes en' : 'Ya las recibes en'} ${dispositivosTexto(otros)} más.`
              : ''
          }`;

  const cambiar = (on: boolean) => {
    setError(null);
    if (on)
      activar.mutate(avisos.push.clavePublica, {
        onSuccess: (res) => toast.success(res.message),
        onError: (err) => {
          const msg = errorDePush(err, errorMessage(err, ERROR_ACTIVAR_PUSH));
          setError(msg);
          toast.error(msg);
        },
      });
    else
      desactivar.mutate(undefined, {
        onSuccess: (res) => toast.success(res?.message ?? PUSH_DESACTIVADO),
        onError: (err) => toast.error(errorMessage(err, ERROR_DESACTIVAR_PUSH)),
      });
  };

  return (
    <div className="flex items-start gap-4">
      <Icono>
        <Smartphone className="size-5" aria-hidden="true" />
      </Icono>
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="font-semibold text-stone-900">
          Notificaciones en este dispositivo
        </label>
        <p id={`${id}-detalle`} className="mt-0.5 text-sm text-stone-600">
          {detalle}
        </p>
        {error && error !== detalle ? (
          <p role="alert" className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <Interruptor
        id={id}
        checked={encendido}
        describedBy={`${id}-detalle`}
        disabled={!dispositivo.data || estado === 'no-disponible' || estado === 'denegado'}
        ocupado={ocupado}
        onChange={cambiar}
      />
    </div>
  );
}

function CorreoFila({ correo }: { correo: boolean }) {
  return (
    <div className="flex items-start gap-4">
      <Icono tono="stone">
        <Mail className="size-5" aria-hidden="true" />
      </Icono>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-stone-900">Correo</p>
        <p className="mt-0.5 text-sm text-stone-600">
          {correo
            ? 'También por correo, si no tienes notificaciones.'
            : 'Por correo no te llegan: tu dirección no está verificada o no recibe mensajes. Revísala en «Tu cuenta», aquí en Ajustes.'}
        </p>
      </div>
    </div>
  );
}

function Lugares({ tarjetas }: { tarjetas: AvisoTarjeta[] }) {
  if (tarjetas.length === 0)
    return (
      <div className="flex flex-col items-center gap-2 px-6 py-8 text-center">
        <span className="grid size-12 place-items-center rounded-2xl bg-marigold-50 text-marigold-800">
          <Store className="size-6" aria-hidden="true" />
        </span>
        <p className="font-semibold text-stone-900">Aún no tienes lugares</p>
        <p className="max-w-xs text-sm text-stone-600">
          Muestra Mi código en tu lugar favorito: con tu primera visita, aquí eliges si te puede
          avisar.
        </p>
      </div>
    );
  return (
    <div className="p-5 sm:px-6">
      <h3 className="mb-1 flex items-center gap-2 text-sm font-bold tracking-wide text-stone-700 uppercase">
        <BellRing className="size-4 text-rubi-700" aria-hidden="true" />
        Quién te puede avisar
      </h3>
      <ul className="divide-y divide-stone-100">
        {tarjetas.map((t) => (
          <LugarFila key={t.negocioID} tarjeta={t} />
        ))}
      </ul>
    </div>
  );
}

function LugarFila({ tarjeta }: { tarjeta: AvisoTarjeta }) {
  const id = useId();
  const cambiar = useCambiarAviso();
  const acepta = cambiar.isPending ? Boolean(cambiar.variables?.acepta) : tarjeta.acepta;
  return (
    <li className="flex items-center gap-4 py-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block font-semibold break-words text-stone-900">
          {tarjeta.nombre}
        </label>
        <p id={`${id}-detalle`} className="text-sm text-stone-600">
          {acepta
            ? 'Te envía avisos'
            : tarjeta.preguntado
              ? 'Sin avisos'
              : 'Sin avisos: aún no le respondes'}
        </p>
      </div>
      <Interruptor
        id={id}
        checked={acepta}
        describedBy={`${id}-detalle`}
        ocupado={cambiar.isPending}
        onChange={(on) =>
          cambiar.mutate(
            { negocioID: tarjeta.negocioID, acepta: on },
            {
              onSuccess: (res) => toast.success(res.message),
              onError: (err) => toast.error(errorMessage(err, ERROR_GUARDAR_AVISO)),
            },
          )
        }
      />
    </li>
  );
}
