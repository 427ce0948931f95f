import { useEffect } from 'react';
import { useParams } from 'react-router';
import {
  INFO_PAGE_DESCRIPCIONES,
  INFO_PAGES,
  InfoPageLayout,
  seccionDeSlug,
  tituloDesdeSlug,
  UnderConstruction,
} from '../../features/info-pages/index.ts';

/** /footer/:pageSlug — a public information page (SPEC §2); slugs without content are "en construcción". */
export function FooterPageRoute() {
  const { pageSlug } = useParams();
  const titulo = tituloDesdeSlug(pageSlug);
  const Contenido = pageSlug ? INFO_PAGES[pageSlug] : undefined;

  useEffect(() => {
    document.title = `${titulo} · Tarjeto`;
  }, [titulo]);

  return (
    <InfoPageLayout
      key={pageSlug}
      titulo={titulo}
      seccion={seccionDeSlug(pageSlug)}
      descripcion={pageSlug ? INFO_PAGE_DESCRIPCIONES[pageSlug] : undefined}
    >
      {Contenido ? <Contenido /> : <UnderConstruction />}
    </InfoPageLayout>
  );
}
