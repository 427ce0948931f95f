import { CloudUpload, UsersRound, Wifi, WifiOff } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import type { PairedNexo } from '../lib/pairing-storage.ts';
import { KioskMenu } from './kiosk-menu.tsx';
import { NegocioAvatar } from '../../../components/ui/negocio-avatar.tsx';
import { formatEntero } from '../../../lib/numero.ts';

/**
 * The establishment as the header's second line says it: without the business's name when it
 * starts with it ("Tacos Cuichi Centro" under "Tacos Cuichi" is "Centro"), and nothing when it is
 * only the business's name again.
 */
export function establecimientoCorto(establecimiento: string, negocio: string): string | null {
  const e = establecimiento.trim();
  const n = negocio.trim();
  if (e.toLocaleLowerCase('es-MX') === n.toLocaleLowerCase('es-MX')) return null;
  if (e.toLocaleLowerCase('es-MX').startsWith(`${n.toLocaleLowerCase('es-MX')} `))
    return e.slice(n.length).trim() || null;
  return e;
}

/**
 * Whose counter this is (logo and business, once) and which device this is (its own name, and
 * the establishment when the business has a branch name), whether it can reach Tarjeto, how many
 * scans wait to be sent, and the menu. With a team, who is serving ("Atiende: Carlos") and the
 * one tap that hands the counter to someone else ('Cambiar').
 */
export function KioskHeader({
  pairing,
  connected,
  pending,
  flushing,
  canSend,
  visitasRegistradas,
  onSend,
  onUnpair,
  atiende = null,
  onCambiarAtiende,
  cambiandoAtiende = false,
}: {
  pairing: PairedNexo;
  connected: boolean;
  pending: number;
  flushing: boolean;
  /** Whether sending saved visits now may work (the browser says it is online). */
  canSend: boolean;
  visitasRegistradas: number | null;
  onSend: () => void;
  onUnpair: () => void;
  /** Who is serving, when the business has a team and someone said it is them. */
  atiende?: { nombre: string } | null;
  onCambiarAtiende?: () => void;
  cambiandoAtiende?: boolean;
}) {
  const { negocio, establecimiento } = pairing;
  const sucursal = establecimientoCorto(establecimiento.nombre, negocio.nombreComercial);
  const dispositivo = pairing.nombre || 'Nexo';
  return (
    <header className="shrink-0 border-b border-white/10 bg-stone-900">
      <div className="flex h-16 items-center gap-3 px-3 sm:gap-4 sm:px-6 lg:h-20">
        <NegocioAvatar
          nombre={negocio.nombreComercial}
          fotoPerfil={negocio.fotoPerfil}
          gradient={negocio.gradient}
          className="size-10 text-lg lg:size-12 lg:text-xl"
        />
        <div className="min-w-0 flex-1">
          <p className="truncate text-base leading-tight font-bold lg:text-xl">
            {negocio.nombreComercial}
          </p>
          <p className="truncate text-sm text-stone-300" data-testid="nexo-dispositivo">
            <span className="sr-only">Este Nexo: </span>
            {dispositivo}
            {sucursal ? ` · ${sucursal}` : null}
          </p>
        </div>

        <p
          role="status"
          className={cn(
            'inline-flex h-10 shrink-0 items-center gap-2 rounded-full px-3 text-sm font-semibold ring-1',
            connected
              ? 'bg-emerald-400/10 text-emerald-200 ring-emerald-400/30'
              : 'bg-marigold-400/15 text-marigold-200 ring-marigold-300/40',
          )}
        >
          {connected ? (
            <Wifi className="size-4" aria-hidden="true" />
          ) : (
            <WifiOff className="size-4" aria-hidden="true" />
          )}
          <span className="sr-only sm:not-sr-only">{connected ? 'En línea' : 'Sin conexión'}</span>
        </p>

        {pending > 0 ? (
          <p
            className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-full bg-white px-3 text-sm font-bold text-stone-900"
            title="Visitas guardadas que se enviarán al volver la conexión"
          >
            <CloudUpload className={cn('size-4', flushing && 'animate-pulse')} aria-hidden="true" />
            {pending}
            <span className="sr-only sm:not-sr-only">por enviar</span>
          </p>
        ) : null}

        <KioskMenu
          title={dispositivo}
          detail={
            visitasRegistradas === null
              ? establecimiento.nombre
              : `${formatEntero(visitasRegistradas)} ${visitasRegistradas === 1 ? 'visita registrada' : 'visitas registradas'}`
          }
          pending={pending}
          canSend={canSend && !flushing}
          onSend={onSend}
          onUnpair={onUnpair}
        />
      </div>
      {atiende ? (
        <div className="flex items-center gap-3 border-t border-white/10 px-3 py-1.5 sm:px-6">
          <UsersRound className="size-5 shrink-0 text-marigold-300" aria-hidden="true" />
          <p className="min-w-0 flex-1 truncate text-base sm:text-lg" data-testid="nexo-atiende">
            <span className="text-stone-300">Atiende: </span>
            <strong className="font-bold text-white">{atiende.nombre}</strong>
          </p>
          {onCambiarAtiende ? (
            <button
              type="button"
              onClick={onCambiarAtiende}
              disabled={cambiandoAtiende}
              aria-label="Cambiar quién atiende"
              className="inline-flex min-h-11 shrink-0 items-center rounded-xl bg-white/10 px-4 text-base font-semibold text-white ring-1 ring-white/15 transition-colors hover:bg-white/20 disabled:opacity-60"
            >
              Cambiar
            </button>
          ) : null}
        </div>
      ) : null}
    </header>
  );
}
