import {
  Camera,
  ChartColumn,
  CloudOff,
  Eye,
  Gift,
  KeyRound,
  QrCode,
  ScanLine,
  Smartphone,
  Unplug,
  type LucideIcon,
} from 'lucide-react';
import { NEXO_CODE_TTL_MS } from '@tarjeto/shared';
import { SectionHeading } from '../section-heading.tsx';
import { CODIGO_CAMBIA_CADA } from '../../../../lib/copy.ts';
import { KioskMock } from './kiosk-mock.tsx';

/** Hours between two counted visits of one customer at one business (DOMAIN §4). */
const HORAS_ENTRE_VISITAS = 4;
const MINUTOS_CODIGO = NEXO_CODE_TTL_MS / 60_000;

interface Paso {
  icon: LucideIcon;
  titulo: string;
  texto: string;
}

const PASOS: readonly Paso[] = [
  {
    icon: QrCode,
    titulo: 'Tu cliente muestra su QR',
    texto: `Abre Tarjeto en su celular y enseña su código. Cambia ${CODIGO_CAMBIA_CADA}, así que una captura de pantalla no sirve.`,
  },
  {
    icon: ScanLine,
    titulo: 'El Nexo lo escanea',
    texto: `En un segundo aparece “¡Listo! Visita registrada” con su nombre y su nivel. Cuenta una visita por cliente cada ${HORAS_ENTRE_VISITAS} horas, para que nadie se pase de listo.`,
  },
  {
    icon: Gift,
    titulo: 'Le ofreces sus promociones',
    texto:
      'El Nexo muestra las promociones que puede usar hoy según su nivel. Tocas “Canjear” y queda registrado, respetando límites y existencias.',
  },
  {
    icon: ChartColumn,
    titulo: 'Tú ves quién regresa',
    texto:
      'En tu panel: visitas de la semana, clientes frecuentes y nuevos, horas pico y qué promociones sí funcionan.',
  },
];

/** 'Así funciona en tu mostrador': the four moments of a visit, from the business's side. */
export function MostradorSection() {
  return (
    <section
      id="como-funciona"
      aria-labelledby="mostrador-titulo"
      className="scroll-mt-16 bg-white py-20 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="mostrador-titulo"
          eyebrow="Cómo funciona"
          title="Así funciona en tu mostrador"
        >
          Sin sellos, sin cartoncitos, sin apps que instalar en caja. Una visita toma lo mismo que
          cobrar.
        </SectionHeading>
        <ol className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {PASOS.map((paso, i) => (
            <li
              key={paso.titulo}
              className="flex flex-col rounded-3xl border border-stone-200 bg-stone-50/60 p-6"
            >
              <div className="flex items-center justify-between">
                <span className="grid size-12 place-items-center rounded-2xl bg-rubi-50 text-rubi-700 ring-1 ring-rubi-100">
                  <paso.icon className="size-6" aria-hidden="true" />
                </span>
                <span
                  aria-hidden="true"
                  className="text-5xl leading-none font-extrabold text-stone-200"
                >
                  {i + 1}
                </span>
              </div>
              <h3 className="mt-5 text-lg leading-snug font-bold text-stone-900">{paso.titulo}</h3>
              <p className="mt-2 leading-7 text-stone-600">{paso.texto}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

const NEXO_PUNTOS: readonly Paso[] = [
  {
    icon: Smartphone,
    titulo: 'El celular o la tablet que ya tienes',
    texto: 'Cualquier equipo con navegador y cámara. No compras nada ni instalas una app.',
  },
  {
    icon: KeyRound,
    titulo: 'Se vincula con un código',
    texto: `Generas un código de 6 dígitos en tu panel (vale ${MINUTOS_CODIGO} minutos), lo escribes en el equipo y queda ligado a tu establecimiento.`,
  },
  {
    icon: Camera,
    titulo: 'Escanea o escribe el código',
    texto: 'Con la cámara lee el QR del cliente; si no hay cámara, tu personal teclea su código.',
  },
  {
    icon: Eye,
    titulo: 'Se lee a un metro',
    texto:
      'Letras grandes y colores claros: verde, visita contada; ámbar, ya vino hace poco; rojo, código no válido.',
  },
  {
    icon: CloudOff,
    titulo: 'Aguanta sin internet',
    texto: 'Si se cae la conexión guarda las visitas y las manda solas cuando regresa.',
  },
  {
    icon: Unplug,
    titulo: 'Lo desvinculas al instante',
    texto: 'Si cambias de equipo o se pierde, lo desconectas desde tu panel y deja de funcionar.',
  },
];

/** 'El Nexo': the counter's reader, which is the /nexo page on any phone or tablet. */
export function NexoSection() {
  return (
    <section
      id="nexo"
      aria-labelledby="nexo-titulo"
      className="scroll-mt-16 overflow-hidden bg-stone-50 py-20 sm:py-24"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 sm:px-6 lg:grid-cols-[1fr_1.35fr] lg:px-8">
        <div className="relative mx-auto">
          <div
            aria-hidden="true"
            className="absolute inset-x-4 inset-y-10 -z-0 rounded-full bg-emerald-200/60 blur-3xl"
          />
          <KioskMock className="relative rotate-[-3deg]" />
          <div
            aria-hidden="true"
            className="absolute -top-5 -right-10 rounded-2xl bg-white px-3 py-2 text-sm font-semibold text-stone-800 shadow-xl ring-1 ring-stone-200 sm:-right-16"
          >
            Mostrador · Sucursal Centro
          </div>
        </div>
        <div>
          <SectionHeading
            id="nexo-titulo"
            eyebrow="El Nexo"
            title="Tu lector de visitas es un celular"
            align="left"
          >
            El Nexo es el lector que vive en tu mostrador. Abre la página{' '}
            <code className="rounded-md bg-white px-1.5 py-0.5 font-mono text-[0.9em] font-semibold text-rubi-800 ring-1 ring-stone-200">
              /nexo
            </code>{' '}
            de Tarjeto en un celular o una tablet y ya tienes uno.
          </SectionHeading>
          <ul className="mt-10 grid gap-x-8 gap-y-6 sm:grid-cols-2">
            {NEXO_PUNTOS.map((p) => (
              <li key={p.titulo} className="flex gap-3.5">
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-white text-rubi-700 shadow-sm ring-1 ring-stone-200">
                  <p.icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="font-bold text-stone-900">{p.titulo}</h3>
                  <p className="mt-1 text-sm leading-6 text-stone-600">{p.texto}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
