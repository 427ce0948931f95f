import { matchRoutes } from 'react-router';
import { crearRutas } from '../app/router.tsx';
import { createQueryClient } from '../lib/query-client.ts';

// For screen tests: the app's own addresses a screen links to (its links, and what its QR codes
// hold), and which of them no route of the app serves — those would land on the catch-all.

/** Where the links and QR codes inside `el` go, as paths of this app; other sites left out. */
export function direccionesInternas(el: ParentNode, origin: string): string[] {
  const todas = [
    ...[...el.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!),
    ...[...el.querySelectorAll('[data-qr-value]')].map((q) => q.getAttribute('data-qr-value')!),
  ];
  return todas
    .map((d) => (d.startsWith(origin) ? d.slice(origin.length) || '/' : d))
    .filter((d) => d.startsWith('/') && !d.startsWith('//'));
}

const routes = crearRutas(createQueryClient());

/** The paths (not `/api/…`, which the server answers) that match no page but the catch-all. */
export const sinPagina = (direcciones: string[]) =>
  direcciones.filter((d) => {
    if (d.startsWith('/api/')) return false;
    const match = matchRoutes(routes, d.split(/[?#]/)[0]!);
    return !match || match.at(-1)!.route.path === '*';
  });
