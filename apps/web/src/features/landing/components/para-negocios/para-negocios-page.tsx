import {
  ArrowRight,
  BadgeCheck,
  MailCheck,
  Store,
  Tablet,
  TrendingUp,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import { ButtonLink } from '../../../../components/ui/button.tsx';
import { TarjetaDeMuestra } from '../../../../components/layout/tarjeta-de-muestra.tsx';
import { formatNumero } from '../../utils/format.ts';
import { LIMITE_CLIENTES_GRATIS } from '../../utils/planes.ts';
import { Portada } from '../portada.tsx';
import { SectionHeading } from '../section-heading.tsx';
import { MostradorSection, NexoSection } from './mostrador-section.tsx';
import { PreciosSection } from './precios-section.tsx';
import type { RegistroCta } from './registro-cta.ts';
import { SimuladorSection } from './simulador-section.tsx';

/**
 * 'Para negocios' (/para-negocios): what a business owner needs before signing up — how a visit
 * works at the counter, the Nexo, the prices, the level simulator — and the way in, which the app
 * decides from the session (`registro`).
 */
export function ParaNegociosPage({ registro }: { registro: RegistroCta }) {
  return (
    <>
      <Hero registro={registro} />
      <MostradorSection />
      <NexoSection />
      <PreciosSection registro={registro} />
      <SimuladorSection />
      <PreguntasSection />
      <RegistroSection registro={registro} />
    </>
  );
}

function RegistroBoton({
  registro,
  variant = 'primary',
}: {
  registro: RegistroCta;
  variant?: 'primary' | 'accent';
}) {
  return (
    <ButtonLink
      to={registro.to}
      onClick={registro.onClick}
      variant={variant}
      size="lg"
      className="whitespace-nowrap"
    >
      {registro.label}
      <ArrowRight className="size-5" aria-hidden="true" />
    </ButtonLink>
  );
}

function Hero({ registro }: { registro: RegistroCta }) {
  return (
    <Portada
      tituloId="para-negocios-titulo"
      columnas="lg:grid-cols-[1.1fr_1fr] lg:gap-10"
      etiqueta={
        <>
          <Store className="size-4" aria-hidden="true" />
          Para negocios
        </>
      }
      titulo={
        <>
          Que tus clientes regresen, y que sepas <span className="text-rubi-700">quiénes son</span>
        </>
      }
      entrada="Tarjeto es la tarjeta de lealtad digital para la taquería, el café o la panadería de tu barrio. Tus clientes juntan visitas con su celular, suben de nivel y desbloquean tus promociones; tú ves quién regresa, cuándo y qué funciona."
      acciones={
        <>
          <RegistroBoton registro={registro} />
          <ButtonLink to="#precios" variant="secondary" size="lg" className="whitespace-nowrap">
            Ver planes y precios
          </ButtonLink>
        </>
      }
      ilustracion={<HeroIlustracion />}
    >
      {registro.nota ? (
        <p className="mx-auto mt-4 max-w-xl text-sm text-stone-700 lg:mx-0">{registro.nota}</p>
      ) : null}
      <p className="mt-6 text-sm font-medium text-stone-700">
        Gratis hasta {formatNumero(LIMITE_CLIENTES_GRATIS)} clientes · Sin equipo especial · Sin
        plazo forzoso
      </p>
    </Portada>
  );
}

/** Illustrative: a card as customers see it and the week as the owner sees it. */
function HeroIlustracion() {
  const semana = [34, 41, 38, 52, 66, 81, 57];
  const max = Math.max(...semana);
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <div className="absolute inset-8 -z-10 rounded-full bg-rubi-200/60 blur-3xl" />
      <div className="rotate-[-4deg]">
        <TarjetaDeMuestra
          nombreComercial="Panadería La Espiga"
          subtitulo="Panadería · Puebla"
          gradient="rosa"
          nivel={2}
          visitas={9}
          className="shadow-2xl shadow-rubi-900/30"
        />
      </div>
      <div className="relative -mt-3 ml-auto w-[74%] rotate-2 rounded-3xl bg-white p-5 shadow-2xl ring-1 shadow-stone-900/15 ring-stone-200">
        <p className="text-sm font-semibold text-stone-600">Visitas de la semana</p>
        <p className="mt-1 text-3xl font-extrabold text-stone-900">369</p>
        <div className="mt-4 flex h-20 items-end gap-1.5">
          {semana.map((v, i) => (
            <div
              key={i}
              className={`flex-1 rounded-md ${i === 5 ? 'bg-rubi-700' : 'bg-rubi-200'}`}
              style={{ height: `${Math.round((v / max) * 100)}%` }}
            />
          ))}
        </div>
        <div className="mt-4 grid grid-cols-2 gap-2 text-xs font-semibold text-stone-600">
          <p className="rounded-xl bg-stone-50 px-3 py-2">
            Frecuentes <span className="block text-lg font-extrabold text-stone-900">84</span>
          </p>
          <p className="rounded-xl bg-stone-50 px-3 py-2">
            Nuevos <span className="block text-lg font-extrabold text-stone-900">21</span>
          </p>
        </div>
      </div>
    </div>
  );
}

