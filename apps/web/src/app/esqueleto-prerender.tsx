import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { NEGOCIO_DASHBOARD_PATH } from '../components/layout/negocio-layout.tsx';
import { PublicLayout } from '../components/layout/public-layout.tsx';
import { ClienteInicio } from '../features/cliente-dashboard/components/cliente-inicio.tsx';
import { CLIENTE_DASHBOARD_PATH } from '../features/cliente-dashboard/components/cliente-layout.tsx';
import { MAX_CATEGORIAS_NEGOCIO, RANGO_PRECIOS_IDS } from '@tarjeto/shared';
import {
  NEGOCIO_NO_ENCONTRADO,
  NegocioNoEncontrado,
  NegocioPublicoEsqueleto,
  PortadaCategorias,
  PortadaHorario,
  PortadaPrecio,
} from '../features/lugares/components/negocio-publico-page.tsx';
import { ClienteDashboardRoute } from './routes/cliente-dashboard.tsx';
import { NegocioDashboardRoute } from './routes/negocio-dashboard.tsx';
import { NegocioInicioRoute } from './routes/negocio-inicio.tsx';

// Build time only (scripts/prerender.mjs): the skeletons the server puts in front of the app for a
// signed-in visitor (lib/esqueleto.ts says how the app takes over). Each is the screen itself,
// rendered before the session has answered: the frame with the account still blank, Inicio's
// greeting and text, its sections still loading — what the app draws a moment later, less the
// account's own data. The first paint of a dashboard is then its content, not a spinner waiting
// for the code.

/** One dashboard's frame with its Inicio, at its address, as the server renders it. */
function esqueleto(ruta: string, marco: ReactNode, inicio: ReactNode): string {
  const html = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[ruta]}>
        <Routes>
          <Route path={ruta} element={marco}>
            <Route index element={inicio} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
    { identifierPrefix: 'esqueleto-' },
  );
  // The app draws the same screen with the same ids (its main, its sections' headings): the
  // skeleton keeps only its own (useId's, prefixed) and drops what refers to the others, so the
  // page never holds two elements of one id.
  return html.replace(/ id="(?!_esqueleto-)[^"]*"/g, '').replace(/ aria-labelledby="[^"]*"/g, '');
}

/** A business's public page, whose pattern and markers the server knows (plugins/web-app.ts). */
export const NEGOCIO_PUBLICO_PATRON = '/negocio/:slug';
/**
 * What the server writes in place of each marker of the public page's skeleton, HTML-escaped:
 * the business's name, its main establishment's zona and city, the line of its categories, price
 * and hours (put together from PIEZAS_NEGOCIO_PUBLICO), its story, its gradient's class.
 */
export const MARCAS_NEGOCIO_PUBLICO = {
  nombre: '@@NOMBRE@@',
  lugar: '@@LUGAR@@',
  datos: '@@DATOS@@',
  historia: '@@HISTORIA@@',
  gradienteClase: '@@GRADIENTE@@',
} as const;

/**
 * The pieces of the public page's line above the story, each rendered by the page's own component
 * with markers for the server to fill (plugins/web-app.ts, PiezasNegocioPublico), and the page of
 * an address no business has, with its title: dist/.vite/negocio-publico.json.
 */
export function renderPiezasNegocioPublico() {
  const html = (nodo: ReactNode) => renderToStaticMarkup(nodo);
  const horario = (abierto: boolean, conDetalle: boolean) =>
    html(
      <PortadaHorario
        abierto={abierto}
        estado="@@ESTADO@@"
        detalle={conDetalle ? '@@DETALLE@@' : null}
      />,
    );
  return {
    // By how many categories the business has (0 … MAX): @@CATEGORIA_0@@, @@CATEGORIA_1@@…
    categorias: Array.from({ length: MAX_CATEGORIAS_NEGOCIO + 1 }, (_, k) =>
      html(<PortadaCategorias items={Array.from({ length: k }, (_, i) => `@@CATEGORIA_${i}@@`)} />),
    ),
    precio: Object.fromEntries(
      RANGO_PRECIOS_IDS.map((id) => [id, html(<PortadaPrecio id={id} />)]),
    ),
    horario: {
      abierto: horario(true, false),
      'abierto-detalle': horario(true, true),
      cerrado: horario(false, false),
      'cerrado-detalle': horario(false, true),
    },
    noEncontrado: {
      titulo: NEGOCIO_NO_ENCONTRADO,
      html: esqueleto(
        '/negocio/x',
        <PublicLayout>
          <Outlet />
        </PublicLayout>,
        <NegocioNoEncontrado />,
      ),
    },
  };
}

/**
 * The business dashboard's greeting in its skeleton, for the server to write '¡Hola, {name}!'
 * in (plugins/web-app.ts, MARCA_SALUDO): the app's Inicio greets by the account's name, and the
 * server knows it from the session before any script runs.
 */
export const MARCA_SALUDO_NEGOCIO = '@@SALUDO@@';

/** The skeleton's greeting ('¡Hola!' while nobody is known) as the server's marker. */
function conMarcaDeSaludo(html: string): string {
  const partes = html.split('>¡Hola!</h1>');
  if (partes.length !== 2) throw new Error('El esqueleto del panel no tiene un saludo');
  return partes.join(`>${MARCA_SALUDO_NEGOCIO}</h1>`);
}

/** The skeleton of each page pattern (as in .vite/precarga.json) that has one. */
export function renderEsqueletos(): Record<string, string> {
  return {
    // Drawn for anyone (the page is public), with the business filled in by the server: to a
    // signed-in visitor the header says 'Ir a mi panel' once the app is there.
    [NEGOCIO_PUBLICO_PATRON]: esqueleto(
      '/negocio/x',
      <PublicLayout>
        <Outlet />
      </PublicLayout>,
      <NegocioPublicoEsqueleto {...MARCAS_NEGOCIO_PUBLICO} />,
    ),
    [NEGOCIO_DASHBOARD_PATH]: conMarcaDeSaludo(
      esqueleto(NEGOCIO_DASHBOARD_PATH, <NegocioDashboardRoute />, <NegocioInicioRoute />),
    ),
    // The customer's Inicio greets by name: until the session says it, '¡Hola!'.
    [CLIENTE_DASHBOARD_PATH]: esqueleto(
      CLIENTE_DASHBOARD_PATH,
      <ClienteDashboardRoute />,
      <ClienteInicio cliente={{ estado: 'listo', nombre: '', fotoUrl: null }} />,
    ),
  };
}
