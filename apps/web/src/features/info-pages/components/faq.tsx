import type { ReactNode } from 'react';
import { ChevronDown, Mail } from 'lucide-react';
import { DEFAULT_NIVELES_PROGRAMA, SEASON_MONTHS } from '@tarjeto/shared';
import { Correo, EnlaceInterno } from './prose.tsx';
import { CODIGO_CAMBIA_CADA } from '../../../lib/copy.ts';

const CORREO_SOPORTE = 'soporte@tarjeto.mx';

/** 'Bronce (6 visitas), Plata (8), Oro (12) y Rubí (15)', from the shared defaults. */
const nivelesResumen = (() => {
  const partes = DEFAULT_NIVELES_PROGRAMA.map((n, i) =>
    i === 0
      ? `${n.nombre} (${n.visitasRequeridas} visitas)`
      : `${n.nombre} (${n.visitasRequeridas})`,
  );
  return `${partes.slice(0, -1).join(', ')} y ${partes.at(-1)}`;
})();

interface Pregunta {
  pregunta: string;
  respuesta: ReactNode;
}

interface Grupo {
  id: string;
  titulo: string;
  preguntas: Pregunta[];
}

const GRUPOS: Grupo[] = [
  {
    id: 'basico',
    titulo: 'Lo básico',
    preguntas: [
      {
        pregunta: '¿Cuesta algo usar Tarjeto?',
        respuesta: (
          <>
            <p>
              Para clientes, Tarjeto es gratis: no pagas por crear tu cuenta, juntar visitas, subir
              de nivel ni canjear promociones.
            </p>
            <p>
              Si tienes un negocio, empiezas gratis y ves el precio de cada plan antes de elegirlo
              en <EnlaceInterno to="/para-negocios#precios">Planes y precios</EnlaceInterno>. Y para
              empezar no necesitas comprar equipo: tu Nexo puede ser un teléfono o una tableta que
              ya tengas.
            </p>
          </>
        ),
      },
      {
        pregunta: '¿Qué es un Nexo?',
        respuesta: (
          <>
            <p>
              Es el lector que está en el mostrador del negocio. Escanea tu código QR, registra tu
              visita y muestra tu nivel y las promociones que puedes usar en ese momento.
            </p>
            <p>
              Puede ser un teléfono o una tableta con Tarjeto abierto en modo Nexo, o una cajita
              Nexo dedicada. Cada Nexo está vinculado a un establecimiento del negocio.
            </p>
          </>
        ),
      },
      {
        pregunta: '¿Cómo agrego un negocio a mi cartera?',
        respuesta: (
          <>
            <p>
              Lo más fácil es ir y mostrar tu QR: tu primera visita crea la tarjeta de ese negocio
              automáticamente.
            </p>
            <p>
              También puedes escribir el código del negocio (algo como{' '}
              <span className="rounded bg-stone-100 px-1.5 py-0.5 font-mono text-sm text-stone-900">
                TACOS-7Q4K
              </span>
              ) en “Agrega un lugar a tu cartera”, en tu inicio.
            </p>
          </>
        ),
      },
      {
        pregunta: 'Tengo un negocio, ¿cómo empiezo?',
        respuesta: (
          <>
            <p>
              Crea tu cuenta, confirma tu correo y elige “Soy un negocio”. Completa tu perfil
              (nombre comercial, RFC, establecimiento y horarios) y tu programa de lealtad queda
              listo con los niveles Bronce, Plata, Oro y Rubí.
            </p>
            <p>
              Después, en la sección Nexo de tu panel, genera un código de conexión y escríbelo en
              el teléfono o tableta de tu mostrador. Te lo contamos con detalle en{' '}
              <EnlaceInterno to="/footer/como-funciona">Cómo funciona</EnlaceInterno>.
            </p>
          </>
        ),
      },
    ],
  },
  {
    id: 'visitas-niveles',
    titulo: 'Visitas y niveles',
    preguntas: [
      {
        pregunta: '¿Por qué no se contó mi visita?',
        respuesta: (
          <>
            <p>
              Lo más común es que ya tengas una visita registrada en ese negocio hace menos de 4
              horas. Tarjeto cuenta como máximo una visita por negocio cada 4 horas, para que volver
              por el postre no cuente doble; el Nexo lo avisa en pantalla.
            </p>
            <p>Otras causas posibles:</p>
            <ul className="list-disc space-y-1 pl-5 marker:text-marigold-500">
              <li>
                Tu código se venció: cambia {CODIGO_CAMBIA_CADA}, así que pide que lo escaneen de
                nuevo.
              </li>
              <li>
                El Nexo estaba sin internet: la visita quedó guardada y aparecerá en tu tarjeta en
                cuanto se reconecte.
              </li>
            </ul>
            <p>
              Si nada de eso aplica, pídele ayuda a quien te atiende o escríbenos a{' '}
              <Correo direccion={CORREO_SOPORTE} />.
            </p>
          </>
        ),
      },
      {
        pregunta: '¿Cómo subo de nivel?',
        respuesta: (
          <>
            <p>
              Juntando visitas durante la temporada, que por defecto dura {SEASON_MONTHS} meses. Los
              niveles predeterminados son {nivelesResumen}, aunque cada negocio puede ajustar estos
              números.
            </p>
            <p>
              Subes en cuanto llegas a la meta y, durante la temporada, tu nivel nunca baja. Cada
              tarjeta sube por su cuenta: tu nivel en un negocio no depende de los demás.
            </p>
          </>
        ),
      },
      {
        pregunta: '¿Qué pasa al terminar la temporada?',
        respuesta: (
          <>
            <p>
              Tus visitas de la temporada vuelven a cero y empieza una nueva. Tu nivel para la
              siguiente temporada es el más alto que alcanzaste con las visitas de la que terminó,
              pero nunca bajas más de un nivel a la vez.
            </p>
            <p>
              Por ejemplo: si eras Oro y solo juntaste visitas para Bronce, empiezas la nueva
              temporada en Plata. Tus visitas totales y tus logros se quedan contigo.
            </p>
          </>
        ),
      },
      {
        pregunta: '¿Puedo usar Tarjeto sin internet en el negocio?',
        respuesta: (
          <>
            <p>
              Sí, para registrar visitas: si el Nexo pierde la conexión, sigue escaneando y guarda
              las visitas. En cuanto vuelve el internet las envía solas, sin duplicarlas, y se suman
              a tu tarjeta.
            </p>
            <p>
              Tu código QR también funciona sin señal si ya abriste Mi código con internet en ese
              teléfono: tu celular lo renueva solo {CODIGO_CAMBIA_CADA}. Los canjes sí necesitan
              conexión, porque en ese momento se revisa que la promoción siga disponible.
            </p>
          </>
        ),
      },
    ],
  },
  {
    id: 'promociones',
    titulo: 'Promociones y canjes',
    preguntas: [
      {
        pregunta: '¿Cómo canjeo una promoción?',
        respuesta: (
          <>
            <p>Tienes dos formas:</p>
            <ul className="list-disc space-y-1 pl-5 marker:text-marigold-500">
              <li>
                En el mostrador: después de escanear tu visita, el Nexo muestra las promociones que
                puedes usar y quien te atiende elige la que pediste.
              </li>
              <li>
                Desde tu app: abre la promoción y genera un código de canje de 6 caracteres. Vale 10
                minutos y se confirma en el Nexo o en el panel del negocio.
              </li>
            </ul>
          </>
        ),
      },
      {
        pregunta: '¿Por qué no me aparece una promoción?',
        respuesta: (
          <>
            <p>Una promoción solo te aparece cuando de verdad puedes usarla. Puede que:</p>
            <ul className="list-disc space-y-1 pl-5 marker:text-marigold-500">
              <li>pida un nivel más alto que el tuyo en ese negocio;</li>
              <li>sea de cierto día y horario, y ahora no aplique;</li>
              <li>su periodo ya haya terminado o todavía no empiece;</li>
              <li>se haya agotado, si era de cantidad limitada;</li>
              <li>ya la hayas usado las veces permitidas por día, por semana o en total.</li>
            </ul>
            <p>
              Cada negocio es responsable de sus promociones: si tienes dudas sobre una en
              particular, pregúntale directamente.
            </p>
          </>
        ),
      },
    ],
  },
  {
    id: 'cuenta-datos',
    titulo: 'Tu cuenta y tus datos',
    preguntas: [
      {
        pregunta: '¿Qué información ve el negocio de mí?',
        respuesta: (
          <>
            <p>
              Solo lo que tiene que ver con su negocio: tu nombre, tu foto, tu nivel, tus visitas y
              tus canjes ahí. No ve tu correo, tu contraseña ni lo que haces en otros negocios.
            </p>
            <p>
              Todos los detalles están en nuestro{' '}
              <EnlaceInterno to="/footer/privacidad">aviso de privacidad</EnlaceInterno>.
            </p>
          </>
        ),
      },
      {
        pregunta: '¿Cómo borro mi cuenta?',
        respuesta: (
          <>
            <p>
              Entra a Ajustes. Ahí puedes descargar todos tus datos en un archivo (formato JSON) y
              eliminar tu cuenta.
            </p>
            <p>
              Al eliminarla se cierran tus sesiones y se borran tus datos personales. Las visitas
              que registraste se quedan en las estadísticas de los negocios, pero ya sin ningún
              vínculo contigo. Ojo: no se puede deshacer, y perderás tus tarjetas, niveles y logros.
            </p>
          </>
        ),
      },
    ],
  },
];

