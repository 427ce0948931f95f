// The spec's business constants (SPEC §9), named once. Both the API and the web app import these;
// change a value here and every rule, form and preview follows.

export const APP_NAME = 'Tarjeto';

/**
 * How Inicio greets its account (SPEC §2): '¡Hola, Tacos Cuichi!', '¡Hola!' without a name. The
 * server writes the same into the business dashboard's skeleton (issue 29). Here, beside the
 * name of the app, it comes in the file every screen loads already.
 */
export function saludo(nombre: string | null | undefined) {
  const limpio = nombre?.trim();
  return limpio ? `¡Hola, ${limpio}!` : '¡Hola!';
}

// Accounts (SPEC §9, DOMAIN §2)
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFY_AUTO_SUBMIT_MS = 500;
export const CAPTCHA_TOKEN_TTL_MS = 110_000;
/**
 * A cookie the web app may read, set and cleared with the (HttpOnly) session cookie: it says only
 * that a session may exist, so a guest's page does not ask the server (a 401 is a console error
 * in the browser). It proves nothing: the server decides by the session cookie alone.
 */
export const SESION_PISTA_COOKIE = 'tarjeto_hay_sesion';

// Toasts (SPEC §9)
export const TOAST_DURATION_MS = {
  error: 4000,
  blank: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
} as const;
export const TOAST_MAX = 20;
export const TOAST_LONG_MS = 6000;

// Levels (SPEC §1, §9). Level 0 reads two ways: said of a person (a customer, a card) it is no
// level yet, 'Sin nivel'; said of a promotion's audience it is every level, 'Todos'.
/** A customer or card below the first level (level 0 of a person). */
export const SIN_NIVEL = 'Sin nivel';
/** A promotion for every level (level 0 of an audience). */
export const TODOS_LOS_NIVELES = 'Todos';
export const NIVELES = [
  { nivel: 0, nombre: SIN_NIVEL, etiqueta: 'SIN NIVEL' },
  { nivel: 1, nombre: 'Bronce', etiqueta: 'BRONCE' },
  { nivel: 2, nombre: 'Plata', etiqueta: 'PLATA' },
  { nivel: 3, nombre: 'Oro', etiqueta: 'ORO' },
  { nivel: 4, nombre: 'Rubí', etiqueta: 'RUBÍ' },
] as const;
export type Nivel = (typeof NIVELES)[number]['nivel'];
export const NIVEL_MAX: Nivel = 4;
/** A customer this many visits or fewer from their next level is 'próximo a subir' (issue 10). */
export const PROXIMOS_A_SUBIR_VISITAS = 2;

/** Default programme levels sent on business setup (SPEC §9). */
export const DEFAULT_NIVELES_PROGRAMA = [
  {
    nivel: 1,
    nombre: 'Bronce',
    visitasRequeridas: 6,
    beneficio: 'Promociones exclusivas para clientes Bronce',
  },
  { nivel: 2, nombre: 'Plata', visitasRequeridas: 8, beneficio: '5% de descuento en tu consumo' },
  { nivel: 3, nombre: 'Oro', visitasRequeridas: 12, beneficio: '10% de descuento en tu consumo' },
  {
    nivel: 4,
    nombre: 'Rubí',
    visitasRequeridas: 15,
    beneficio: 'Un antojo de la casa gratis cada temporada',
  },
] as const;
export const SEASON_MONTHS = 3;

