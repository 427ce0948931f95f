import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CODIGO_VIDA_MAX_MS, type RegisterNexoResponse } from '@tarjeto/shared';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { esDesvinculado, NEXO_KIOSK_QUERY_KEY } from '../api/device-auth.ts';
import { useDesvincularNexo } from '../api/desvincular-nexo.ts';
import { useNexoYo } from '../api/get-nexo-yo.ts';
import { useOnlineStatus } from '../hooks/use-browser-state.ts';
import { useCameraScanner } from '../hooks/use-camera-scanner.ts';
import { useCanjeFlow } from '../hooks/use-canje-flow.ts';
import { useKeyboardWedge } from '../hooks/use-keyboard-wedge.ts';
import { useLatido } from '../hooks/use-latido.ts';
import { useQuienAtiende } from '../hooks/use-quien-atiende.ts';
import { usePairedNexo } from '../hooks/use-paired-nexo.ts';
import { useScanFlow } from '../hooks/use-scan-flow.ts';
import { useVisitQueue } from '../hooks/use-visit-queue.ts';
import { useWakeLock } from '../../../lib/use-wake-lock.ts';
import { idbQueueStore } from '../lib/idb-queue-store.ts';
import { clasificarLectura } from '../lib/canje-codigo.ts';
import { anuncioCanje } from '../lib/canje-copy.ts';
import { clearPairing, savePairing, type PairedNexo } from '../lib/pairing-storage.ts';
import { resumenResultado } from '../lib/result-copy.ts';
import { createScanDedupe } from '../lib/scan-dedupe.ts';
import { ZonaKioskContext } from '../lib/zona-kiosk.ts';
import { ERROR_CAMBIAR } from '../lib/atiende-copy.ts';
import type { QueueStore } from '../lib/visit-queue.ts';
import { CanjeCodigoScreen } from './canje-codigo-screen.tsx';
import { CanjeScreen } from './canje-screen.tsx';
import { CounterScreen } from './counter-screen.tsx';
import { KioskHeader } from './kiosk-header.tsx';
import { PairingScreen, type PairingNotice } from './pairing-screen.tsx';
import { QuienAtiende } from './quien-atiende.tsx';
import { ResultScreen, SendingScreen } from './result-screen.tsx';
import { TypedCodeScreen } from './typed-code-screen.tsx';
import { UnpairDialog } from './unpair-dialog.tsx';

export const QR_AJENO = "Ese QR no es de Tarjeto. Pide al cliente que abra 'Mi código'.";
/** A code already sent, held up again: said, so nobody waits for a result that will not come. */
export const CODIGO_YA_LEIDO =
  'Este código ya se leyó. Espera a que cambie o pide al cliente que lo actualice.';
export const UNPAIR_OFFLINE =
  'Necesitas conexión para desvincular este Nexo. Revísala e inténtalo de nuevo.';
const HINT_MS = 3500;

/**
 * /nexo: the counter kiosk (DOMAIN §4). Unpaired, it asks for the pairing code; paired, it is the
 * scanner. Forgetting the pairing (unpaired here, or the server says the token is gone) also drops
 * the scans still queued: without the token they can never be sent.
 */
export function NexoKiosk({ queueStore }: { queueStore?: QueueStore }) {
  const store = useMemo(() => queueStore ?? idbQueueStore(), [queueStore]);
  const pairing = usePairedNexo();
  const [notice, setNotice] = useState<PairingNotice | null>(null);
  const queryClient = useQueryClient();

  const forget = useCallback(
    (reason: PairingNotice) => {
      void store.clear().catch(() => {});
      clearPairing();
      queryClient.removeQueries({ queryKey: NEXO_KIOSK_QUERY_KEY });
      setNotice(reason);
    },
    [store, queryClient],
  );

  const onPaired = useCallback((data: RegisterNexoResponse['data'], nombre: string) => {
    savePairing({
      token: data.token,
      nexoId: data.nexoId,
      establecimientoId: data.establecimientoId,
      negocio: data.negocio,
      establecimiento: data.establecimiento,
      nombre: nombre || 'Nexo',
    });
    setNotice(null);
    toast.success(`Listo: este es el Nexo de ${data.establecimiento.nombre}`);
  }, []);

  if (!pairing) return <PairingScreen notice={notice} onPaired={onPaired} />;
  return <PairedKiosk key={pairing.nexoId} pairing={pairing} store={store} onForget={forget} />;
}

