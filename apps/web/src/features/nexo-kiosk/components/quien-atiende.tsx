import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ArrowLeft, Delete, LogIn, Lock, UserRound } from 'lucide-react';
import { ETIQUETA_ROL, PIN_REGEX, type PersonaMostrador } from '@tarjeto/shared';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import {
  falloPin,
  PERSONA_YA_NO_ATIENDE,
  PIN_BLOQUEADO_TITULO,
  PIN_INCORRECTO_AVISO,
  PIN_INTENTOS_AVISO,
  QUIEN_ATIENDE,
} from '../lib/atiende-copy.ts';

const PIN_MAX = 6;
const primerNombre = (nombre: string) => nombre.trim().split(/\s+/)[0] ?? nombre;
const inicial = (nombre: string) => nombre.trim().charAt(0).toLocaleUpperCase('es-MX') || '?';

/**
 * "¿Quién atiende?" (issue 25 part B): over the scanner, the people who may serve at this counter
 * as big buttons; the one who taps their name types their PIN on a large pad (or a keyboard:
 * digits, Backspace, Enter; Escape goes back). A wrong PIN, a locked one and a person no longer
 * here each say so plainly.
 */
export function QuienAtiende({
  personas,
  onIdentificar,
  onIdentificado,
  onUnpaired,
  onListaVieja,
}: {
  personas: readonly PersonaMostrador[];
  /** Sends the PIN; rejects with the server's refusal. */
  onIdentificar: (miembroId: string, pin: string) => Promise<unknown>;
  onIdentificado: (persona: PersonaMostrador) => void;
  onUnpaired: () => void;
  /** Someone on the list is gone: ask for it again. */
  onListaVieja: () => void;
}) {
  const [elegida, setElegida] = useState<PersonaMostrador | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const regreso = useRef<string | null>(null);

  // Back on the list, focus returns to the name just left (else the first name).
  const listaRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (elegida) return;
    const botones = listaRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    const previo = [...botones].find((b) => b.dataset.miembro === regreso.current);
    (previo ?? botones[0])?.focus({ preventScroll: true });
  }, [elegida]);

  return (
    <div className="absolute inset-0 z-10 overflow-y-auto bg-stone-950">
      {elegida ? (
        <PinPad
          key={elegida.miembroId}
          persona={elegida}
          onIdentificar={onIdentificar}
          onIdentificado={onIdentificado}
          onUnpaired={onUnpaired}
          onVolver={(mensaje) => {
            regreso.current = elegida.miembroId;
            setAviso(mensaje ?? null);
            if (mensaje === PERSONA_YA_NO_ATIENDE) onListaVieja();
            setElegida(null);
          }}
        />
      ) : (
        <section
          aria-labelledby="quien-atiende"
          className="mx-auto flex min-h-full w-full max-w-3xl flex-col justify-center gap-6 p-4 lg:p-8"
        >
          <div>
            <h1
              id="quien-atiende"
              className="text-3xl leading-tight font-extrabold tracking-tight sm:text-5xl"
            >
              {QUIEN_ATIENDE}
            </h1>
            <p className="mt-2 text-lg text-stone-300 sm:text-xl">
              Toca tu nombre y escribe tu PIN: cada visita y canje que registres llevará tu nombre.
            </p>
          </div>
          {aviso ? (
            <p
              role="alert"
              className="rounded-2xl bg-marigold-400/15 px-4 py-3 text-lg font-semibold text-marigold-200 ring-1 ring-marigold-300/40"
            >
              {aviso}
            </p>
          ) : null}
          <ul ref={listaRef} className="grid gap-3 sm:grid-cols-2 lg:gap-4">
            {personas.map((p) => (
              <li key={p.miembroId}>
                <button
                  type="button"
                  data-miembro={p.miembroId}
                  onClick={() => {
                    setAviso(null);
                    setElegida(p);
                  }}
                  className="flex min-h-20 w-full items-center gap-4 rounded-2xl bg-white px-5 py-3 text-left text-stone-950 shadow-lg transition-colors hover:bg-stone-100 active:bg-stone-200 lg:min-h-24"
                >
                  <span
                    aria-hidden="true"
                    className="grid size-12 shrink-0 place-items-center rounded-full bg-rubi-700 text-xl font-extrabold text-white lg:size-14 lg:text-2xl"
                  >
                    {inicial(p.nombre)}
                  </span>
                  <span className="flex min-w-0 flex-col">
                    <span className="text-2xl leading-tight font-extrabold break-words lg:text-3xl">
                      {p.nombre}
                    </span>
                    <span className="text-base font-semibold text-stone-600">
                      {ETIQUETA_ROL[p.rol]}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <p className="text-base text-stone-300">
            ¿No estás en la lista? Crea tu PIN en Tarjeto, en Ajustes, y pide al dueño que te asigne
            este establecimiento.
          </p>
        </section>
      )}
    </div>
  );
}

const TECLAS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

function PinPad({
  persona,
  onIdentificar,
  onIdentificado,
  onUnpaired,
  onVolver,
}: {
  persona: PersonaMostrador;
  onIdentificar: (miembroId: string, pin: string) => Promise<unknown>;
  onIdentificado: (persona: PersonaMostrador) => void;
  onUnpaired: () => void;
  /** Back to the list, with a line to show there. */
  onVolver: (mensaje?: string) => void;
}) {
  const [pin, setPin] = useState('');
  const [enviando, setEnviando] = useState(false);
  const [error, setError] = useState<{ mensaje: string; detalle?: string } | null>(null);
  const [bloqueado, setBloqueado] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();
  const ayudaId = useId();
  const nombre = primerNombre(persona.nombre);
  const listo = PIN_REGEX.test(pin) && !enviando && !bloqueado;

  useEffect(() => {
    inputRef.current?.focus({ preventScroll: true });
  }, []);

  const escribir = (siguiente: string) => {
    if (enviando || bloqueado) return;
    setPin(siguiente.replace(/\D/g, '').slice(0, PIN_MAX));
    setError(null);
  };

  const enviar = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!listo) return;
    setEnviando(true);
    try {
      await onIdentificar(persona.miembroId, pin);
      onIdentificado(persona);
    } catch (err) {
      setEnviando(false);
      setPin('');
      const fallo = falloPin(err);
      if (fallo.tipo === 'desvinculado') return onUnpaired();
      if (fallo.tipo === 'ya-no-atiende') return onVolver(PERSONA_YA_NO_ATIENDE);
      if (fallo.tipo === 'sin-pin') return onVolver(fallo.mensaje);
      if (fallo.tipo === 'bloqueado') return setBloqueado(fallo.mensaje);
      if (fallo.tipo === 'incorrecto')
        setError({ mensaje: PIN_INCORRECTO_AVISO, detalle: PIN_INTENTOS_AVISO });
      else setError({ mensaje: fallo.mensaje });
      inputRef.current?.focus({ preventScroll: true });
    }
  };

  // The pad's keys work from a keyboard too, wherever the focus is inside the pad.
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onVolver();
      return;
    }
    if (e.target === inputRef.current) return;
    if (/^\d$/.test(e.key)) {
      e.preventDefault();
      escribir(pin + e.key);
    } else if (e.key === 'Backspace') {
      e.preventDefault();
      escribir(pin.slice(0, -1));
    }
  };

  const tecla =
    'min-h-16 rounded-2xl font-extrabold transition-colors disabled:cursor-not-allowed sm:min-h-20 [@media(max-height:640px)]:min-h-13';
  const digito = cn(
    tecla,
    'grid place-items-center bg-white/10 text-3xl text-white tabular-nums ring-1 ring-white/15 hover:bg-white/20 disabled:opacity-50 sm:text-4xl [@media(max-height:640px)]:text-2xl',
  );
  // A tap on the pad keeps the focus in the field, so a keyboard goes on working.
  const mantenerFoco = (e: React.MouseEvent) => e.preventDefault();

  return (
    <div
      onKeyDown={onKeyDown}
      className="mx-auto flex min-h-full w-full max-w-md flex-col gap-5 p-4 lg:p-8 landscape:max-w-4xl [@media(max-height:640px)]:gap-3 [@media(max-height:640px)]:py-2"
    >
      <button
        type="button"
        onClick={() => onVolver()}
        className="inline-flex min-h-12 items-center gap-2 self-start rounded-xl px-3 text-lg font-semibold text-stone-200 hover:bg-white/10"
      >
        <ArrowLeft className="size-6" aria-hidden="true" />
        No soy {nombre}
      </button>
      <form
        onSubmit={(e) => void enviar(e)}
        noValidate
        // Side by side when the screen lies down (a tablet on the counter): the pad fits whole.
        className="flex flex-1 flex-col justify-center gap-5 landscape:grid landscape:grid-cols-2 landscape:content-center landscape:items-center landscape:gap-x-10 [@media(max-height:640px)]:gap-3"
      >
        <div className="flex flex-col gap-5 [@media(max-height:640px)]:gap-3">
          <div className="flex items-center gap-4">
            <span
              aria-hidden="true"
              className="grid size-14 shrink-0 place-items-center rounded-full bg-rubi-700 text-2xl font-extrabold text-white [@media(max-height:640px)]:hidden"
            >
              {inicial(persona.nombre)}
            </span>
            <div className="min-w-0">
              <p className="text-lg text-stone-300">Hola, {nombre}</p>
              <label
                htmlFor={inputId}
                className="block text-3xl leading-tight font-extrabold tracking-tight sm:text-4xl"
              >
                Escribe tu PIN
              </label>
            </div>
          </div>

          {bloqueado ? (
            <div
              role="alert"
              className="flex flex-col gap-2 rounded-2xl bg-red-500/15 p-5 ring-2 ring-red-400/60"
            >
              <p className="flex items-center gap-3 text-2xl font-extrabold text-red-100">
                <Lock className="size-7 shrink-0" aria-hidden="true" />
                {PIN_BLOQUEADO_TITULO}
              </p>
              <p className="text-lg text-red-100">{bloqueado}</p>
            </div>
          ) : null}

          <input
            ref={inputRef}
            id={inputId}
            value={pin}
            onChange={(e) => escribir(e.target.value)}
            type="password"
            // The pad below is the keyboard: no on-screen one pops up over it.
            inputMode="none"
            autoComplete="off"
            maxLength={PIN_MAX}
            disabled={Boolean(bloqueado)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${ayudaId}` : ayudaId}
            className={cn(
              // The letter spacing follows each dot, the last one too: as much padding on the left
              // keeps the dots in the middle.
              'h-20 w-full rounded-2xl border-4 bg-white pl-[0.5em] text-center text-5xl font-extrabold tracking-[0.5em] text-stone-950 disabled:opacity-50 [@media(max-height:640px)]:h-16',
              'focus:ring-4 focus:ring-marigold-300 focus:outline-none',
              error ? 'border-red-500' : 'border-white focus:border-marigold-400',
            )}
          />
          <p id={ayudaId} className="sr-only">
            De 4 a 6 dígitos.
          </p>
          {error ? (
            <div id={errorId} role="alert" className="text-lg font-semibold text-red-300">
              <p>{error.mensaje}</p>
              {error.detalle ? (
                <p className="mt-1 text-base font-normal text-stone-300">{error.detalle}</p>
              ) : null}
            </div>
          ) : null}
        </div>

        <div className="flex flex-col gap-5 [@media(max-height:640px)]:gap-3">
          <div role="group" aria-label="Teclado del PIN" className="grid grid-cols-3 gap-3">
            {TECLAS.map((d) => (
              <button
                key={d}
                type="button"
                onMouseDown={mantenerFoco}
                onClick={() => escribir(pin + d)}
                disabled={enviando || Boolean(bloqueado) || pin.length >= PIN_MAX}
                className={digito}
              >
                {d}
              </button>
            ))}
            <button
              type="button"
              onMouseDown={mantenerFoco}
              onClick={() => escribir(pin.slice(0, -1))}
              disabled={enviando || Boolean(bloqueado) || pin.length === 0}
              aria-label="Borrar"
              className={cn(
                tecla,
                'grid place-items-center bg-white/5 text-stone-200 ring-1 ring-white/10 hover:bg-white/15 disabled:opacity-50',
              )}
            >
              <Delete className="size-8" aria-hidden="true" />
            </button>
            <button
              type="button"
              onMouseDown={mantenerFoco}
              onClick={() => escribir(pin + '0')}
              disabled={enviando || Boolean(bloqueado) || pin.length >= PIN_MAX}
              className={digito}
            >
              0
            </button>
            <button
              type="submit"
              disabled={!listo}
              className={cn(
                tecla,
                'flex items-center justify-center gap-2 bg-marigold-400 text-xl text-stone-950 hover:bg-marigold-300 disabled:bg-stone-800 disabled:text-stone-300 sm:text-2xl',
              )}
            >
              {enviando ? (
                <Spinner size="sm" label="" />
              ) : (
                <LogIn className="size-6" aria-hidden="true" />
              )}
              Entrar
            </button>
          </div>

          {bloqueado ? (
            <button
              type="button"
              onClick={() => onVolver()}
              className="inline-flex min-h-16 items-center justify-center gap-3 rounded-2xl bg-white px-5 text-xl font-extrabold text-stone-950 hover:bg-stone-100"
            >
              <UserRound className="size-6" aria-hidden="true" />
              Elegir a otra persona
            </button>
          ) : null}
        </div>
      </form>
    </div>
  );
}
