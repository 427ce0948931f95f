import { useId } from 'react';
import { Mail } from 'lucide-react';
import { PREFERENCIAS_GUARDADAS } from '@tarjeto/shared';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useGuardarPreferencias, usePreferencias } from '../api/preferencias.ts';
import { CORREOS_ETIQUETA, ERROR_PREFERENCIAS, fechaCorta } from '../lib/copy.ts';

/**
 * 'Notificaciones' (LFPDPPP consent): whether the customer wants news and promotions by email.
 * Off until they turn it on; each change is saved at once. Mail about the account itself (codes,
 * a password change) does not depend on it, and the card says so.
 */
export function PreferenciasCard() {
  const query = usePreferencias();
  const guardar = useGuardarPreferencias();
  const id = useId();
  const activo = guardar.isPending
    ? Boolean(guardar.variables)
    : Boolean(query.data?.aceptaCorreos);
  const actualizado = query.data?.actualizadoEn;

  return (
    <Card>
      <CardHeader title="Notificaciones" description="Tú decides qué te llega a tu correo." />
      <div className="p-5 sm:p-6">
        {query.isPending ? (
          <div
            role="status"
            aria-label="Cargando"
            className="h-14 animate-pulse rounded-xl bg-stone-100"
          />
        ) : query.isError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errorMessage(query.error, 'No pudimos cargar tus preferencias.')}
          </p>
        ) : (
          <div className="flex items-start gap-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-rubi-50 text-rubi-700">
              <Mail className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <label htmlFor={id} className="font-semibold text-stone-900">
                {CORREOS_ETIQUETA}
              </label>
              <p id={`${id}-detalle`} className="mt-0.5 text-sm text-stone-600">
                Ofertas de tus lugares y novedades de Tarjeto, de vez en cuando. Los correos de tu
                cuenta (códigos y avisos de seguridad) te llegan siempre.
                {actualizado ? ` Lo cambiaste el ${fechaCorta(actualizado)}.` : ''}
              </p>
            </div>
            <span className="relative inline-flex h-11 shrink-0 items-center">
              <input
                id={id}
                type="checkbox"
                role="switch"
                aria-describedby={`${id}-detalle`}
                checked={activo}
                disabled={guardar.isPending}
                onChange={(e) =>
                  guardar.mutate(e.target.checked, {
                    onSuccess: (res) => toast.success(res.message ?? PREFERENCIAS_GUARDADAS),
                    onError: (err) => toast.error(errorMessage(err, ERROR_PREFERENCIAS)),
                  })
                }
                className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0 disabled:cursor-wait"
              />
              <span
                aria-hidden="true"
                className={cn(
                  'flex h-8 w-14 items-center rounded-full p-1 transition-colors peer-focus-visible:anillo-foco',
                  activo ? 'bg-rubi-700' : 'bg-stone-300',
                )}
              >
                <span
                  className={cn(
                    'size-6 rounded-full bg-white shadow transition-transform',
                    activo && 'translate-x-6',
                  )}
                />
              </span>
            </span>
          </div>
        )}
      </div>
    </Card>
  );
}
