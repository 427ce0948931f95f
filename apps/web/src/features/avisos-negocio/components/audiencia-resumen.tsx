import { Users } from 'lucide-react';
import type { Audiencia } from '@tarjeto/shared';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatEntero, plural } from '../lib/copy.ts';

/**
 * How many customers the campaign reaches if it went now, and why not the rest: of the segment,
 * who accepts avisos, who has no way to get them, who already got enough this week, and the
 * control group kept back to measure the effect. Announced politely as the segment changes.
 */
export function AudienciaResumen({
  audiencia,
  contando,
  error,
}: {
  audiencia: Audiencia | undefined;
  contando: boolean;
  error: string | null;
}) {
  return (
    <section
      aria-label="A quién llega"
      className="rounded-2xl bg-gradient-to-br from-rubi-700 to-rubi-900 p-4 text-white shadow-sm sm:p-5"
    >
      <div aria-live="polite" aria-atomic="true">
        {error ? (
          <p className="font-semibold">{error}</p>
        ) : audiencia ? (
          <>
            <p className="flex items-center gap-2 text-sm font-semibold text-rubi-100">
              <Users className="size-4" aria-hidden="true" />
              Si sale ahora
              {contando ? (
                <span className="inline-flex items-center gap-1 font-normal">
                  <Spinner size="sm" label="" /> contando…
                </span>
              ) : null}
            </p>
            <p
              className={cn(
                'mt-1 text-3xl font-extrabold tracking-tight',
                contando && 'opacity-80',
              )}
            >
              Llega a {plural(audiencia.alcance, 'cliente', 'clientes')}
            </p>
            <ul className="mt-3 grid gap-1 text-sm text-rubi-50">
              <li>De {formatEntero(audiencia.total)} en el segmento,</li>
              <li>{plural(audiencia.conAvisos, 'acepta', 'aceptan')} avisos,</li>
              {audiencia.sinCanal > 0 ? (
                <li>
                  {formatEntero(audiencia.sinCanal)} sin forma de recibirlos (ni tarjeta en el
                  teléfono, ni notificaciones, ni correo),
                </li>
              ) : null}
              {audiencia.porLimites > 0 ? (
                <li>
                  {formatEntero(audiencia.porLimites)} ya{' '}
                  {audiencia.porLimites === 1 ? 'recibió' : 'recibieron'} suficientes avisos esta
                  semana,
                </li>
              ) : null}
              <li>
                ~{formatEntero(audiencia.control)} se {audiencia.control === 1 ? 'queda' : 'quedan'}{' '}
                sin mensaje para medir el efecto.
              </li>
            </ul>
          </>
        ) : (
          <p className="flex items-center gap-2 font-semibold">
            <Spinner size="sm" label="" /> Contando a quién llega…
          </p>
        )}
      </div>
    </section>
  );
}
