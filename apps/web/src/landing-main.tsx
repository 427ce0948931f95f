import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { IslaNombre } from './components/layout/isla.tsx';
import { Toaster } from './components/ui/toast.tsx';
import { islaDe, prefijoDe, seguirSiHaySesion } from './app/landing-app.tsx';
import { registrarServiceWorker } from './app/pwa.ts';
import './index.css';

// The entry of / (landing.html): the page arrives already drawn (prerendered at build time), and
// this brings its islands to life — the header's menu, the carousel, the newsletter box. The rest
// of the app is src/main.tsx.
const { pathname, hash } = window.location;

// As a transition, hydration yields to the browser every few milliseconds instead of holding the
// main thread: the page is already visible, and a tap can come first.
startTransition(() => {
  for (const el of document.querySelectorAll<HTMLElement>('[data-isla]')) {
    const nombre = el.dataset.isla as IslaNombre;
    hydrateRoot(el, islaDe(nombre, { pathname, hash }), { identifierPrefix: prefijoDe(nombre) });
  }
});

// Toasts (the newsletter's answers) get their own small root.
const avisos = document.createElement('div');
document.body.append(avisos);
createRoot(avisos).render(<Toaster />);

seguirSiHaySesion();
registrarServiceWorker();
