import type { ReactNode } from 'react';
import { PublicFooter } from './public-footer.tsx';
import { PublicHeader, type PanelLink } from './public-header.tsx';

/**
 * The shell of public pages (landing, 'Para negocios'): header, the page, footer. `panel` is for a
 * page signed-in users may see too: the header then offers their panel instead of the account
 * buttons.
 */
export function PublicLayout({
  children,
  panel = null,
}: {
  children: ReactNode;
  panel?: PanelLink | null;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <a
        href="#contenido"
        className="sr-only z-50 rounded-lg bg-rubi-800 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Saltar al contenido
      </a>
      <PublicHeader panel={panel} />
      <main id="contenido" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