const PREGUNTAS = [
  {
    pregunta: '¿Mis clientes tienen que pagar o descargar algo?',
    respuesta:
      'No. Para tus clientes Tarjeto es gratis y funciona en el navegador de su celular: crean su cuenta con su correo y listo.',
  },
  {
    pregunta: '¿Necesito comprar un lector?',
    respuesta:
      'No. Tu Nexo puede ser un celular o una tableta que ya tengas, con la página /nexo abierta en el mostrador.',
  },
  {
    pregunta: '¿Puedo cambiar cuántas visitas pide cada nivel?',
    respuesta:
      'Sí, desde Programa de lealtad en tu panel, y el simulador te enseña el efecto antes de guardar. Empiezas con Bronce 6, Plata 8, Oro 12 y Rubí 15 visitas por temporada de 3 meses.',
  },
  {
    pregunta: '¿Qué pasa con mis datos si me voy?',
    respuesta:
      'Son tuyos: descargas tus clientes y visitas cuando quieras, y puedes borrar tu cuenta desde Ajustes.',
  },
] as const;

function PreguntasSection() {
  return (
    <section aria-labelledby="preguntas-titulo" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="preguntas-titulo"
          eyebrow="Preguntas"
          title="Lo que nos preguntan los dueños"
        />
        <div className="mt-10 flex flex-col gap-3">
          {PREGUNTAS.map((p) => (
            <details
              key={p.pregunta}
              className="group rounded-2xl border border-stone-200 bg-stone-50/60 px-5 open:bg-white open:shadow-sm"
            >
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-3 font-bold text-stone-900 [&::-webkit-details-marker]:hidden">
                {p.pregunta}
                <span
                  aria-hidden="true"
                  className="grid size-7 shrink-0 place-items-center rounded-full bg-white text-lg leading-none text-rubi-700 ring-1 ring-stone-200 transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              <p className="pb-5 leading-7 text-stone-600">{p.respuesta}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}

const PASOS_REGISTRO: ReadonlyArray<{ icon: LucideIcon; texto: string }> = [
  { icon: UserPlus, texto: 'Crea tu cuenta con tu correo' },
  { icon: MailCheck, texto: 'Escribe el código que te enviamos' },
  { icon: BadgeCheck, texto: 'Elige “Soy un negocio” y arma tu tarjeta' },
  { icon: Tablet, texto: 'Conecta tu Nexo y registra tu primera visita' },
];

function RegistroSection({ registro }: { registro: RegistroCta }) {
  return (
    <section
      id="registro"
      aria-labelledby="registro-titulo"
      className="gradient-rubi relative isolate scroll-mt-16 overflow-hidden"
    >
      <div
        aria-hidden="true"
        className="absolute -top-40 -right-24 -z-10 size-[28rem] rounded-full bg-white/5"
      />
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
        <div className="max-w-2xl">
          <p className="text-sm font-bold tracking-[0.14em] text-marigold-200 uppercase">
            Registra tu negocio
          </p>
          <h2
            id="registro-titulo"
            className="mt-3 text-3xl leading-tight font-extrabold tracking-tight text-balance text-white sm:text-4xl"
          >
            Tu tarjeta de lealtad lista hoy mismo
          </h2>
          <p className="mt-4 text-lg leading-8 text-rubi-50">
            Empieza a premiar a tus clientes de siempre con Tarjeto. Te toma unos minutos.
          </p>
        </div>
        <ol className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PASOS_REGISTRO.map(({ icon: Icon, texto }, i) => (
            <li key={texto} className="flex items-center gap-3 rounded-2xl bg-white/10 p-4">
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-white/15 text-white">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <p className="font-semibold text-white">
                <span className="sr-only">Paso {i + 1}: </span>
                {texto}
              </p>
            </li>
          ))}
        </ol>
        <div className="mt-10 flex flex-col items-start gap-3">
          <RegistroBoton registro={registro} variant="accent" />
          {registro.nota ? <p className="max-w-xl text-sm text-rubi-50">{registro.nota}</p> : null}
        </div>
        <p className="mt-8 flex items-center gap-2 text-sm text-rubi-100">
          <TrendingUp className="size-4" aria-hidden="true" />
          Empiezas en el plan gratis; pagas solo si decides crecer.
        </p>
      </div>
    </section>
  );
}
