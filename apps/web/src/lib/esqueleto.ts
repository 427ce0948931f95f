import { useLayoutEffect } from 'react';

// The dashboard's first paint (issue 12). To a signed-in visitor the server sends the business
// dashboard with a skeleton of its frame and of Inicio already drawn (#esqueleto, prerendered at
// build time by app/esqueleto-prerender.tsx) in front of #root, which stays hidden while the
// skeleton is there (index.css). Meanwhile the app would only show its full-page spinner (the
// router's while the screen's code arrives, the guard's while the session is checked): the first
// commit that shows no such spinner removes the skeleton, so the real screen takes its place
// within the same frame, without a spinner in between. That first commit may have had no spinner
// at all — the screen's code and the session both arrived before React first rendered — so the
// app's root also checks once, after its own first commit (useTomaDelEsqueleto).

export const ESQUELETO_ID = 'esqueleto';

let esperas = 0;

function quitarSiYaNoEspera() {
  if (esperas === 0) document.getElementById(ESQUELETO_ID)?.remove();
}

/** Marks the calling component (the full-page spinner) as the app still waiting for a screen. */
export function useEsperaDePantalla() {
  useLayoutEffect(() => {
    esperas++;
    return () => {
      esperas--;
      // After the whole commit: a spinner replaced by another one (the router's by the guard's)
      // is still a wait.
      queueMicrotask(quitarSiYaNoEspera);
    };
  }, []);
}

/**
 * At the app's root: after its first commit (the children's layout effects, a spinner's among
 * them, have run by then), the skeleton goes unless a spinner is waiting. Without it a page whose
 * code and session were both ready before React's first render kept the skeleton for good, with
 * the real screen hidden behind it.
 */
export function useTomaDelEsqueleto() {
  useLayoutEffect(() => {
    queueMicrotask(quitarSiYaNoEspera);
  }, []);
}
