import { StrictMode, useEffect } from 'react';
import type { Usuario } from '@tarjeto/shared';
import { UbicacionProvider, type Ubicacion } from '../components/ui/enlace.tsx';
import { Toaster } from '../components/ui/toast.tsx';
import { guardRedirect } from '../features/auth/lib/guards.ts';
import { apiFetch } from '../lib/api-client.ts';
import { LandingRoute } from './routes/landing.tsx';

// The landing as its own small page (issue 12): the server sends `/` prerendered (landing.html,
// written at build time by scripts/prerender.mjs from this component) and src/landing-main.tsx
// hydrates it. No React Router, TanStack Query, zod or form library: its links are plain <a>
// (components/ui/enlace.tsx), each a page load into the full app, which then downloads what that
// screen needs.

/**
 * The landing's guard (SPEC §2: / is for guests): someone already signed in goes on to their
 * panel. The page shows at once for the guest — the usual visitor — and the check runs after.
 */
function useInvitadoONoAqui() {
  useEffect(() => {
    const control = new AbortController();
    apiFetch<{ usuario?: Usuario }>('/api/auth/check-auth', { signal: control.signal }).then(
      (sesion) => {
        const destino = sesion?.usuario ? guardRedirect('guest', sesion.usuario) : null;
        if (destino) window.location.replace(destino);
      },
      // 401 is the guest; a failed check leaves the guest's page, which is what the page is.
      () => undefined,
    );
    return () => control.abort();
  }, []);
}

function Invitado() {
  useInvitadoONoAqui();
  return null;
}

/** The landing page with what it needs around it; the same tree on the server and the client. */
export function LandingApp({ ubicacion }: { ubicacion: Ubicacion }) {
  return (
    <StrictMode>
      <UbicacionProvider value={ubicacion}>
        <LandingRoute />
        <Toaster />
        <Invitado />
      </UbicacionProvider>
    </StrictMode>
  );
}
