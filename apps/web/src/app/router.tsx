import {
  createBrowserRouter,
  Link,
  Navigate,
  Outlet,
  useLocation,
  type RouteObject,
} from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { EnlacesProvider, UbicacionProvider } from '../components/ui/enlace.tsx';
import { FullPageSpinner } from '../components/ui/spinner.tsx';
import type { RouteAccess } from '../features/auth/lib/guards.ts';
import { precargarKiosk } from '../features/nexo-kiosk/api/precarga-kiosco.ts';
import { precargarInicioCliente, precargarInicioNegocio } from './precarga-inicio.ts';
import { RouteGuard } from './route-guard.tsx';

// The route table of SPEC §2. Every screen loads on demand. A phone opening the landing at / does
// not come through here at all: the server sends the prerendered landing.html with its own small
// entry (src/landing-main.tsx); this route serves the landing inside the app (a link to / from
// another screen, the offline shell, the development server).

const guarded = (access: RouteAccess, element: ReactNode) => (
  <RouteGuard access={access}>{element}</RouteGuard>
);

/**
 * The root of every screen: back to the top on each new page, and the router's Link and location
 * for the public pages' router-free links (components/ui/enlace.tsx).
 */
function RaizDeRutas() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  const ubicacion = useMemo(() => ({ pathname, hash }), [pathname, hash]);
  return (
    <EnlacesProvider value={Link}>
      <UbicacionProvider value={ubicacion}>
        <Outlet />
      </UbicacionProvider>
    </EnlacesProvider>
  );
}

/** What shows while the first screen's code loads, when the page opens on a lazy route. */
export const CARGANDO_PANTALLA = 'Cargando…';

