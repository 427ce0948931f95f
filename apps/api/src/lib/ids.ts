import { randomBytes } from 'node:crypto';

// Identifiers people may see: public ids (DOMAIN §3: prefix + ≥ 60 random bits) and the short
// business code a customer types. Crockford's base32 leaves out I, L, O and U, which get misread.

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function randomBase32(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[bytes[i]! & 31];
  return out;
}

/** `CLI…`, `NEG…` or `CAM…` (a campaign) followed by 13 base32 characters (65 bits). */
export const newPublicId = (prefix: 'CLI' | 'NEG' | 'CAM') => `${prefix}${randomBase32(13)}`;

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** A URL slug from a name: "Café Lupita" → "cafe-lupita". */
export const slugify = (text: string) =>
  plain(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48) || 'negocio';

/** A short code a customer can type, e.g. "TACOS-7Q4K": the first word, then 4 random characters. */
export const newCodigoNegocio = (nombre: string) => {
  const word =
    plain(nombre)
      .replace(/[^a-z0-9 ]/g, '')
      .trim()
      .split(/\s+/)[0] ?? '';
  return `${(word || 'tarjeto').slice(0, 8).toUpperCase()}-${randomBase32(4)}`;
};
