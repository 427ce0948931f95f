import { Users, UtensilsCrossed, Wallet } from 'lucide-react';
import {
  PERSONAL_STOPS,
  PLATOS_PRINCIPALES_MAX,
  PLATOS_PRINCIPALES_MIN,
  PRESUPUESTO_MARKETING_STOPS,
  RANGOS_PRECIOS,
} from '@tarjeto/shared';
import { Textarea } from './campo-base.tsx';
import { ChoiceCards } from './choice-cards.tsx';
import {
  formatPersonal,
  formatPersonalTexto,
  formatPresupuesto,
  formatPresupuestoTexto,
  NOMBRE_RANGO,
} from './format.ts';
import { StopSlider } from './stop-slider.tsx';
import type { CampoProps, RangoPreciosId } from './tipos.ts';

// What else a business tells (SPEC §2 steps 9, 10 and 12): its prices, its team, its menu, its
// marketing and its story.

const PLATOS_STOPS = Array.from(
  { length: PLATOS_PRINCIPALES_MAX - PLATOS_PRINCIPALES_MIN + 1 },
  (_, i) => PLATOS_PRINCIPALES_MIN + i,
);

/** The price range as 1 to 4 dollar signs (SPEC §2 preview). */
export function PrecioSignos({ id }: { id: RangoPreciosId }) {
  const n = RANGOS_PRECIOS.findIndex((r) => r.id === id) + 1;
  return (
    <span
      role="img"
      aria-label={`Precio ${NOMBRE_RANGO[id].toLowerCase()}: ${'$'.repeat(n)} de $$$$`}
      className="font-extrabold tracking-wider"
    >
      <span className="text-emerald-700">{'$'.repeat(n)}</span>
      <span className="text-stone-300">{'$'.repeat(4 - n)}</span>
    </span>
  );
}

export function RangoPreciosCampo(campo: CampoProps<RangoPreciosId | ''>) {
  return (
    <ChoiceCards
      {...campo}
      name={`${campo.id}-rango`}
      label="Rango de precios"
      className="grid-cols-2"
      options={RANGOS_PRECIOS.map((r) => ({
        value: r.id,
        label: `${NOMBRE_RANGO[r.id]} (${r.etiqueta}): ${r.rango}`,
        content: (
          <span className="flex flex-col gap-1 p-4 pr-10">
            <span className="text-2xl">
              <PrecioSignos id={r.id} />
            </span>
            <span className="text-sm font-bold text-stone-900">{NOMBRE_RANGO[r.id]}</span>
            <span className="text-sm text-stone-600">{r.rango} por persona</span>
          </span>
        ),
      }))}
    />
  );
}

/** Number of employees on SPEC §9's stops (1 … 10, 15, 20, 30, 50+). */
export function PersonalCampo({ id, ...campo }: CampoProps<number>) {
  return (
    <div id={id} className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
      <StopSlider
        label="Número de empleados"
        stops={PERSONAL_STOPS}
        format={formatPersonal}
        valueText={formatPersonalTexto}
        icon={<Users aria-hidden="true" className="size-5" />}
        {...campo}
      />
    </div>
  );
}

const TEXTOS = [
  {
    key: 'historiaNegocio',
    label: 'Historia del negocio',
    hint: 'Opcional. Cómo empezó, quién lo atiende, qué lo hace especial.',
    placeholder: 'Ej. Empezamos en 1998 con un puesto de tacos en el Centro…',
    maxLength: 600,
  },
  {
    key: 'valorDiferenciador',
    label: 'Qué te hace diferente',
    hint: 'Opcional. Lo que tus clientes no encuentran en otro lado.',
    placeholder: 'Ej. Tortillas hechas a mano todos los días',
    maxLength: 300,
  },
] as const;

export interface AdicionalValores {
  numeroPlatosPrincipales: number;
  presupuestoMarketing: number;
  historiaNegocio: string;
  valorDiferenciador: string;
}

/** The optional extras: main dishes, monthly marketing budget, story, what sets it apart. */
export function AdicionalCampos({
  campo,
}: {
  campo: {
    (key: 'numeroPlatosPrincipales' | 'presupuestoMarketing'): CampoProps<number>;
    (key: 'historiaNegocio' | 'valorDiferenciador'): CampoProps<string>;
  };
}) {
  const texto = (key: 'historiaNegocio' | 'valorDiferenciador') => {
    const { onChange, ...c } = campo(key);
    return { ...c, onChange: (e: { target: { value: string } }) => onChange(e.target.value) };
  };
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
        <StopSlider
          label="Platos principales"
          hint="¿Cuántos platillos estrella tiene tu menú?"
          stops={PLATOS_STOPS}
          format={String}
          valueText={(n) => (n === 1 ? '1 platillo' : `${n} platillos`)}
          icon={<UtensilsCrossed aria-hidden="true" className="size-5" />}
          {...campo('numeroPlatosPrincipales')}
        />
        <div className="border-t border-stone-100" />
        <StopSlider
          label="Presupuesto mensual de marketing"
          hint="Lo que inviertes al mes en darte a conocer (MXN)."
          stops={PRESUPUESTO_MARKETING_STOPS}
          format={formatPresupuesto}
          valueText={formatPresupuestoTexto}
          icon={<Wallet aria-hidden="true" className="size-5" />}
          {...campo('presupuestoMarketing')}
        />
      </div>
      {TEXTOS.map(({ key, ...t }) => (
        <Textarea key={key} {...t} {...texto(key)} />
      ))}
    </div>
  );
}
