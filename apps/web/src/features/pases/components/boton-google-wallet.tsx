import type { MouseEvent } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { GOOGLE_AGREGAR } from '../lib/copy.ts';

/**
 * Google Wallet's mark: the wallet with its cards in Google's four colours. Drawn here after
 * Google's badge (its artwork cannot be fetched at build time); swap in the official SVG from
 * Google's Wallet brand guidelines when it is vendored.
 */
export function MarcaGoogleWallet({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      <rect x="2" y="3" width="20" height="8" rx="2.5" fill="#EA4335" />
      <rect x="2" y="6.5" width="20" height="8" rx="2.5" fill="#FBBC04" />
      <rect x="2" y="10" width="20" height="8" rx="2.5" fill="#34A853" />
      <path
        d="M2 13.5h6.2a3.8 3.8 0 0 0 7.6 0H22v5a2.5 2.5 0 0 1-2.5 2.5h-15A2.5 2.5 0 0 1 2 18.5z"
        fill="#4285F4"
      />
    </svg>
  );
}

/**
 * 'Agregar a Google Wallet' as Google's badge draws it: #1f1f1f, a thin #747775 edge, the mark at
 * the left, white words; 48 px tall (44 px compact). While the link is being prepared it says so
 * (aria-busy), keeps the focus and ignores a second tap.
 */
export function BotonGoogleWallet({
  ocupado = false,
  compacto = false,
  onClick,
  className,
}: {
  ocupado?: boolean;
  compacto?: boolean;
  onClick: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-busy={ocupado || undefined}
      aria-disabled={ocupado || undefined}
      onClick={(e: MouseEvent<HTMLButtonElement>) => {
        if (ocupado) {
          e.preventDefault();
          return;
        }
        onClick();
      }}
      className={cn(
        'inline-flex max-w-full shrink-0 items-center justify-center gap-2.5 rounded-full border border-[#747775] bg-[#1f1f1f] font-medium whitespace-nowrap text-white transition-colors select-none hover:bg-[#303030] focus-visible:anillo-foco active:bg-black aria-busy:cursor-wait',
        compacto ? 'h-11 px-4 text-sm' : 'h-12 px-5 text-[15px]',
        className,
      )}
    >
      {ocupado ? (
        <Spinner
          size="sm"
          label=""
          className={compacto ? 'size-5 justify-center' : 'size-6 justify-center'}
        />
      ) : (
        <MarcaGoogleWallet className={compacto ? 'size-5 shrink-0' : 'size-6 shrink-0'} />
      )}
      {GOOGLE_AGREGAR}
    </button>
  );
}
