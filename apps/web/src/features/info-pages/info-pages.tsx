import type { JSX } from 'react';
import { FOOTER_SECCIONES } from '@tarjeto/shared';
import { ComoFuncionaContent } from './components/como-funciona.tsx';
import { FaqContent } from './components/faq.tsx';
import { PrivacidadContent } from './components/privacidad.tsx';
import { QueEsTarjetoContent } from './components/que-es-tarjeto.tsx';
import { TerminosCondicionesContent } from './components/terminos-condiciones.tsx';

/**
 * The footer pages that have real content, by slug. Every other footer slug shows the
 * under-construction notice (SPEC §2). Add a page here once its content is written.
 */
export const INFO_PAGES: Partial<Record<string, () => JSX.Element>> = {
  'que-es-tarjeto': QueEsTarjetoContent,
  'como-funciona': ComoFuncionaContent,
  faq: FaqContent,
  privacidad: PrivacidadContent,
  'terminos-condiciones': TerminosCondicionesContent,
};

/** The line under the title of each page with content. */
export const INFO_PAGE_DESCRIPCIONES: Partial<Record<string, string>> = {
  'que-es-tarjeto':
    'La tarjeta de lealtad digital de tus lugares favoritos: junta visitas, sube de nivel y canjea promociones, todo desde tu teléfono.',
  'como-funciona':
    'Muestras tu QR, el Nexo registra tu visita y tu tarjeta se llena sola. Así de fácil, para clientes y para negocios.',
  faq: 'Las respuestas a lo que más nos preguntan clientes y negocios.',
  privacidad:
    'Aviso de privacidad integral: qué datos tratamos, para qué y cómo ejercer tus derechos.',
  'terminos-condiciones': 'Las reglas para usar Tarjeto, para clientes y para negocios.',
};

/** The footer group a slug belongs to ('Tarjeto', 'Clientes', 'Negocios', 'Legal'), if any. */
export function seccionDeSlug(slug: string | undefined): string | undefined {
  if (!slug) return undefined;
  return FOOTER_SECCIONES.find((s) => (s.slugs as readonly string[]).includes(slug))?.titulo;
}
