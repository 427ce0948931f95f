import { Ban, Check, Pipette } from 'lucide-react';
import { COLORES_MARCA, GRADIENTS, type Gradient } from '@tarjeto/shared';
import { cn } from '../../lib/cn.ts';
import { FieldError } from './campo-base.tsx';
import { ChoiceCards } from './choice-cards.tsx';
import { GRADIENT_NOMBRE } from './format.ts';
import type { CampoProps } from './tipos.ts';

// How the business looks (SPEC §3 `gradient`, `color`): the card's gradient (SPEC §9's four) and a
// brand colour, shown behind the business's initial wherever it has no logo.

export const GRADIENT_CLASS: Record<Gradient, string> = {
  dorado: 'gradient-dorado',
  azul: 'gradient-azul',
  rubi: 'gradient-rubi',
  rosa: 'gradient-rosa',
};

function GradientSwatch({ gradient, nombre }: { gradient: Gradient; nombre: string }) {
  const inicial = nombre.trim().charAt(0).toUpperCase() || 'T';
  return (
    <span className="flex flex-col gap-2.5 p-2.5">
      <span
        className={cn(
          'relative flex aspect-[85.6/54] w-full flex-col justify-between overflow-hidden rounded-xl p-2.5 text-white shadow-md',
          GRADIENT_CLASS[gradient],
        )}
      >
        <span className="absolute -top-6 -right-6 size-16 rounded-full bg-white/10" />
        <span className="flex items-center gap-1.5 pr-6">
          <span className="grid size-6 place-items-center rounded-full border border-white/60 bg-white/15 text-[11px] font-extrabold">
            {inicial}
          </span>
          <span className="truncate text-[11px] font-bold">{nombre.trim() || 'Tu negocio'}</span>
        </span>
        <span className="h-1.5 w-full overflow-hidden rounded-full bg-white/25">
          <span className="block h-full w-1/3 rounded-full bg-white" />
        </span>
      </span>
      <span className="px-1 text-sm font-bold text-stone-900">{GRADIENT_NOMBRE[gradient]}</span>
    </span>
  );
}

/** The four card styles as cards drawn with the business's own name. */
export function GradientCampo({ nombre, ...campo }: CampoProps<Gradient> & { nombre: string }) {
  return (
    <ChoiceCards
      {...campo}
      name={`${campo.id}-gradient`}
      label="Estilo de tarjeta"
      className="grid-cols-2 sm:grid-cols-4"
      options={GRADIENTS.map((g) => ({
        value: g,
        label: GRADIENT_NOMBRE[g],
        content: <GradientSwatch gradient={g} nombre={nombre} />,
      }))}
    />
  );
}

/** Names for the offered colours, for screen readers and the read-only view. */
export const NOMBRE_COLOR: Record<(typeof COLORES_MARCA)[number], string> = {
  '#a3143f': 'Rojo rubí',
  '#c2410c': 'Naranja',
  '#b45309': 'Ámbar',
  '#15803d': 'Verde',
  '#0f766e': 'Turquesa',
  '#1d4ed8': 'Azul rey',
  '#6d28d9': 'Morado',
  '#be185d': 'Rosa mexicano',
  '#44403c': 'Carbón',
};

export const nombreColor = (hex: string) =>
  NOMBRE_COLOR[hex.toLowerCase() as keyof typeof NOMBRE_COLOR] ?? hex.toUpperCase();

const swatch =
  'relative grid size-11 cursor-pointer place-items-center rounded-full ring-offset-2 transition-shadow has-focus-visible:anillo-foco';

/**
 * The brand colour: the offered ones, none, or any other from the system's colour picker. Empty
 * means none (the initial then sits on the brand's rubí).
 */
export function ColorCampo({ id, value, onChange, error }: CampoProps<string>) {
  const otro = value !== '' && !(COLORES_MARCA as readonly string[]).includes(value);
  const radio = (v: string, label: string) => (
    <input
      type="radio"
      name={`${id}-color`}
      value={v}
      checked={value === v}
      onChange={() => onChange(v)}
      aria-label={label}
      className="sr-only"
    />
  );
  return (
    <div id={id}>
      <div
        role="radiogroup"
        aria-label="Color de marca"
        aria-invalid={error ? true : undefined}
        className="flex flex-wrap items-center gap-2.5"
      >
        {COLORES_MARCA.map((c) => (
          <label
            key={c}
            className={cn(swatch, value === c && 'ring-2 ring-stone-900')}
            style={{ backgroundColor: c }}
          >
            {radio(c, NOMBRE_COLOR[c])}
            {value === c ? (
              <Check aria-hidden="true" className="size-5 text-white" strokeWidth={3} />
            ) : null}
          </label>
        ))}
        <label
          className={cn(
            swatch,
            'border-2 border-dashed border-stone-300 bg-white text-stone-500',
            value === '' && 'ring-2 ring-stone-900',
          )}
        >
          {radio('', 'Sin color')}
          <Ban aria-hidden="true" className="size-5" />
        </label>
        <label
          className={cn(
            swatch,
            'bg-[conic-gradient(#ef4444,#f59e0b,#22c55e,#06b6d4,#6366f1,#d946ef,#ef4444)]',
            otro && 'ring-2 ring-stone-900',
          )}
          title="Otro color"
        >
          <input
            type="color"
            value={otro ? value : '#a3143f'}
            onChange={(e) => onChange(e.target.value.toLowerCase())}
            aria-label="Otro color"
            className="absolute inset-0 size-full cursor-pointer opacity-0"
          />
          <span
            aria-hidden="true"
            className="grid size-7 place-items-center rounded-full bg-white/90 text-stone-800"
          >
            <Pipette className="size-4" />
          </span>
        </label>
      </div>
      <p className="mt-2 text-sm text-stone-600" aria-live="polite">
        {value ? (
          <>
            Color elegido:{' '}
            <strong className="font-semibold text-stone-900">{nombreColor(value)}</strong>
            {otro ? null : <span className="text-stone-500"> ({value.toUpperCase()})</span>}
          </>
        ) : (
          'Sin color propio: usamos el rubí de Tarjeto.'
        )}
      </p>
      {error ? (
        <div className="mt-2">
          <FieldError message={error} />
        </div>
      ) : null}
    </div>
  );
}
