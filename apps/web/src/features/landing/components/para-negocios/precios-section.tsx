import { ArrowRight, BadgeCheck, Check, Receipt, Smartphone, Undo2 } from 'lucide-react';
import { ButtonLink } from '../../../../components/ui/button.tsx';
import { cn } from '../../../../lib/cn.ts';
import { formatPesos } from '../../utils/format.ts';
import { costoMensual, PLANES, type Plan } from '../../utils/planes.ts';
import { SectionHeading } from '../section-heading.tsx';
import type { RegistroCta } from './registro-cta.ts';

const SUCURSALES_EJEMPLO = 3;

const PROMESAS = [
  { icon: Receipt, texto: 'Precios en pesos, con IVA incluido' },
  { icon: Undo2, texto: 'Mes a mes: sin plazo forzoso, cancelas cuando quieras' },
  { icon: BadgeCheck, texto: 'Sin comisión por visita ni por canje' },
  { icon: Smartphone, texto: 'Sin equipo que comprar: tu Nexo es tu celular' },
] as const;

/** 'Precios': three plans in MXN and the small print said in big letters. */
export function PreciosSection({ registro }: { registro: RegistroCta }) {
  return (
    <section
      id="precios"
      aria-labelledby="precios-titulo"
      className="scroll-mt-16 bg-white py-20 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="precios-titulo" eyebrow="Precios" title="Precios claros, en pesos">
          Empieza gratis y paga solo cuando Tarjeto ya te esté trayendo clientes de regreso. Para
          tus clientes, Tarjeto siempre es gratis.
        </SectionHeading>

        <ul className="mt-14 grid items-stretch gap-6 lg:grid-cols-3">
          {PLANES.map((plan) => (
            <li key={plan.id} className="flex">
              <PlanCard plan={plan} />
            </li>
          ))}
        </ul>

        <div className="mt-10 flex flex-col items-center gap-3 text-center">
          <ButtonLink to={registro.to} onClick={registro.onClick} size="lg">
            {registro.label}
            <ArrowRight className="size-5" aria-hidden="true" />
          </ButtonLink>
          {registro.esRegistro ? (
            <p className="text-sm text-stone-600">
              Tu cuenta empieza en el plan Para empezar: sin costo y sin tarjeta de crédito.
            </p>
          ) : null}
        </div>

        <ul className="mx-auto mt-12 grid max-w-4xl gap-3 sm:grid-cols-2">
          {PROMESAS.map(({ icon: Icon, texto }) => (
            <li
              key={texto}
              className="flex items-center gap-3 rounded-2xl bg-stone-50 px-4 py-3 text-sm font-semibold text-stone-800 ring-1 ring-stone-200"
            >
              <Icon className="size-5 shrink-0 text-rubi-700" aria-hidden="true" />
              {texto}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  const titleId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex w-full flex-col rounded-3xl border bg-white p-6 sm:p-8',
        plan.destacado
          ? 'border-rubi-300 shadow-xl ring-2 shadow-rubi-900/10 ring-rubi-600'
          : 'border-stone-200 shadow-sm',
      )}
    >
      {plan.destacado ? (
        <p className="absolute -top-3.5 left-6 rounded-full bg-rubi-700 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
          El más elegido
        </p>
      ) : null}
      <h3 id={titleId} className="text-xl font-extrabold text-stone-900">
        {plan.nombre}
      </h3>
      <p className="mt-2 min-h-12 text-sm leading-6 text-stone-600">{plan.paraQuien}</p>
      <p className="mt-6 flex items-baseline gap-1.5">
        <span className="text-5xl font-extrabold tracking-tight text-stone-900">
          {formatPesos(plan.precioMensual)}
        </span>
        <span className="text-base font-semibold text-stone-600">
          {plan.precioMensual === 0 ? 'para siempre' : 'al mes'}
        </span>
      </p>
      {plan.precioSucursalExtra ? (
        <p className="mt-2 text-sm font-semibold text-stone-700">
          más {formatPesos(plan.precioSucursalExtra)} al mes por cada establecimiento adicional.{' '}
          <span className="font-normal text-stone-600">
            Con {SUCURSALES_EJEMPLO}: {formatPesos(costoMensual(plan, SUCURSALES_EJEMPLO))} al mes.
          </span>
        </p>
      ) : (
        <p className="mt-2 text-sm font-semibold text-stone-700">
          {plan.precioMensual === 0 ? 'Sin tarjeta de crédito.' : 'Un establecimiento.'}
        </p>
      )}
      <ul className="mt-6 flex flex-1 flex-col gap-3 border-t border-stone-100 pt-6">
        {plan.incluye.map((item) => (
          <li key={item} className="flex items-start gap-2.5 text-sm leading-6 text-stone-700">
            <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-emerald-100 text-emerald-800">
              <Check className="size-3.5" strokeWidth={3} aria-hidden="true" />
            </span>
            {item}
          </li>
        ))}
      </ul>
    </article>
  );
}
