import { ArrowRight, BarChart3, Check, Smartphone, TicketPercent } from 'lucide-react';
import { paraNegociosPath } from '../../../components/layout/footer-links.ts';
import { Enlace, EnlaceBoton } from '../../../components/ui/enlace.tsx';

const VENTAJAS = [
  { icon: TicketPercent, texto: 'Tus niveles y promociones listos en minutos' },
  { icon: Smartphone, texto: 'Registra visitas con Nexo desde cualquier celular o tablet' },
  { icon: BarChart3, texto: 'Mira quién regresa, cuándo y qué promociones funcionan' },
];

/** Illustrative weekly visits of the mock dashboard card (no real data on the landing). */
const SEMANA = [
  { dia: 'L', visitas: 38 },
  { dia: 'M', visitas: 45 },
  { dia: 'M', visitas: 41 },
  { dia: 'J', visitas: 57 },
  { dia: 'V', visitas: 82 },
  { dia: 'S', visitas: 96 },
  { dia: 'D', visitas: 64 },
];
const MAX = Math.max(...SEMANA.map((d) => d.visitas));

/** The closing call for businesses. */
export function BusinessCtaSection() {
  return (
    <section
      aria-labelledby="cta-negocios-titulo"
      className="gradient-rubi relative isolate overflow-hidden"
    >
      <div
        aria-hidden="true"
        className="absolute -top-40 -left-24 -z-10 size-[28rem] rounded-full bg-white/5"
      />
      <div
        aria-hidden="true"
        className="absolute -right-32 -bottom-48 -z-10 size-[32rem] rounded-full bg-marigold-400/10"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-20 sm:px-6 sm:py-24 lg:grid-cols-[1.15fr_1fr] lg:px-8">
        <div>
          <p className="text-sm font-bold tracking-[0.14em] text-marigold-200 uppercase">
            Para negocios
          </p>
          <h2
            id="cta-negocios-titulo"
            className="mt-3 text-3xl leading-tight font-extrabold tracking-tight text-balance text-white sm:text-4xl"
          >
            ¿Tienes un negocio? Haz que tus clientes regresen
          </h2>
          <p className="mt-4 max-w-xl text-lg leading-8 text-rubi-50">
            Cambia los sellos de papel por una tarjeta que tus clientes sí traen consigo. Tarjeto es
            para la taquería, el café o la panadería que quiere consentir a su gente.
          </p>
          <ul className="mt-7 flex flex-col gap-3">
            {VENTAJAS.map(({ icon: Icon, texto }) => (
              <li key={texto} className="flex items-center gap-3 text-white">
                <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-white/15">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="font-medium">{texto}</span>
              </li>
            ))}
          </ul>
          <div className="mt-9 flex flex-col gap-4 sm:flex-row sm:items-center">
            <EnlaceBoton to={paraNegociosPath()} variant="accent" size="lg">
              Registra tu negocio
              <ArrowRight className="size-5" aria-hidden="true" />
            </EnlaceBoton>
            <Enlace
              to={paraNegociosPath('precios')}
              className="inline-flex min-h-11 items-center justify-center rounded-xl px-2 font-semibold text-white underline decoration-white/40 underline-offset-4 hover:decoration-white"
            >
              Ver planes y precios
            </Enlace>
          </div>
        </div>

        <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
          <div className="rotate-1 rounded-3xl bg-white p-5 shadow-2xl shadow-black/25 sm:p-6">
            <div className="flex items-start justify-between">
              <div>
                <p className="text-sm font-semibold text-stone-600">Visitas de la semana</p>
                <p className="mt-1 text-3xl font-extrabold text-stone-900">423</p>
              </div>
              <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-bold text-emerald-800 ring-1 ring-emerald-200">
                +18% vs. semana pasada
              </span>
            </div>
            <div className="mt-6 flex items-end gap-2">
              {SEMANA.map((d, i) => (
                <div key={i} className="flex flex-1 flex-col items-center gap-2">
                  <div
                    className={`w-full rounded-lg ${i === 5 ? 'bg-rubi-700' : 'bg-rubi-200'}`}
                    style={{ height: `${Math.round((d.visitas / MAX) * 112)}px` }}
                  />
                  <span className="text-xs font-semibold text-stone-500">{d.dia}</span>
                </div>
              ))}
            </div>
            <div className="mt-5 grid grid-cols-2 gap-3 border-t border-stone-100 pt-5">
              <div className="rounded-2xl bg-stone-50 p-3">
                <p className="text-xs font-semibold text-stone-600">Clientes frecuentes</p>
                <p className="mt-1 text-xl font-extrabold text-stone-900">128</p>
              </div>
              <div className="rounded-2xl bg-stone-50 p-3">
                <p className="text-xs font-semibold text-stone-600">Clientes nuevos</p>
                <p className="mt-1 text-xl font-extrabold text-stone-900">37</p>
              </div>
            </div>
          </div>
          <div className="absolute -bottom-5 -left-3 flex items-center gap-2 rounded-2xl bg-white px-3 py-2 text-sm font-semibold text-stone-800 shadow-xl sm:-left-8">
            <span className="grid size-7 place-items-center rounded-full bg-emerald-100 text-emerald-700">
              <Check className="size-4" />
            </span>
            Promoción canjeada
          </div>
        </div>
      </div>
    </section>
  );
}
