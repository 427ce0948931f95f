import { FlaskConical, ShieldCheck, SlidersHorizontal } from 'lucide-react';
import { NIVELES } from '@tarjeto/shared';
import { cn } from '../../../../lib/cn.ts';
import { formatNumero } from '../../utils/format.ts';
import { NIVEL_FILL } from '../nivel-ui.ts';
import { SectionHeading } from '../section-heading.tsx';

/**
 * The example of the illustration: a taquería with 100 customers lowers Oro from 12 to 10 visits.
 * Customers per level today and with the change (0 Sin nivel … 4 Rubí); each row adds up to 100.
 */
const HOY = [38, 27, 19, 11, 5] as const;
const CON_CAMBIO = [38, 27, 13, 17, 5] as const;
const MAX = Math.max(...HOY, ...CON_CAMBIO);

const conSigno = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${Math.abs(n)}` : '=');

const PUNTOS = [
  {
    icon: SlidersHorizontal,
    texto:
      'Cambias cuántas visitas pide cada nivel y, mientras escribes, ves a dónde se moverían tus clientes.',
  },
  {
    icon: FlaskConical,
    texto:
      'Usa las visitas reales de tu temporada: no son promedios ni suposiciones, son tus clientes.',
  },
  {
    icon: ShieldCheck,
    texto:
      'No cambia nada hasta que guardas. Y durante la temporada nadie baja de nivel por tus ajustes.',
  },
] as const;

/**
 * 'Simulador de niveles': what the tool in 'Programa de lealtad' does, with a still example. It is
 * a picture, not the tool: the real one needs the business's own customers.
 */
export function SimuladorSection() {
  return (
    <section
      id="simulador"
      aria-labelledby="simulador-titulo"
      className="scroll-mt-16 bg-stone-50 py-20 sm:py-24"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_1.1fr] lg:px-8">
        <div>
          <SectionHeading
            id="simulador-titulo"
            eyebrow="Simulador de niveles"
            title="Ajusta tus niveles sin adivinar"
            align="left"
          >
            ¿Y si Oro pidiera 10 visitas en lugar de 12? Antes de cambiar tu programa de lealtad, el
            simulador te dice cómo quedarían tus clientes de hoy.
          </SectionHeading>
          <ul className="mt-8 flex flex-col gap-4">
            {PUNTOS.map(({ icon: Icon, texto }) => (
              <li key={texto} className="flex items-start gap-3">
                <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-marigold-100 text-marigold-800">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <p className="leading-7 text-stone-700">{texto}</p>
              </li>
            ))}
          </ul>
        </div>

        <figure className="rounded-3xl border border-stone-200 bg-white p-5 shadow-xl shadow-stone-900/5 sm:p-7">
          <div className="flex items-center justify-between gap-3">
            <p className="flex items-center gap-2 font-bold text-stone-900">
              <FlaskConical className="size-5 text-marigold-700" aria-hidden="true" />
              Simulador de niveles
            </p>
            <span className="rounded-full bg-stone-100 px-2.5 py-1 text-xs font-semibold text-stone-700">
              Ejemplo
            </span>
          </div>
          <p className="mt-3 rounded-xl bg-marigold-50 px-3 py-2 text-sm font-semibold text-marigold-900 ring-1 ring-marigold-200">
            Con estos niveles: Plata {conSigno(CON_CAMBIO[2] - HOY[2])}, Oro{' '}
            {conSigno(CON_CAMBIO[3] - HOY[3])}.
          </p>
          <table className="mt-4 w-full text-sm">
            <caption className="sr-only">
              Clientes por nivel hoy y con Oro en 10 visitas, en una taquería de ejemplo con 100
              clientes
            </caption>
            <thead>
              <tr className="text-left text-xs font-semibold tracking-wide text-stone-600 uppercase">
                <th scope="col" className="pb-2 font-semibold">
                  Nivel
                </th>
                <th scope="col" className="pb-2 font-semibold">
                  <span className="sr-only">Clientes hoy y con el cambio</span>
                </th>
                <th scope="col" className="pb-2 text-right font-semibold">
                  Hoy
                </th>
                <th scope="col" className="pb-2 text-right font-semibold">
                  Con el cambio
                </th>
              </tr>
            </thead>
            <tbody>
              {NIVELES.map((n, i) => {
                const hoy = HOY[i]!;
                const despues = CON_CAMBIO[i]!;
                const diff = despues - hoy;
                return (
                  <tr key={n.nivel} className="border-t border-stone-100">
                    <th scope="row" className="py-2.5 pr-3 text-left font-semibold text-stone-800">
                      {n.nombre}
                    </th>
                    <td className="w-full py-2.5 pr-3" aria-hidden="true">
                      <div className="flex flex-col gap-1">
                        <div
                          className={cn('h-2 rounded-full opacity-35', NIVEL_FILL[n.nivel])}
                          style={{ width: `${(hoy / MAX) * 100}%` }}
                        />
                        <div
                          className={cn('h-2 rounded-full', NIVEL_FILL[n.nivel])}
                          style={{ width: `${(despues / MAX) * 100}%` }}
                        />
                      </div>
                    </td>
                    <td className="py-2.5 pr-3 text-right text-stone-600 tabular-nums">
                      {formatNumero(hoy)}
                    </td>
                    <td className="py-2.5 text-right font-bold whitespace-nowrap text-stone-900 tabular-nums">
                      {formatNumero(despues)}
                      {diff !== 0 ? (
                        <span
                          className={cn(
                            'ml-1.5 rounded-md px-1.5 py-0.5 text-xs font-bold',
                            diff > 0
                              ? 'bg-emerald-50 text-emerald-800'
                              : 'bg-stone-100 text-stone-700',
                          )}
                        >
                          {conSigno(diff)}
                        </span>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <figcaption className="mt-4 text-xs leading-5 text-stone-600">
            Ejemplo ilustrativo: una taquería con 100 clientes baja la meta de Oro de 12 a 10
            visitas. Barra clara: hoy; barra sólida: con el cambio.
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
