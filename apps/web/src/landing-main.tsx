import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { LandingApp } from './app/landing-app.tsx';
import { registrarServiceWorker } from './app/pwa.ts';
import './index.css';

// The entry of / (landing.html): the page arrives already drawn (prerendered at build time), and
// this makes it interactive. The rest of the app is src/main.tsx.
const { pathname, hash } = window.location;
// As a transition, hydration yields to the browser every few milliseconds instead of holding the
// main thread for the whole page: the page is already visible, and a tap can come first.
startTransition(() => {
  hydrateRoot(document.getElementById('root')!, <LandingApp ubicacion={{ pathname, hash }} />);
});

registrarServiceWorker();