function PairedKiosk({
  pairing,
  store,
  onForget,
}: {
  pairing: PairedNexo;
  store: QueueStore;
  onForget: (reason: PairingNotice) => void;
}) {
  const online = useOnlineStatus();
  const [reachable, setReachable] = useState(true);
  const [hint, setHint] = useState<string | null>(null);
  const [unpairOpen, setUnpairOpen] = useState(false);
  const [unpairError, setUnpairError] = useState<string | null>(null);
  const desvincular = useDesvincularNexo();
  const onUnpaired = useCallback(() => onForget('remote'), [onForget]);

  useEffect(() => {
    document.title = `Nexo · ${pairing.negocio.nombreComercial} · Tarjeto`;
  }, [pairing.negocio.nombreComercial]);

  // The server's view wins: a renamed business, a new logo or establishment name show up here.
  const yo = useNexoYo(pairing);
  useEffect(() => {
    if (!yo.data) return;
    const next: PairedNexo = {
      ...pairing,
      nombre: yo.data.nombre,
      negocio: yo.data.negocio,
      establecimiento: yo.data.establecimiento,
      zonaHoraria: yo.data.zonaHoraria,
    };
    if (JSON.stringify(next) !== JSON.stringify(pairing)) savePairing(next);
  }, [yo.data, pairing]);
  useEffect(() => {
    if (esDesvinculado(yo.error)) onUnpaired();
  }, [yo.error, onUnpaired]);

  // 'Still here', once a minute while open and online: the owner's dashboard shows it En línea.
  useLatido({ token: pairing.token, online, onUnpaired, onReachable: setReachable });
  // The business's zone once 'yo' said it; until then the screens fall back to the device's own
  // (useZonaKiosk), asked of Intl only when a time is shown: not on the first paint.
  const zona = pairing.zonaHoraria ?? null;

  const queue = useVisitQueue({ store, pairing, online, onUnpaired, onReachable: setReachable });
  const { screen, submit, showScanner, showKeyboard, showCanjeCodigo } = useScanFlow({
    pairing,
    online,
    queue,
    onUnpaired,
    onReachable: setReachable,
  });
  const canje = useCanjeFlow({ pairing, online, onUnpaired });
  // "¿Quién atiende?": with a team, someone says it is them before the counter scans (never
  // offline: scans then go on, and queue, as always).
  const equipo = useQuienAtiende({ pairing, enLinea: online && reachable, onUnpaired });
  const [anuncioAtiende, setAnuncioAtiende] = useState('');
  const { reiniciar: reiniciarCanje, cerrar: cerrarCanje } = canje;
  const canjeOpen = canje.step !== null;
  // The next customer starts clean: no redemptions of the last one carry over.
  const toScanner = useCallback(() => {
    reiniciarCanje();
    showScanner();
  }, [reiniciarCanje, showScanner]);

  const [dedupe] = useState(() => createScanDedupe());
  const onScan = useCallback(
    (text: string) => {
      const vista = dedupe.check(text);
      if (vista === 'ya_leido') {
        setHint(CODIGO_YA_LEIDO);
        return;
      }
      if (vista === 'repetido') return;
      const lectura = clasificarLectura(text);
      if (lectura.kind === 'ajeno') {
        setHint(QR_AJENO);
        return;
      }
      setHint(null);
      // For as long as this code could still be read, seeing it again means the same customer.
      dedupe.ignoreFor(text, CODIGO_VIDA_MAX_MS);
      // A redemption code waits on its own screen for staff to confirm it: never a visit.
      if (lectura.kind === 'canje') {
        showCanjeCodigo(lectura.codigo);
        return;
      }
      void submit({ codigo: lectura.codigo });
    },
    [dedupe, submit, showCanjeCodigo],
  );
  useEffect(() => {
    if (!hint) return;
    const timer = setTimeout(() => setHint(null), HINT_MS);
    return () => clearTimeout(timer);
  }, [hint]);

  const scanning = screen.name === 'scan' && !unpairOpen && !canjeOpen && !equipo.pedir;
  const camera = useCameraScanner({ enabled: true, scanning, onScan });
  useKeyboardWedge({ enabled: scanning, onScan });
  useWakeLock(true);

  // Back at the scanner, keyboard users land on its first action instead of nowhere.
  const typeButtonRef = useRef<HTMLButtonElement>(null);
  const previous = useRef(screen.name);
  useEffect(() => {
    if (screen.name === 'scan' && previous.current !== 'scan')
      typeButtonRef.current?.focus({ preventScroll: true });
    previous.current = screen.name;
  }, [screen.name]);
  // A typed code or a redemption waits for the person too: it would carry nobody's name.
  useEffect(() => {
    if (equipo.pedir && (screen.name === 'type' || screen.name === 'canje-codigo')) showScanner();
  }, [equipo.pedir, screen.name, showScanner]);
  // …and after someone says it is them, too.
  const pidio = useRef(equipo.pedir);
  useEffect(() => {
    if (pidio.current && !equipo.pedir) typeButtonRef.current?.focus({ preventScroll: true });
    pidio.current = equipo.pedir;
  }, [equipo.pedir]);

  const cambiarAtiende = () => {
    setAnuncioAtiende('');
    equipo.cambiar().catch(() => toast.error(ERROR_CAMBIAR));
  };

  const confirmUnpair = () => {
    setUnpairError(null);
    desvincular.mutate(pairing.token, {
      onSuccess: () => onForget('self'),
      onError: (err) => {
        // Already unpaired from the panel: the result is the same.
        if (err instanceof ApiError && err.status === 401) onForget('self');
        else if (err instanceof ApiError && err.code === 'NETWORK') setUnpairError(UNPAIR_OFFLINE);
        else
          setUnpairError(
            err instanceof ApiError ? err.message : 'Error al desvincular dispositivo',
          );
      },
    });
  };

  const overlay = screen.name === 'sending' || screen.name === 'result';
  // The customer a result names: their promotions can be redeemed with its token.
  const visto =
    screen.name === 'result' &&
    (screen.outcome.kind === 'counted' || screen.outcome.kind === 'cooldown')
      ? screen.outcome.resultado
      : null;
  const announcement = canje.step
    ? anuncioCanje(canje.step)
    : screen.name === 'result'
      ? resumenResultado(screen.outcome, new Date(), zona ?? undefined)
      : screen.name === 'sending'
        ? 'Registrando visita…'
        : anuncioAtiende;

  return (
    <ZonaKioskContext value={zona}>
      <div className="flex min-h-dvh flex-col bg-stone-950 text-white">
        <div inert={overlay || unpairOpen || canjeOpen} className="flex flex-1 flex-col">
          <KioskHeader
            pairing={pairing}
            connected={online && reachable}
            pending={queue.pending}
            flushing={queue.flushing}
            canSend={online}
            visitasRegistradas={yo.data?.visitasRegistradas ?? null}
            onSend={() => void queue.flush()}
            onUnpair={() => {
              setUnpairError(null);
              setUnpairOpen(true);
            }}
            atiende={equipo.atiende}
            onCambiarAtiende={cambiarAtiende}
            cambiandoAtiende={equipo.cambiando}
          />
          <div className="relative flex flex-1 flex-col">
            <CounterScreen
              camera={camera}
              hint={hint}
              covered={screen.name !== 'scan' || equipo.pedir}
              typeButtonRef={typeButtonRef}
              onType={showKeyboard}
              onCanjeCodigo={() => showCanjeCodigo()}
              onAnonimo={() => void submit({ anonimo: true })}
            />
            {equipo.pedir && screen.name === 'scan' ? (
              <QuienAtiende
                personas={equipo.personas}
                onIdentificar={equipo.identificar}
                onIdentificado={(persona) => setAnuncioAtiende(`Atiende ${persona.nombre}`)}
                onUnpaired={onUnpaired}
                onListaVieja={equipo.actualizar}
              />
            ) : null}
            {screen.name === 'type' ? (
              <TypedCodeScreen
                onSubmit={(codigo) => {
                  // The same phone held up to the camera afterwards is the same customer.
                  dedupe.ignoreFor(codigo, CODIGO_VIDA_MAX_MS);
                  void submit({ codigo });
                }}
                onCanjeCodigo={showCanjeCodigo}
                onCancel={showScanner}
              />
            ) : null}
            {screen.name === 'canje-codigo' ? (
              <CanjeCodigoScreen
                key={screen.n}
                inicial={screen.codigo}
                covered={canjeOpen}
                onSubmit={(codigo) => void canje.canjearCodigo(codigo)}
                onCancel={toScanner}
              />
            ) : null}
          </div>
        </div>
        {screen.name === 'sending' ? (
          <SendingScreen detalle={screen.anonimo ? 'Visita sin cuenta' : 'Un momento, por favor'} />
        ) : null}
        {screen.name === 'result' ? (
          <ResultScreen
            outcome={screen.outcome}
            anonimo={screen.anonimo}
            pending={queue.pending}
            covered={canjeOpen}
            canje={{
              canjeados: canje.canjeados,
              onCanjear: (promo) => {
                if (visto?.canjeToken)
                  canje.pedir(promo, {
                    tipo: 'visita',
                    canjeToken: visto.canjeToken,
                    cliente: visto.cliente,
                  });
              },
            }}
            onDone={toScanner}
          />
        ) : null}
        {canje.step ? (
          <CanjeScreen
            step={canje.step}
            onConfirm={canje.confirmar}
            onBack={cerrarCanje}
            onNext={toScanner}
            onRetry={canje.reintentar}
            onOtroCodigo={() => {
              cerrarCanje();
              showCanjeCodigo();
            }}
          />
        ) : null}
        {unpairOpen ? (
          <UnpairDialog
            establecimiento={pairing.establecimiento.nombre}
            pending={queue.pending}
            busy={desvincular.isPending}
            error={unpairError}
            onConfirm={confirmUnpair}
            onCancel={() => setUnpairOpen(false)}
          />
        ) : null}
        <p className="sr-only" aria-live="assertive" aria-atomic="true">
          {announcement}
        </p>
      </div>
    </ZonaKioskContext>
  );
}
