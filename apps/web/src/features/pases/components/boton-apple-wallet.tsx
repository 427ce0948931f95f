import { cn } from '../../../lib/cn.ts';
import { APPLE_AGREGAR } from '../lib/copy.ts';

/**
 * Apple Wallet's icon: its stacked cards in a pocket. Drawn here after Apple's 'Add to Apple
 * Wallet' badge (its artwork cannot be fetched at build time); swap in the official badge from
 * Apple's Wallet identity guidelines when it is vendored.
 */
export function IconoAppleWallet({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 28 28" aria-hidden="true" focusable="false" className={className}>
      <rect x="0.5" y="0.5" width="27" height="27" rx="6.5" fill="#000" stroke="#8E8E93" />
      <rect x="4" y="5" width="20" height="9" rx="1.8" fill="#1C9CF0" />
      <rect x="4" y="8" width="20" height="9" rx="1.8" fill="#FFB80A" />
      <rect x="4" y="11" width="20" height="9" rx="1.8" fill="#3DC55B" />
      <rect x="4" y="14" width="20" height="9" rx="1.8" fill="#F5503E" />
      <path
        d="M4 17h5.6a4.4 4.4 0 0 0 8.8 0H24v4.2a1.8 1.8 0 0 1-1.8 1.8H5.8A1.8 1.8 0 0 1 4 21.2z"
        fill="#D9D6CF"
      />
    </svg>
  );
}

/**
 * 'Agregar a Apple Wallet' as Apple's badge draws it: black, a thin grey edge, the Wallet icon and
 * two lines of white words. A plain link to the .pkpass file, which Safari on an iPhone opens in
 * Apple Wallet's sheet; its name is its two lines read together.
 */
export function BotonAppleWallet({
  href,
  compacto = false,
  className,
}: {
  href: string;
  compacto?: boolean;
  className?: string;
}) {
  const [arriba, abajo] = APPLE_AGREGAR;
  return (
    <a
      href={href}
      className={cn(
        'inline-flex max-w-full shrink-0 items-center gap-2 rounded-lg border border-[#A6A6A6] bg-black pr-4 pl-2.5 text-left whitespace-nowrap text-white no-underline transition-colors select-none hover:bg-[#1c1c1c] focus-visible:anillo-foco',
        compacto ? 'h-11' : 'h-12',
        className,
      )}
    >
      <IconoAppleWallet className={compacto ? 'size-7 shrink-0' : 'size-8 shrink-0'} />
      <span className="flex flex-col leading-none">
        <span className={compacto ? 'text-[10px] font-medium' : 'text-[11px] font-medium'}>
          {arriba}
        </span>{' '}
        <span
          className={cn(
            'font-semibold tracking-tight',
            compacto ? 'mt-0.5 text-base' : 'mt-0.5 text-lg',
          )}
        >
          {abajo}
        </span>
      </span>
    </a>
  );
}
