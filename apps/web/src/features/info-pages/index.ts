// The public surface of the info-pages feature; app/routes import from here.
export { tituloDePagina, tituloDesdeSlug, TITULO_INFO_DEFAULT } from './page-title.ts';
export { INFO_PAGES, INFO_PAGE_DESCRIPCIONES, seccionDeSlug } from './info-pages.tsx';
export { InfoPageLayout } from './components/info-page-layout.tsx';
export { UnderConstruction } from './components/under-construction.tsx';
