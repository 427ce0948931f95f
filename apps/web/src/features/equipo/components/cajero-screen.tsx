import type { ReactNode } from 'react';
import { ArrowRight, ScanLine } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { NEXO_KIOSK_PATH } from '../lib/copy.ts';
import { MarcoSimple } from './marco-simple.tsx';
import { PinCard } from './pin-card.tsx';

const PASOS = [
  'Crea tu PIN aquí abajo: de 4 a 6 dígitos que solo tú sepas.',
  'En el Nexo del mostrador, toca tu nombre en «¿Quién atiende?».',
  'Escribe tu PIN y listo: cada visita y canje que registres lleva tu nombre.',
] as const;

/**
 * What a Cajero sees on signing in (issue 25 part B): they have no dashboard sections — their work
 * is the counter's Nexo — so one page says where they are, how the Nexo knows it is them, their PIN
 * and the way to the kiosk; their account (`cuenta`) below.
 */
export function CajeroScreen({
  nombreComercial,
  tienePin,
  logout,
  cuenta,
}: {
  nombreComercial: string;
  tienePin: boolean | null;
  logout: ReactNode;
  cuenta?: ReactNode;
}) {
  return (
    <MarcoSimple titulo="Tu lugar en el equipo" negocio={nombreComercial} logout={logout}>
      <section className="relative isolate overflow-hidden rounded-3xl bg-white px-6 py-8 shadow-sm ring-1 ring-stone-200 sm:px-10 sm:py-10">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-marigold-100/80 blur-2xl"
        />
        <Badge tone="marigold">
          <ScanLine className="size-3.5" aria-hidden="true" />
          Cajero
        </Badge>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance text-stone-900 sm:text-4xl">
          Eres cajero en {nombreComercial}
        </h1>
        <p className="mt-3 max-w-xl text-base leading-7 text-stone-700">
          Tu trabajo en Tarjeto es el Nexo del mostrador: ahí registras las visitas y los canjes de
          los clientes, y dices «soy yo» con tu PIN.
        </p>
        <ol className="mt-6 flex flex-col gap-3">
          {PASOS.map((paso, i) => (
            <li key={paso} className="flex items-start gap-3 text-stone-800">
              <span
                aria-hidden="true"
                className="grid size-7 shrink-0 place-items-center rounded-full bg-rubi-700 text-sm font-bold text-white"
              >
                {i + 1}
              </span>
              <span className="pt-0.5">{paso}</span>
            </li>
          ))}
        </ol>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
          <ButtonLink to={NEXO_KIOSK_PATH} size="lg" className="w-full sm:w-auto">
            Abrir el Nexo
            <ArrowRight className="size-5" aria-hidden="true" />
          </ButtonLink>
          <p className="text-sm text-stone-600">Ábrelo en la tablet o el celular del mostrador.</p>
        </div>
      </section>

      <PinCard tienePin={tienePin} />
      {cuenta}
    </MarcoSimple>
  );
}
