import type { ReactNode } from 'react';
import {
  ArrowUpRight,
  ChartColumn,
  Gift,
  QrCode,
  ScanLine,
  Stamp,
  Store,
  Tablet,
  TrendingUp,
  UserPlus,
  WifiOff,
  type LucideIcon,
} from 'lucide-react';
import { DEFAULT_NIVELES_PROGRAMA, SEASON_MONTHS } from '@tarjeto/shared';
import { NIVEL_COLOR_CLASSES } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { CODIGO_CAMBIA_CADA } from '../../../lib/copy.ts';
import { EnlaceInterno, H3, Lead, Lista, Nota, P, Seccion } from './prose.tsx';

/** Hours between two counted visits of one customer at one business (DOMAIN §4). */
const HORAS_ENTRE_VISITAS = 4;

interface Paso {
  icono: ReactNode;
  titulo: string;
  texto: ReactNode;
}

const PASOS_CLIENTE: Paso[] = [
  {
    icono: <UserPlus className="size-5" aria-hidden="true" />,
    titulo: 'Crea tu cuenta',
    texto:
      'Regístrate con tu correo, escribe el código de 6 dígitos que te enviamos y completa tu perfil en un par de minutos.',
  },
  {
    icono: <QrCode className="size-5" aria-hidden="true" />,
    titulo: 'Muestra tu QR',
    texto: `En el mostrador abre Tarjeto y enseña tu código. Cambia ${CODIGO_CAMBIA_CADA}, así que solo funciona desde tu teléfono: una captura de pantalla no sirve.`,
  },
  {
    icono: <ScanLine className="size-5" aria-hidden="true" />,
    titulo: 'El Nexo registra la visita',
    texto: `El negocio escanea tu código con su Nexo y en segundos aparece “¡Listo! Visita registrada”, con tu nombre y tu nivel. Se cuenta una visita por negocio cada ${HORAS_ENTRE_VISITAS} horas.`,
  },
  {
    icono: <Stamp className="size-5" aria-hidden="true" />,
    titulo: 'Tu tarjeta se llena',
    texto:
      'Tu primera visita crea la tarjeta de ese negocio en tu cartera, sin que hagas nada más. Cada visita suma a tu temporada y a tu racha semanal.',
  },
  {
    icono: <TrendingUp className="size-5" aria-hidden="true" />,
    titulo: 'Subes de nivel',
    texto:
      'En cuanto juntas las visitas de un nivel, subes al momento. Durante la temporada tu nivel nunca baja.',
  },
  {
    icono: <Gift className="size-5" aria-hidden="true" />,
    titulo: 'Canjeas promociones',
    texto:
      'Ve las promociones que el negocio tiene para tu nivel y canjéalas en el mostrador, directo en el Nexo o con un código de canje desde la app.',
  },
];

const PASOS_NEGOCIO: Paso[] = [
  {
    icono: <UserPlus className="size-5" aria-hidden="true" />,
    titulo: 'Crea tu cuenta y elige “Soy un negocio”',
    texto:
      'Completa tu perfil: nombre comercial, RFC, categoría, tu establecimiento, horarios y el color de tu tarjeta. Tu programa de lealtad queda creado con los niveles predeterminados y tu primera temporada activa.',
  },
  {
    icono: <Tablet className="size-5" aria-hidden="true" />,
    titulo: 'Conecta tu Nexo',
    texto:
      'En la sección Nexo de tu panel genera un código de conexión de 6 dígitos (vale 5 minutos). Escríbelo en el teléfono o tableta que vas a usar en el mostrador y queda vinculado a tu establecimiento.',
  },
  {
    icono: <Gift className="size-5" aria-hidden="true" />,
    titulo: 'Publica tus promociones',
    texto:
      'Regulares, por día y horario (por ejemplo, martes de 6:00 p. m. a 10:00 p. m.), por periodo de fechas o de cantidad limitada. Elige el nivel mínimo y los límites de uso por cliente.',
  },
  {
    icono: <ChartColumn className="size-5" aria-hidden="true" />,
    titulo: 'Mide lo que funciona',
    texto:
      'Consulta visitas por semana, horas pico, clientes frecuentes y nuevos, clientes por nivel y cuántas veces se canjea cada promoción.',
  },
];

