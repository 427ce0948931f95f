import type { ReactNode } from 'react';
import {
  ChartColumn,
  Gift,
  HeartHandshake,
  QrCode,
  ScanLine,
  ShieldCheck,
  Smartphone,
  Store,
  Trophy,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { TarjetaDeMuestra } from '../../../components/layout/tarjeta-de-muestra.tsx';
import { CODIGO_CAMBIA_CADA } from '../../../lib/copy.ts';
import { H3, Lead, P } from './prose.tsx';

/** A titled block of this page led by an icon. */
interface ConIcono {
  icon: LucideIcon;
  titulo: string;
  children: ReactNode;
}

function Beneficio({ icon: Icon, titulo, children }: ConIcono) {
  return (
    <li className="flex gap-4">
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-rubi-50 text-rubi-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div>
        <p className="font-bold text-stone-900">{titulo}</p>
        <p className="mt-1 text-base leading-7 text-stone-700">{children}</p>
      </div>
    </li>
  );
}

function TituloDeSeccion({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2
      id={id}
      className="text-2xl font-extrabold tracking-tight text-balance text-stone-900 sm:text-3xl"
    >
      {children}
    </h2>
  );
}

/** One side of the counter: who it is for and what Tarjeto gives them. */
function Lado({
  icon: Icon,
  iconoClassName,
  titulo,
  children,
}: ConIcono & { iconoClassName: string }) {
  return (
    <div className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
      <div className="flex items-center gap-3">
        <span className={`grid size-12 place-items-center rounded-2xl ${iconoClassName}`}>
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <H3 className="pt-0 text-xl">{titulo}</H3>
      </div>
      <ul className="mt-6 space-y-5">{children}</ul>
    </div>
  );
}

const VALORES: Array<{ icon: LucideIcon; titulo: string; texto: string }> = [
  {
    icon: HeartHandshake,
    titulo: 'El negocio local primero',
    texto:
      'Tarjeto nació para las taquerías, cafés y panaderías que conocen a su clientela por su nombre. Queremos que premiar esa lealtad sea igual de fácil para un puesto que para una cadena.',
  },
  {
    icon: ShieldCheck,
    titulo: 'Justo para todos',
    texto: `Tu código QR cambia ${CODIGO_CAMBIA_CADA}, así que una captura de pantalla no sirve para hacer trampa, y se cuenta como máximo una visita por negocio cada 4 horas. Así, los niveles y las promociones los gana quien de verdad regresa.`,
  },
  {
    icon: Wallet,
    titulo: 'Tus datos son tuyos',
    texto:
      'No vendemos tus datos ni mostramos anuncios. Cada negocio ve solo tu actividad en su negocio, y desde Ajustes puedes descargar toda tu información o eliminar tu cuenta cuando quieras.',
  },
];

/** /footer/que-es-tarjeto: what Tarjeto is, for customers and for businesses. */
export function QueEsTarjetoContent() {
  return (
    <div className="space-y-16">
      <section
        aria-labelledby="que-es-intro"
        className="grid items-center gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]"
      >
        <div className="max-w-prose space-y-5">
          <TituloDeSeccion id="que-es-intro">
            Todas tus tarjetas de lealtad en un solo lugar
          </TituloDeSeccion>
          <Lead>
            Tarjeto es la tarjeta de lealtad digital de los negocios de tu barrio: la taquería de la
            esquina, el café de todas las mañanas, la panadería de los domingos.
          </Lead>
          <P>
            Se acabaron las tarjetitas de cartón que se pierden, se mojan o se quedan en otra
            cartera. Con Tarjeto llevas todas tus tarjetas en el teléfono: muestras tu código QR en
            el mostrador, el negocio registra tu visita y tu tarjeta se va llenando sola. Entre más
            vas, más subes de nivel y mejores promociones desbloqueas.
          </P>
          <P>
            Y para quien atiende el negocio, Tarjeto es una forma sencilla de premiar a su clientela
            de siempre y de entender quién regresa, cuándo y qué promociones sí funcionan.
          </P>
        </div>

        <div className="relative mx-auto w-full max-w-[22rem] pt-16" aria-hidden="true">
          <div className="absolute top-0 right-0 w-[85%] rotate-6">
            <TarjetaDeMuestra
              nombreComercial="Café La Esquina"
              subtitulo="Cafetería · Puebla"
              gradient="azul"
              nivel={1}
              visitas={7}
            />
          </div>
          <div className="relative z-10 w-[90%] -rotate-2">
            <TarjetaDeMuestra
              nombreComercial="Taquería Don Chuy"
              subtitulo="Taquería · Guadalajara"
              gradient="rubi"
              nivel={2}
              visitas={9}
            />
          </div>
        </div>
      </section>

      <section aria-labelledby="que-es-para-quien">
        <TituloDeSeccion id="que-es-para-quien">
          Pensado para los dos lados del mostrador
        </TituloDeSeccion>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <Lado icon={Wallet} iconoClassName="bg-rubi-700 text-white" titulo="Si eres cliente">
            <Beneficio icon={QrCode} titulo="Junta visitas sin cargar nada">
              Solo muestras tu QR. Tu primera visita a un negocio crea tu tarjeta automáticamente.
            </Beneficio>
            <Beneficio icon={Trophy} titulo="Sube de nivel">
              Bronce, Plata, Oro y Rubí. Cada negocio premia a quienes lo visitan seguido.
            </Beneficio>
            <Beneficio icon={Gift} titulo="Canjea promociones">
              Descuentos, cortesías y premios que publica cada negocio, según tu nivel.
            </Beneficio>
            <Beneficio icon={Smartphone} titulo="Todo en tu teléfono">
              Tus tarjetas, tu racha semanal y tus logros, siempre contigo. Sin costo para ti.
            </Beneficio>
          </Lado>

          <Lado
            icon={Store}
            iconoClassName="bg-marigold-400 text-stone-950"
            titulo="Si tienes un negocio"
          >
            <Beneficio icon={Trophy} titulo="Tu programa, listo en minutos">
              Al crear tu perfil ya tienes niveles y temporada configurados. Ajusta las visitas que
              pide cada nivel cuando quieras.
            </Beneficio>
            <Beneficio icon={ScanLine} titulo="Nexo: tu lector de visitas">
              Convierte un teléfono o tableta que ya tengas en el lector del mostrador. No necesitas
              comprar equipo especial.
            </Beneficio>
            <Beneficio icon={Gift} titulo="Promociones a tu medida">
              Por día y horario, por periodo de fechas o de cantidad limitada, y tú decides qué
              nivel las puede ver.
            </Beneficio>
            <Beneficio icon={ChartColumn} titulo="Números reales">
              Visitas por semana, horas pico, clientes frecuentes y nuevos, clientes por nivel y uso
              de tus promociones.
            </Beneficio>
          </Lado>
        </div>
      </section>

      <section aria-labelledby="que-es-valores" className="max-w-prose space-y-5">
        <TituloDeSeccion id="que-es-valores">Lo que nos importa</TituloDeSeccion>
        <div className="space-y-6">
          {VALORES.map(({ icon: Icon, titulo, texto }) => (
            <div key={titulo} className="flex gap-4">
              <Icon className="mt-1 size-6 shrink-0 text-rubi-700" aria-hidden="true" />
              <div>
                <H3 className="pt-0">{titulo}</H3>
                <P className="mt-1">{texto}</P>
              </div>
            </div>
          ))}
        </div>
      </section>

      <section
        aria-labelledby="que-es-cta"
        className="rounded-3xl bg-stone-900 px-6 py-10 text-white sm:px-10 sm:py-12"
      >
        <h2 id="que-es-cta" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          ¿Listo para tu primera visita?
        </h2>
        <p className="mt-3 max-w-xl text-base leading-7 text-stone-300">
          Crea tu cuenta en un par de minutos. Si tienes un negocio, elige “Soy un negocio” al
          completar tu perfil y conecta tu Nexo el mismo día.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/signup" variant="accent" size="lg">
            Crear mi cuenta
          </ButtonLink>
          <ButtonLink to="/footer/como-funciona" variant="inverse" size="lg">
            Ver cómo funciona
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
