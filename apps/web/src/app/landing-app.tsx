import { StrictMode, type ReactNode } from 'react';
import type { Usuario } from '@tarjeto/shared';
import type { IslaNombre } from '../components/layout/isla.tsx';
import { PublicHeader } from '../components/layout/public-header.tsx';
import { UbicacionProvider, type Ubicacion } from '../components/ui/enlace.tsx';
import { NegociosSection } from '../features/landing/components/negocios-carousel.tsx';
import { NewsletterSection } from '../features/landing/components/newsletter-section.tsx';
import { guardRedirect } from '../features/auth/lib/guards.ts';
import { apiFetch } from '../lib/api-client.ts';
import { puedeHaberSesion } from '../lib/sesion-pista.ts';

// The landing as its own small page (issue 12). The server sends / prerendered (landing.html,
// written at build time by scripts/prerender.mjs with app/landing-prerender.tsx) and
// src/landing-main.tsx brings its three islands to life (components/layout/isla.tsx); the rest
// of the page is plain HTML. No React Router, TanStack Query, zod or form library: its links are
// plain <a> (components/ui/enlace.tsx), each a page load into the full app, which then downloads
// what that screen needs.

/** Each island as both sides render it: the same tree, so hydration matches. */
export function islaDe(nombre: IslaNombre, ubicacion: Ubicacion): ReactNode {
  const contenido =
    nombre === 'cabecera' ? (
      <PublicHeader />
    ) : nombre === 'negocios' ? (
      <NegociosSection />
    ) : (
      <NewsletterSection />
    );
  return (
    <StrictMode>
      <UbicacionProvider value={ubicacion}>{contenido}</UbicacionProvider>
    </StrictMode>
  );
}

/** Ids of one island's elements (useId) start with its name: islands never share one. */
export const prefijoDe = (nombre: IslaNombre) => `${nombre}-`;

/**
 * The landing's guard (SPEC §2: / is for guests): someone already signed in goes on to their
 * panel. The page shows at once for the guest — the usual visitor — and the check runs after.
 */
export function seguirSiHaySesion() {
  if (!puedeHaberSesion()) return;
  apiFetch<{ usuario?: Usuario }>('/api/auth/check-auth').then(
    (sesion) => {
      const destino = sesion?.usuario ? guardRedirect('guest', sesion.usuario) : null;
      if (destino) window.location.replace(destino);
    },
    // 401 is the guest; a failed check leaves the guest's page, which is what the page is.
    () => undefined,
  );
}