// Categories (SPEC §9): id → label shown to people.
export const CATEGORIAS = [
  { id: 'comida-rapida', nombre: 'Comida rápida' },
  { id: 'taqueria', nombre: 'Taquería' },
  { id: 'mariscos', nombre: 'Mariscos' },
  { id: 'cafeteria', nombre: 'Cafetería' },
  { id: 'panaderia', nombre: 'Panadería' },
  { id: 'reposteria', nombre: 'Repostería' },
  { id: 'comida-mexicana', nombre: 'Comida mexicana' },
  { id: 'pizzeria', nombre: 'Pizzería' },
  { id: 'buffet', nombre: 'Buffet' },
  { id: 'comida-saludable', nombre: 'Comida saludable' },
  { id: 'comida-china', nombre: 'Comida china' },
  { id: 'sushi', nombre: 'Sushi' },
] as const;
export type CategoriaId = (typeof CATEGORIAS)[number]['id'];
export const CATEGORIA_IDS = CATEGORIAS.map((c) => c.id) as [CategoriaId, ...CategoriaId[]];
export const MAX_CATEGORIAS_NEGOCIO = 3;
export const MAX_CATEGORIAS_CLIENTE = 5;

// Card gradients (SPEC §9)
export const GRADIENTS = ['dorado', 'azul', 'rubi', 'rosa'] as const;
export type Gradient = (typeof GRADIENTS)[number];
export const DEFAULT_GRADIENT: Gradient = 'rubi';
/** Brand colours offered in 'Mi negocio' (SPEC §3 `color`); any #RRGGBB is accepted. */
export const COLORES_MARCA = [
  '#a3143f',
  '#c2410c',
  '#b45309',
  '#15803d',
  '#0f766e',
  '#1d4ed8',
  '#6d28d9',
  '#be185d',
  '#44403c',
] as const;

/** How many establishments one business may list ('Mi negocio'). */
export const MAX_ESTABLECIMIENTOS = 20;

export const GENEROS = ['Masculino', 'Femenino', 'Otro', 'Prefiero no decir'] as const;

/** A price band: whole pesos from `desde` up to `hasta` (not included; null: no top). */
const bandaPrecios = <I extends string, E extends string>(
  id: I,
  etiqueta: E,
  desde: number,
  hasta: number | null,
) => ({
  id,
  etiqueta,
  desde,
  hasta,
  rango:
    hasta === null
      ? `$${desde} o más`
      : desde === 0
        ? `Menos de $${hasta}`
        : `$${desde} – $${hasta - 1}`,
});

/**
 * What a customer spends on a visit, MXN per person (the wizard's 'Rango de precios'). SPEC §9's
 * four ids, stored as they are; its amounts (60-199, 200-245, 250-449, 500+) left $246–$249 and
 * $450–$499 in no band, so each band here starts where the one before ends.
 */
export const RANGOS_PRECIOS = [
  bandaPrecios('low', '$', 0, 200),
  bandaPrecios('mid', '$$', 200, 350),
  bandaPrecios('high', '$$$', 350, 500),
  bandaPrecios('premium', '$$$$', 500, null),
] as const;

export const PERSONAL_STOPS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15, 20, 30, 50] as const;
export const PLATOS_PRINCIPALES_MIN = 1;
export const PLATOS_PRINCIPALES_MAX = 5;
export const PRESUPUESTO_MARKETING_STOPS = [1000, 2000, 3000, 5000, 7500, 10000] as const;

/** Weekdays, 0 Domingo … 6 Sábado (SPEC §9). */
export const DIAS_SEMANA = [
  'Domingo',
  'Lunes',
  'Martes',
  'Miércoles',
  'Jueves',
  'Viernes',
  'Sábado',
] as const;

// Statistics (SPEC §9)
export const FRECUENTE_MIN_VISITAS_30D = 2;
export const OFERTAS_ACTIVAS_MAX = 6;
export const POR_VENCER_DIAS = 3;
export const CUPON_LIMITE_DEFAULT = 50;

