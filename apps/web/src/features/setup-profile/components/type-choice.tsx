import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ArrowRight, Check, Store, WalletCards, type LucideIcon } from 'lucide-react';
import { APP_NAME } from '@tarjeto/shared';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import type { TipoPerfil } from '../lib/answers.ts';
import { ChoiceCards } from '../../../components/perfil-campos/choice-cards.tsx';

/** The short pause between the type choice and the first question (SPEC §2, §4). */
export const TRANSICION_MS = 500;

const OPCIONES: ReadonlyArray<{
  value: TipoPerfil;
  titulo: string;
  descripcion: string;
  puntos: readonly string[];
  icon: LucideIcon;
  tile: string;
}> = [
  {
    value: 'cliente',
    titulo: 'Soy un cliente',
    descripcion: 'Junta visitas y recibe recompensas',
    puntos: [
      'Todas tus tarjetas de lealtad en un solo lugar',
      'Sube de nivel: Bronce, Plata, Oro y Rubí',
      'Recibe promociones pensadas para ti',
    ],
    icon: WalletCards,
    tile: 'gradient-rubi',
  },
  {
    value: 'negocio',
    titulo: 'Soy un negocio',
    descripcion: 'Fideliza a tus clientes y crea recompensas',
    puntos: [
      'Tu propia tarjeta de lealtad digital',
      'Promociones por nivel para quien regresa',
      'Mira quién te visita y cuándo',
    ],
    icon: Store,
    tile: 'gradient-dorado',
  },
];

/**
 * The first screen of the wizard: two large cards as a radio group; 'Siguiente' stays disabled
 * until one is chosen, then the first question opens after a short transition.
 */
export function TypeChoice({
  onChosen,
  sugerido = null,
}: {
  onChosen: (tipo: TipoPerfil) => void;
  /** Chosen from the start (someone who came from 'Para negocios'); they still confirm it. */
  sugerido?: TipoPerfil | null;
}) {
  const headingId = useId();
  const [elegido, setElegido] = useState<TipoPerfil | null>(sugerido);
  const [abriendo, setAbriendo] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!elegido || abriendo) return;
    setAbriendo(true);
    timer.current = setTimeout(() => onChosen(elegido), TRANSICION_MS);
  };

  return (
    <form onSubmit={onSubmit} className="mx-auto w-full max-w-3xl" noValidate>
      <div className="text-center">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-marigold-100 px-3 py-1 text-xs font-bold tracking-wide text-marigold-900 uppercase">
          Te damos la bienvenida a {APP_NAME}
        </p>
        <h1
          id={headingId}
          className="mt-4 text-3xl leading-tight font-extrabold tracking-tight text-balance text-stone-900 sm:text-4xl"
        >
          ¿Cómo vas a usar {APP_NAME}?
        </h1>
        <p className="mx-auto mt-3 max-w-xl text-base leading-7 text-pretty text-stone-600">
          Elige tu tipo de cuenta y te haremos solo las preguntas que necesitas. Te toma un par de
          minutos.
        </p>
      </div>

      <ChoiceCards
        name="tipo"
        labelledBy={headingId}
        value={elegido}
        onChange={setElegido}
        disabled={abriendo}
        className="mt-8 sm:grid-cols-2 sm:gap-5"
        options={OPCIONES.map((o) => ({
          value: o.value,
          content: ({ labelId, descriptionId }) => (
            <span className="flex h-full flex-col gap-4 p-5 sm:p-6">
              <span
                aria-hidden="true"
                className={cn(
                  'grid size-14 place-items-center rounded-2xl text-white shadow-md',
                  o.tile,
                )}
              >
                <o.icon className="size-7" />
              </span>
              <span className="pr-8">
                <span id={labelId} className="block text-xl font-extrabold text-stone-900">
                  {o.titulo}
                </span>
                <span id={descriptionId} className="mt-1 block text-base text-stone-600">
                  {o.descripcion}
                </span>
              </span>
              <ul className="flex flex-col gap-2 border-t border-stone-100 pt-4">
                {o.puntos.map((p) => (
                  <li key={p} className="flex items-start gap-2.5 text-sm text-stone-700">
                    <span
                      aria-hidden="true"
                      className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-marigold-100 text-marigold-800"
                    >
                      <Check className="size-3.5" strokeWidth={3} />
                    </span>
                    {p}
                  </li>
                ))}
              </ul>
            </span>
          ),
        }))}
      />

      <div className="mt-8 flex flex-col-reverse items-center gap-3 sm:flex-row sm:justify-between">
        <p aria-live="polite" className="text-sm text-stone-600">
          {abriendo
            ? 'Preparando tus preguntas…'
            : elegido
              ? 'Podrás cambiarlo en el primer paso.'
              : 'Elige una opción para continuar.'}
        </p>
        <Button
          type="submit"
          size="lg"
          disabled={!elegido}
          loading={abriendo}
          className="w-full sm:w-auto sm:min-w-44"
        >
          Siguiente
          {abriendo ? null : <ArrowRight className="size-5 shrink-0" aria-hidden="true" />}
        </Button>
      </div>
    </form>
  );
}
