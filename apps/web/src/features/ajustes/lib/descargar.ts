/**
 * Starts the browser's own download of `href`, as a click on a link with `download` would: the
 * file goes to disk as the server streams it and is never held in the page (a business with a
 * million visits).
 */
export function iniciarDescarga(href: string) {
  const a = document.createElement('a');
  a.href = href;
  a.download = '';
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
}
