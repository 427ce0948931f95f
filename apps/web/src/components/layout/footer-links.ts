import type { FOOTER_SLUGS } from '@tarjeto/shared';

type FooterSlug = (typeof FOOTER_SLUGS)[number];

/**
 * The Spanish text people read for each footer information page (SPEC §2 slugs). The footer, the
 * information page and anything else linking to /footer/{slug} take their labels from here.
 */
export const FOOTER_LABELS: Record<string, string> = {
  'que-es-tarjeto': 'Qué es Tarjeto',
  'como-funciona': 'Cómo funciona',
  noticias: 'Noticias',
  'historias-exito': 'Historias de éxito',
  'descargar-app': 'Descargar app',
  beneficios: 'Beneficios',
  faq: 'Preguntas frecuentes',
  'promociones-exclusivas': 'Promociones exclusivas',
  'registra-negocio': 'Registra tu negocio',
  'como-funciona-negocio': 'Cómo funciona para negocios',
  'planes-precios': 'Planes y precios',
  soporte: 'Soporte',
  privacidad: 'Aviso de privacidad',
  'terminos-condiciones': 'Términos y condiciones',
} satisfies Record<FooterSlug, string>;

/** The route of a footer information page. */
export const footerPath = (slug: string) => `/footer/${slug}`;

/** The public page for businesses ('Para negocios'): open to guests and signed-in users alike. */
export const PARA_NEGOCIOS_PATH = '/para-negocios';

/** The sections of 'Para negocios' other pages link to, by their element id. */
export type ParaNegociosSeccion = 'como-funciona' | 'nexo' | 'precios' | 'simulador' | 'registro';

export const paraNegociosPath = (seccion?: ParaNegociosSeccion) =>
  seccion ? `${PARA_NEGOCIOS_PATH}#${seccion}` : PARA_NEGOCIOS_PATH;

/**
 * The footer's business slugs that 'Para negocios' answers: their links go to its sections, and
 * an old /footer/{slug} address is sent there too instead of an under-construction notice.
 */
const FOOTER_EN_PARA_NEGOCIOS: Readonly<Record<string, ParaNegociosSeccion>> = {
  'registra-negocio': 'registro',
  'como-funciona-negocio': 'como-funciona',
  'planes-precios': 'precios',
};

/** Where 'Para negocios' answers a footer slug, or null when the slug has its own page. */
export function paraNegociosDeSlug(slug: string | undefined): string | null {
  if (!slug || !Object.hasOwn(FOOTER_EN_PARA_NEGOCIOS, slug)) return null;
  return paraNegociosPath(FOOTER_EN_PARA_NEGOCIOS[slug]);
}

/** Where the footer's link for a slug goes. */
export const footerHref = (slug: string) => paraNegociosDeSlug(slug) ?? footerPath(slug);