/** What a business asks about the Nexo before connecting one. */
const DUDAS_NEXO: Array<{ icon: LucideIcon; titulo: string; texto: string }> = [
  {
    icon: Store,
    titulo: '¿Qué es un Nexo?',
    texto:
      'Es el lector de visitas de tu mostrador. Puede ser cualquier teléfono o tableta con cámara y navegador (abre Tarjeto en modo Nexo) o una cajita Nexo dedicada. Escanea el QR de tu cliente, muestra el resultado en pantalla grande y confirma los canjes.',
  },
  {
    icon: WifiOff,
    titulo: '¿Se cayó el internet?',
    texto:
      'El Nexo sigue escaneando: guarda las visitas y las envía solas en cuanto vuelve la conexión, sin duplicarlas.',
  },
];

function ListaDePasos({
  pasos,
  etiqueta,
  columnas,
}: {
  pasos: Paso[];
  etiqueta: string;
  /** 3 for six steps, 2 for four, so no row is left with an orphan. */
  columnas: 2 | 3;
}) {
  return (
    <ol
      aria-label={etiqueta}
      className={cn('grid gap-4 sm:grid-cols-2', columnas === 3 && 'lg:grid-cols-3')}
    >
      {pasos.map((paso, i) => (
        <li
          key={paso.titulo}
          className="relative rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <div className="flex items-center gap-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-rubi-700 text-base font-extrabold text-white tabular-nums">
              {i + 1}
            </span>
            <span className="grid size-10 place-items-center rounded-xl bg-marigold-50 text-marigold-800">
              {paso.icono}
            </span>
          </div>
          <h3 className="mt-4 text-lg font-bold tracking-tight text-stone-900">{paso.titulo}</h3>
          <p className="mt-2 text-base leading-7 text-stone-700">{paso.texto}</p>
        </li>
      ))}
    </ol>
  );
}

