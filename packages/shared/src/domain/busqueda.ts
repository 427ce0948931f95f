// Searching people by name the way a Spanish speaker expects: capitals and accents do not matter
// ("jose" finds "José", "MUNOZ" finds "Muñoz"), and each word typed is the start of a word of the
// name, in any order ("ram her" finds "Héctor Ramírez"). The server stores names folded the same
// way (apps/api/src/db/schema/clientes.ts), so both sides must fold exactly like this.

/** Most words a search uses; the rest are ignored. */
export const BUSQUEDA_MAX_PALABRAS = 6;

/** Lower case, no accents or tildes: 'Ñandú Álvarez' → 'nandu alvarez'. */
export const plegarTexto = (texto: string) =>
  texto
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/**
 * The words of a search, folded: letters and digits only, split at anything else (spaces,
 * hyphens, apostrophes), repeated words once, at most BUSQUEDA_MAX_PALABRAS. Empty when nothing
 * searchable was typed. Only letters and digits survive, so a word can never carry a full-text
 * operator into the server's query.
 */
export function palabrasDeBusqueda(texto: string): string[] {
  const palabras = plegarTexto(texto)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return [...new Set(palabras)].slice(0, BUSQUEDA_MAX_PALABRAS);
}
