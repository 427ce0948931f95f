import { ArrowRight, CheckCircle2, Coffee, Croissant, Fish, Gift, Soup, Store } from 'lucide-react';
import { TarjetaDeMuestra } from '../../../components/layout/tarjeta-de-muestra.tsx';
import { paraNegociosPath } from '../../../components/layout/footer-links.ts';
import { EnlaceBoton } from '../../../components/ui/enlace.tsx';
import { Portada } from './portada.tsx';

const LUGARES = [
  { icon: Soup, className: 'gradient-rubi' },
  { icon: Coffee, className: 'gradient-dorado' },
  { icon: Croissant, className: 'gradient-rosa' },
  { icon: Fish, className: 'gradient-azul' },
] as const;

/** The hero: the promise, the two ways in, and a small wallet of cards at different levels. */
export function HeroSection() {
  return (
    <Portada
      tituloId="hero-titulo"
      columnas="lg:grid-cols-[1.05fr_1fr] lg:gap-8"
      etiqueta={
        <>
          <span aria-hidden="true" className="size-2 rounded-full bg-marigold-500" />
          Hecho para los negocios de tu barrio
        </>
      }
      // The spec's line is kept verbatim in the text; CSS only capitalises the first letter.
      tituloClassName="first-letter:uppercase lg:text-[3.6rem]"
      titulo={
        <>
          todas tus tarjetas de lealtad{' '}
          <span className="relative whitespace-nowrap text-rubi-700">
            en un solo lugar
            <svg
              aria-hidden="true"
              viewBox="0 0 300 12"
              preserveAspectRatio="none"
              className="absolute -bottom-2 left-0 h-3 w-full text-marigold-400"
            >
              <path
                d="M2 9 C 60 2, 140 2, 298 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="5"
                strokeLinecap="round"
              />
            </svg>
          </span>
        </>
      }
      entrada="Junta visitas en la taquería, el café y la panadería que más te gustan, sube de nivel y recibe recompensas. Sin cartoncitos que se pierden: solo muestra tu QR en el mostrador."
      acciones={
        <>
          <EnlaceBoton to="/signup" size="lg" className="whitespace-nowrap">
            Crear cuenta gratis
            <ArrowRight className="size-5" aria-hidden="true" />
          </EnlaceBoton>
          <EnlaceBoton
            to={paraNegociosPath()}
            variant="secondary"
            size="lg"
            className="whitespace-nowrap"
          >
            <Store className="size-5 text-rubi-700" aria-hidden="true" />
            Registra tu negocio
          </EnlaceBoton>
        </>
      }
      ilustracion={<HeroWallet />}
    >
      <div className="mt-8 flex flex-col items-center gap-3 sm:flex-row sm:justify-center lg:justify-start">
        <div className="flex -space-x-2" aria-hidden="true">
          {LUGARES.map(({ icon: Icon, className }, i) => (
            <span
              key={i}
              className={`grid size-10 place-items-center rounded-full text-white ring-3 ring-white ${className}`}
            >
              <Icon className="size-5" />
            </span>
          ))}
        </div>
        <p className="text-sm font-medium text-stone-700">
          <strong className="font-extrabold text-stone-900">
            Taquerías, cafés, panaderías y marisquerías
          </strong>
          , cada una con su propia tarjeta
        </p>
      </div>
    </Portada>
  );
}

function HeroWallet() {
  return (
    <div className="relative mx-auto h-[21rem] w-full max-w-[22rem] sm:h-[26rem] sm:max-w-[28rem] lg:h-[29rem] lg:max-w-[31rem]">
      <div
        aria-hidden="true"
        className="absolute inset-6 -z-10 rounded-full bg-rubi-200/60 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute right-0 bottom-4 -z-10 size-40 rounded-full bg-marigold-200/70 blur-2xl"
      />
      {/* Wrappers place the cards: the card itself always fills its box. */}
      <div className="absolute top-0 left-0 w-[74%] -rotate-[8deg]">
        <TarjetaDeMuestra
          nombreComercial="Mariscos La Perlita"
          subtitulo="Mariscos · Mazatlán"
          gradient="rosa"
          nivel={1}
          visitas={6}
        />
      </div>
      <div className="absolute top-[24%] right-0 w-[74%] rotate-[5deg]">
        <TarjetaDeMuestra
          nombreComercial="Café Lupita"
          subtitulo="Cafetería · Coyoacán"
          gradient="dorado"
          nivel={2}
          visitas={10}
        />
      </div>
      <div className="absolute bottom-2 left-[6%] w-[78%] -rotate-2">
        <TarjetaDeMuestra
          className="shadow-2xl shadow-rubi-900/30"
          nombreComercial="Tacos Cuichi"
          subtitulo="Taquería · Culiacán"
          gradient="rubi"
          nivel={3}
          visitas={13}
        />
      </div>

      <div
        aria-hidden="true"
        className="absolute top-[8%] -right-1 flex items-center gap-2 rounded-2xl bg-white px-3 py-2 text-sm font-semibold text-stone-800 shadow-lg ring-1 ring-stone-200 sm:-right-4"
      >
        <CheckCircle2 className="size-5 text-emerald-600" />
        ¡Listo! Visita registrada
      </div>
      <div
        aria-hidden="true"
        className="absolute -bottom-3 right-0 flex items-center gap-2 rounded-2xl bg-white px-3 py-2 text-sm font-semibold text-stone-800 shadow-lg ring-1 ring-stone-200 sm:-right-2"
      >
        <span className="grid size-7 place-items-center rounded-full bg-marigold-100 text-marigold-700">
          <Gift className="size-4" />
        </span>
        Un taco gratis desbloqueado
      </div>
    </div>
  );
}