/** The level ladder with the default thresholds of SPEC §9. */
function EscaleraDeNiveles() {
  return (
    <ol
      aria-label="Niveles predeterminados por temporada"
      className="grid grid-cols-2 gap-3 sm:grid-cols-4"
    >
      {DEFAULT_NIVELES_PROGRAMA.map((n, i) => {
        const color = NIVEL_COLOR_CLASSES[n.nivel] ?? NIVEL_COLOR_CLASSES[0]!;
        return (
          <li
            key={n.nivel}
            className="relative overflow-hidden rounded-2xl border border-stone-200 bg-white px-4 pt-5 pb-4 shadow-sm"
          >
            <span aria-hidden="true" className={cn('absolute inset-x-0 top-0 h-1.5', color.bg)} />
            <p className="flex items-center gap-2 text-sm font-extrabold tracking-wide text-stone-900 uppercase">
              <span aria-hidden="true" className={cn('size-2.5 rounded-full', color.bg)} />
              {n.nombre}
            </p>
            <p className="mt-3 text-3xl font-extrabold tracking-tight text-stone-900 tabular-nums">
              {n.visitasRequeridas}
            </p>
            <p className="text-sm font-medium text-stone-600">visitas en la temporada</p>
            <div aria-hidden="true" className="mt-3 flex gap-1">
              {DEFAULT_NIVELES_PROGRAMA.map((_, j) => (
                <span
                  key={j}
                  className={cn('h-1.5 flex-1 rounded-full', j <= i ? color.bg : 'bg-stone-200')}
                />
              ))}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** /footer/como-funciona: the customer's path and the business's path, levels and seasons. */
export function ComoFuncionaContent() {
  return (
    <div className="space-y-16">
      <Lead className="max-w-prose">
        Tarjeto se apoya en tres piezas: tu teléfono, el Nexo del mostrador y tu tarjeta digital.
        Aquí te contamos cómo trabajan juntas, tanto si vas a comprar como si atiendes el negocio.
      </Lead>

      <Seccion id="clientes" titulo="Para clientes: de tu primera visita a tu primer premio">
        <ListaDePasos pasos={PASOS_CLIENTE} etiqueta="Pasos para clientes" columnas={3} />
      </Seccion>

      <Seccion id="niveles" titulo="Niveles y temporadas">
        <div className="max-w-prose space-y-4">
          <P>
            Cada tarjeta tiene su propio nivel: puedes ser Oro en tu taquería de siempre y Bronce en
            el café que acabas de descubrir. Los niveles se ganan con las visitas que juntas durante
            una <strong className="font-semibold text-stone-900">temporada</strong>, que por defecto
            dura {SEASON_MONTHS} meses.
          </P>
          <P>Estos son los niveles predeterminados de cada temporada:</P>
        </div>
        <EscaleraDeNiveles />
        <div className="max-w-prose space-y-4">
          <P>
            Cada negocio puede ajustar cuántas visitas pide para cada nivel, así que revisa tu
            tarjeta: siempre te dice cuántas te faltan, por ejemplo “Te faltan 2 para Plata”.
          </P>

          <H3>¿Qué pasa al terminar la temporada?</H3>
          <P>
            Al cierre de la temporada tus visitas vuelven a cero y arranca una nueva. Tu nivel para
            la siguiente temporada es el más alto que alcanzaste con las visitas de la temporada que
            terminó, pero nunca bajas más de un nivel de golpe.
          </P>
          <Nota titulo="Un ejemplo">
            <p>
              Terminas la temporada en Oro, pero esta vez solo juntaste 7 visitas (alcanza para
              Bronce). La siguiente temporada empiezas en Plata, no en Bronce: solo bajas un nivel.
              Con 12 visitas habrías seguido en Oro.
            </p>
          </Nota>

          <H3>Rachas y logros</H3>
          <P>
            Tu racha cuenta las semanas seguidas en las que registras al menos una visita, en cada
            negocio y en todas tus tarjetas juntas. Además vas ganando logros: tu primera visita,
            cada nivel que alcanzas, rachas de 4, 12 y 26 semanas, tu primer canje y visitar 5
            negocios distintos.
          </P>
        </div>
      </Seccion>

      <Seccion id="promociones" titulo="Promociones y canjes">
        <div className="max-w-prose space-y-4">
          <P>
            Cada negocio publica sus propias promociones y decide para qué nivel son: algunas son
            para todos, otras solo para clientes Plata, Oro o Rubí. Tú ves las que te tocan según tu
            nivel en ese negocio, el día y la hora.
          </P>
          <P>Hay dos formas de canjear:</P>
          <Lista>
            <li>
              <strong className="font-semibold text-stone-900">En el Nexo:</strong> después de
              escanear tu visita, el Nexo muestra las promociones que puedes usar en ese momento y
              quien te atiende elige la que pediste.
            </li>
            <li>
              <strong className="font-semibold text-stone-900">Desde tu app:</strong> abre la
              promoción y genera un código de canje de 6 caracteres, válido por 10 minutos. Quien te
              atiende lo confirma en el Nexo o en su panel.
            </li>
          </Lista>
          <P>
            Algunas promociones tienen límites (por ejemplo, una vez al día o tres por semana) o una
            cantidad limitada; cuando se acaban, se acaban para todos.
          </P>
        </div>
      </Seccion>

      <Seccion id="negocios" titulo="Para negocios: tu programa de lealtad en una tarde">
        <ListaDePasos pasos={PASOS_NEGOCIO} etiqueta="Pasos para negocios" columnas={2} />
        <div className="grid gap-4 md:grid-cols-2">
          {DUDAS_NEXO.map(({ icon: Icon, titulo, texto }) => (
            <div
              key={titulo}
              className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
            >
              <Icon className="mt-0.5 size-6 shrink-0 text-rubi-700" aria-hidden="true" />
              <div>
                <p className="font-bold text-stone-900">{titulo}</p>
                <p className="mt-1 text-base leading-7 text-stone-700">{texto}</p>
              </div>
            </div>
          ))}
        </div>
      </Seccion>

      <div className="flex flex-col gap-3 rounded-3xl border border-rubi-100 bg-rubi-50 px-6 py-6 sm:flex-row sm:items-center sm:justify-between sm:px-8">
        <p className="text-base font-semibold text-stone-900">
          ¿Te quedó alguna duda? Seguro está en nuestras preguntas frecuentes.
        </p>
        <EnlaceInterno to="/footer/faq">
          <span className="inline-flex items-center gap-1">
            Ver preguntas frecuentes
            <ArrowUpRight className="size-4" aria-hidden="true" />
          </span>
        </EnlaceInterno>
      </div>
    </div>
  );
}
