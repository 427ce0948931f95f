import { Printer } from 'lucide-react';
import type { NegocioPerfil } from '@tarjeto/shared';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { QrCode } from '../../../components/ui/qr-code.tsx';
import { CARTEL_PATH, enlaceLegible, enlaceParaClientes } from '../lib/enlaces.ts';
import { CopiarBoton } from './copiar-boton.tsx';

/**
 * 'Tu negocio en Tarjeto': the business code, the link for customers and its QR, and the way to
 * the printable counter poster.
 */
export function CodigoNegocioCard({
  negocio,
  origin,
}: {
  negocio: Pick<NegocioPerfil, 'codigo' | 'nombreComercial' | 'slug'>;
  origin: string;
}) {
  const enlace = enlaceParaClientes(origin, negocio.slug);
  return (
    <Card>
      <CardHeader
        title="Tu negocio en Tarjeto"
        description="Tu código y el enlace para que tus clientes se unan."
      />
      <div className="space-y-5 p-5 sm:p-6">
        <dl className="space-y-5">
          <div>
            <dt className="text-sm font-semibold text-stone-700">Código de negocio</dt>
            <dd className="mt-1.5 flex flex-wrap items-center gap-3">
              <span
                data-testid="codigo-negocio"
                className="rounded-xl bg-stone-100 px-3 py-1.5 text-xl font-extrabold tracking-wide text-stone-900"
              >
                {negocio.codigo}
              </span>
              <CopiarBoton texto={negocio.codigo} que="el código de negocio" />
            </dd>
            <dd className="mt-1.5 text-sm text-stone-600">
              Así se identifica {negocio.nombreComercial} en Tarjeto; también va en tu cartel.
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-stone-700">Enlace para tus clientes</dt>
            <dd className="mt-1.5 flex flex-wrap items-center gap-3">
              <a
                href={enlace}
                target="_blank"
                rel="noreferrer"
                className="min-w-0 font-semibold break-all text-rubi-700 underline-offset-4 hover:text-rubi-800 hover:underline"
              >
                {enlaceLegible(enlace)}
              </a>
              <CopiarBoton texto={enlace} que="el enlace para tus clientes" />
            </dd>
            <dd className="mt-1.5 text-sm text-stone-600">
              Es la página de {negocio.nombreComercial}: tus ofertas, tu horario y dónde estás. Ahí
              te agregan a su cartera gratis; con su primera visita en tu mostrador empiezan a
              juntar visitas.
            </dd>
          </div>
        </dl>
        {/* Wraps under the QR when the phone is too narrow for both side by side (320 px). */}
        <div className="flex flex-wrap items-center gap-4 rounded-2xl bg-stone-50 p-3 ring-1 ring-stone-200 ring-inset sm:p-4">
          <div className="shrink-0 rounded-xl bg-white p-1.5 shadow-sm ring-1 ring-stone-200">
            <QrCode
              value={enlace}
              label={`Código QR del enlace para tus clientes: ${enlaceLegible(enlace)}`}
              className="w-20 sm:w-24"
            />
          </div>
          <div className="min-w-0 flex-1 basis-44">
            <p className="font-bold text-stone-900">Cartel para tu mostrador</p>
            <p className="mt-0.5 text-sm text-stone-600">
              Tu nombre, este código QR y cómo unirse, listo para imprimir.
            </p>
            <ButtonLink to={CARTEL_PATH} size="sm" className="mt-2.5 whitespace-nowrap">
              <Printer className="size-4" aria-hidden="true" />
              Cartel para imprimir
            </ButtonLink>
          </div>
        </div>
      </div>
    </Card>
  );
}
