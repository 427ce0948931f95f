// What the customer's Ajustes says (BRAND.md: tú, warm and short; a server message first and
// these as fallbacks, SPEC §8). Saving the profile's words are the profile editor's
// (components/perfil-campos/use-editor-perfil.ts).
import { perezoso } from '../../../lib/perezoso.ts';

export const ERROR_CARGAR_PERFIL = 'No pudimos cargar tu perfil.';
export const ERROR_PREFERENCIAS = 'No pudimos guardar tu preferencia. Intenta de nuevo.';
export const CORREOS_ETIQUETA = 'Novedades y promociones por correo';

const fecha = perezoso(
  () =>
    new Intl.DateTimeFormat('es-MX', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }),
);
/** "21 nov 2026" (BRAND.md). */
export const fechaCorta = (iso: string) => fecha().format(new Date(iso)).replace(/\./g, '');
