import { createContext, useContext, type ReactNode } from 'react';

// The landing's interactive parts — the header's phone menu, the carousel, the newsletter box —
// are "islands" (issue 12): the prerendered page is plain HTML, and the phone runs React only
// for those three, not for the ~1,000 elements of static text around them. In the app the
// landing renders whole, and an island is just its children.

export type IslaNombre = 'cabecera' | 'negocios' | 'boletin';

type IslaComponente = (props: { nombre: IslaNombre; children: ReactNode }) => ReactNode;

const Transparente: IslaComponente = ({ children }) => children;

const IslaContext = createContext<IslaComponente>(Transparente);
/** How islands render: the prerender (app/landing-app.tsx) marks each one in the HTML. */
export const IslasProvider = IslaContext.Provider;

export function Isla({ nombre, children }: { nombre: IslaNombre; children: ReactNode }) {
  const Componente = useContext(IslaContext);
  return <Componente nombre={nombre}>{children}</Componente>;
}
