import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ExternalLink, LocateFixed, MapPin, MapPinOff, PenLine } from 'lucide-react';
import {
  UBICACION_GUARDADA,
  UBICACION_QUITADA,
  type Coordenadas,
  type NegocioPerfil,
} from '@tarjeto/shared';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../ui/button.tsx';
import { toast } from '../ui/toast.tsx';
import {
  distanciaEnMetros,
  enlaceOpenStreetMap,
  formatCoordenadas,
  formatDistancia,
  mensajeDeErrorDeUbicacion,
  puedeGeolocalizar,
  SIN_GEOLOCALIZACION,
  ubicacionDelDispositivo,
} from './geolocalizacion.ts';
import type { ErroresCoordenadas } from './campos-coordenadas.tsx';
import { useGuardarUbicacion } from './guardar-ubicacion.ts';

// 'Ubicación en el mapa' of one establishment (DOMAIN §11): the wallet pass shows the card on an
// iPhone's lock screen near it. Saved on its own (PUT /api/establecimiento/ubicacion), from this
// device's position or typed, so it lives beside forms without being part of them: no <form>
// (it sits inside Mi negocio's) and its buttons are type="button".

type Establecimiento = NegocioPerfil['establecimientos'][number];

// The typed fields bring zod and the form library: fetched the first time they open.
const CamposCoordenadas = lazy(async () => ({
  default: (await import('./campos-coordenadas.tsx')).CamposCoordenadas,
}));

export const SIN_UBICACION =
  'Sin ubicación: tus clientes con iPhone no verán su tarjeta al pasar cerca.';
export const ERROR_GUARDAR_UBICACION = 'No pudimos guardar la ubicación. Inténtalo otra vez.';

// A reading is saved at once only when it is sure of itself and agrees with what is saved: 'Mi
// negocio' opens anywhere, so the owner may be far from the shop when they tap it. Otherwise it
// says what it found and asks, inline.
/** A reading less sure than this radius (metres) asks before it is saved. */
export const PRECISION_MAXIMA_M = 150;
/** A reading farther than this (metres) from the saved location asks before replacing it. */
export const DISTANCIA_MAXIMA_M = 300;

export const lejosDeLaGuardada = (distancia: number, precision: number) =>
  `Tu dispositivo está a ${formatDistancia(distancia)} de la ubicación guardada (precisión ±${formatDistancia(precision)}).`;
export const ubicacionAproximada = (precision: number) =>
  `La ubicación de este dispositivo es aproximada (±${formatDistancia(precision)}).`;
export const SI_NO_ESTAS_EN_EL_NEGOCIO = 'Si no estás en el negocio, escribe sus coordenadas.';
export const QUITAR_PREGUNTA =
  '¿Quitar la ubicación? Tus clientes con iPhone dejarán de ver su tarjeta al pasar cerca.';

/** What the device found, in words, when it should not be saved without asking; else null. */
export function dudaDeLaLectura(
  leidas: Coordenadas,
  precision: number,
  guardadas: Coordenadas | null,
): string | null {
  const distancia = guardadas ? distanciaEnMetros(guardadas, leidas) : 0;
  if (distancia > DISTANCIA_MAXIMA_M) return lejosDeLaGuardada(distancia, precision);
  if (precision > PRECISION_MAXIMA_M) return ubicacionAproximada(precision);
  return null;
}

type Accion = 'dispositivo' | 'escrita' | 'quitar';
interface Aviso {
  tono: 'error' | 'info';
  texto: string;
}
/** A question waiting under the actions: a doubtful reading to save, or the location to remove. */
type Pregunta =
  { tipo: 'dispositivo'; coordenadas: Coordenadas; texto: string } | { tipo: 'quitar' };

