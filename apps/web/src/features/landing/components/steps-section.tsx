import { BadgeCheck, Gift, QrCode, Stamp, UserPlus, type LucideIcon } from 'lucide-react';
import { SectionHeading } from './section-heading.tsx';

interface Paso {
  titulo: string;
  texto: string;
  icon: LucideIcon;
  tile: string;
  /** A glimpse of what the app says at that moment (decorative). */
  momento: { icon: LucideIcon; texto: string; tono: string };
}

const PASOS: Paso[] = [
  {
    titulo: 'Regístrate',
    texto:
      'Crea tu cuenta gratis en un minuto. Solo necesitas tu correo; nada de apps pesadas ni tarjetas de plástico.',
    icon: UserPlus,
    tile: 'bg-rubi-50 text-rubi-700 ring-rubi-100',
    momento: {
      icon: BadgeCheck,
      texto: '¡Hola, Ana! Tu cartera está lista',
      tono: 'text-rubi-700',
    },
  },
  {
    titulo: 'Visita tus lugares favoritos y registra tu visita',
    texto:
      'Muestra tu QR en el mostrador y el negocio registra tu visita al instante. Cada visita suma en tu tarjeta de ese lugar.',
    icon: QrCode,
    tile: 'bg-marigold-50 text-marigold-700 ring-marigold-100',
    momento: { icon: Stamp, texto: '+1 visita en Café Lupita', tono: 'text-marigold-700' },
  },
  {
    titulo: 'Recibe recompensas',
    texto:
      'Descuentos, regalos y promociones que se desbloquean mientras más vas. Tu lealtad por fin cuenta.',
    icon: Gift,
    tile: 'bg-emerald-50 text-emerald-700 ring-emerald-100',
    momento: { icon: Gift, texto: 'Tu café de olla va por la casa', tono: 'text-emerald-700' },
  },
];

/** The three steps of SPEC §1: register, visit and register the visit, receive rewards. */
export function StepsSection() {
  return (
    <section
      id="como-funciona"
      aria-labelledby="como-funciona-titulo"
      className="scroll-mt-16 bg-white py-20 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="como-funciona-titulo"
          eyebrow="Cómo funciona"
          title="Tres pasos y ya estás juntando premios"
        >
          Tarjeto vive en tu celular. Tus lugares de siempre te reconocen y te premian cada vez que
          regresas.
        </SectionHeading>

        <div className="relative mt-14">
          <div
            aria-hidden="true"
            className="absolute top-[3.3rem] right-[16%] left-[16%] hidden border-t-2 border-dashed border-rubi-200 md:block"
          />
          <ol className="relative grid gap-6 md:grid-cols-3 md:gap-8">
            {PASOS.map((paso, i) => (
              <li
                key={paso.titulo}
                className="relative flex flex-col rounded-3xl border border-stone-200 bg-white p-6 shadow-sm sm:p-7"
              >
                <div className="flex items-center justify-between">
                  <span
                    className={`grid size-14 place-items-center rounded-2xl ring-8 ring-white ${paso.tile}`}
                  >
                    <paso.icon className="size-7" aria-hidden="true" />
                  </span>
                  <span
                    className="text-6xl leading-none font-extrabold text-stone-200"
                    aria-hidden="true"
                  >
                    {i + 1}
                  </span>
                </div>
                <p className="mt-6 text-sm font-bold tracking-wide text-rubi-700 uppercase">
                  Paso {i + 1}
                </p>
                <h3 className="mt-1 text-xl leading-snug font-bold text-stone-900">
                  {paso.titulo}
                </h3>
                <p className="mt-3 mb-6 leading-7 text-stone-600">{paso.texto}</p>
                <div
                  aria-hidden="true"
                  className="mt-auto flex items-center gap-2.5 rounded-2xl border border-stone-100 bg-stone-50 px-3.5 py-2.5 text-sm font-semibold text-stone-800"
                >
                  <paso.momento.icon className={`size-4 shrink-0 ${paso.momento.tono}`} />
                  {paso.momento.texto}
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
