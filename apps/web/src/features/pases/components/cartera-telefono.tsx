import { useRef } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { enlaceApple, useAgregarAGoogle, usePases } from '../api/pases.ts';
import {
  APPLE_OTRA_VEZ,
  APPLE_YA,
  ERROR_ENLACE_GOOGLE,
  GOOGLE_ABRIR,
  GOOGLE_YA,
} from '../lib/copy.ts';
import { BotonAppleWallet } from './boton-apple-wallet.tsx';
import { BotonGoogleWallet } from './boton-google-wallet.tsx';
import { carterasAqui } from '../lib/plataforma.ts';

function YaEnCartera({ texto }: { texto: string }) {
  return (
    <span className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-emerald-700">
      <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
      {texto}
    </span>
  );
}

/**
 * A card's way into the phone's own wallet (DOMAIN §11): the badge of each wallet the server
 * offers, or — once the card is there — a line saying so (Google's can be opened again: the same
 * call gives a fresh link). Nothing while the wallets are being read, on failure, or when the
 * server offers none: the card reads as it always did.
 */
export function BotonesCartera({
  negocioID,
  nombreNegocio,
  compacto = false,
  className,
}: {
  /** The business's publicID ('NEG…'). */
  negocioID: string;
  /** Names the group, so each card's buttons say whose card they save. */
  nombreNegocio: string;
  compacto?: boolean;
  className?: string;
}) {
  const pases = usePases();
  const google = useAgregarAGoogle();
  // A second tap before React has drawn the busy state is still one request.
  const pidiendo = useRef(false);

  if (!pases.data) return null;
  const { pases: lista } = pases.data;
  const disponibles = carterasAqui(pases.data.disponibles);
  if (!disponibles.google && !disponibles.apple) return null;
  const en = (plataforma: 'google' | 'apple') =>
    lista.some((p) => p.negocioID === negocioID && p.plataforma === plataforma);

  const abrirGoogle = () => {
    if (pidiendo.current) return;
    pidiendo.current = true;
    google.mutate(negocioID, {
      onError: (err) => toast.error(errorMessage(err, ERROR_ENLACE_GOOGLE)),
      onSettled: () => {
        pidiendo.current = false;
      },
    });
  };

  return (
    <div
      role="group"
      aria-label={`Cartera del teléfono: ${nombreNegocio}`}
      className={cn('flex flex-wrap items-center gap-x-3 gap-y-2', className)}
    >
      {disponibles.google ? (
        en('google') ? (
          <span className="inline-flex flex-wrap items-center gap-x-3">
            <YaEnCartera texto={GOOGLE_YA} />
            <button
              type="button"
              aria-busy={google.isPending || undefined}
              aria-disabled={google.isPending || undefined}
              onClick={abrirGoogle}
              className="inline-flex min-h-11 items-center rounded-lg px-1 text-sm font-semibold text-rubi-700 underline underline-offset-2 hover:text-rubi-800 focus-visible:anillo-foco aria-busy:cursor-wait aria-busy:opacity-70"
            >
              {GOOGLE_ABRIR}
            </button>
          </span>
        ) : (
          <BotonGoogleWallet ocupado={google.isPending} compacto={compacto} onClick={abrirGoogle} />
        )
      ) : null}
      {disponibles.apple ? (
        en('apple') ? (
          <span className="inline-flex flex-wrap items-center gap-x-3">
            <YaEnCartera texto={APPLE_YA} />
            <a
              href={enlaceApple(negocioID)}
              aria-label={`${APPLE_OTRA_VEZ} el pase de Apple Wallet`}
              className="inline-flex min-h-11 items-center rounded-lg px-1 text-sm font-semibold text-rubi-700 underline underline-offset-2 hover:text-rubi-800 focus-visible:anillo-foco"
            >
              {APPLE_OTRA_VEZ}
            </a>
          </span>
        ) : (
          <BotonAppleWallet href={enlaceApple(negocioID)} compacto={compacto} />
        )
      ) : null}
    </div>
  );
}
