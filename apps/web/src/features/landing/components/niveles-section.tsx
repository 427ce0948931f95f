import { Award, CalendarDays, Gem, Medal, Stamp, Trophy, type LucideIcon } from 'lucide-react';
import { DEFAULT_NIVELES_PROGRAMA, NIVELES, SEASON_MONTHS } from '@tarjeto/shared';
import { cn } from '../../../lib/cn.ts';
import { formatPesos } from '../utils/format.ts';
import { NIVEL_FILL, NIVEL_TEXT } from './nivel-ui.ts';
import { SectionHeading } from './section-heading.tsx';

const DETALLE: Record<number, { titulo: string; texto: string; icon: LucideIcon }> = {
  1: {
    titulo: 'Ya eres de la casa',
    texto: 'Tu primer nivel: el negocio te reconoce y empiezas a recibir sus promociones.',
    icon: Medal,
  },
  2: {
    titulo: 'Cliente frecuente',
    texto: `Desbloqueas promociones como ${formatPesos(100)} de descuento en compras mayores a ${formatPesos(500)}.`,
    icon: Award,
  },
  3: {
    titulo: 'De los consentidos',
    texto: 'Regalos de verdad, como un taco gratis por cada 10 visitas.',
    icon: Trophy,
  },
  4: {
    titulo: 'Lo máximo',
    texto: 'El nivel más alto: los mejores beneficios y trato VIP en tu lugar favorito.',
    icon: Gem,
  },
};

const NIVELES_LANDING = DEFAULT_NIVELES_PROGRAMA.map((p) => ({
  ...p,
  etiqueta: NIVELES.find((n) => n.nivel === p.nivel)?.etiqueta ?? p.nombre,
  ...DETALLE[p.nivel]!,
}));
const MAX_VISITAS = Math.max(...DEFAULT_NIVELES_PROGRAMA.map((n) => n.visitasRequeridas));

/** The four levels with the standard programme's goals (SPEC §9), per business and per season. */
export function NivelesSection() {
  return (
    <section
      id="niveles"
      aria-labelledby="niveles-titulo"
      className="scroll-mt-16 bg-white py-20 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="niveles-titulo" eyebrow="Niveles" title="Mientras más vas, mejor te va">
          Cada visita te acerca al siguiente nivel, y cada nivel trae mejores recompensas. Estas son
          las metas con las que empieza un negocio; cada lugar puede ajustarlas.
        </SectionHeading>

        {/* The road from 0 visits to the top level; the cards below say the same in words. */}
        <div aria-hidden="true" className="mx-auto mt-14 hidden max-w-4xl px-6 sm:block">
          <div className="relative h-2 rounded-full bg-stone-100">
            <div className="absolute inset-y-0 left-0 w-full rounded-full bg-gradient-to-r from-stone-200 via-nivel-plata to-nivel-rubi opacity-80" />
            {NIVELES_LANDING.map((n) => (
              <div
                key={n.nivel}
                className="absolute top-1/2 -translate-x-1/2 -translate-y-1/2"
                style={{ left: `${(n.visitasRequeridas / MAX_VISITAS) * 100}%` }}
              >
                <span
                  className={cn(
                    'grid size-9 place-items-center rounded-full text-white shadow-md ring-4 ring-white',
                    NIVEL_FILL[n.nivel],
                  )}
                >
                  <n.icon className="size-4" />
                </span>
                <span className="absolute top-11 left-1/2 -translate-x-1/2 text-sm font-bold whitespace-nowrap text-stone-700">
                  {n.visitasRequeridas}
                </span>
              </div>
            ))}
            <span className="absolute top-5 left-0 -translate-x-1/2 text-sm font-bold text-stone-500">
              0
            </span>
          </div>
          <p className="mt-12 text-center text-sm font-medium text-stone-500">
            Visitas en la temporada
          </p>
        </div>

        <ul className="mt-10 grid gap-5 sm:mt-12 sm:grid-cols-2 lg:grid-cols-4">
          {NIVELES_LANDING.map((n) => (
            <li
              key={n.nivel}
              className="relative flex flex-col overflow-hidden rounded-3xl border border-stone-200 bg-white p-6 pt-7 shadow-sm"
            >
              <span
                aria-hidden="true"
                className={cn('absolute inset-x-0 top-0 h-1.5', NIVEL_FILL[n.nivel])}
              />
              <div className="flex items-center gap-3">
                <span
                  className={cn(
                    'grid size-12 shrink-0 place-items-center rounded-2xl text-white shadow-sm',
                    NIVEL_FILL[n.nivel],
                  )}
                >
                  <n.icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className={cn('text-2xl font-extrabold tracking-wide', NIVEL_TEXT[n.nivel])}>
                  {n.etiqueta}
                </h3>
              </div>
              <p className="mt-5 font-bold text-stone-900">{n.titulo}</p>
              <p className="mt-1.5 flex-1 text-sm leading-6 text-stone-600">{n.texto}</p>
              <p className="mt-5 flex items-center gap-3 rounded-2xl bg-stone-50 px-4 py-3 text-sm font-semibold text-stone-700">
                <Stamp className="size-5 shrink-0 text-stone-500" aria-hidden="true" />
                <span className="leading-tight">
                  <span className="block text-2xl font-extrabold text-stone-900">
                    {n.visitasRequeridas}
                  </span>{' '}
                  visitas por temporada
                </span>
              </p>
            </li>
          ))}
        </ul>

        <div className="mt-8 flex gap-4 rounded-3xl bg-rubi-50 p-5 ring-1 ring-rubi-100 sm:p-6">
          <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-white text-rubi-700 shadow-sm">
            <CalendarDays className="size-5" aria-hidden="true" />
          </span>
          <div className="text-stone-800">
            <p className="font-bold text-rubi-900">Los niveles son por negocio y por temporada</p>
            <p className="mt-1 text-sm leading-6">
              Puedes ser Rubí en tu taquería y Bronce en el café de enfrente. Cada temporada dura{' '}
              {SEASON_MONTHS} meses: al terminar, tus visitas vuelven a cero y tu nivel se ajusta a
              lo que juntaste, pero nunca bajas más de un nivel de golpe.
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
