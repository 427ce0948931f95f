// What the customer's Ajustes says (BRAND.md: tú, warm and short; a server message first and
// these as fallbacks, SPEC §8). Saving the profile's words are the profile editor's
// (components/perfil-campos/use-editor-perfil.ts).
import { fechaDeInstante } from '../../../lib/fecha-es.ts';

export const ERROR_CARGAR_PERFIL = 'No pudimos cargar tu perfil.';
export const ERROR_PREFERENCIAS = 'No pudimos guardar tu preferencia. Intenta de nuevo.';
export const CORREOS_ETIQUETA = 'Novedades y promociones por correo';

/** "21 nov 2026" (BRAND.md). */
export const fechaCorta = fechaDeInstante;
