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
