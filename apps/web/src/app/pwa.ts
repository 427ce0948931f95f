// The installable app (issue 11, part 6): the manifest is linked from index.html; this registers
// the service worker (src/pwa/service-worker.ts, built to /sw.js) that keeps the app shell so the
// app — and 'Mi código' — opens without a network. Production builds only: the development server
// has no /sw.js, and a worker there would serve stale modules.

export function registrarServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const registrar = () => {
    // A browser that refuses (private mode, a policy) just runs the app online.
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  };
  // After the page has loaded: the first visit's own downloads go first.
  if (document.readyState === 'complete') registrar();
  else window.addEventListener('load', registrar, { once: true });
}