/** The routes; a route's loader may start its screen's queries in the app's `queryClient`. */
export const crearRutas = (queryClient: QueryClient): RouteObject[] => [
  {
    element: <RaizDeRutas />,
    // The router shows this until the opening route's lazy module has arrived.
    hydrateFallbackElement: <FullPageSpinner label={CARGANDO_PANTALLA} />,
    children: [
      {
        path: '/',
        lazy: async () => {
          const { LandingRoute } = await import('./routes/landing.tsx');
          return { element: guarded('guest', <LandingRoute />) };
        },
      },
      {
        path: '/login',
        lazy: async () => {
          const { LoginRoute } = await import('./routes/login.tsx');
          return { element: guarded('guest', <LoginRoute />) };
        },
      },
      {
        path: '/signup',
        lazy: async () => {
          const { SignupRoute } = await import('./routes/signup.tsx');
          return { element: guarded('guest', <SignupRoute />) };
        },
      },
      {
        path: '/forgot-password',
        lazy: async () => {
          const { ForgotPasswordRoute } = await import('./routes/forgot-password.tsx');
          return { element: guarded('guest', <ForgotPasswordRoute />) };
        },
      },
      {
        path: '/reset-password',
        lazy: async () => {
          const { ResetPasswordRoute } = await import('./routes/reset-password.tsx');
          return { element: guarded('guest', <ResetPasswordRoute />) };
        },
      },
      {
        path: '/verify-email',
        lazy: async () => {
          const { VerifyEmailRoute } = await import('./routes/verify-email.tsx');
          return { element: guarded('verify-email', <VerifyEmailRoute />) };
        },
      },
      {
        path: '/setup-profile',
        lazy: async () => {
          const { SetupProfileRoute } = await import('./routes/setup-profile.tsx');
          return { element: guarded('setup-profile', <SetupProfileRoute />) };
        },
      },
      {
        // The customer frame; each section is a child route, so every one has its own address.
        path: '/cliente-dashboard',
        lazy: async () => {
          const { ClienteDashboardRoute } = await import('./routes/cliente-dashboard.tsx');
          return { element: guarded('cliente', <ClienteDashboardRoute />) };
        },
        children: [
          {
            index: true,
            // Its data is asked for at once, while the screen's code loads (precarga-inicio.ts).
            loader: () => precargarInicioCliente(queryClient),
            lazy: async () => {
              const { ClienteInicioRoute } = await import('./routes/cliente-inicio.tsx');
              return { Component: ClienteInicioRoute };
            },
          },
          {
            path: 'ofertas',
            lazy: async () => {
              const { ClienteOfertasRoute } = await import('./routes/cliente-ofertas.tsx');
              return { Component: ClienteOfertasRoute };
            },
          },
          {
            path: 'logros',
            lazy: async () => {
              const { ClienteLogrosRoute } = await import('./routes/cliente-logros.tsx');
              return { Component: ClienteLogrosRoute };
            },
          },
          {
            path: 'lugares',
            lazy: async () => {
              const { ClienteLugaresRoute } = await import('./routes/cliente-lugares.tsx');
              return { Component: ClienteLugaresRoute };
            },
          },
          {
            // One card of the wallet, opened from Inicio's 'Mis tarjetas' or from Lugares.
            path: 'lugares/:slug',
            lazy: async () => {
              const { ClienteTarjetaRoute } = await import('./routes/cliente-tarjeta.tsx');
              return { Component: ClienteTarjetaRoute };
            },
          },
          {
            path: 'ajustes',
            lazy: async () => {
              const { ClienteAjustesRoute } = await import('./routes/cliente-ajustes.tsx');
              return { Component: ClienteAjustesRoute };
            },
          },
        ],
      },
      {
        // Full screen, outside any dashboard frame: the QR is what the counter needs to see. It
        // guards itself: offline, a code kept on the device is shown without a session check.
        path: '/cliente-dashboard/mi-codigo',
        lazy: async () => {
          const { MiCodigoRoute } = await import('./routes/mi-codigo.tsx');
          return { Component: MiCodigoRoute };
        },
      },
      {
        // The business frame; each section is a child route, so every one has its own address.
        path: '/negocio-dashboard',
        lazy: async () => {
          const { NegocioDashboardRoute } = await import('./routes/negocio-dashboard.tsx');
          return { element: guarded('negocio', <NegocioDashboardRoute />) };
        },
        children: [
          {
            index: true,
            loader: () => precargarInicioNegocio(queryClient),
            lazy: async () => {
              const { NegocioInicioRoute } = await import('./routes/negocio-inicio.tsx');
              return { Component: NegocioInicioRoute };
            },
          },
          {
            path: 'ofertas',
            lazy: async () => {
              const { NegocioOfertasRoute } = await import('./routes/negocio-ofertas.tsx');
              return { Component: NegocioOfertasRoute };
            },
          },
          {
            path: 'avisos',
            lazy: async () => {
              const { NegocioAvisosRoute } = await import('./routes/negocio-avisos.tsx');
              return { Component: NegocioAvisosRoute };
            },
          },
          {
            path: 'programa',
            lazy: async () => {
              const { NegocioProgramaRoute } = await import('./routes/negocio-programa.tsx');
              return { Component: NegocioProgramaRoute };
            },
          },
          {
            path: 'estadisticas',
            lazy: async () => {
              const { NegocioEstadisticasRoute } =
                await import('./routes/negocio-estadisticas.tsx');
              return { Component: NegocioEstadisticasRoute };
            },
          },
          {
            // The list, and one customer's detail over it (deep-linkable).
            path: 'clientes/:clientePublicID?',
            lazy: async () => {
              const { NegocioClientesRoute } = await import('./routes/negocio-clientes.tsx');
              return { Component: NegocioClientesRoute };
            },
          },
          {
            path: 'nexo',
            lazy: async () => {
              const { NegocioNexoRoute } = await import('./routes/negocio-nexo.tsx');
              return { Component: NegocioNexoRoute };
            },
          },
          {
            path: 'mi-negocio',
            lazy: async () => {
              const { NegocioMiNegocioRoute } = await import('./routes/negocio-mi-negocio.tsx');
              return { Component: NegocioMiNegocioRoute };
            },
          },
          {
            path: 'ajustes',
            lazy: async () => {
              const { NegocioAjustesRoute } = await import('./routes/negocio-ajustes.tsx');
              return { Component: NegocioAjustesRoute };
            },
          },
          {
            path: 'ajustes/actividad',
            lazy: async () => {
              const { NegocioActividadRoute } = await import('./routes/negocio-actividad.tsx');
              return { Component: NegocioActividadRoute };
            },
          },
          {
            path: 'ajustes/equipo',
            lazy: async () => {
              const { NegocioEquipoRoute } = await import('./routes/negocio-equipo.tsx');
              return { Component: NegocioEquipoRoute };
            },
          },
        ],
      },
      {
        // The counter poster, full page so that only the poster reaches the printer.
        path: '/negocio-dashboard/ajustes/cartel',
        lazy: async () => {
          const { NegocioCartelRoute } = await import('./routes/negocio-cartel.tsx');
          return { element: guarded('negocio', <NegocioCartelRoute />) };
        },
      },
      {
        // An invitation to a business's team (issue 25): public, and open to a signed-in browser
        // too (accepting replaces its session).
        path: '/equipo/aceptar',
        lazy: async () => {
          const { EquipoAceptarRoute } = await import('./routes/equipo-aceptar.tsx');
          return { Component: EquipoAceptarRoute };
        },
      },
      {
        // An aviso's 'Dejar de recibir' (issue 28): public, from a mail or a notification, with or
        // without a session.
        path: '/avisos/baja/:mensajeID',
        lazy: async () => {
          const { AvisosBajaRoute } = await import('./routes/avisos-baja.tsx');
          return { Component: AvisosBajaRoute };
        },
      },
      {
        // The counter kiosk (DOMAIN §4): any phone or tablet becomes a Nexo. It has no user
        // session of its own: the device token it gets when paired is its identity.
        path: '/nexo',
        // Its first data is asked for at once, while the screen's code loads (precargarKiosk).
        loader: () => precargarKiosk(queryClient),
        lazy: async () => {
          const { NexoKioskRoute } = await import('./routes/nexo-kiosk.tsx');
          return { Component: NexoKioskRoute };
        },
      },
      {
        // A business's public page (DOMAIN §3): guests and signed-in users alike.
        path: '/negocio/:slug',
        lazy: async () => {
          const { NegocioPublicoRoute } = await import('./routes/negocio-publico.tsx');
          return { Component: NegocioPublicoRoute };
        },
      },
      {
        // Public, not guest-only: a signed-in owner may come back to check prices or the Nexo.
        path: '/para-negocios',
        lazy: async () => {
          const { ParaNegociosRoute } = await import('./routes/para-negocios.tsx');
          return { Component: ParaNegociosRoute };
        },
      },
      {
        path: '/footer-example',
        lazy: async () => {
          const { FooterExampleRoute } = await import('./routes/footer-example.tsx');
          return { Component: FooterExampleRoute };
        },
      },
      {
        path: '/footer/:pageSlug',
        lazy: async () => {
          const { FooterPageRoute } = await import('./routes/footer-page.tsx');
          return { Component: FooterPageRoute };
        },
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const createRouter = (queryClient: QueryClient) =>
  createBrowserRouter(crearRutas(queryClient));