export function UbicacionEstablecimiento({
  establecimiento,
  pista,
  nivelTitulo: Titulo = 'h2',
  className,
}: {
  establecimiento: Establecimiento;
  /** One line under the title saying why here and now (the Nexo screen: at the counter). */
  pista?: string;
  nivelTitulo?: 'h2' | 'h3';
  className?: string;
}) {
  const { establecimientoID, coordenadas } = establecimiento;
  const guardar = useGuardarUbicacion();
  const [buscando, setBuscando] = useState(false);
  const [accion, setAccion] = useState<Accion | null>(null);
  const [escribiendo, setEscribiendo] = useState(false);
  const [aviso, setAviso] = useState<Aviso | null>(null);
  const [pregunta, setPregunta] = useState<Pregunta | null>(null);
  const ids = {
    titulo: useId(),
    usar: useId(),
    escribir: useId(),
    quitar: useId(),
    latitud: useId(),
    pregunta: useId(),
    confirmar: useId(),
    noConfirmar: useId(),
  };

  // A position that arrives after the owner left this establishment is not saved.
  const montado = useRef(true);
  useEffect(() => {
    montado.current = true;
    return () => {
      montado.current = false;
    };
  }, []);

  const ocupado = buscando || guardar.isPending;

  // Where the focus goes once it is on screen and enabled: a control that just appeared, or the
  // one that stays when the pressed one goes away.
  const [enfocar, setEnfocar] = useState<string | null>(null);
  useEffect(() => {
    if (!enfocar) return;
    const el = document.getElementById(enfocar);
    if (!el || (el instanceof HTMLButtonElement && el.disabled)) return;
    el.focus();
    setEnfocar(null);
  }, [enfocar, ocupado]);
  const ocupadoEn = (a: Accion) => (a === 'dispositivo' ? buscando : false) || accion === a;

  /** Sends it; null when saved, else the server's field errors (the rest is said in the aviso). */
  async function enviar(a: Accion, valor: Coordenadas | null): Promise<ErroresCoordenadas | null> {
    setAccion(a);
    try {
      const res = await guardar.mutateAsync({ establecimientoID, coordenadas: valor });
      toast.success(res.message || (valor ? UBICACION_GUARDADA : UBICACION_QUITADA));
      return null;
    } catch (err) {
      const campos = err instanceof ApiError ? err.fieldErrors : {};
      const errores: ErroresCoordenadas = {};
      if (campos['coordenadas.latitud']) errores.latitud = campos['coordenadas.latitud'];
      if (campos['coordenadas.longitud']) errores.longitud = campos['coordenadas.longitud'];
      if (a !== 'escrita' || !(errores.latitud || errores.longitud)) {
        setAviso({ tono: 'error', texto: errorMessage(err, ERROR_GUARDAR_UBICACION) });
      }
      return errores;
    } finally {
      setAccion(null);
    }
  }

  function usarDispositivo() {
    if (ocupado) return;
    if (!puedeGeolocalizar()) {
      setAviso({ tono: 'error', texto: SIN_GEOLOCALIZACION });
      abrirCampos();
      return;
    }
    setAviso(null);
    setPregunta(null);
    setBuscando(true);
    ubicacionDelDispositivo().then(
      ({ coordenadas: leidas, precision }) => {
        setBuscando(false);
        if (!montado.current) return;
        const duda = dudaDeLaLectura(leidas, precision, coordenadas);
        if (duda) {
          // Not saved yet: what it found, and the choice, with the focus on its first button.
          setPregunta({ tipo: 'dispositivo', coordenadas: leidas, texto: duda });
          setEnfocar(ids.confirmar);
          return;
        }
        void enviar('dispositivo', leidas);
      },
      (err: unknown) => {
        setBuscando(false);
        setAviso({ tono: 'error', texto: mensajeDeErrorDeUbicacion(err) });
      },
    );
  }

  function abrirCampos() {
    setPregunta(null);
    setEscribiendo(true);
  }

  function cerrarCampos() {
    setEscribiendo(false);
    setEnfocar(ids.escribir);
  }

  async function guardarEscritas(valor: Coordenadas) {
    setAviso(null);
    const errores = await enviar('escrita', valor);
    if (!errores) cerrarCampos();
    // Field errors go under their inputs; anything else is already in the aviso.
    return errores && (errores.latitud || errores.longitud) ? errores : null;
  }

  function preguntarQuitar() {
    if (ocupado) return;
    setAviso(null);
    setPregunta({ tipo: 'quitar' });
    // The safe answer takes the focus: a second Enter on 'Quitar ubicación' removes nothing.
    setEnfocar(ids.noConfirmar);
  }

  async function confirmar() {
    if (!pregunta || ocupado) return;
    setPregunta(null);
    if (pregunta.tipo === 'dispositivo') {
      // The question goes away: the focus waits on the button that shows the save.
      setEnfocar(ids.usar);
      void enviar('dispositivo', pregunta.coordenadas);
      return;
    }
    setEnfocar(ids.quitar);
    // The button goes away with the location: the focus then waits on the main action.
    if (!(await enviar('quitar', null))) setEnfocar(ids.usar);
  }

  /** Nothing is sent; the focus goes back to the button that brought the question. */
  function noConfirmar() {
    if (!pregunta) return;
    setPregunta(null);
    setEnfocar(pregunta.tipo === 'dispositivo' ? ids.usar : ids.quitar);
  }

  const alEscape = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    noConfirmar();
  };

  return (
    <div role="group" aria-labelledby={ids.titulo} className={cn('min-w-0', className)}>
      <div className="flex items-start gap-3">
        <span
          className={cn(
            'grid size-10 shrink-0 place-items-center rounded-xl',
            coordenadas ? 'bg-emerald-50 text-emerald-700' : 'bg-marigold-50 text-marigold-800',
          )}
        >
          {coordenadas ? (
            <MapPin className="size-5" aria-hidden="true" />
          ) : (
            <MapPinOff className="size-5" aria-hidden="true" />
          )}
        </span>
        <div className="min-w-0">
          <Titulo id={ids.titulo} className="text-base font-bold text-stone-900">
            Ubicación en el mapa <span className="sr-only">de {establecimiento.nombre}</span>
          </Titulo>
          {pista ? <p className="mt-0.5 text-sm text-stone-600">{pista}</p> : null}
        </div>
      </div>

      {coordenadas ? (
        <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-[15px] text-stone-900">
          <span className="font-semibold tabular-nums">{formatCoordenadas(coordenadas)}</span>
          <a
            href={enlaceOpenStreetMap(coordenadas)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-rubi-700 underline-offset-2 hover:underline"
          >
            Ver en el mapa
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">(la ubicación guardada; se abre en otra pestaña)</span>
          </a>
        </p>
      ) : (
        <p className="mt-3 rounded-xl bg-marigold-50 px-3.5 py-2.5 text-sm leading-6 font-medium text-marigold-900 ring-1 ring-marigold-200 ring-inset">
          {SIN_UBICACION}
        </p>
      )}

      {/* Always in the page, so what it comes to say is read out when it changes. */}
      <div aria-live="polite" aria-atomic="true">
        {aviso ? (
          <p
            className={cn(
              'mt-3 rounded-xl px-3.5 py-2.5 text-sm leading-6 ring-1 ring-inset',
              aviso.tono === 'error'
                ? 'bg-red-50 font-medium text-red-800 ring-red-200'
                : 'bg-stone-50 text-stone-700 ring-stone-200',
            )}
          >
            {aviso.texto}
          </p>
        ) : null}
        {pregunta ? (
          <div className="mt-3 rounded-xl bg-marigold-50 px-3.5 py-2.5 text-sm leading-6 text-marigold-900 ring-1 ring-marigold-200 ring-inset">
            <p id={ids.pregunta} className="font-medium">
              {pregunta.tipo === 'dispositivo' ? pregunta.texto : QUITAR_PREGUNTA}
            </p>
            {pregunta.tipo === 'dispositivo' ? <p>{SI_NO_ESTAS_EN_EL_NEGOCIO}</p> : null}
          </div>
        ) : null}
      </div>

      {/* Its words are read out by the region above; the buttons answer them. */}
      {pregunta ? (
        <div
          role="group"
          aria-labelledby={ids.pregunta}
          onKeyDown={alEscape}
          className="mt-2 flex flex-col gap-2 min-[360px]:flex-row"
        >
          <Button
            id={ids.confirmar}
            variant={pregunta.tipo === 'quitar' ? 'danger' : 'primary'}
            onClick={() => void confirmar()}
            disabled={ocupado}
          >
            {pregunta.tipo === 'quitar' ? 'Quitar' : 'Guardar esta ubicación'}
          </Button>
          <Button id={ids.noConfirmar} variant="secondary" onClick={noConfirmar}>
            Cancelar
          </Button>
        </div>
      ) : null}

      {escribiendo ? (
        <Suspense
          fallback={
            <div className="mt-4 h-48 animate-pulse rounded-2xl bg-stone-100" aria-hidden="true" />
          }
        >
          <CamposCoordenadas
            inicial={coordenadas}
            latitudId={ids.latitud}
            guardando={ocupadoEn('escrita')}
            bloqueado={ocupado && !ocupadoEn('escrita')}
            onGuardar={guardarEscritas}
            onCancelar={cerrarCampos}
          />
        </Suspense>
      ) : null}

      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button
          id={ids.usar}
          onClick={usarDispositivo}
          loading={ocupadoEn('dispositivo')}
          focoAlCargar
          disabled={ocupado && !ocupadoEn('dispositivo')}
          icon={<LocateFixed className="size-4" aria-hidden="true" />}
          className="h-auto py-2 text-left"
        >
          {buscando
            ? 'Buscando tu ubicación…'
            : accion === 'dispositivo'
              ? 'Guardando la ubicación…'
              : 'Usar la ubicación de este dispositivo'}
        </Button>
        {escribiendo ? null : (
          <Button
            id={ids.escribir}
            variant="secondary"
            onClick={abrirCampos}
            disabled={ocupado}
            icon={<PenLine className="size-4" aria-hidden="true" />}
          >
            Escribir coordenadas
          </Button>
        )}
        {coordenadas ? (
          <Button
            id={ids.quitar}
            variant="ghost"
            onClick={preguntarQuitar}
            loading={ocupadoEn('quitar')}
            focoAlCargar
            disabled={ocupado && !ocupadoEn('quitar')}
            className="text-red-800 hover:bg-red-50 active:bg-red-100"
            icon={<MapPinOff className="size-4" aria-hidden="true" />}
          >
            Quitar ubicación
          </Button>
        ) : null}
      </div>
    </div>
  );
}
