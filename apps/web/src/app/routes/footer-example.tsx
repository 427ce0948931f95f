import { useEffect } from 'react';
import {
  InfoPageLayout,
  tituloDesdeSlug,
  UnderConstruction,
} from '../../features/info-pages/index.ts';

/** /footer-example — the public sample of the footer information page, with no slug (SPEC §2). */
export function FooterExampleRoute() {
  const titulo = tituloDesdeSlug(undefined);

  useEffect(() => {
    document.title = `${titulo} · Tarjeto`;
  }, [titulo]);

  return (
    <InfoPageLayout titulo={titulo}>
      <UnderConstruction />
    </InfoPageLayout>
  );
}
