import { Navigate, useParams } from 'react-router';
import { paraNegociosDeSlug } from '../../components/layout/footer-links.ts';
import {
  INFO_PAGE_DESCRIPCIONES,
  INFO_PAGES,
  InfoPageLayout,
  seccionDeSlug,
  tituloDePagina,
  UnderConstruction,
} from '../../features/info-pages/index.ts';
import { useTitulo } from '../../lib/titulo.ts';

/**
 * /footer/:pageSlug — a public information page (SPEC §2); slugs without content are "en
 * construcción". The business slugs that 'Para negocios' answers go to its section.
 */
export function FooterPageRoute() {
  const { pageSlug } = useParams();
  const enParaNegocios = paraNegociosDeSlug(pageSlug);
  return enParaNegocios ? (
    <Navigate to={enParaNegocios} replace />
  ) : (
    <FooterPage pageSlug={pageSlug} />
  );
}

function FooterPage({ pageSlug }: { pageSlug: string | undefined }) {
  const titulo = tituloDePagina(pageSlug);
  // Own keys only: a slug like 'constructor' is a page name, not a property of every object.
  const propia = pageSlug !== undefined && Object.hasOwn(INFO_PAGES, pageSlug);
  const Contenido = propia ? INFO_PAGES[pageSlug] : undefined;

  useTitulo(titulo);

  return (
    <InfoPageLayout
      key={pageSlug}
      titulo={titulo}
      seccion={seccionDeSlug(pageSlug)}
      descripcion={
        pageSlug && Object.hasOwn(INFO_PAGE_DESCRIPCIONES, pageSlug)
          ? INFO_PAGE_DESCRIPCIONES[pageSlug]
          : undefined
      }
    >
      {Contenido ? <Contenido /> : <UnderConstruction />}
    </InfoPageLayout>
  );
}
