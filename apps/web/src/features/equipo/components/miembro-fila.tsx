import { KeyRound, MapPin, Pencil, RotateCw, UserMinus } from 'lucide-react';
import type { Miembro, RolEquipo } from '@tarjeto/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { estadoInvitacion, etiquetaRol, inicial, lugaresDe } from '../lib/copy.ts';

const TONO_ROL: Record<RolEquipo, 'rubi' | 'marigold' | 'neutral'> = {
  dueno: 'rubi',
  encargado: 'marigold',
  cajero: 'neutral',
};

const AVATAR_ROL: Record<RolEquipo, string> = {
  dueno: 'bg-rubi-700 text-white',
  encargado: 'bg-marigold-100 text-marigold-900',
  cajero: 'bg-stone-200 text-stone-800',
};

/**
 * One person of the team: name and role, email, where they work, whether they joined (or when
 * their invitation's link stops working, with 'Reenviar invitación' beside it) and whether they
 * have a PIN; for anyone but the owner, 'Editar' and 'Quitar del equipo'.
 */
export function MiembroFila({
  miembro: m,
  totalLugares,
  reenviando,
  onEditar,
  onReenviar,
  onQuitar,
}: {
  miembro: Miembro;
  totalLugares: number;
  reenviando: boolean;
  onEditar: () => void;
  onReenviar: () => void;
  onQuitar: () => void;
}) {
  const dueno = m.rol === 'dueno';
  const invitado = m.estado === 'invitado';
  const vence = estadoInvitacion(m.invitacionVence);
  const vencida = vence?.startsWith('La invitación venció') ?? false;
  return (
    <li className="flex flex-col gap-3 px-5 py-5 sm:flex-row sm:items-start sm:gap-5 sm:px-6">
      <div className="flex min-w-0 flex-1 gap-4">
        <span
          aria-hidden="true"
          className={cn(
            'grid size-12 shrink-0 place-items-center rounded-full text-lg font-extrabold',
            AVATAR_ROL[m.rol],
          )}
        >
          {inicial(m.nombre)}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 className="text-base font-bold break-words text-stone-900">
              {m.nombre}
              {dueno ? <span className="font-semibold text-stone-600"> (tú)</span> : null}
            </h3>
            <Badge tone={TONO_ROL[m.rol]}>{etiquetaRol(m.rol)}</Badge>
          </div>
          <p className="mt-0.5 text-sm break-all text-stone-600">{m.email}</p>
          <ul className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-stone-700">
            <li className="flex items-center gap-1.5">
              <MapPin className="size-4 shrink-0 text-stone-500" aria-hidden="true" />
              <span className="sr-only">Establecimientos: </span>
              {lugaresDe(m, totalLugares)}
            </li>
            <li>
              {invitado ? (
                <Badge tone={vencida ? 'red' : 'marigold'}>Invitado</Badge>
              ) : (
                <Badge tone="green">Activo</Badge>
              )}
            </li>
            <li className="flex items-center gap-1.5">
              <KeyRound
                className={cn(
                  'size-4 shrink-0',
                  m.tienePin ? 'text-emerald-700' : 'text-stone-500',
                )}
                aria-hidden="true"
              />
              {m.tienePin ? 'Con PIN' : 'Sin PIN'}
            </li>
          </ul>
          {invitado && vence ? (
            <div className="mt-1 flex flex-wrap items-center gap-x-3">
              <p
                className={cn('text-sm', vencida ? 'font-semibold text-red-700' : 'text-stone-600')}
              >
                {vence}
              </p>
              <button
                type="button"
                onClick={onReenviar}
                disabled={reenviando}
                aria-busy={reenviando || undefined}
                aria-label={`Reenviar invitación a ${m.nombre}`}
                className="-mx-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-rubi-700 hover:bg-rubi-50 hover:text-rubi-800 disabled:opacity-60"
              >
                {reenviando ? (
                  <Spinner size="sm" label="" />
                ) : (
                  <RotateCw className="size-4" aria-hidden="true" />
                )}
                Reenviar invitación
              </button>
            </div>
          ) : null}
        </div>
      </div>

      {dueno ? null : (
        <div className="flex flex-wrap gap-2 sm:shrink-0 sm:justify-end">
          <Button
            variant="secondary"
            onClick={onEditar}
            aria-label={`Editar a ${m.nombre}`}
            icon={<Pencil className="size-4" aria-hidden="true" />}
          >
            Editar
          </Button>
          <button
            type="button"
            onClick={onQuitar}
            aria-label={`Quitar del equipo a ${m.nombre}`}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-3 text-sm font-semibold text-red-700 transition-colors hover:bg-red-50 hover:text-red-800"
          >
            <UserMinus className="size-4" aria-hidden="true" />
            Quitar del equipo
          </button>
        </div>
      )}
    </li>
  );
}
