import type { CSSProperties } from 'react';
import { nombreNivelEn, type Gradient, type NegocioPerfil } from '@tarjeto/shared';
import { TarjetoLogo } from '../../../components/layout/public-header.tsx';
import { QrCode } from '../../../components/ui/qr-code.tsx';
import { cn } from '../../../lib/cn.ts';
import { enlaceLegible } from '../lib/enlaces.ts';

const GRADIENT: Record<Gradient, string> = {
  dorado: 'gradient-dorado',
  azul: 'gradient-azul',
  rubi: 'gradient-rubi',
  rosa: 'gradient-rosa',
};

/** Printers drop backgrounds unless told: the gradient is the poster's whole look. */
const IMPRIMIR_COLORES: CSSProperties = {
  printColorAdjust: 'exact',
  WebkitPrintColorAdjust: 'exact',
};

export type NegocioDelCartel = Pick<
  NegocioPerfil,
  'nombreComercial' | 'gradient' | 'fotoPerfil' | 'codigo' | 'slug' | 'programaLealtad'
>;

/**
 * The counter poster: the business's name on its gradient, the QR of the link for customers and
 * three short steps. Every size is a share of the poster's width (container units), so it looks
 * the same on a phone, on a monitor and on a letter or A4 sheet.
 */
export function CartelNegocio({ negocio, enlace }: { negocio: NegocioDelCartel; enlace: string }) {
  const inicial = negocio.nombreComercial.trim().charAt(0).toUpperCase() || 'T';
  const niveles = [...negocio.programaLealtad.niveles]
    .filter((n) => n.nivel > 0)
    .sort((a, b) => a.nivel - b.nivel);
  const pasos = [
    `Escanea este código con la cámara de tu celular y agrega ${negocio.nombreComercial} a tu cartera, gratis.`,
    'Al pagar, abre «Mi código» en Tarjeto y muéstralo en caja.',
    `Cada visita suma a tu tarjeta de ${negocio.nombreComercial}: sube de nivel y gana promociones.`,
  ];
  return (
    <article
      aria-label={`Cartel de ${negocio.nombreComercial}`}
      className="@container w-full break-inside-avoid print:mx-auto print:w-[7.2in]"
      style={IMPRIMIR_COLORES}
    >
      <div className="flex aspect-[1/1.36] w-full flex-col overflow-hidden rounded-[3cqw] bg-white shadow-xl ring-1 ring-stone-200 print:rounded-none print:shadow-none print:ring-stone-300">
        <header
          className={cn(
            'relative isolate shrink-0 overflow-hidden px-[7cqw] pt-[6cqw] pb-[9cqw] text-white',
            GRADIENT[negocio.gradient],
          )}
        >
          <div
            aria-hidden="true"
            className="absolute -top-[12cqw] -right-[10cqw] -z-10 size-[42cqw] rounded-full bg-white/10"
          />
          <div
            aria-hidden="true"
            className="absolute -bottom-[20cqw] -left-[8cqw] -z-10 size-[48cqw] rounded-full bg-black/10"
          />
          <div className="flex items-center gap-[3.5cqw]">
            {negocio.fotoPerfil ? (
              <img
                src={negocio.fotoPerfil}
                alt=""
                className="size-[14cqw] shrink-0 rounded-full border-[0.8cqw] border-white/80 object-cover"
              />
            ) : (
              <span
                aria-hidden="true"
                className="grid size-[14cqw] shrink-0 place-items-center rounded-full border-[0.8cqw] border-white/70 bg-white/15 text-[6.5cqw] font-extrabold"
              >
                {inicial}
              </span>
            )}
            <div className="min-w-0">
              <p className="text-[3.4cqw] font-semibold tracking-wide text-white/90 uppercase">
                Tarjeta de lealtad
              </p>
              <h2 className="text-[7.2cqw] leading-[1.05] font-extrabold tracking-tight break-words">
                {negocio.nombreComercial}
              </h2>
            </div>
          </div>
          <p className="mt-[3cqw] text-[4.2cqw] leading-snug font-semibold">
            ¡Junta visitas y gana recompensas!
          </p>
        </header>

        <div className="relative z-10 -mt-[6cqw] flex min-h-0 flex-1 flex-col items-center px-[7cqw]">
          <div className="rounded-[3cqw] bg-white p-[1.5cqw] shadow-lg ring-1 ring-stone-200">
            <QrCode
              value={enlace}
              ecc="M"
              label={`Código QR para unirte a ${negocio.nombreComercial} en Tarjeto`}
              className="w-[34cqw]"
            />
          </div>
          <p className="mt-[2cqw] text-[3.6cqw] font-bold text-stone-900">
            Escanéame con tu celular
          </p>

          <ol className="mt-[3cqw] w-full space-y-[2cqw]">
            {pasos.map((paso, i) => (
              <li key={paso} className="flex items-start gap-[2.5cqw]">
                <span
                  aria-hidden="true"
                  className={cn(
                    'grid size-[6cqw] shrink-0 place-items-center rounded-full text-[3.2cqw] font-extrabold text-white',
                    GRADIENT[negocio.gradient],
                  )}
                >
                  {i + 1}
                </span>
                <span className="pt-[0.3cqw] text-[3cqw] leading-snug text-stone-800">
                  <span className="sr-only">Paso {i + 1}: </span>
                  {paso}
                </span>
              </li>
            ))}
          </ol>

          {niveles.length > 0 ? (
            <ul
              aria-label="Niveles"
              className="mt-auto mb-[3cqw] grid w-full grid-cols-4 gap-[1.5cqw] pt-[2.5cqw]"
            >
              {niveles.map((n) => (
                <li
                  key={n.nivel}
                  className="rounded-[1.6cqw] bg-stone-100 px-[1cqw] py-[1.2cqw] text-center leading-tight"
                >
                  <span className="block text-[2.9cqw] font-bold text-stone-900">
                    {nombreNivelEn(n.nivel, niveles)}
                  </span>{' '}
                  <span className="block text-[2.4cqw] text-stone-600">
                    {n.visitasRequeridas} visitas
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <footer className="flex shrink-0 items-center justify-between gap-[3cqw] border-t border-stone-200 bg-stone-50 px-[7cqw] py-[2.6cqw]">
          <div className="min-w-0 text-[2.6cqw] leading-tight text-stone-700">
            <p>
              Código del negocio{' '}
              <strong className="text-[3cqw] font-extrabold tracking-wide text-stone-900">
                {negocio.codigo}
              </strong>
            </p>
            <p className="truncate">{enlaceLegible(enlace)}</p>
          </div>
          <TarjetoLogo className="shrink-0 origin-right scale-[0.8] [&>span:last-child]:text-[4.4cqw] [&>svg]:size-[6.5cqw]" />
        </footer>
      </div>
    </article>
  );
}
