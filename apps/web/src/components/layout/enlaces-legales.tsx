import { Link } from 'react-router';
import { FOOTER_SECCIONES } from '@tarjeto/shared';
import { FOOTER_LABELS, footerPath } from './footer-links.ts';

const LEGALES = FOOTER_SECCIONES.find((s) => s.titulo === 'Legal')?.slugs ?? [];

/** The footer's 'Legal' pages (privacy notice, terms), as the screens without the public footer end. */
export function EnlacesLegales({
  className,
  linkClassName,
}: {
  className: string;
  linkClassName: string;
}) {
  return (
    <nav aria-label="Legal" className={className}>
      {LEGALES.map((slug) => (
        <Link key={slug} to={footerPath(slug)} className={linkClassName}>
          {FOOTER_LABELS[slug]}
        </Link>
      ))}
    </nav>
  );
}
