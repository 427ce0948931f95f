import { renderToString } from 'react-dom/server';
import { LandingApp } from './landing-app.tsx';

/** The landing's HTML as a guest sees it before any script runs (scripts/prerender.mjs). */
export const renderLanding = () =>
  renderToString(<LandingApp ubicacion={{ pathname: '/', hash: '' }} />);
