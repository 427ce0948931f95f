import {
  BadgePercent,
  Crown,
  Sparkles,
  Stamp,
  TicketPercent,
  UtensilsCrossed,
  type LucideIcon,
} from 'lucide-react';
import { NIVELES } from '@tarjeto/shared';
import { CirculosDeFondo } from '../../../components/ui/loyalty-card.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatPesos, formatPorcentaje } from '../utils/format.ts';
import { NIVEL_FILL } from './nivel-ui.ts';
import { SectionHeading } from './section-heading.tsx';

const BENEFICIOS: Array<{ titulo: string; texto: string; icon: LucideIcon }> = [
  {
    titulo: 'Recompensa por visita',
    texto:
      'Cada vez que vas, tu tarjeta avanza. Sin sellos de papel que se mojan ni tarjetitas olvidadas en otra cartera.',
    icon: Stamp,
  },
  {
    titulo: 'Promociones personalizadas',
    texto:
      'Tus lugares favoritos te mandan ofertas pensadas para ti, según lo que te gusta y qué tan seguido vas.',
    icon: Sparkles,
  },
  {
    titulo: 'Niveles',
    texto:
      'Sube de Bronce a Rubí en cada negocio. Mientras más alto tu nivel, mejores los beneficios que desbloqueas.',
    icon: Crown,
  },
];

const etiqueta = (nivel: number) => NIVELES.find((n) => n.nivel === nivel)?.etiqueta ?? '';

/** The sample promotions of SPEC §1, shown as the coupons a customer would see. */
const PROMOS_EJEMPLO: Array<{
  titulo: string;
  negocio: string;
  nivel: number;
  para: string;
  icon: LucideIcon;
}> = [
  {
    titulo: `${formatPorcentaje(0.1)} de descuento después de 5 visitas`,
    negocio: 'Café Lupita',
    nivel: 0,
    para: 'Para todos los clientes',
    icon: BadgePercent,
  },
  {
    titulo: `${formatPesos(100)} de descuento en compras mayores a ${formatPesos(500)} después de 8 visitas`,
    negocio: 'Mariscos La Perlita',
    nivel: 2,
    para: `Nivel ${etiqueta(2)} o superior`,
    icon: TicketPercent,
  },
  {
    titulo: 'Un taco gratis por cada 10 visitas',
    negocio: 'Tacos Cuichi',
    nivel: 3,
    para: `Nivel ${etiqueta(3)}`,
    icon: UtensilsCrossed,
  },
];

/** Benefits of SPEC §1: a reward per visit, personalised promotions, levels. */
export function BenefitsSection() {
  return (
    <section
      id="beneficios"
      aria-labelledby="beneficios-titulo"
      className="scroll-mt-16 bg-stone-50 py-20 sm:py-24"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_1.05fr] lg:gap-16 lg:px-8">
        <div>
          <SectionHeading
            id="beneficios-titulo"
            eyebrow="Beneficios"
            title="Tu lealtad por fin tiene premio"
            align="left"
          >
            Lo que ya hacías —ir por tus tacos, tu café o tu pan de siempre— ahora se convierte en
            descuentos y regalos.
          </SectionHeading>

          <ul className="mt-10 flex flex-col gap-7">
            {BENEFICIOS.map((b) => (
              <li key={b.titulo} className="flex gap-4">
                <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-rubi-700 text-white shadow-md shadow-rubi-700/25">
                  <b.icon className="size-6" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="text-lg font-bold text-stone-900">{b.titulo}</h3>
                  <p className="mt-1 leading-7 text-stone-600">{b.texto}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>

        <div className="gradient-rubi relative isolate overflow-hidden rounded-[2rem] px-5 py-8 shadow-xl shadow-rubi-900/20 sm:p-10">
          <CirculosDeFondo />
          <p className="text-sm font-bold tracking-[0.14em] text-marigold-200 uppercase">
            Ejemplos de promociones
          </p>
          <h3 className="mt-2 text-2xl font-extrabold text-white sm:text-3xl">
            Así se ven las promociones
          </h3>
          <p className="mt-2 text-rubi-50">
            Cada negocio arma las suyas. Algunas son para todos y otras solo para sus clientes más
            fieles.
          </p>

          <ul className="mt-7 flex flex-col gap-3.5">
            {PROMOS_EJEMPLO.map((p) => (
              <li
                key={p.titulo}
                className="flex overflow-hidden rounded-2xl bg-white shadow-lg shadow-black/10"
              >
                <div
                  className={cn(
                    'grid w-14 shrink-0 place-items-center text-white sm:w-16',
                    NIVEL_FILL[p.nivel],
                  )}
                >
                  <p.icon className="size-6" aria-hidden="true" />
                </div>
                <div className="flex min-w-0 flex-1 flex-col gap-2.5 p-4">
                  <p className="leading-snug font-bold text-stone-900">{p.titulo}</p>
                  <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 text-sm">
                    <span className="font-medium text-stone-600">{p.negocio}</span>
                    <span className="inline-flex items-center gap-1.5 rounded-full bg-stone-100 px-2.5 py-1 text-xs font-bold text-stone-800">
                      <span
                        aria-hidden="true"
                        className={cn('size-2 rounded-full', NIVEL_FILL[p.nivel])}
                      />
                      {p.para}
                    </span>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
