import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { BellOff, BellRing, Check, Smartphone, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import {
  useActivarPush,
  useAvisos,
  useCambiarAviso,
  useDispositivoPush,
  type DispositivoPush,
} from '../api/avisos.ts';
import {
  AJUSTES_PATH,
  ERROR_ACTIVAR_PUSH,
  ERROR_GUARDAR_AVISO,
  errorDePush,
  PUSH_BLOQUEADO,
  QUE_AVISA,
  SIN_CANAL,
} from '../lib/copy.ts';

type Respuesta = 'si' | 'no';

/** Whether this browser could start receiving notifications with one tap (it asks then). */
export const puedeOfrecerPush = (d: DispositivoPush | undefined) =>
  d !== undefined && (d.estado === 'preguntar' || (d.estado === 'concedido' && !d.suscrito));

/**
 * 'Asked once, on the card' (issue 28 A2): while a business's card has never been answered, its
 * detail asks whether that business may send avisos. Both answers are stored, so it is not asked
 * again; after a yes it offers this phone's notifications — the browser's permission prompt comes
 * only from that button, never on load — or says how the avisos will arrive.
 */
export function PreguntaAvisos({ negocioID }: { negocioID: string }) {
  const avisos = useAvisos();
  const cambiar = useCambiarAviso();
  const [respuesta, setRespuesta] = useState<Respuesta | null>(null);
  const [cerrada, setCerrada] = useState(false);
  const tituloId = useId();
  const titulo = useRef<HTMLHeadingElement>(null);
  const tarjeta = avisos.data?.tarjetas.find((t) => t.negocioID === negocioID);

  // The answer replaces the question: the focus follows to its heading.
  useEffect(() => {
    if (respuesta) titulo.current?.focus();
  }, [respuesta]);

  if (!avisos.data || !tarjeta || cerrada) return null;
  if (respuesta === null && tarjeta.preguntado) return null;
  const { nombre } = tarjeta;

  const responder = (acepta: boolean) =>
    cambiar.mutate(
      { negocioID, acepta },
      {
        onSuccess: () => setRespuesta(acepta ? 'si' : 'no'),
        onError: (err) => toast.error(errorMessage(err, ERROR_GUARDAR_AVISO)),
      },
    );

  return (
    <section
      aria-labelledby={tituloId}
      className="relative overflow-hidden rounded-3xl border border-marigold-200 bg-gradient-to-br from-marigold-50 via-white to-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-center gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-marigold-100 text-marigold-800 ring-1 ring-marigold-200">
          {respuesta === 'no' ? (
            <BellOff className="size-6" aria-hidden="true" />
          ) : respuesta === 'si' ? (
            <Check className="size-6" aria-hidden="true" strokeWidth={2.5} />
          ) : (
            <BellRing className="size-6" aria-hidden="true" />
          )}
        </span>
        <h2
          id={tituloId}
          ref={titulo}
          tabIndex={-1}
          className={cn(
            'min-w-0 flex-1 text-lg leading-snug font-bold text-balance text-stone-900',
            respuesta && 'pr-10',
          )}
        >
          {respuesta === 'si'
            ? `¡Listo! ${nombre} te avisará`
            : respuesta === 'no'
              ? `Entendido: ${nombre} no te enviará avisos`
              : `¿Quieres que ${nombre} te avise?`}
        </h2>
      </div>
      <div className="mt-3 max-w-2xl sm:pl-16">
        {respuesta === null ? (
          <>
            <p className="text-stone-700">{QUE_AVISA}</p>
            <div className="mt-4 flex flex-col gap-2 sm:flex-row">
              <Button
                onClick={() => responder(true)}
                loading={cambiar.isPending && cambiar.variables?.acepta === true}
                disabled={cambiar.isPending}
                icon={<BellRing className="size-4" aria-hidden="true" />}
              >
                Sí, avísame
              </Button>
              <Button
                variant="secondary"
                onClick={() => responder(false)}
                loading={cambiar.isPending && cambiar.variables?.acepta === false}
                disabled={cambiar.isPending}
              >
                Ahora no
              </Button>
            </div>
          </>
        ) : respuesta === 'no' ? (
          <p className="text-stone-700">
            Si cambias de opinión, actívalos cuando quieras en <AjustesEnlace />.
          </p>
        ) : (
          <TrasElSi
            clavePublica={avisos.data.push.clavePublica}
            conCanal={tarjeta.enCartera || avisos.data.push.suscripciones > 0 || avisos.data.correo}
            cartera={tarjeta.enCartera}
            correo={avisos.data.correo}
            notificaciones={avisos.data.push.suscripciones > 0}
          />
        )}
      </div>
      {respuesta ? (
        <button
          type="button"
          onClick={() => setCerrada(true)}
          aria-label="Cerrar"
          className="absolute top-3 right-3 grid size-11 place-items-center rounded-xl text-stone-600 hover:bg-stone-100 hover:text-stone-900"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      ) : null}
    </section>
  );
}

function AjustesEnlace() {
  return (
    <Link
      to={AJUSTES_PATH}
      className="font-semibold text-rubi-800 underline decoration-rubi-300 underline-offset-2 hover:decoration-rubi-700"
    >
      Ajustes
    </Link>
  );
}

/** After a yes: this phone's notifications on offer, or how the avisos will arrive. */
function TrasElSi({
  clavePublica,
  conCanal,
  cartera,
  correo,
  notificaciones,
}: {
  clavePublica: string;
  conCanal: boolean;
  cartera: boolean;
  correo: boolean;
  notificaciones: boolean;
}) {
  const dispositivo = useDispositivoPush();
  const activar = useActivarPush();
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  if (activar.isSuccess)
    return (
      <p className="text-stone-700">
        Te llegarán como notificación a este teléfono. Puedes cambiarlo cuando quieras en{' '}
        <AjustesEnlace />.
      </p>
    );

  const ofrecer = puedeOfrecerPush(dispositivo.data);
  const bloqueado = dispositivo.data?.estado === 'denegado';
  const como = cartera
    ? 'en su tarjeta de la cartera de tu teléfono'
    : notificaciones
      ? correo
        ? 'como notificación o por correo'
        : 'como notificación'
      : 'por correo';

  return (
    <div className="flex flex-col gap-3 text-stone-700">
      {ofrecer ? (
        <>
          <p>Para enterarte al momento, recibe sus avisos como notificación en este teléfono.</p>
          <Button
            variant="primary"
            className="w-full sm:w-auto sm:self-start"
            loading={activar.isPending}
            aria-describedby={error ? errorId : undefined}
            icon={<Smartphone className="size-4" aria-hidden="true" />}
            onClick={() => {
              setError(null);
              activar.mutate(clavePublica, {
                onSuccess: (res) => toast.success(res.message),
                onError: (err) => setError(errorDePush(err, errorMessage(err, ERROR_ACTIVAR_PUSH))),
              });
            }}
          >
            Recibir notificaciones en este teléfono
          </Button>
          {error ? (
            <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
        </>
      ) : bloqueado && !conCanal ? (
        <p>{PUSH_BLOQUEADO}</p>
      ) : null}
      {conCanal ? (
        <p>
          {ofrecer ? `Si no, te llegarán ${como}.` : `Te llegarán ${como}.`} Puedes cambiarlo cuando
          quieras en <AjustesEnlace />.
        </p>
      ) : (
        <p>{SIN_CANAL}</p>
      )}
    </div>
  );
}
