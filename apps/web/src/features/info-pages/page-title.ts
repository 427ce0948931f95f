import { FOOTER_LABELS } from '../../components/layout/footer-links.ts';

/** Title shown when a footer page has no slug (SPEC §2, /footer-example). */
export const TITULO_INFO_DEFAULT = 'Información';

/**
 * The footer page title rule of SPEC §2: dashes become spaces and every word starts with a capital
 * (`historias-exito` → 'Historias Exito'). Runs of dashes or spaces never produce empty words, and
 * a slug with no words at all falls back to 'Información'. Only the first letter changes, so the
 * rest of each word is kept as written.
 */
export function tituloDesdeSlug(slug: string | undefined): string {
  const palabras = (slug ?? '').split(/[-\s]+/).filter((palabra) => palabra.length > 0);
  if (palabras.length === 0) return TITULO_INFO_DEFAULT;
  return palabras.map(capitalizar).join(' ');
}

function capitalizar(palabra: string): string {
  // Array.from splits by code point, so a leading 'ñ' or an accented letter is handled whole.
  const [primera = '', ...resto] = Array.from(palabra);
  return primera.toLocaleUpperCase('es-MX') + resto.join('');
}

/**
 * The title a footer page shows: the name its footer link gives it ('Preguntas frecuentes',
 * 'Historias de éxito'), so the link and the page agree and read as Spanish — the slug rule above
 * would write 'Faq' and 'Historias Exito'. A slug the footer does not list keeps the spec's rule.
 */
export function tituloDePagina(slug: string | undefined): string {
  if (slug && Object.hasOwn(FOOTER_LABELS, slug)) return FOOTER_LABELS[slug]!;
  return tituloDesdeSlug(slug);
}
