/** A click on a hidden link with `download`: the browser saves what it points to. */
function clicDeDescarga(href: string, nombre = '') {
  const a = document.createElement('a');
  a.href = href;
  a.download = nombre;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
}

/**
 * Starts the browser's own download of `href`, as a click on a link with `download` would: the
 * file goes to disk as the server streams it and is never held in the page (a business with a
 * million visits).
 */
export function iniciarDescarga(href: string) {
  clicDeDescarga(href);
}

/** Saves `texto` as a file the page made itself (the recovery codes), named `nombre`. */
export function descargarTexto(nombre: string, texto: string) {
  const url = URL.createObjectURL(new Blob([texto], { type: 'text/plain;charset=utf-8' }));
  clicDeDescarga(url, nombre);
  // The browser has the file once the click is handled; the address can go after that.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