// Nexo (SPEC §9, DOMAIN §4)
export const NEXO_POLL_MS = 3000;
export const NEXO_CODE_TTL_MS = 300_000;
/** The pairing code's countdown steps once a second (SPEC §9). */
export const NEXO_COUNTDOWN_STEP_MS = 1000;
/** The stats refresh button spins at least this long, so a fast answer still reads as a refresh. */
export const NEXO_REFRESH_SPINNER_MS = 1000;
/** How often a paired Nexo says it is there (its heartbeat, POST /api/nexo/latido). */
export const NEXO_LATIDO_MS = 60_000;
/** A Nexo heard from within this time is 'En línea' (DOMAIN §10: "the last few minutes"). */
export const NEXO_EN_LINEA_MS = 5 * 60_000;
/** Past this, a Nexo last heard from long ago reads 'Sin conexión' rather than 'Visto hace…'. */
export const NEXO_VISTO_MAX_MS = 7 * 24 * 60 * 60_000;
/** A Nexo silent this long, all of it in opening hours: its owner is told once. */
export const NEXO_AVISO_SILENCIO_MS = 30 * 60_000;

// Images (SPEC §9, DOMAIN §3)
export const IMAGE_COMPRESS_QUALITY = 0.8;
export const IMAGE_COMPRESS_MAX_PX = 400;
export const IMAGE_JPEG_ABOVE_BYTES = 500 * 1024;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_MEGAPIXELS = 25;
export const IMAGE_STORED_MAX_PX = 512;

/** Footer information pages (SPEC §2), grouped as the footer shows them. */
export const FOOTER_SECCIONES = [
  {
    titulo: 'Tarjeto',
    slugs: ['que-es-tarjeto', 'como-funciona', 'noticias', 'historias-exito', 'descargar-app'],
  },
  {
    titulo: 'Clientes',
    slugs: ['beneficios', 'faq', 'promociones-exclusivas'],
  },
  {
    titulo: 'Negocios',
    slugs: ['registra-negocio', 'como-funciona-negocio', 'planes-precios', 'soporte'],
  },
  {
    titulo: 'Legal',
    slugs: ['privacidad', 'terminos-condiciones'],
  },
] as const;
export const FOOTER_SLUGS = FOOTER_SECCIONES.flatMap((s) => s.slugs);

/** Business-local time (DOMAIN §5) when a business has not said otherwise. */
export const DEFAULT_ZONA_HORARIA = 'America/Mexico_City';

/** Operating-hour presets (SPEC §9). */
export const HORARIO_PRESETS = [
  {
    id: 'completo',
    etiqueta: 'Todo el día',
    dias: [0, 1, 2, 3, 4, 5, 6],
    apertura: '08:00',
    cierre: '20:00',
  },
  {
    id: 'medio',
    etiqueta: 'Medio día',
    dias: [0, 1, 2, 3, 4, 5, 6],
    apertura: '08:00',
    cierre: '14:00',
  },
  {
    id: 'semana',
    etiqueta: 'Lunes a viernes',
    dias: [1, 2, 3, 4, 5],
    apertura: '08:00',
    cierre: '18:00',
  },
] as const;
/** Turning a day on sets these hours (SPEC §5). */
export const HORARIO_DIA_DEFAULT = { apertura: '09:00', cierre: '18:00' } as const;

// Redemptions (DOMAIN §6)
/** How long a visit answer's `canjeToken` lets the Nexo redeem for that customer. */
export const CANJE_TOKEN_TTL_MS = 5 * 60 * 1000;
/** How long a customer's redemption code from the app works. */
export const CODIGO_CANJE_TTL_MS = 10 * 60 * 1000;

// A business's customers (contracts/clientes-negocio.ts). Here, not beside the contract: the
// dashboard's first screen asks with them from the app's entry (app/precarga-inicio.ts), which a
// contract module would bring zod into.
/** Rows a page brings unless asked otherwise, and the most it brings. */
export const CLIENTES_POR_PAGINA = 20;
export const CLIENTES_POR_PAGINA_MAX = 50;
/** Visits of one customer a page of their history brings. */
export const VISITAS_CLIENTE_POR_PAGINA = 20;
/** Inicio's cards list this many customers unless asked otherwise. */
export const CLIENTES_INICIO = 5;
