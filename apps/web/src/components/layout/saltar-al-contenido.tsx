/**
 * The keyboard's first stop on every frame: a link, hidden until it has the focus, to the page's
 * main content (`<main id="contenido">`). Each frame gives it its own look.
 */
export function SaltarAlContenido({ className }: { className: string }) {
  return (
    <a
      href="#contenido"
      className={`sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 ${className}`}
    >
      Saltar al contenido
    </a>
  );
}
