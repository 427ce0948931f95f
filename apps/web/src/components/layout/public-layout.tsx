import { useEffect, type ReactNode } from 'react';
import { Isla } from './isla.tsx';
import { PublicFooter } from './public-footer.tsx';
import { PublicHeader, type PanelLink } from './public-header.tsx';
import { useUbicacion } from '../ui/enlace.tsx';
import { SaltarAlContenido } from './saltar-al-contenido.tsx';

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
  const { hash } = useUbicacion();
  // A link from another page names a section (/#niveles, /para-negocios#precios): go there once
  // the page is on screen. The browser's own jump comes too early for a page drawn by script.
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const ir = () => document.getElementById(id)?.scrollIntoView({ behavior: 'instant' });
    ir();
    // Sections above it may still grow as their data and pictures arrive (the carousel): keep the
    // section in place for a moment, until the visitor scrolls on their own.
    const contenido = document.getElementById('contenido');
    if (!contenido || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(ir);
    observer.observe(contenido);
    const soltar = () => observer.disconnect();
    const fin = window.setTimeout(soltar, 3000);
    const gestos = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    for (const g of gestos) window.addEventListener(g, soltar, { passive: true, once: true });
    return () => {
      soltar();
      window.clearTimeout(fin);
      for (const g of gestos) window.removeEventListener(g, soltar);
    };
  }, [hash]);

  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <SaltarAlContenido className="z-50 rounded-lg bg-rubi-800 px-4 py-3 font-semibold text-white" />
      <Isla nombre="cabecera">
        <PublicHeader panel={panel} />
      </Isla>
      <main id="contenido" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