function PreguntaFrecuente({ pregunta, respuesta }: Pregunta) {
  return (
    <details className="group border-b border-stone-200 last:border-b-0">
      <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-stone-900 transition-colors hover:bg-stone-50 focus-visible:-outline-offset-4 sm:px-6 [&::-webkit-details-marker]:hidden">
        <span>{pregunta}</span>
        <span className="grid size-8 shrink-0 place-items-center rounded-full bg-stone-100 text-stone-600 transition-transform group-open:rotate-180 group-open:bg-rubi-50 group-open:text-rubi-700">
          <ChevronDown className="size-5" aria-hidden="true" />
        </span>
      </summary>
      <div className="space-y-3 px-5 pb-5 text-base leading-7 text-stone-700 sm:px-6">
        {respuesta}
      </div>
    </details>
  );
}

/** /footer/faq: questions customers and businesses ask, as native disclosure widgets. */
export function FaqContent() {
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_17rem] lg:gap-12">
      <div className="min-w-0 space-y-10">
        {GRUPOS.map((grupo) => (
          <section
            key={grupo.id}
            id={grupo.id}
            aria-labelledby={`${grupo.id}-titulo`}
            className="scroll-mt-24"
          >
            <h2
              id={`${grupo.id}-titulo`}
              className="text-xl font-extrabold tracking-tight text-stone-900 sm:text-2xl"
            >
              {grupo.titulo}
            </h2>
            <div className="mt-4 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
              {grupo.preguntas.map((p) => (
                <PreguntaFrecuente key={p.pregunta} {...p} />
              ))}
            </div>
          </section>
        ))}
      </div>

      <aside className="space-y-4 lg:sticky lg:top-24 lg:self-start">
        <nav
          aria-label="Temas de preguntas frecuentes"
          className="hidden rounded-2xl border border-stone-200 bg-white p-4 shadow-sm lg:block"
        >
          <p className="px-2 text-xs font-bold tracking-wider text-stone-600 uppercase">Temas</p>
          <ul className="mt-2 space-y-0.5 text-sm">
            {GRUPOS.map((grupo) => (
              <li key={grupo.id}>
                <a
                  href={`#${grupo.id}`}
                  className="flex min-h-10 items-center justify-between rounded-lg px-2 text-stone-700 transition-colors hover:bg-rubi-50 hover:text-rubi-800"
                >
                  {grupo.titulo}
                  <span className="text-xs font-semibold text-stone-500 tabular-nums">
                    {grupo.preguntas.length}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="rounded-2xl bg-stone-900 p-6 text-white">
          <span className="grid size-11 place-items-center rounded-xl bg-marigold-400 text-stone-950">
            <Mail className="size-5" aria-hidden="true" />
          </span>
          <p className="mt-4 text-lg font-bold">¿No encontraste tu respuesta?</p>
          <p className="mt-1 text-sm leading-6 text-stone-300">
            Escríbenos y te respondemos lo antes posible.
          </p>
          <a
            href={`mailto:${CORREO_SOPORTE}`}
            className="mt-4 inline-flex min-h-11 items-center font-semibold whitespace-nowrap text-marigold-300 underline decoration-marigold-300/50 underline-offset-4 hover:decoration-marigold-300"
          >
            {CORREO_SOPORTE}
          </a>
        </div>
      </aside>
    </div>
  );
}
