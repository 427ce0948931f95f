import { Link } from 'react-router';
import {
  AlertTriangle,
  ArrowLeft,
  MonitorSmartphone,
  RotateCw,
  SunMedium,
  WifiOff,
} from 'lucide-react';
import { CODIGO_PASO_MS } from '@tarjeto/shared';
import { Button } from '../../../components/ui/button.tsx';
import { QrCode } from '../../../components/ui/qr-code.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCodigoVigente } from '../hooks/use-codigo-vigente.ts';
import { useWakeLock } from '../../../lib/use-wake-lock.ts';
import { useTitulo } from '../../../lib/titulo.ts';

export const ERROR_CARGAR_CODIGO =
  'No pudimos cargar tu código. Revisa tu conexión e inténtalo de nuevo.';
export const BRILLO_HINT =
  'Sube el brillo de tu pantalla para que el lector lo capte a la primera.';
export const SIN_CONEXION_CODIGO =
  'Sin conexión. Tu código funciona igual: se renueva en tu celular y el lector lo acepta.';

const segundos = (ms: number) => Math.ceil(ms / 1000);

/**
 * 'Mi código' (DOMAIN §4): the customer's rotating QR, full screen, to show at the counter. Big
 * enough to scan from the Nexo (≥ 260 px, black on white, quiet zone, error correction M), the
 * short code under it for typing, a countdown to the next code, and the screen kept awake. The
 * phone computes the codes itself, so without a connection it says so and keeps rotating.
 */
export function MiCodigoScreen({
  usuarioId,
  nombre,
  backTo,
}: {
  /** The account whose code this is (its key is kept on the device for offline use). */
  usuarioId: string;
  /** The customer's first name, so staff can greet them. */
  nombre?: string;
  /** Where 'Volver' goes: the customer's dashboard. */
  backTo: string;
}) {
  const { codigo, renuevaEnMs, sinConexion, error, reintentar, cargando } = useCodigoVigente({
    usuarioId,
    nombre: nombre ?? '',
  });
  const wakeLock = useWakeLock();

  useTitulo('Mi código');

  return (
    <div className="gradient-rubi flex min-h-dvh flex-col text-white">
      <header className="mx-auto flex w-full max-w-md items-center justify-between gap-3 px-3 pt-3">
        <Link
          to={backTo}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl px-3 font-semibold text-white hover:bg-white/10"
        >
          <ArrowLeft className="size-5" aria-hidden="true" />
          Volver
        </Link>
        {sinConexion ? (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1.5 text-sm font-semibold ring-1 ring-white/25">
            <WifiOff className="size-4" aria-hidden="true" />
            Sin conexión
          </span>
        ) : null}
      </header>

      <main className="mx-auto flex w-full max-w-md flex-1 flex-col items-center px-4 pt-2 pb-8 text-center">
        <h1 className="text-3xl font-extrabold tracking-tight">Mi código</h1>
        <p className="mt-1 text-white/90">
          {nombre ? `${nombre}, muéstralo` : 'Muéstralo'} en el mostrador para registrar tu visita.
        </p>

        <section
          aria-label="Tu código para registrar visitas"
          className="mt-6 w-full rounded-[2rem] bg-white p-4 text-stone-900 shadow-2xl shadow-black/30 sm:p-5"
        >
          {codigo ? (
            <>
              <QrCode
                value={codigo.qr}
                ecc="M"
                label={`Código QR de tu visita. Código: ${codigo.codigo}`}
                className="mx-auto w-full max-w-[340px] min-w-[260px]"
              />
              <p
                className="mt-2 font-mono text-[2rem] leading-tight font-bold tracking-wider text-stone-950 tabular-nums sm:text-4xl"
                data-testid="codigo-corto"
              >
                {codigo.codigo}
              </p>
              <Renovacion renuevaEnMs={renuevaEnMs} />
              {sinConexion ? (
                <p
                  role="status"
                  className="mt-3 flex items-start gap-2 rounded-xl bg-marigold-50 px-3 py-2 text-left text-sm font-medium text-marigold-900 ring-1 ring-marigold-200"
                >
                  <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {SIN_CONEXION_CODIGO}
                </p>
              ) : null}
            </>
          ) : error ? (
            <div className="flex min-h-[22rem] flex-col items-center justify-center gap-4 px-2">
              <span className="grid size-14 place-items-center rounded-2xl bg-red-50 text-red-700">
                <AlertTriangle className="size-7" aria-hidden="true" />
              </span>
              <p role="alert" className="font-semibold text-stone-900">
                {errorMessage(error, ERROR_CARGAR_CODIGO)}
              </p>
              <Button
                onClick={reintentar}
                loading={cargando}
                icon={<RotateCw className="size-4" aria-hidden="true" />}
              >
                Reintentar
              </Button>
            </div>
          ) : (
            <div className="flex min-h-[22rem] flex-col items-center justify-center gap-4 text-rubi-700">
              <div
                aria-hidden="true"
                className="aspect-square w-full max-w-[260px] animate-pulse rounded-2xl bg-stone-100"
              />
              <p
                role="status"
                className="flex items-center gap-2 text-sm font-medium text-stone-600"
              >
                <Spinner size="sm" label="" className="text-rubi-700" />
                Generando tu código…
              </p>
            </div>
          )}
        </section>

        <ul className="mt-6 w-full space-y-3 text-left text-sm leading-6">
          <li className="flex items-start gap-3 rounded-2xl bg-white/10 px-4 py-3 ring-1 ring-white/15">
            <SunMedium className="mt-0.5 size-5 shrink-0 text-marigold-300" aria-hidden="true" />
            <span>{BRILLO_HINT}</span>
          </li>
          {wakeLock.activo ? (
            <li className="flex items-start gap-3 rounded-2xl bg-white/10 px-4 py-3 ring-1 ring-white/15">
              <MonitorSmartphone className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <span>Tu pantalla se queda encendida mientras ves tu código.</span>
            </li>
          ) : null}
        </ul>
      </main>
    </div>
  );
}

/** "Se renueva en 23 s" with a bar that empties with the code's 30-second step. */
function Renovacion({ renuevaEnMs }: { renuevaEnMs: number }) {
  const pct = Math.max(0, Math.min(100, (renuevaEnMs / CODIGO_PASO_MS) * 100));
  return (
    <div className="mx-auto mt-3 w-full max-w-[16rem]">
      <p className="text-sm font-semibold text-stone-600">
        <span role="timer" aria-label={`Se renueva en ${segundos(renuevaEnMs)} segundos`}>
          Se renueva en{' '}
          <span className="font-bold text-stone-900 tabular-nums">{segundos(renuevaEnMs)} s</span>
        </span>
      </p>
      <div aria-hidden="true" className="mt-2 h-1.5 overflow-hidden rounded-full bg-stone-200">
        <div
          className="h-full rounded-full bg-rubi-600 transition-[width] duration-1000 ease-linear"
          style={{ width: `${pct}%` }}
        />
      </div>
    </div>
  );
}
