import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
} from 'react';
import { buttonClasses, type Size, type Variant } from './boton.tsx';

// Links of the public pages (landing, header, footer), without importing React Router (issue 12):
// the landing runs as its own small page where a link is a plain page load into the app, while
// inside the app (app/router.tsx) the same components get React Router's Link and location
// through these two contexts. Without a link provider — the landing, a unit test — a link is an <a>.

export type Destino = string | { pathname?: string; search?: string; hash?: string };

export type EnlaceProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: Destino;
  children?: ReactNode;
};

export const rutaDe = (to: Destino) =>
  typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;

function Ancla({ to, ...rest }: EnlaceProps) {
  return <a href={rutaDe(to)} {...rest} />;
}

const EnlaceContext = createContext<ComponentType<EnlaceProps>>(Ancla);
/** Which component draws an Enlace: React Router's Link inside the app. */
export const EnlacesProvider = EnlaceContext.Provider;

export function Enlace(props: EnlaceProps) {
  const Componente = useContext(EnlaceContext);
  return <Componente {...props} />;
}

/** An Enlace that looks like a button (ButtonLink's twin for the public pages). */
export function EnlaceBoton({
  variant = 'primary',
  size = 'md',
  className,
  ...rest
}: EnlaceProps & { variant?: Variant; size?: Size }) {
  return <Enlace className={buttonClasses(variant, size, className)} {...rest} />;
}

export interface Ubicacion {
  pathname: string;
  hash: string;
}

const UbicacionContext = createContext<Ubicacion | null>(null);
/** The current address: the router's inside the app. */
export const UbicacionProvider = UbicacionContext.Provider;

/** No provider (a component tested alone): no page in particular, so links take full paths. */
const EN_NINGUNA: Ubicacion = { pathname: '', hash: '' };

/** Where the page is: the router's inside the app, the landing's own on the landing. */
export const useUbicacion = (): Ubicacion => useContext(UbicacionContext) ?? EN_NINGUNA;
