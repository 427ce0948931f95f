import { renderToString } from 'react-dom/server';
import { IslasProvider, type IslaNombre } from '../components/layout/isla.tsx';
import { UbicacionProvider, type Ubicacion } from '../components/ui/enlace.tsx';
import { islaDe, prefijoDe } from './landing-app.tsx';
import { LandingRoute } from './routes/landing.tsx';

// Build time only (scripts/prerender.mjs): react-dom/server never reaches the browser.

const EN_LA_RAIZ: Ubicacion = { pathname: '/', hash: '' };

/**
 * The landing's HTML as a guest sees it before any script runs. Each island is rendered on its
 * own (as the client hydrates it) inside a `display: contents` box, so the layout — the sticky
 * header among it — is the page's own.
 */
export function renderLanding(): string {
  const IslaMarcada = ({ nombre }: { nombre: IslaNombre }) => (
    <div
      data-isla={nombre}
      style={{ display: 'contents' }}
      dangerouslySetInnerHTML={{
        __html: renderToString(islaDe(nombre, EN_LA_RAIZ), {
          identifierPrefix: prefijoDe(nombre),
        }),
      }}
    />
  );
  return renderToString(
    <IslasProvider value={IslaMarcada}>
      <UbicacionProvider value={EN_LA_RAIZ}>
        <LandingRoute />
      </UbicacionProvider>
    </IslasProvider>,
  );
}
