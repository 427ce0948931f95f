import { Quote, Star } from 'lucide-react';
import { SectionHeading } from './section-heading.tsx';

const TESTIMONIOS = [
  {
    cita: 'Antes traía la cartera llena de tarjetitas de sellos y siempre se me olvidaban en la otra bolsa. Ahora todo está en mi celular y este mes ya me tocaron dos cafés gratis.',
    nombre: 'Mariana López',
    rol: 'Clienta',
    lugar: 'Guadalajara, Jalisco',
    inicial: 'M',
    avatar: 'gradient-rosa',
  },
  {
    cita: 'Mis clientes de siempre por fin sienten que les damos las gracias. Desde que pusimos el taco gratis para nivel Oro, los viernes en la noche no cabe un alma en el local.',
    nombre: 'Ramón Cuichi',
    rol: 'Dueño de Tacos Cuichi',
    lugar: 'Culiacán, Sinaloa',
    inicial: 'R',
    avatar: 'gradient-rubi',
  },
  {
    cita: 'Lo configuré yo sola en una tarde. Ahora sé quién regresa y a qué hora viene, y armé una promoción de café con concha para las tardes flojas que sí funciona.',
    nombre: 'Guadalupe Ríos',
    rol: 'Dueña de Café Lupita',
    lugar: 'Ciudad de México',
    inicial: 'G',
    avatar: 'gradient-dorado',
  },
] as const;

/** Three voices: a customer, a taquería owner and a café owner. */
export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonios-titulo" className="bg-marigold-50/60 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="testimonios-titulo"
          eyebrow="Testimonios"
          title="Lo que dicen en el barrio"
        >
          Clientes y dueños de negocio que ya cambiaron los sellos de papel por Tarjeto.
        </SectionHeading>

        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          {TESTIMONIOS.map((t) => (
            <li key={t.nombre}>
              <figure className="flex h-full flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ring-marigold-100 sm:p-7">
                <div className="flex items-center justify-between">
                  <Quote className="size-9 fill-rubi-100 text-rubi-200" aria-hidden="true" />
                  <div className="flex gap-0.5 text-marigold-500" aria-hidden="true">
                    {[0, 1, 2, 3, 4].map((i) => (
                      <Star key={i} className="size-4 fill-current" />
                    ))}
                  </div>
                </div>
                <blockquote className="mt-4 flex-1 text-lg leading-8 text-stone-800">
                  <p>“{t.cita}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3 border-t border-stone-100 pt-5">
                  <span
                    aria-hidden="true"
                    className={`grid size-12 shrink-0 place-items-center rounded-full text-lg font-extrabold text-white ${t.avatar}`}
                  >
                    {t.inicial}
                  </span>
                  <span className="min-w-0">
                    <span className="block font-bold text-stone-900">{t.nombre}</span>
                    <span className="block text-sm text-stone-600">
                      {t.rol} · {t.lugar}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
