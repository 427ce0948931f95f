import { ArrowLeft, Printer } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { AJUSTES_PATH, enlaceParaClientes } from '../lib/enlaces.ts';
import { CartelNegocio, type NegocioDelCartel } from './cartel-negocio.tsx';

/**
 * The counter poster on its own page: a bar to go back or print (hidden on paper) and the poster,
 * which alone fills the printed sheet.
 */
export function CartelScreen({
  negocio,
  origin,
  imprimir = () => window.print(),
}: {
  negocio: NegocioDelCartel;
  origin: string;
  imprimir?: () => void;
}) {
  return (
    <div className="min-h-dvh bg-stone-100 print:min-h-0 print:bg-white">
      <div className="sticky top-0 z-10 border-b border-stone-200 bg-white/95 backdrop-blur print:hidden">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-3">
          <ButtonLink to={AJUSTES_PATH} variant="ghost" size="md" className="-ml-2 px-3">
            <ArrowLeft className="size-4" aria-hidden="true" />
            Volver a Ajustes
          </ButtonLink>
          <Button onClick={imprimir} icon={<Printer className="size-4" aria-hidden="true" />}>
            Imprimir cartel
          </Button>
        </div>
      </div>
      <main className="mx-auto max-w-xl px-4 pt-6 pb-12 print:max-w-none print:p-0">
        <div className="mb-5 print:hidden">
          <h1 className="text-2xl font-extrabold tracking-tight text-stone-900">
            Cartel para tu mostrador
          </h1>
          <p className="mt-1 text-stone-600">
            Imprímelo a color en hoja carta o A4 y ponlo junto a tu caja: tus clientes escanean el
            código y se unen a tu programa de lealtad.
          </p>
        </div>
        <CartelNegocio negocio={negocio} enlace={enlaceParaClientes(origin, negocio.slug)} />
      </main>
    </div>
  );
}
