import {
  InfoPageLayout,
  tituloDesdeSlug,
  UnderConstruction,
} from '../../features/info-pages/index.ts';
import { useTitulo } from '../../lib/titulo.ts';

/** /footer-example — the public sample of the footer information page, with no slug (SPEC §2). */
export function FooterExampleRoute() {
  const titulo = tituloDesdeSlug(undefined);

  useTitulo(titulo);

  return (
    <InfoPageLayout titulo={titulo}>
      <UnderConstruction />
    </InfoPageLayout>
  );
}
